import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { ForgotPasswordForm } from '../../features/parent-account/password-reset';

export const Component = titledPage(msg`Forgot password`, ForgotPasswordForm, {
  heading: msg`Forgot password?`,
  column: 'md',
});
