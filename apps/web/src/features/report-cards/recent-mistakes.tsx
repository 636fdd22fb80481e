import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type StudentReport as Report, SIGNS, type Subject } from '@mathsteps/domain';
import { useState } from 'react';
import { Button } from '../../components/ui';
import {
  AnswerBesideRight,
  problemOfMistake,
} from '../../components/worked-grid/answer-beside-right';
import { longDate } from '../../lib/dates';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/** Mistakes listed before "Show more". */
const FIRST_SHOWN = 3;

type Mistake = Report['mistakes'][number];

const sameProblem = (a: Mistake, b: { subject: string; number_0: string; number_1: string }) =>
  a.subject === b.subject && a.number_0 === b.number_0 && a.number_1 === b.number_1;

/**
 * The recently missed problems, one line each (the server sends each problem once), the
 * latest first; the examples of the steps to work on are drawn above already, so they are
 * left out here. Each line opens the child's grid beside the right one.
 */
export function RecentMistakes({ report }: { report: Report }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const mistakes = report.mistakes.filter(
    (mistake) => !report.misconceptions.some((step) => sameProblem(mistake, step.example)),
  );
  const shown = showAll ? mistakes : mistakes.slice(0, FIRST_SHOWN);
  const hidden = mistakes.length - shown.length;
  const heading = `mistakes-${report.student.accountname}`;
  return (
    <section className="recent-mistakes flex flex-col gap-2" aria-labelledby={heading}>
      <h3 id={heading} className="font-bold">
        <Trans>Recent mistakes</Trans>
      </h3>
      {report.mistakes.length === 0 && (
        <p className="text-muted">
          <Trans>No mistakes lately.</Trans>
        </p>
      )}
      {report.mistakes.length > 0 && mistakes.length === 0 && (
        <p className="text-muted">
          <Trans>None besides the examples above.</Trans>
        </p>
      )}
      <ul className="mistake-list flex flex-col">
        {shown.map((mistake) => (
          <MistakeLine
            key={`${mistake.subject} ${mistake.number_0} ${mistake.number_1}`}
            mistake={mistake}
            child={displayName(report.student.firstname)}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <Button variant="ghost" className="no-print self-start" onClick={() => setShowAll(true)}>
          {t`Show ${hidden} more`}
        </Button>
      )}
    </section>
  );
}

/**
 * The problems a child got wrong on one day (a teacher's look at a pupil's today), each with its
 * grid as the child left it, red where it went wrong, beside the right one.
 */
export function DayMistakes({ report, day }: { report: Report; day: string }) {
  const mistakes = report.mistakes.filter((mistake) => mistake.date === day);
  const child = displayName(report.student.firstname);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="day-mistakes-heading">
      <h3 id="day-mistakes-heading" className="font-bold">
        <Trans>Wrong answers today</Trans>
      </h3>
      {mistakes.length === 0 ? (
        <p className="text-muted">
          <Trans>No wrong answers today.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col">
          {mistakes.map((mistake) => {
            const problem = problemOfMistake(mistake);
            return (
              <li
                key={`${mistake.subject} ${mistake.number_0} ${mistake.number_1}`}
                className="mistake flex flex-col gap-2 border-t border-line py-3"
              >
                <MistakeSum mistake={mistake} />
                {problem && <AnswerBesideRight problem={problem} child={child} mistake={mistake} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "52 − 17: answered 45, the right answer is 35". */
function MistakeSum({ mistake }: { mistake: Mistake }) {
  const { t } = useLingui();
  const sign = SIGNS[mistake.subject as Subject] ?? '?';
  const answered = mistake.answer || t`blank`;
  return (
    <p>
      <span className="font-bold">
        {mistake.number_0} {sign} {mistake.number_1}
      </span>
      {t`: answered ${answered}, the right answer is ${mistake.correct}`}
    </p>
  );
}

function MistakeLine({ mistake, child }: { mistake: Mistake; child: string }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const problem = problemOfMistake(mistake);
  const subject = mistake.subject as Subject;
  const tries = mistake.tries > 1 ? ` · ${t`${mistake.tries} wrong tries`}` : '';
  const name = SUBJECT_WORDS[subject] ? t(SUBJECT_WORDS[subject]) : mistake.subject;
  return (
    <li className="mistake flex flex-col gap-2 border-t border-line py-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div>
          <MistakeSum mistake={mistake} />
          <p className="text-sm text-muted">
            {t`${name}, level ${mistake.level}`} · {longDate(mistake.date, i18n.locale)}
            {tries}
          </p>
        </div>
        {problem && (
          <Button
            variant="ghost"
            className="no-print"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? t`Hide the grids` : t`Show the grids`}
          </Button>
        )}
      </div>
      {open && problem && (
        <AnswerBesideRight
          problem={problem}
          child={child}
          mistake={mistake}
          className="mistake-grids"
        />
      )}
    </li>
  );
}
