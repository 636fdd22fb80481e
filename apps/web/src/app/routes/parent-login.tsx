import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { LoginForm } from '../../features/parent-account/login-form';

export const Component = titledPage(msg`Parent login`, LoginForm, { column: 'md' });
