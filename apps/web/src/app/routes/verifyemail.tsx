import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { VerifyEmail } from '../../features/parent-account/verify-email';

export const Component = titledPage(msg`Verify your e-mail`, VerifyEmail);
