import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ASSIGNMENT_SIZE_CHOICES,
  abbreviateName,
  DAY_NAMES,
  daysOf,
  displayName,
  GradeFormSchema,
  type StudentData,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import { CalendarDays, KeyRound, Pencil, Printer, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Form, FormField, Submit, useSchemaForm } from '../../components/form';
import { PlacementLines } from '../../components/placement/placement-lines';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Button, ButtonLink, RadioCard, SelectField, Toggle } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, weekday } from '../../lib/domain-words';
import { placeOf, zoneOptions } from '../../lib/time-zones';
import type { Flash } from '../../lib/use-flash';
import { ChildClasses } from './child-classes';
import { ChildLanguage } from './child-language';
import { SchoolMethodChoice } from './school-method-choice';
import { type CardChangeProps, useCardChoice, useStudentUpdate } from './use-student-update';

/** "Mon, Wed, Fri", or a plain "No days yet", in the reader's language. */
function scheduleText(i18n: I18n, schedule: string): string {
  const days = daysOf(schedule);
  if (days.length === 0) return i18n._(msg`No days yet`);
  if (days.length === 7) return i18n._(msg`Every day`);
  return days.map((day) => weekday(i18n.locale, DAY_NAMES[day], 'short')).join(', ');
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
  const { i18n, t } = useLingui();
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
              title={t`Show the full name`}
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
            <Trans>
              <strong>Paused.</strong> Without premium one student is active; this one cannot log in
              for now.
            </Trans>
          </span>
          {onActivate && (
            <Button variant="secondary" onClick={onActivate}>
              <Trans>Make Active</Trans>
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
              aria-label={t`${t(SUBJECT_WORDS[subject])}: Level ${student.mathlevels[subject]?.level ?? '0'}, change`}
            >
              {t`Level ${student.mathlevels[subject]?.level ?? '0'}`}
            </Button>
            <span className="text-sm text-muted">
              {scheduleText(i18n, student.mathschedule[subject]?.schedule ?? '')}
            </span>
          </div>
        ))}
      </div>
      <PlacementLines accountname={student.accountname} firstName={first} />
      {student.quickfacts.schedule !== '' && (
        <p className="text-sm text-muted">
          {t`Quick Facts (${student.quickfacts.operation ? t(SUBJECT_WORDS[student.quickfacts.operation as Subject]).toLowerCase() : t`${first} chooses`}): ${scheduleText(i18n, student.quickfacts.schedule)}`}
        </p>
      )}
      <AssignmentSize student={student} onChanged={onChanged} onMessage={onMessage} />
      <TimeZone student={student} onChanged={onChanged} onMessage={onMessage} />
      <ReadAloud student={student} onChanged={onChanged} onMessage={onMessage} />
      <ChildLanguage student={student} onChanged={onChanged} onMessage={onMessage} />
      <SchoolMethodChoice student={student} onChanged={onChanged} onMessage={onMessage} />
      <ChildClasses student={student} onMessage={onMessage} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSchedule}>
          <CalendarDays aria-hidden="true" className="size-5" /> <Trans>Schedule</Trans>
        </Button>
        <Button variant="secondary" onClick={onConfigure}>
          <KeyRound aria-hidden="true" className="size-5" /> <Trans>Configure</Trans>
        </Button>
        <ButtonLink variant="secondary" to={worksheetOf(student)}>
          <Printer aria-hidden="true" className="size-5" /> <Trans>Print a worksheet</Trans>
          <span className="sr-only"> {t`for ${first}`}</span>
        </ButtonLink>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-5" /> <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

/** The inline grade edit (docs/product.md: 1 to 7, 'Grade level must be between 1 and 7'). */
function GradeEdit({ student, onChanged, onMessage }: CardChangeProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const first = displayName(student.firstname);
  const { update } = useStudentUpdate(student, t`Failed to update grade level`);
  const form = useSchemaForm(GradeFormSchema, { gradeLevel: student.gradelevel });

  if (!editing) {
    return (
      <div className="flex items-center gap-3">
        <span>
          <Trans>Grade {student.gradelevel}</Trans>
        </span>
        <Button
          variant="ghost"
          aria-label={t`Edit grade of ${first}`}
          onClick={() => {
            form.reset({ gradeLevel: student.gradelevel });
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" /> <Trans>Edit</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Form
      form={form}
      failed={t`Failed to update grade level`}
      // The outcome is said above the list, as every change of the card.
      onSubmit={async ({ gradeLevel }) => {
        const outcome = await update({ gradelevel: String(gradeLevel) });
        if (!outcome.ok) {
          onMessage({ tone: 'error', text: outcome.reason });
          return;
        }
        onChanged(outcome.student);
        setEditing(false);
        onMessage({ tone: 'success', text: t`Grade level updated successfully!` });
      }}
      aria-label={t`Grade of ${first}`}
      className="flex flex-col gap-3"
    >
      <FormField
        name="gradeLevel"
        label={t`Grade level`}
        inputMode="numeric"
        hint={t`1 to 7`}
        autoFocus
        className="w-32"
      />
      <div className="flex gap-2">
        <Submit busy={t`Save`}>
          <Trans>Save</Trans>
        </Submit>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
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
  const { t } = useLingui();
  const { student } = props;
  const { busy, chosen, choose } = useCardChoice(
    props,
    student.assignmentsize,
    t`Failed to update the assignment size`,
    (assignmentsize) => ({ assignmentsize }),
    (size, name) => t`${name}'s assignments now have ${size} problems.`,
  );
  return (
    <fieldset aria-busy={busy}>
      <legend className="mb-2">
        <Trans>Problems per assignment</Trans>
      </legend>
      <div className="flex gap-3">
        {ASSIGNMENT_SIZE_CHOICES.map((size) => (
          <RadioCard
            key={size}
            name={`assignment-size-${student.accountname}`}
            value={size}
            checked={chosen === size}
            onChange={() => void choose(size)}
          >
            <span className="pe-1">{size}</span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

/** The zones the browser knows, the child's own too if it is not among them. */
function zonesWith(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return current === '' || known.includes(current) ? known : [current, ...known];
}

/**
 * Where the child's day begins and ends (decision 0012): the parent's to set. The first
 * sign-in sets it when it is not set; later sign-ins elsewhere do not move it.
 */
function TimeZone(props: CardChangeProps) {
  const { i18n, t } = useLingui();
  const { busy, chosen, choose } = useCardChoice(
    props,
    props.student.timezone,
    t`Failed to update the time zone`,
    (timezone) => ({ timezone }),
    (timezone, name) => {
      const zone = placeOf(timezone);
      return t`${name}'s day now follows ${zone} time.`;
    },
  );
  // Some 400 zones, each named by the browser: worked out when the zone or language changes,
  // not on every drawing of the card.
  const zones = useMemo(
    () => zoneOptions(zonesWith(chosen), i18n.locale, new Date()),
    [chosen, i18n.locale],
  );
  return (
    <SelectField
      label={t`Time zone of the day`}
      value={chosen}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => event.target.value !== '' && void choose(event.target.value)}
      className="max-w-sm"
    >
      {chosen === '' && <option value="">{t`Set at the first sign-in`}</option>}
      {zones.map((zone) => (
        <option key={zone.value} value={zone.value}>
          {zone.label}
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
  const { t } = useLingui();
  const { busy, chosen, choose } = useCardChoice(
    props,
    props.student.readaloud === 'true',
    t`Failed to update Read aloud`,
    (on) => ({ readaloud: on ? 'true' : 'false' }),
    (on, name) =>
      on
        ? t`${name}'s screens now read aloud on their own.`
        : t`${name}'s screens read aloud only when the speaker is pressed.`,
  );
  return (
    <span className="flex items-center gap-3" aria-busy={busy}>
      <span aria-hidden="true" className="font-bold">
        <Trans>Read aloud</Trans>
      </span>
      <Toggle
        label={t`Read aloud`}
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
