import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/layout/page';
import { ButtonLink, textLinkClass } from '../../components/ui';
import { paths } from '../../config/paths';
import { WorkedExample } from '../../features/landing/worked-example';

export function Component() {
  const { t } = useLingui();
  const title = t`Math, one step at a time`;
  return (
    <div className="flex flex-col gap-12">
      <section className="grid items-center gap-8 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-5">
          <PageTitle title={title}>{title}</PageTitle>
          <p className="text-lg text-muted">
            <Trans>
              Children in grades 1 to 7 practice addition, subtraction, multiplication and division
              the way it is written on paper: every carry, every borrow, every step of long
              division. Parents set the plan and see how it is going.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.parentLogin}>
              <Users aria-hidden="true" className="size-5" /> <Trans>Parent Login</Trans>
            </ButtonLink>
            <ButtonLink to={paths.studentLogin}>
              <GraduationCap aria-hidden="true" className="size-5" /> <Trans>Student Login</Trans>
            </ButtonLink>
          </div>
          <ButtonLink to={paths.freeProblems} variant="secondary" className="self-start">
            <Sparkles aria-hidden="true" className="size-5" /> <Trans>Try Free Problems</Trans>
          </ButtonLink>
          <p className="text-muted">
            <Trans>
              Teachers:{' '}
              <Link to={`${paths.register}?role=teacher`} className={textLinkClass}>
                make a free account for your classes
              </Link>
              , then log in with Parent Login.
            </Trans>
          </p>
        </div>
        <WorkedExample />
      </section>

      <section aria-labelledby="how" className="grid gap-4 sm:grid-cols-3">
        <h2 id="how" className="sr-only">
          <Trans>How MathSteps works</Trans>
        </h2>
        {[
          [
            t`Step by step`,
            t`One digit per box, column by column, so a child sees exactly where a problem went wrong.`,
          ],
          [
            t`The right level`,
            t`Twenty levels per subject. The level follows the child: up after a strong day, back when it gets hard.`,
          ],
          [
            t`A plan for the week`,
            t`Parents choose the days and the subjects, and read a report card for each child.`,
          ],
        ].map(([title, text]) => (
          <article key={title} className="rounded-card bg-card p-5 shadow-card ring-1 ring-line">
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
