import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSES_MAX, formatPrice, PLANS, PUPILS_MAX } from '@mathsteps/domain';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/layout/page';
import { TextLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

interface Entry {
  id: string;
  question: string;
  answer: ReactNode;
  /** Money and parent reports are parents' business: hidden from a signed-in student. */
  parentsOnly?: boolean;
}

/** The questions and their answers, in the reader's words; the prices as their locale writes them. */
function useEntries(): Entry[] {
  const { i18n, t } = useLingui();
  const monthly = formatPrice(PLANS.monthly.amountCents, i18n.locale);
  const annual = formatPrice(PLANS.annual.amountCents, i18n.locale);
  return [
    {
      id: 'what',
      question: t`What is MathSteps?`,
      answer: t`MathSteps is a place for children to practice addition, subtraction, multiplication and division. Each problem is worked in a grid of boxes, one digit per box, the way it is written on paper: carries, borrows, partial products and every step of long division.`,
    },
    {
      id: 'cost',
      question: t`How much does it cost?`,
      parentsOnly: true,
      answer: (
        <Trans>
          The free plan costs nothing and includes one student and free problems at four difficulty
          levels; you can <TextLink to={paths.freeProblems}>try free</TextLink> problems without an
          account. Premium costs {monthly} a month or {annual} a year and adds unlimited questions,
          progress tracking, custom schedules, weekly parent updates and up to four students.
        </Trans>
      ),
    },
    {
      id: 'teachers',
      question: t`Is MathSteps free for teachers?`,
      parentsOnly: true,
      answer: (
        <Trans>
          Yes. Choose “I'm a teacher” when you{' '}
          <TextLink to={`${paths.register}?role=teacher`}>create an account</TextLink>: it is free,
          asks for no payment, and holds up to {CLASSES_MAX} classes of up to {PUPILS_MAX} pupils,
          each with its grade, the language of its screens and how its school writes subtraction and
          long division. Type or paste the pupils' names, or import the school's OneRoster export;
          each pupil signs in on a shared tablet by tapping its name and three pictures, and the
          teacher sets the class's work. A child who already practices at home joins by the class
          code its parent enters on the child's card; the teacher accepts, and sees the child's
          report card while the child stays the family's.
        </Trans>
      ),
    },
    {
      id: 'grades',
      question: t`Which grade levels is it for?`,
      answer: t`Grades 1 to 7. Every subject has twenty levels, from single digits and the times tables up to numbers with six and seven digits, so a child can start where they are and keep growing.`,
    },
    {
      id: 'progress',
      question: t`How do I track my child’s progress?`,
      parentsOnly: true,
      answer: t`With Premium, each child has a report card showing how much of the scheduled work was completed, the score and a letter grade for every subject. Parents with a verified e-mail address also receive a weekly summary.`,
    },
    {
      id: 'mobile',
      question: t`Does it work on phones and tablets?`,
      answer: t`Yes. MathSteps runs in the web browser of any phone, tablet or computer, with nothing to install. On phones and tablets the answer boxes bring up the number keypad.`,
    },
    {
      id: 'support',
      question: t`How do I get help?`,
      answer: t`Parents can write to us from the Contact Us page of the parent dashboard. We answer within 24 hours.`,
    },
  ];
}

export function Component() {
  const { t } = useLingui();
  const isStudent = useSession()?.role === 'student';
  const visible = useEntries().filter((entry) => !(isStudent && entry.parentsOnly));
  const title = t`Frequently asked questions`;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={title}>{title}</PageTitle>
      <div className="flex flex-col gap-4">
        {visible.map((entry) => (
          <section
            key={entry.id}
            aria-labelledby={`faq-${entry.id}`}
            className="rounded-card bg-card p-5 shadow-card ring-1 ring-line"
          >
            <h2 id={`faq-${entry.id}`} className="text-xl font-bold">
              {entry.question}
            </h2>
            <p className="mt-2 text-muted">{entry.answer}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
