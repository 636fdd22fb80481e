import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { RegisterForm } from '../../features/parent-account/register-form';

export const Component = titledPage(msg`Create an account`, RegisterForm, { column: 'xl' });
