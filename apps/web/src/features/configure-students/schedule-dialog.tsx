import {
  DAY_LETTERS,
  DAY_NAMES,
  displayName,
  isScheduled,
  type StudentData,
  SUBJECTS,
  type Subject,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
} from '@mathsteps/domain';
import { useState } from 'react';
import { Banner, Button, Dialog } from '../../components/ui';
import { SubjectMark } from '../rewards/subject-mark';
import { useStudentUpdate } from './use-student-update';

type Schedules = Record<Subject, string>;

const schedulesOf = (student: StudentData): Schedules =>
  Object.fromEntries(
    SUBJECTS.map((subject) => [subject, student.mathschedule[subject]?.schedule ?? '']),
  ) as Schedules;

/**
 * The schedule editor (seed §4): per subject, the seven day toggles, 'Weekday' and
 * 'Every Day'. Save is enabled only when something differs from the stored schedule.
 * The caller mounts it per opening, so it always starts from the student's schedule.
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
  const { busy, failure, update } = useStudentUpdate(student, 'Failed to update schedule');
  const changed = SUBJECTS.some((subject) => schedules[subject] !== original[subject]);

  const change = (subject: Subject, edit: (schedule: string) => string) =>
    setSchedules((current) => ({ ...current, [subject]: edit(current[subject]) }));

  const save = async () => {
    const outcome = await update({
      mathschedule: Object.fromEntries(
        SUBJECTS.map((subject) => [subject, { schedule: schedules[subject] }]),
      ),
    });
    if (outcome.ok) onSaved(outcome.student);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Schedule for ${displayName(student.firstname)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!changed || busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <p className="mb-4">Choose the days each subject's assignment comes.</p>
      {failure && <Banner tone="error">{failure}</Banner>}
      <div className="flex flex-col gap-5">
        {SUBJECTS.map((subject) => (
          <fieldset key={subject} className="flex flex-col gap-2">
            <legend className="mb-2 font-bold">
              <SubjectMark subject={subject} size="sm" />
            </legend>
            <div className="flex gap-1">
              {DAY_LETTERS.map((day) => {
                const on = isScheduled(schedules[subject], day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={on}
                    onClick={() => change(subject, (schedule) => toggleDay(schedule, day))}
                    className={`flex size-9 items-center justify-center rounded-lg text-sm font-bold ring-1 ring-inset transition-colors ${on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-card text-ink ring-line hover:bg-brand-50'}`}
                  >
                    <span aria-hidden="true">{DAY_NAMES[day][0]}</span>
                    <span className="sr-only">{DAY_NAMES[day]}</span>
                  </button>
                );
              })}
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => change(subject, toggleWeekdays)}>
                Weekday
              </Button>
              <Button variant="secondary" onClick={() => change(subject, toggleEveryDay)}>
                Every Day
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
    </Dialog>
  );
}
