import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type StudentData, SUBJECTS, type Subject } from '@mathsteps/domain';
import { Zap } from 'lucide-react';
import { useState } from 'react';
import { useScheduleSave } from '../../api/students';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Button, Dialog, SelectField, WriteFailure } from '../../components/ui';
import { DaysPicker } from '../../components/ui/days-picker';
import { SUBJECT_WORDS } from '../../lib/domain-words';

type Schedules = Record<Subject, string>;

const schedulesOf = (student: StudentData): Schedules =>
  Object.fromEntries(
    SUBJECTS.map((subject) => [subject, student.mathschedule[subject]?.schedule ?? '']),
  ) as Schedules;

/**
 * The schedule editor (docs/product.md): per subject, the seven day toggles, 'Weekday' and
 * 'Every Day'; then Quick Facts, with the operation (decision 0010). Save is enabled only
 * when something differs from the stored schedule, and saves what changed. The caller
 * mounts it per opening, so it always starts from the student's schedule.
 */
export function ScheduleDialog({
  student,
  onSaved,
  onClose,
}: {
  student: StudentData;
  onSaved: (student: StudentData) => void;
  onClose: () => void;
}) {
  const original = schedulesOf(student);
  const [schedules, setSchedules] = useState(original);
  const [facts, setFacts] = useState(() => ({
    schedule: student.quickfacts.schedule,
    operation: SUBJECTS.find((each) => each === student.quickfacts.operation) ?? ('' as const),
  }));
  const { t } = useLingui();
  const saving = useScheduleSave(student);
  const busy = saving.isPending;
  const child = displayName(student.firstname);
  const subjectsChanged = SUBJECTS.some((subject) => schedules[subject] !== original[subject]);
  const factsChanged =
    facts.schedule !== student.quickfacts.schedule ||
    facts.operation !== student.quickfacts.operation;

  const change = (subject: Subject, edit: (schedule: string) => string) =>
    setSchedules((current) => ({ ...current, [subject]: edit(current[subject]) }));

  const save = () =>
    saving.mutate(
      {
        ...(subjectsChanged && {
          subjects: Object.fromEntries(
            SUBJECTS.map((subject) => [subject, { schedule: schedules[subject] }]),
          ),
        }),
        ...(factsChanged && { facts }),
      },
      { onSuccess: (saved) => onSaved(saved) },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Schedule for ${child}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} disabled={!(subjectsChanged || factsChanged) || busy}>
            {busy ? t`Saving...` : t`Save`}
          </Button>
        </>
      }
    >
      <p className="mb-4">
        <Trans>Choose the days each subject's assignment comes.</Trans>
      </p>
      <WriteFailure write={saving} fallback={t`Failed to update schedule`} />
      <div className="flex flex-col gap-5">
        {SUBJECTS.map((subject) => (
          <DaysPicker
            key={subject}
            legend={<SubjectMark subject={subject} size="sm" />}
            schedule={schedules[subject]}
            onChange={(edit) => change(subject, edit)}
          />
        ))}
        <DaysPicker
          legend={
            <span className="flex items-center gap-2">
              <Zap aria-hidden="true" className="size-5 text-sun-700" />
              <Trans>Quick Facts</Trans>
            </span>
          }
          schedule={facts.schedule}
          onChange={(edit) =>
            setFacts((current) => ({ ...current, schedule: edit(current.schedule) }))
          }
        >
          <SelectField
            label={t`Which facts`}
            value={facts.operation}
            onChange={(event) =>
              setFacts((current) => ({
                ...current,
                operation: SUBJECTS.find((each) => each === event.target.value) ?? '',
              }))
            }
          >
            <option value="">{t`${child} chooses`}</option>
            {SUBJECTS.map((operation) => (
              <option key={operation} value={operation}>
                {t(SUBJECT_WORDS[operation])}
              </option>
            ))}
          </SelectField>
        </DaysPicker>
      </div>
    </Dialog>
  );
}
