import { z } from 'zod';
import { SUBJECTS } from '../arithmetic/problem';
import { DIVISION_METHODS, SUBTRACTION_METHODS } from '../arithmetic/school-method';
import { LOCALES } from '../languages/locale';

/** Rules for students (docs/product.md limits), shared by the browser and the server. */

/** A schedule string: the selected day letters, each once, in week order ("mwf"). */
export const ScheduleSchema = z
  .string()
  .regex(
    /^s?m?t?w?r?f?a?$/,
    'A schedule holds only the day letters s m t w r f a, each once and in that order',
  );

export const GRADE_MESSAGE = 'Grade level must be between 1 and 7';
export const PASSCODE_MESSAGE = 'Password must be at least 4 characters long';

/** A handle: 3-30 letters, digits, dot, dash or underscore; compared in lower case. */
export const accountnameField = z
  .string({ error: 'Account name is required' })
  .trim()
  .min(1, 'Account name is required')
  .min(3, 'Student handle must be at least 3 characters long')
  .max(30, 'Student handle must be at most 30 characters long')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'A student handle may use letters, digits, dots, dashes and underscores',
  )
  .transform((handle) => handle.toLowerCase());

export const gradelevelField = z
  .union([z.string(), z.number()], { error: GRADE_MESSAGE })
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: GRADE_MESSAGE })
      .int(GRADE_MESSAGE)
      .min(1, GRADE_MESSAGE)
      .max(7, GRADE_MESSAGE),
  );

/** A level 0-19; the API sends it as a string. */
export const levelField = z
  .union([z.string(), z.number()], { error: 'level must be a whole number from 0 to 19' })
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: 'level must be a whole number from 0 to 19' })
      .int('level must be a whole number from 0 to 19')
      .min(0, 'level must be a whole number from 0 to 19')
      .max(19, 'level must be a whole number from 0 to 19'),
  );

const perSubject = <T extends z.ZodType>(entry: T) =>
  z.strictObject(
    Object.fromEntries(SUBJECTS.map((subject) => [subject, entry.optional()])) as Record<
      (typeof SUBJECTS)[number],
      z.ZodOptional<T>
    >,
  );

/** `mathlevels`: per subject `{ level }` (the API sends the level as a string). */
export const MathLevelsInputSchema = perSubject(z.strictObject({ level: levelField }));
/** `mathschedule`: per subject `{ schedule }`, the day letters in week order. */
export const MathScheduleInputSchema = perSubject(z.strictObject({ schedule: ScheduleSchema }));

/** A student as the parent's screens and the student's session see it (docs/product.md). */
/**
 * How many problems an assignment has: the product's 10, or 5 for a child for whom
 * a day of four subjects at 10 each is too long. Chosen per child by the parent.
 */
export const ASSIGNMENT_SIZE_CHOICES = ['5', '10'] as const;
export type AssignmentSizeChoice = (typeof ASSIGNMENT_SIZE_CHOICES)[number];
export const DEFAULT_ASSIGNMENT_SIZE = 10;

/** How a child's school writes subtraction and long division, as the parent chose it. */
/** A locale MathSteps writes in (docs/languages.md), as a parent chooses it. */
export const LocaleSchema = z.enum(LOCALES, {
  error: `locale must be one of ${LOCALES.join(', ')}`,
});

/** A chosen locale, or '' for none chosen yet (the device's, or English for e-mails). */
export const ChosenLocaleSchema = z.enum(['', ...LOCALES]);

export const SchoolMethodSchema = z.strictObject({
  subtraction: z.enum(SUBTRACTION_METHODS, {
    error: `subtraction must be one of ${SUBTRACTION_METHODS.join(', ')}`,
  }),
  division: z.enum(DIVISION_METHODS, {
    error: `division must be one of ${DIVISION_METHODS.join(', ')}`,
  }),
});

export const StudentDataSchema = z.object({
  id: z.string(),
  accountname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gradelevel: z.string(),
  premium: z.enum(['true', 'false']),
  paused: z.enum(['true', 'false']),
  mathschedule: z.record(z.string(), z.object({ schedule: z.string() })),
  mathlevels: z.record(
    z.string(),
    z.object({ level: z.string(), completion: z.string().optional() }),
  ),
  /**
   * An extension (decision 0010): Quick Facts on the schedule, and the operation the
   * parent chose ('' for the child's choice).
   */
  quickfacts: z.object({ schedule: z.string(), operation: z.string() }),
  /** An extension: problems in each assignment, as the parent chose. */
  assignmentsize: z.enum(ASSIGNMENT_SIZE_CHOICES),
  /**
   * An extension (decision 0012): the zone of the child's day, set by the parent or by
   * the first sign-in; '' until one of them sets it.
   */
  timezone: z.string(),
  /** An extension: the child's screens read aloud on their own. */
  readaloud: z.enum(['true', 'false']),
  /** An extension: how the child's school writes subtraction and long division. */
  schoolmethod: SchoolMethodSchema,
  /** An extension: the language of the child's screens, '' for the device's. */
  locale: ChosenLocaleSchema,
});
export type StudentData = z.infer<typeof StudentDataSchema>;

/**
 * Whether a child's screens read aloud on their own: as the parent or the child
 * chose, or until one of them does, for grades 1 and 2 (children who may not read yet).
 */
export function readAloudOf(gradelevel: number, chosen: boolean | null): boolean {
  return chosen ?? gradelevel <= 2;
}

/** A grade typed into a form: a whole number from 1 to 7. */
const gradeLevelInput = z
  .string()
  .trim()
  .transform((value) => (value === '' ? Number.NaN : Number(value)))
  .pipe(
    z
      .number({ error: GRADE_MESSAGE })
      .int(GRADE_MESSAGE)
      .min(1, GRADE_MESSAGE)
      .max(7, GRADE_MESSAGE),
  );

/** The add-student form, checked in the product's order: only the first failure is shown. */
export const AddStudentFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  // The server's rules, checked before sending: the field is marked, not a banner later.
  accountName: accountnameField,
  password: z.string().trim().min(4, PASSCODE_MESSAGE),
  gradeLevel: gradeLevelInput,
});

/** The inline grade edit of the student list (docs/product.md: same rule and message). */
export const GradeFormSchema = z.object({ gradeLevel: gradeLevelInput });

/** The Configure popup: a new passcode for the student (docs/product.md). */
export const StudentPasswordFormSchema = z.object({
  password: z.string().trim().min(1, 'New password is required').min(4, PASSCODE_MESSAGE),
});
