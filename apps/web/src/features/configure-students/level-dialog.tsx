import {
  displayName,
  LEVELS,
  levelRule,
  type StudentData,
  SUBJECT_NAMES,
  type Subject,
} from '@mathsteps/domain';
import { useState } from 'react';
import { Banner, Button, ConfirmDialog, Dialog, SelectField } from '../../components/ui';
import { useStudentUpdate } from './use-student-update';

/** Every level a parent may choose: 0 to 19. */
const LEVEL_CHOICES = Array.from({ length: LEVELS }, (_, level) => level);

/**
 * The level popup of one subject (docs/product.md): the current level, a new one from 0 to 19
 * with what it asks of the child, 'Keep Level N' to close, 'Change Level to M' (disabled
 * while equal); afterwards the product's success text. Mounted per opening.
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
  const current = Number(student.mathlevels[subject]?.level ?? 0);
  const [level, setLevel] = useState(current);
  const { busy, failure, update } = useStudentUpdate(
    student,
    'Failed to update student level. Please try again.',
  );
  const [done, setDone] = useState(false);
  const name = SUBJECT_NAMES[subject];

  const save = async () => {
    const outcome = await update({ mathlevels: { [subject]: { level: String(level) } } });
    if (!outcome.ok) return;
    onSaved(outcome.student);
    setDone(true);
  };

  if (done) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Level Updated Successfully"
        actions={<Button onClick={onClose}>Close</Button>}
      >
        <p>These levels will be reflected when your student logs in again.</p>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`${name} level for ${displayName(student.firstname)}`}
      dismiss={`Keep Level ${current}`}
      confirm={`Change Level to ${level}`}
      onConfirm={() => void save()}
      busy={level === current || busy}
    >
      <div className="flex flex-col gap-3">
        <p>
          Current level: <strong className="text-ink">{current}</strong> (
          {levelRule(subject, current)})
        </p>
        {failure && <Banner tone="error">{failure}</Banner>}
        <SelectField
          label="New level"
          value={level}
          onChange={(event) => setLevel(Number(event.target.value))}
        >
          {LEVEL_CHOICES.map((option) => (
            <option key={option} value={option}>
              Level {option}: {levelRule(subject, option)}
            </option>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
