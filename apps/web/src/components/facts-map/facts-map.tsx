import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FactsReport,
  type FluencyState,
  factAt,
  factKey,
  mapSide,
  SIGNS,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import type { ReactNode } from 'react';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/**
 * How each state looks and reads: a mark as well as a colour, for a parent who does not tell
 * colours apart (docs/decisions/0010-fact-fluency.md).
 */
const LOOK: Record<FluencyState, { words: MessageDescriptor; mark: string; cell: string }> = {
  fluent: { words: msg`quick`, mark: '✓', cell: 'bg-leaf-700 text-white' },
  // Right, but not yet quick twice of three: answered quickly once is here too.
  slow: { words: msg`right, getting quicker`, mark: '•', cell: 'bg-sun-400 text-ink' },
  learning: { words: msg`learning`, mark: '!', cell: 'bg-berry-700 text-white' },
  new: { words: msg`not met yet`, mark: '', cell: 'bg-line/40' },
};

/** The map's corner, said: the rows down, the columns across (as `factAt` lays them out). */
const CORNER: Record<Subject, MessageDescriptor> = {
  addition: msg`first number down, second number across`,
  subtraction: msg`number taken away down, answer across`,
  multiplication: msg`first number down, second number across`,
  division: msg`number divided by down, answer across`,
};

/**
 * The facts map (decision 0010): per operation practiced, its table with each fact
 * coloured and marked by how well it is known, and how many are quick now.
 */
export function FactsMap({
  facts,
  below,
}: {
  facts: FactsReport;
  /** What the page says under an operation's map (the report card's words). */
  below?: (operation: Subject) => ReactNode;
}) {
  const { t } = useLingui();
  const practiced = SUBJECTS.filter((operation) =>
    Object.values(facts[operation] ?? {}).some((fact) => fact.tries > 0),
  );
  if (practiced.length === 0) {
    return (
      <p className="text-muted">
        <Trans>No number facts practiced yet: Quick Facts fills this map.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="facts-legend flex flex-wrap gap-3 text-sm"
        aria-label={t`What the colors mean`}
      >
        {(['fluent', 'slow', 'learning', 'new'] as const).map((state) => (
          <li key={state} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className={`inline-flex size-5 items-center justify-center rounded text-xs ${LOOK[state].cell}`}
            >
              {LOOK[state].mark}
            </span>
            {t(LOOK[state].words)}
          </li>
        ))}
      </ul>
      {/* One notion of quick (decision 0010): a round's quick answers are not yet quick facts. */}
      <p className="no-print text-sm text-muted">
        <Trans>
          A fact is quick once it is answered right within 3 seconds on two different days: a
          round's quick answers count toward it.
        </Trans>
      </p>
      {practiced.map((operation) => (
        <OperationMap key={operation} operation={operation} facts={facts[operation] ?? {}}>
          {below?.(operation)}
        </OperationMap>
      ))}
    </div>
  );
}

function OperationMap({
  operation,
  facts,
  children,
}: {
  operation: Subject;
  facts: FactsReport[Subject];
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const side = mapSide(operation);
  const all = Object.values(facts);
  const quick = all.filter((fact) => fact.state === 'fluent').length;
  const subject = t(SUBJECT_WORDS[operation]);
  const name = subject.toLowerCase();
  return (
    <section className="flex flex-col gap-2" aria-label={t`${subject} facts`}>
      <p className="font-bold">{t`${quick} of ${all.length} ${name} facts are quick now`}</p>
      {children}
      <div className="facts-table max-w-full overflow-x-auto">
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">{t`${subject} facts by how well they are known`}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-muted">
                <span aria-hidden="true">{SIGNS[operation]}</span>
                {/* A header a screen reader can name: what the rows and columns are. */}
                <span className="sr-only">{t(CORNER[operation])}</span>
              </th>
              {side.map((column) => (
                <th key={column} scope="col" className="w-5 text-muted">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {side.map((row) => (
              <tr key={row}>
                <th scope="row" className="pr-1 text-muted">
                  {row}
                </th>
                {side.map((column) => {
                  const fact = factAt(operation, row, column);
                  const state = fact ? facts[factKey(fact)]?.state : undefined;
                  if (!fact || !state) return <td key={column} />;
                  const look = LOOK[state];
                  return (
                    <td
                      key={column}
                      className={`size-5 rounded text-center leading-5 ${look.cell}`}
                      title={`${fact.a} ${SIGNS[operation]} ${fact.b}: ${look.words}`}
                    >
                      <span aria-hidden="true">{look.mark}</span>
                      <span className="sr-only">{`${fact.a} ${SIGNS[operation]} ${fact.b}: ${t(look.words)}`}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
