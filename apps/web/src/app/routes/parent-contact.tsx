import { Page } from '../../components/layout/page';
import { ContactForm } from '../../features/parent-account/contact-form';

export function Component() {
  return (
    <Page title="Contact us" column="xl">
      <ContactForm />
    </Page>
  );
}
