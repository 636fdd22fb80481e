import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { ContactForm } from '../../features/parent-account/contact-form';

export const Component = titledPage(msg`Contact us`, ContactForm, { column: 'xl' });
