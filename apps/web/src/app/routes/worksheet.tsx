import { FREE_WORKSHEET_LEVELS, isSubject, practiceOfQuery, type Subject } from '@mathsteps/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/layout/page';
import {
  newSeed,
  type SheetChoice,
  WorksheetSheet,
} from '../../features/worksheets/worksheet-sheet';
import { useSession } from '../../lib/session';

/**
 * /worksheet?subject=addition&level=4&seed=k2x9&key=false, or &step=subtraction.borrow-across-zero
 * for a step's problems: a worksheet to print (docs/help-tonight.md "Practice on paper"). The
 * address holds the whole choice, so a reload or a shared link prints the same problems.
 */
export function Component() {
  const [query, setQuery] = useSearchParams();
  const visitor = useSession()?.role !== 'parent';
  const step = practiceOfQuery(query.get('step')) ?? undefined;
  const asked = query.get('subject');
  const subject: Subject = step?.subject ?? (isSubject(asked) ? asked : 'addition');
  const wanted = Number(query.get('level') ?? 0);
  // A visitor's level is one of the free tiers: the highest at or below the one asked.
  const level = visitor
    ? ([...FREE_WORKSHEET_LEVELS].reverse().find((free) => free <= wanted) ?? 0)
    : wanted;
  const seed = query.get('seed') ?? '';
  const choice: SheetChoice = {
    subject,
    level: Number.isFinite(level) ? level : 0,
    seed,
    key: query.get('key') !== 'false',
    ...(step && !visitor ? { step } : {}),
  };
  const choose = (next: SheetChoice) =>
    setQuery(
      {
        subject: next.subject,
        level: String(next.level),
        seed: next.seed,
        ...(next.key ? {} : { key: 'false' }),
        ...(next.step ? { step: `${next.step.subject}.${next.step.misconception}` } : {}),
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a seed once, when the address has none.
  useEffect(() => {
    if (seed === '') choose({ ...choice, seed: newSeed() });
  }, [seed]);
  return (
    <Page title="Worksheet">
      {seed !== '' && <WorksheetSheet choice={choice} onChoice={choose} visitor={visitor} />}
    </Page>
  );
}
