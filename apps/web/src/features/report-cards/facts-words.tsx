import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FactsReport,
  type FactsSummary,
  factName,
  type Locale,
  languageOf,
  quickChangeText,
  type Subject,
} from '@mathsteps/domain';
import { useContext } from 'react';
import { useFactFirst } from '../../api/students';
import { Button } from '../../components/ui';
import { percent, SUBJECT_WORDS } from '../../lib/domain-words';
import { reasonOf } from '../../lib/server-errors';
import { ReportReader } from './report-reader';

/**
 * Beside an operation's facts map on the report card (decision 0010): the change in quick
 * facts over 4 weeks, the slowest facts by name, and the slow fact most met in column work,
 * with Quick Facts offered on it.
 */
export function FactsWords({
  operation,
  summary,
  facts,
  child,
  accountname,
}: {
  operation: Subject;
  summary: FactsSummary[Subject];
  facts: FactsReport[Subject];
  child: string;
  accountname: string;
}) {
  const { i18n, t } = useLingui();
  if (!summary) return null;
  const inBoxes = summary.inBoxes;
  const state = inBoxes && facts?.[inBoxes.fact]?.state;
  return (
    <div className="flex flex-col gap-1">
      {summary.change !== null && (
        <p>
          {t`That is ${quickChangeText(summary.change, t`4 weeks ago`, languageOf(i18n.locale as Locale))}.`}
        </p>
      )}
      {summary.slowest.length > 0 && (
        <p>{t`Slowest now: ${summary.slowest.map(factName).join(', ')}.`}</p>
      )}
      {inBoxes && (
        <div className="in-boxes flex flex-col items-start gap-2 rounded-card bg-sun-100 p-3">
          <p>
            {state === 'learning'
              ? t`${factName(inBoxes.fact)} is still being learnt, and it is in ${percent(i18n.locale, inBoxes.percent)} of ${child}’s ${t(SUBJECT_WORDS[operation]).toLowerCase()} boxes.`
              : t`${factName(inBoxes.fact)} is slow, and it is in ${percent(i18n.locale, inBoxes.percent)} of ${child}’s ${t(SUBJECT_WORDS[operation]).toLowerCase()} boxes.`}
          </p>
          <PracticeFact fact={inBoxes.fact} child={child} accountname={accountname} />
        </div>
      )}
    </div>
  );
}

/** Puts the fact in the child's next Quick Facts (student.factsfocus). */
function PracticeFact({
  fact,
  child,
  accountname,
}: {
  fact: string;
  child: string;
  accountname: string;
}) {
  const name = factName(fact);
  const reader = useContext(ReportReader);
  // Quick Facts' next round is the parent's to choose.
  if (reader === 'teacher') return null;
  if (reader === 'sample') {
    return (
      <p className="no-print text-sm italic">
        <Trans>
          In your child’s report, a button here puts {name} first in their next Quick Facts.
        </Trans>
      </p>
    );
  }
  return <FactFirstButton fact={fact} name={name} child={child} accountname={accountname} />;
}

/** The button of a child's own report (a sample has none, nor the query cache it needs). */
function FactFirstButton({
  fact,
  name,
  child,
  accountname,
}: {
  fact: string;
  name: string;
  child: string;
  accountname: string;
}) {
  const { t } = useLingui();
  const first = useFactFirst(accountname);
  return (
    <div className="no-print flex flex-col items-start gap-1" aria-live="polite">
      {first.isSuccess ? (
        <p className="font-bold">{t`${name} comes first in ${child}’s next Quick Facts.`}</p>
      ) : (
        <Button variant="secondary" onClick={() => first.mutate(fact)} disabled={first.isPending}>
          {first.isPending ? t`Asking...` : t`Practice ${name} in Quick Facts`}
        </Button>
      )}
      {first.isError && (
        <p className="text-berry-700">
          {reasonOf(first.error, t`That did not work. Please try again.`)}
        </p>
      )}
    </div>
  );
}
