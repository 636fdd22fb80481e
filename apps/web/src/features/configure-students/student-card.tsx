import {
  ASSIGNMENT_SIZE_CHOICES,
  abbreviateName,
  DAY_NAMES,
  daysOf,
  displayName,
  GradeFormSchema,
  type StudentData,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import { CalendarDays, KeyRound, Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form, FormField, Submit, useSchemaForm } from '../../components/form';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Button, ButtonLink, SelectField, Toggle } from '../../components/ui';
import { paths } from '../../config/paths';
import type { Flash } from '../../lib/use-flash';
import { ChildLanguage } from './child-language';
import { SchoolMethodChoice } from './school-method-choice';
import { type CardChangeProps, useCardChoice, useStudentUpdate } from './use-student-update';

/** "Mon, Wed, Fri", or a plain "No days yet". */
function scheduleText(schedule: string): string {
  const days = daysOf(schedule);
  if (days.length === 0) return 'No days yet';
  if (days.length === 7) return 'Every day';
  return days.map((day) => DAY_NAMES[day].slice(0, 3)).join(', ');
}

/**
 * One student of the list (docs/product.md): the name (long last names
 * shortened, a click shows them whole), the inline grade edit, a level button and the
 * days per subject, and the buttons Schedule, Configure and Delete.
 */
export function StudentCard({
  student,
  onSchedule,
  onConfigure,
  onLevel,
  onDelete,
  onChanged,
  onMessage,
  onActivate,
}: {
  student: StudentData;
  onSchedule: () => void;
  onConfigure: () => void;
  onLevel: (subject: Subject) => void;
  onDelete: () => void;
  onChanged: (student: StudentData) => void;
  onMessage: (message: Flash) => void;
  /** Shown for a paused student (premium ended): makes this one the active student. */
  onActivate?: () => void;
}) {
  const [fullName, setFullName] = useState(false);
  const first = displayName(student.firstname);
  const short = abbreviateName(first, displayName(student.lastname));
  const full = `${first} ${displayName(student.lastname)}`;
  return (
    <li className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">
          {short === full ? (
            full
          ) : (
            <button
              type="button"
              onClick={() => setFullName(!fullName)}
              aria-expanded={fullName}
              className="underline decoration-dotted underline-offset-4"
              title="Show the full name"
            >
              {fullName ? full : short}
            </button>
          )}
        </h2>
        <span className="text-muted">@{student.accountname}</span>
      </div>
      {student.paused === 'true' && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sun-100 p-3 text-sun-700">
          <span>
            <strong>Paused.</strong> Without premium one student is active; this one cannot log in
            for now.
          </span>
          {onActivate && (
            <Button variant="secondary" onClick={onActivate}>
              Make Active
            </Button>
          )}
        </div>
      )}
      <GradeEdit student={student} onChanged={onChanged} onMessage={onMessage} />
      {/* On a phone one subject per row, its level button beside it: names fit whole. */}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {SUBJECTS.map((subject) => (
          <div
            key={subject}
            className={`grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg p-3 sm:flex sm:flex-col sm:items-stretch ${SUBJECT_LOOK[subject].tint}`}
          >
            <span className="font-bold">
              <SubjectMark subject={subject} size="sm" />
            </span>
            <Button
              variant="secondary"
              className="col-start-2 row-span-2 row-start-1"
              onClick={() => onLevel(subject)}
              aria-label={`${SUBJECT_NAMES[subject]}: Level ${student.mathlevels[subject]?.level ?? '0'}, change`}
            >
              Level {student.mathlevels[subject]?.level ?? '0'}
            </Button>
            <span className="text-sm text-muted">
              {scheduleText(student.mathschedule[subject]?.schedule ?? '')}
            </span>
          </div>
        ))}
      </div>
      {student.quickfacts.schedule !== '' && (
        <p className="text-sm text-muted">
          {`Quick Facts (${student.quickfacts.operation ? SUBJECT_NAMES[student.quickfacts.operation as Subject].toLowerCase() : `${displayName(student.firstname)} chooses`}): ${scheduleText(student.quickfacts.schedule)}`}
        </p>
      )}
      <AssignmentSize student={student} onChanged={onChanged} onMessage={onMessage} />
      <TimeZone student={student} onChanged={onChanged} onMessage={onMessage} />
      <ReadAloud student={student} onChanged={onChanged} onMessage={onMessage} />
      <ChildLanguage student={student} onChanged={onChanged} onMessage={onMessage} />
      <SchoolMethodChoice student={student} onChanged={onChanged} onMessage={onMessage} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSchedule}>
          <CalendarDays aria-hidden="true" className="size-5" /> Schedule
        </Button>
        <Button variant="secondary" onClick={onConfigure}>
          <KeyRound aria-hidden="true" className="size-5" /> Configure
        </Button>
        <ButtonLink variant="secondary" to={worksheetOf(student)}>
          <Printer aria-hidden="true" className="size-5" /> Print a worksheet
          <span className="sr-only"> for {displayName(student.firstname)}</span>
        </ButtonLink>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-5" /> Delete
        </Button>
      </div>
    </li>
  );
}

/** The inline grade edit (docs/product.md: 1 to 7, 'Grade level must be between 1 and 7'). */
function GradeEdit({ student, onChanged, onMessage }: CardChangeProps) {
  const [editing, setEditing] = useState(false);
  const first = displayName(student.firstname);
  const { update } = useStudentUpdate(student, 'Failed to update grade level');
  const form = useSchemaForm(GradeFormSchema, { gradeLevel: student.gradelevel });

  if (!editing) {
    return (
      <div className="flex items-center gap-3">
        <span>Grade {student.gradelevel}</span>
        <Button
          variant="ghost"
          aria-label={`Edit grade of ${first}`}
          onClick={() => {
            form.reset({ gradeLevel: student.gradelevel });
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
      </div>
    );
  }
  return (
    <Form
      form={form}
      failed="Failed to update grade level"
      // The outcome is said above the list, as every change of the card.
      onSubmit={async ({ gradeLevel }) => {
        const outcome = await update({ gradelevel: String(gradeLevel) });
        if (!outcome.ok) {
          onMessage({ tone: 'error', text: outcome.reason });
          return;
        }
        onChanged(outcome.student);
        setEditing(false);
        onMessage({ tone: 'success', text: 'Grade level updated successfully!' });
      }}
      aria-label={`Grade of ${first}`}
      className="flex flex-col gap-3"
    >
      <FormField
        name="gradeLevel"
        label="Grade level"
        inputMode="numeric"
        hint="1 to 7"
        autoFocus
        className="w-32"
      />
      <div className="flex gap-2">
        <Submit busy="Save">Save</Submit>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/**
 * How many problems each of the child's assignments has: the product's 10, or 5
 * for a child whose day of four subjects would be too long. Saved as soon as it is chosen.
 */
function AssignmentSize(props: CardChangeProps) {
  const { student } = props;
  const { busy, chosen, choose } = useCardChoice(
    props,
    student.assignmentsize,
    'Failed to update the assignment size',
    (assignmentsize) => ({ assignmentsize }),
    (size) => `assignments now have ${size} problems.`,
  );
  return (
    <fieldset aria-busy={busy}>
      <legend className="mb-2">Problems per assignment</legend>
      <div className="flex gap-3">
        {ASSIGNMENT_SIZE_CHOICES.map((size) => (
          <label
            key={size}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 ring-1 ring-line has-checked:bg-brand-50 has-checked:font-bold has-checked:ring-2 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              name={`assignment-size-${student.accountname}`}
              value={size}
              checked={chosen === size}
              onChange={() => void choose(size)}
              className="size-4 accent-brand-600"
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The zones the browser knows, the child's own first if it is not among them. */
function zonesWith(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return current === '' || known.includes(current) ? known : [current, ...known];
}

/**
 * Where the child's day begins and ends (decision 0012): the parent's to set. The first
 * sign-in sets it when it is not set; later sign-ins elsewhere do not move it.
 */
function TimeZone(props: CardChangeProps) {
  const { busy, chosen, choose } = useCardChoice(
    props,
    props.student.timezone,
    'Failed to update the time zone',
    (timezone) => ({ timezone }),
    (timezone) => `day now follows ${timezone.replaceAll('_', ' ')} time.`,
  );
  return (
    <SelectField
      label="Time zone of the day"
      value={chosen}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => event.target.value !== '' && void choose(event.target.value)}
      className="max-w-sm"
    >
      {chosen === '' && <option value="">Set at the first sign-in</option>}
      {zonesWith(chosen).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * "Read aloud": the child's screens read a new problem, a red box and the result
 * on their own. On for grades 1 and 2 until the parent or the child switches it.
 */
function ReadAloud(props: CardChangeProps) {
  const { busy, chosen, choose } = useCardChoice(
    props,
    props.student.readaloud === 'true',
    'Failed to update Read aloud',
    (on) => ({ readaloud: on ? 'true' : 'false' }),
    (on) =>
      `screens ${on ? 'now read aloud on their own' : 'read aloud only when the speaker is pressed'}.`,
  );
  return (
    <span className="flex items-center gap-3" aria-busy={busy}>
      <span aria-hidden="true" className="font-bold">
        Read aloud
      </span>
      <Toggle
        label="Read aloud"
        checked={chosen}
        disabled={busy}
        onChange={(on) => void choose(on)}
      />
    </span>
  );
}

/**
 * A worksheet at the child's level (docs/help-tonight.md "Practice on paper"): of the first
 * subject on their schedule, addition when none is; the page changes subject and level.
 */
function worksheetOf(student: StudentData): string {
  const subject =
    SUBJECTS.find((each) => (student.mathschedule[each]?.schedule ?? '') !== '') ?? 'addition';
  const level = student.mathlevels[subject]?.level ?? '0';
  return `${paths.worksheet}?${new URLSearchParams({ subject, level })}`;
}
