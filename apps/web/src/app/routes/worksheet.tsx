import { useLingui } from '@lingui/react/macro';
import {
  FREE_WORKSHEET_LEVELS,
  isSubject,
  isWorksheetSeed,
  MAX_LEVEL,
  practiceOfQuery,
  type Subject,
} from '@mathsteps/domain';
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
  const { t } = useLingui();
  const visitor = useSession()?.role !== 'parent';
  const step = practiceOfQuery(query.get('step')) ?? undefined;
  const asked = query.get('subject');
  const subject: Subject = step?.subject ?? (isSubject(asked) ? asked : 'addition');
  // A level of the curriculum, whatever the address says ("99", "-3", "x").
  const askedLevel = Math.trunc(Number(query.get('level') ?? 0));
  const wanted = Number.isFinite(askedLevel) ? Math.max(0, Math.min(MAX_LEVEL, askedLevel)) : 0;
  // A visitor's level is one of the free tiers: the highest at or below the one asked.
  const level = visitor
    ? ([...FREE_WORKSHEET_LEVELS].reverse().find((free) => free <= wanted) ?? 0)
    : wanted;
  // A seed the printed code can carry, else a new one.
  const given = query.get('seed');
  const seed = isWorksheetSeed(given) ? given : '';
  const choice: SheetChoice = {
    subject,
    level,
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
    <Page title={t`Worksheet`}>
      {seed !== '' && <WorksheetSheet choice={choice} onChoice={choose} visitor={visitor} />}
    </Page>
  );
}
