import {
  type FactsReport,
  type FactsSummary,
  factName,
  quickChangeText,
  SUBJECT_NAMES,
  type Subject,
} from '@mathsteps/domain';
import { useContext, useState } from 'react';
import { Button } from '../../components/ui';
import { reasonOf, rpc } from '../../lib/rpc-client';
import { IsSample } from './sample-context';

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
  if (!summary) return null;
  const inBoxes = summary.inBoxes;
  const state = inBoxes && facts?.[inBoxes.fact]?.state;
  return (
    <div className="flex flex-col gap-1">
      {summary.change !== null && (
        <p>{`That is ${quickChangeText(summary.change, '4 weeks ago')}.`}</p>
      )}
      {summary.slowest.length > 0 && (
        <p>{`Slowest now: ${summary.slowest.map(factName).join(', ')}.`}</p>
      )}
      {inBoxes && (
        <div className="in-boxes flex flex-col items-start gap-2 rounded-card bg-sun-100 p-3">
          <p>
            {`${factName(inBoxes.fact)} is ${state === 'learning' ? 'still being learnt' : 'slow'}, and it is in ${inBoxes.percent}% of ${child}’s ${SUBJECT_NAMES[operation].toLowerCase()} boxes.`}
          </p>
          <PractiseFact fact={inBoxes.fact} child={child} accountname={accountname} />
        </div>
      )}
    </div>
  );
}

type Asked =
  | { name: 'idle' }
  | { name: 'asking' }
  | { name: 'done' }
  | { name: 'failed'; reason: string };

/** Puts the fact in the child's next Quick Facts (student.factsfocus). */
function PractiseFact({
  fact,
  child,
  accountname,
}: {
  fact: string;
  child: string;
  accountname: string;
}) {
  const [asked, setAsked] = useState<Asked>({ name: 'idle' });
  const sample = useContext(IsSample);
  if (sample) {
    return (
      <p className="no-print text-sm italic">
        In your child’s report, a button here puts {factName(fact)} first in their next Quick Facts.
      </p>
    );
  }
  const ask = async () => {
    setAsked({ name: 'asking' });
    try {
      await rpc('student.factsfocus', { accountname, fact });
      setAsked({ name: 'done' });
    } catch (error) {
      setAsked({ name: 'failed', reason: reasonOf(error, 'That did not work. Please try again.') });
    }
  };
  return (
    <div className="no-print flex flex-col items-start gap-1" aria-live="polite">
      {asked.name === 'done' ? (
        <p className="font-bold">{`${factName(fact)} comes first in ${child}’s next Quick Facts.`}</p>
      ) : (
        <Button variant="secondary" onClick={() => void ask()} disabled={asked.name === 'asking'}>
          {asked.name === 'asking' ? 'Asking...' : `Practise ${factName(fact)} in Quick Facts`}
        </Button>
      )}
      {asked.name === 'failed' && <p className="text-berry-700">{asked.reason}</p>}
    </div>
  );
}
