import { Trans, useLingui } from '@lingui/react/macro';
import {
  DAY_NAMES,
  isScheduled,
  type PupilData,
  pupilName,
  SUBJECTS,
  type SubjectWork,
} from '@mathsteps/domain';
import { CalendarDays, FileText, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { useNewPictures, useRemovePupil } from '../../api/classes';
import { PictureIcon, usePictureWords } from '../../components/pictures/pictures';
import { Button, ButtonLink, ConfirmDialog, WriteFailure } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, weekday, weekInOrder } from '../../lib/domain-words';

/** One pupil: its name and picture, its passcode's pictures, and what the teacher can do. */
export function PupilCard({
  classId,
  pupil,
  onMessage,
  onWork,
}: {
  classId: string;
  pupil: PupilData;
  onMessage: (message: { tone: 'success'; text: string }) => void;
  onWork: () => void;
}) {
  const { t } = useLingui();
  const words = usePictureWords();
  const renew = useNewPictures(classId);
  const remove = useRemovePupil(classId);
  const [asking, setAsking] = useState<'renew' | 'remove' | undefined>();
  const name = pupilName(pupil);
  const headingId = `pupil-${pupil.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card bg-card p-4 ring-1 ring-line"
    >
      <h3 id={headingId} className="flex items-center gap-3 text-lg font-bold">
        <PictureIcon picture={pupil.picture} className="size-8" />
        <span className="[overflow-wrap:anywhere]">{name}</span>
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted">
          <Trans>Pictures:</Trans>
        </span>
        <ol className="flex gap-2" aria-label={t`${name}’s pictures, in order`}>
          {pupil.pictures.map((picture, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a passcode's place is its key.
              key={index}
              className="flex items-center gap-1 rounded-lg bg-paper px-2 py-1 ring-1 ring-line"
            >
              <span aria-hidden className="text-sm font-bold text-muted">
                {index + 1}
              </span>
              <PictureIcon picture={picture} label={words(picture)} className="size-7" />
            </li>
          ))}
        </ol>
      </div>
      <WorkSummary work={pupil.work} finding={pupil.finding} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onWork}>
          <CalendarDays aria-hidden className="size-5" />
          <Trans>Work</Trans>
        </Button>
        <SeeWork classId={classId} pupilId={pupil.id} name={name} />
        <Button variant="secondary" onClick={() => setAsking('renew')}>
          <RefreshCw aria-hidden className="size-5" />
          <Trans>New pictures</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setAsking('remove')}>
          <Trash2 aria-hidden className="size-5" />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'renew'}
        onClose={() => setAsking(undefined)}
        title={t`New pictures for ${name}?`}
        dismiss={t`Cancel`}
        confirm={renew.isPending ? t`Saving...` : t`Yes, new pictures`}
        busy={renew.isPending}
        onConfirm={() =>
          renew.mutate(pupil.id, {
            onSuccess: () => {
              setAsking(undefined);
              onMessage({
                tone: 'success',
                text: t`${name} has new pictures. Print a new card: the old one no longer signs in.`,
              });
            },
          })
        }
      >
        <Trans>
          The old pictures will no longer sign in, and {name} is signed out on every tablet.
        </Trans>
        <WriteFailure
          write={renew}
          fallback={t`The pictures could not be changed. Please try again.`}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'remove'}
        onClose={() => setAsking(undefined)}
        title={t`Remove ${name} from the class?`}
        dismiss={t`Cancel`}
        confirm={remove.isPending ? t`Removing...` : t`Yes, Remove`}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(pupil.id, {
            onSuccess: () => {
              setAsking(undefined);
              onMessage({ tone: 'success', text: t`${name} is no longer in the class.` });
            },
          })
        }
      >
        <Trans>{name}’s sign-in and work will be deleted. This cannot be undone.</Trans>
        <WriteFailure
          write={remove}
          fallback={t`The pupil could not be removed. Please try again.`}
        />
      </ConfirmDialog>
    </article>
  );
}

/**
 * The subjects on a schedule, each with its level and days; or that none is. `finding`: the
 * subjects whose level the pupil's next session finds.
 */
export function WorkSummary({
  work,
  finding = [],
}: {
  work: Partial<Record<string, SubjectWork>>;
  finding?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const set = SUBJECTS.filter((subject) => work[subject]?.schedule);
  if (set.length === 0) {
    return (
      <p className="text-muted">
        <Trans>No subject is on the schedule yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {set.map((subject) => {
        const { level, schedule } = work[subject]!;
        const days = weekInOrder(i18n.locale)
          .filter((day) => isScheduled(schedule, day))
          .map((day) => weekday(i18n.locale, DAY_NAMES[day], 'short'))
          .join(', ');
        return (
          <li key={subject}>
            <span className="font-bold">{t(SUBJECT_WORDS[subject])}</span>
            {': '}
            {finding.includes(subject) ? t`Finding the level` : t`Level ${level}`} · {days}
          </li>
        );
      })}
    </ul>
  );
}

/** The link to a child's work in the class: its own pupil's, or a family's linked child's. */
export function SeeWork({
  classId,
  pupilId,
  name,
}: {
  classId: string;
  pupilId: string;
  name: string;
}) {
  const { t } = useLingui();
  return (
    <ButtonLink variant="secondary" to={generatePath(paths.classPupil, { classId, pupilId })}>
      <FileText aria-hidden className="size-5" />
      <Trans>See work</Trans>
      <span className="sr-only"> {t`of ${name}`}</span>
    </ButtonLink>
  );
}
