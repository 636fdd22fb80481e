import { Trans, useLingui } from '@lingui/react/macro';
import {
  displayName,
  LEVELS,
  type Locale,
  languageOf,
  levelRule,
  type StudentData,
  type Subject,
} from '@mathsteps/domain';
import { useState } from 'react';
import { useStartPlacement } from '../../api/placements';
import { Banner, Button, ConfirmDialog, Dialog, SelectField } from '../../components/ui';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { reasonOf } from '../../lib/server-errors';
import { useStudentUpdate } from './use-student-update';

/** Every level a parent may choose: 0 to 19. */
const LEVEL_CHOICES = Array.from({ length: LEVELS }, (_, level) => level);

/**
 * The level popup of one subject (docs/product.md): the current level, a new one from 0 to 19
 * with what it asks of the child, 'Keep Level N' to close, 'Change Level to M' (disabled
 * while equal); afterwards the product's success text. Or "Find the level for me": a
 * placement in the child's next session (docs/decisions/0027-placement.md). Mounted per opening.
 */
export function LevelDialog({
  student,
  subject,
  onSaved,
  onClose,
}: {
  student: StudentData;
  subject: Subject;
  onSaved: (student: StudentData) => void;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const current = Number(student.mathlevels[subject]?.level ?? 0);
  const [level, setLevel] = useState(current);
  const { busy, failure, update } = useStudentUpdate(
    student,
    t`Failed to update student level. Please try again.`,
  );
  const placement = useStartPlacement();
  const finding = placement.isPending;
  const findFailure = placement.isError
    ? reasonOf(placement.error, t`Failed to update student level. Please try again.`)
    : undefined;
  const [levelSaved, setLevelSaved] = useState(false);
  const name = t(SUBJECT_WORDS[subject]);
  const child = displayName(student.firstname);

  const save = async () => {
    const outcome = await update({ mathlevels: { [subject]: { level: String(level) } } });
    if (!outcome.ok) return;
    onSaved(outcome.student);
    setLevelSaved(true);
  };

  // "Find the level for me": the child's next session of the subject is a placement.
  const find = () => placement.mutate({ accountname: student.accountname, subject });

  if (placement.isSuccess) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t`We will find the level`}
        actions={
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p>
          <Trans>
            {child}'s next {name} session finds the level: a few problems, about eight minutes.
            Until then the level stays {current}.
          </Trans>
        </p>
      </Dialog>
    );
  }

  if (levelSaved) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t`Level Updated Successfully`}
        actions={
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p>
          <Trans>These levels will be reflected when your student logs in again.</Trans>
        </p>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t`${name} level for ${child}`}
      dismiss={t`Keep Level ${current}`}
      confirm={t`Change Level to ${level}`}
      onConfirm={() => void save()}
      busy={level === current || busy}
    >
      <div className="flex flex-col gap-3">
        <p>
          <Trans>
            Current level: <strong className="text-ink">{current}</strong>
          </Trans>{' '}
          ({levelRule(subject, current, languageOf(i18n.locale as Locale))})
        </p>
        {(failure ?? findFailure) && <Banner tone="error">{failure ?? findFailure}</Banner>}
        <div className="flex flex-col items-start gap-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm">
            <Trans>Not sure? A few problems in {child}'s next session find the level.</Trans>
          </p>
          <Button variant="secondary" onClick={find} disabled={finding}>
            <Trans>Find the level for me</Trans>
          </Button>
        </div>
        <SelectField
          label={t`New level`}
          value={level}
          onChange={(event) => setLevel(Number(event.target.value))}
        >
          {LEVEL_CHOICES.map((option) => (
            <option key={option} value={option}>
              {t`Level ${option}`}: {levelRule(subject, option, languageOf(i18n.locale as Locale))}
            </option>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
