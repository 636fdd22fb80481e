import { textLinkClass } from '../../components/ui';
import { LegalPage, type LegalSection } from '../../features/legal/legal-page';
import { supportEmail } from '../../lib/site-facts';

const sections: LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>
          From parents: first and last name, e-mail address, a password (which we store only in a
          form that cannot be turned back into the password), and, for Premium, a customer reference
          from our payment provider. We never see or store card numbers.
        </p>
        <p>
          For students: only what the product needs: first and last name, a student handle and
          passcode, grade level, the levels and weekly schedule the parent sets, and the answers the
          child gives, including the digits typed in each box.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use information',
    body: (
      <p>
        To run MathSteps: to sign you in, to choose problems at the right level, to show progress
        and report cards, to explain which step a child finds hard, to send the e-mails you asked
        for (verification, account notices and, if you turn it on, the weekly summary), and to
        answer your messages.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We do not sell or rent personal information and we show no advertising. We share data only
        with the services that help us run MathSteps (hosting, e-mail delivery, payments), under
        contracts that limit their use of it, or when the law requires it.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed with a slow, salted algorithm, sessions use
        random tokens that we store only as hashes, and sign-in attempts are limited. No system is
        perfectly secure; if something goes wrong we will tell affected parents promptly.
      </p>
    ),
  },
  {
    heading: 'Children under 13',
    body: (
      <>
        <p>
          MathSteps is for children, and we follow the Children’s Online Privacy Protection Act
          (COPPA). A child under 13 can use MathSteps only through a student account created by a
          parent or legal guardian, who gives consent when registering. Children cannot create
          accounts themselves and are never asked for an e-mail address.
        </p>
        <p>
          A parent can see everything we hold about their child, correct it, and delete a student
          account at any time; deleting it removes all of the child’s data permanently.
        </p>
      </>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use only the cookies MathSteps needs to work: one that keeps you signed in, one that
        marks that a session exists, and one that identifies this browser as a device. We use no
        advertising or tracking cookies.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can read and change your information on the Manage Account page, turn weekly e-mails
        off, and delete your account together with all of your students’ data. You can also ask us
        for a copy of your data.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will e-mail parents before the change
        takes effect and update the date at the top of this page.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: <PrivacyContact />,
  },
];

export function Component() {
  return <LegalPage title="Privacy Policy" updated="January 2024" sections={sections} />;
}

/** Anyone may ask, with or without an account: an address first, the parents' page after. */
function PrivacyContact() {
  const address = supportEmail();
  return (
    <p>
      Questions about privacy?{' '}
      {address && (
        <>
          Write to us at{' '}
          <a href={`mailto:${address}`} className={textLinkClass}>
            {address}
          </a>
          .{' '}
        </>
      )}
      Parents can also write from the Contact Us page of the parent dashboard. We answer within 24
      hours.
    </p>
  );
}
