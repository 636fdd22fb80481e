import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { textLinkClass } from '../../components/ui';
import { LegalPage, type LegalSection } from '../../features/legal/legal-page';
import { supportEmail } from '../../lib/site-facts';

const sections: LegalSection[] = [
  {
    heading: msg`Information we collect`,
    body: (
      <>
        <p>
          <Trans>
            From parents: first and last name, e-mail address, a password (which we store only in a
            form that cannot be turned back into the password), and, for Premium, a customer
            reference from our payment provider. We never see or store card numbers.
          </Trans>
        </p>
        <p>
          <Trans>
            For students: only what the product needs: first and last name, a student handle and
            passcode, grade level, the levels and weekly schedule the parent sets, and the answers
            the child gives, including the digits typed in each box.
          </Trans>
        </p>
      </>
    ),
  },
  {
    heading: msg`How we use information`,
    body: (
      <p>
        <Trans>
          To run MathSteps: to sign you in, to choose problems at the right level, to show progress
          and report cards, to explain which step a child finds hard, to send the e-mails you asked
          for (verification, account notices and, if you turn it on, the weekly summary), and to
          answer your messages.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Sharing`,
    body: (
      <p>
        <Trans>
          We do not sell or rent personal information and we show no advertising. We share data only
          with the services that help us run MathSteps (hosting, e-mail delivery, payments), under
          contracts that limit their use of it, or when the law requires it.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Security`,
    body: (
      <p>
        <Trans>
          Connections are encrypted, passwords are hashed with a slow, salted algorithm, sessions
          use random tokens that we store only as hashes, and sign-in attempts are limited. No
          system is perfectly secure; if something goes wrong we will tell affected parents
          promptly.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Children under 13`,
    body: (
      <>
        <p>
          <Trans>
            MathSteps is for children, and we follow the Children’s Online Privacy Protection Act
            (COPPA). A child under 13 can use MathSteps only through a student account created by a
            parent or legal guardian, who gives consent when registering. Children cannot create
            accounts themselves and are never asked for an e-mail address.
          </Trans>
        </p>
        <p>
          <Trans>
            A parent can see everything we hold about their child, correct it, and delete a student
            account at any time; deleting it removes all of the child’s data permanently.
          </Trans>
        </p>
      </>
    ),
  },
  {
    heading: msg`Schools and teachers`,
    body: (
      <>
        <p>
          <Trans>
            A teacher’s account holds the teacher’s name, school and e-mail address, and the classes
            the teacher makes: their names, grades, language and how the school writes subtraction
            and long division. A class holds its pupils’ first names and the initial of their last
            names (never an e-mail address, a pupil’s or a parent’s), each pupil’s pictures for
            signing in, the identifier of a school’s roster export when the pupils came from one,
            and each pupil’s practice, as a family’s child’s account holds it.
          </Trans>
        </p>
        <p>
          <Trans>
            What a school’s teacher puts in MathSteps is used only for the school’s own teaching: no
            advertising, no selling, and no profile of anyone beyond that use. A school gives
            consent for its pupils’ use of a tool it chooses, and MathSteps acts for the school as a
            school official would. A teacher can export a class as a CSV file, and deletes a class,
            or the whole account with every class, at any time: the class and every pupil’s data are
            deleted from our database at once.
          </Trans>
        </p>
        <p>
          <Trans>
            A family’s child joins a class only when its parent and the teacher both agree (the
            parent enters the class code and the teacher accepts, or the teacher invites and the
            parent approves). While it is in the class, the teacher sees the child’s report card;
            the child stays the family’s, and the parent sees and decides everything as before. When
            the child leaves the class (either of them ends the link, or the class is deleted), the
            class keeps nothing of the child: the teacher no longer sees it, and the child’s account
            and work stay the family’s.
          </Trans>
        </p>
      </>
    ),
  },
  {
    heading: msg`Cookies`,
    body: (
      <p>
        <Trans>
          We use only the cookies MathSteps needs to work: one that keeps you signed in, one that
          marks that a session exists, one that identifies this browser as a device, and one that
          remembers the language chosen on it. We use no advertising or tracking cookies.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Your rights`,
    body: (
      <p>
        <Trans>
          You can read and change your information on the Manage Account page, turn weekly e-mails
          off, and delete your account together with all of your students’ data. You can also ask us
          for a copy of your data.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          If we change this policy in a way that matters, we will e-mail parents before the change
          takes effect and update the date at the top of this page.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Contact`,
    body: <PrivacyContact />,
  },
];

export function Component() {
  const { t } = useLingui();
  return <LegalPage title={t`Privacy Policy`} updated={t`November 2026`} sections={sections} />;
}

/** Anyone may ask, with or without an account: an address first, the parents' page after. */
function PrivacyContact() {
  const address = supportEmail();
  return (
    <p>
      <Trans>Questions about privacy?</Trans>{' '}
      {address && (
        <>
          <Trans>
            Write to us at{' '}
            <a href={`mailto:${address}`} className={textLinkClass}>
              {address}
            </a>
            .
          </Trans>{' '}
        </>
      )}
      <Trans>
        Parents can also write from the Contact Us page of the parent dashboard. We answer within 24
        hours.
      </Trans>
    </p>
  );
}
