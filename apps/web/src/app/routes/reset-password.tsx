import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { ResetPasswordForm } from '../../features/parent-account/password-reset';

export const Component = titledPage(msg`Choose a new password`, ResetPasswordForm, {
  column: 'md',
});
