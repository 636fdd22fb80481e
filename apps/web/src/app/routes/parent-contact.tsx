import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { ContactForm } from '../../features/parent-account/contact-form';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Contact us`} column="xl">
      <ContactForm />
    </Page>
  );
}
