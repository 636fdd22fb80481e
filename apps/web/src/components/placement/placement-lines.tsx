import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Locale,
  languageOf,
  type PlacementStatus,
  placementWords,
  SUBJECTS,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { placementStatusQuery } from '../../api/placements';
import { longDate } from '../../lib/dates';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/**
 * What a parent reads of each subject's placement (docs/decisions/0027-placement.md), on the
 * student card and the report card: the level found and why, in a sentence, or that one waits
 * for the child. Nothing for a subject never placed.
 */
export function PlacementLines({
  accountname,
  firstName,
}: {
  accountname: string;
  firstName: string;
}) {
  const { data } = useQuery(placementStatusQuery(accountname));
  const shown = SUBJECTS.flatMap((subject) => data?.find((p) => p.subject === subject) ?? []);
  if (shown.length === 0) return null;
  return (
    // Lines, not a list: the student card is itself an item of the list of students.
    <div className="flex flex-col gap-1 text-sm">
      {shown.map((placement) => (
        <p key={placement.subject} className="flex items-start gap-2">
          <Compass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <PlacementLine placement={placement} firstName={firstName} />
        </p>
      ))}
    </div>
  );
}

function PlacementLine({
  placement,
  firstName,
}: {
  placement: PlacementStatus;
  firstName: string;
}) {
  const { i18n, t } = useLingui();
  const subject = t(SUBJECT_WORDS[placement.subject]);
  const lower = subject.toLowerCase();
  const asked = placement.asked;
  const date = longDate(placement.date, i18n.locale);
  if (placement.status === 'found' && placement.level !== undefined) {
    const words = placementWords(
      firstName,
      placement.subject,
      Number(placement.level),
      languageOf(i18n.locale as Locale),
    );
    return (
      <span>
        <strong>{subject}:</strong> {words}{' '}
        <span className="text-muted">
          {placement.kind === 'recheck' ? (
            <Trans>(re-checked {date})</Trans>
          ) : (
            <Trans>(found {date})</Trans>
          )}
        </span>
      </span>
    );
  }
  return (
    <span>
      <strong>{subject}:</strong>{' '}
      {placement.status === 'started' ? (
        <Trans>
          finding the level: {firstName} has done {asked} problems; the next {lower} session goes
          on.
        </Trans>
      ) : (
        <Trans>
          finding the level in {firstName}'s next {lower} session.
        </Trans>
      )}
    </span>
  );
}
