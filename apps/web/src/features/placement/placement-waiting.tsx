import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenPlacement } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { placementsQuery } from '../../api/placements';
import { useStudentRecord } from '../../api/student';
import { placementWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import type { FindLevel } from '../../lib/find-level';

/** The child's open placements of the subjects on its schedule: the others wait for it. */
export function useScheduledPlacements(): OpenPlacement[] {
  const { data } = useQuery(placementsQuery);
  const record = useStudentRecord();
  return (data ?? []).filter(
    (placement) => (record?.mathschedule[placement.subject]?.schedule ?? '') !== '',
  );
}

/**
 * "Let's find your level" where the child looks first (the dashboard, the assignments), with
 * the button that starts it (docs/decisions/0027-placement.md). Nothing while none waits.
 */
export function PlacementWaiting() {
  const { i18n, t } = useLingui();
  const [first] = useScheduledPlacements();
  if (!first) return null;
  const subject = t(SUBJECT_WORDS[first.subject]);
  return (
    <section
      aria-labelledby="placement-waiting-title"
      className="flex flex-col items-start gap-3 rounded-card bg-sky-100 p-5 ring-1 ring-brand-700/30"
    >
      <div className="flex w-full items-center justify-between gap-3">
        <h2 id="placement-waiting-title" className="flex items-center gap-2 text-lg font-bold">
          <Compass aria-hidden="true" className="size-6" />
          {first.kind === 'recheck' ? (
            <Trans>Welcome back! Let's check your level in {subject}.</Trans>
          ) : (
            <Trans>Let's find your level in {subject}.</Trans>
          )}
        </h2>
        <Speaker text={placementWords(i18n, subject)} />
      </div>
      <p>
        <Trans>A few problems, about eight minutes. Some may be too hard, and that's OK.</Trans>
      </p>
      <ButtonLink to={paths.assignments} state={{ findLevel: first.subject } satisfies FindLevel}>
        <Trans>Find my level</Trans>
      </ButtonLink>
    </section>
  );
}
