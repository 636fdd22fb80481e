import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { StudentLoginForm } from '../../features/student-account/student-login-form';

export const Component = titledPage(msg`Student login`, StudentLoginForm, { column: 'md' });
