import { PageTitle } from '../../components/layout/page-title';
import { ContactForm } from '../../features/parent-account/contact-form';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageTitle title="Contact us">Contact us</PageTitle>
      <ContactForm />
    </div>
  );
}
