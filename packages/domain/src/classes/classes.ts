import { z } from 'zod';
import { LocaleSchema, levelField, ScheduleSchema, SchoolMethodSchema } from '../accounts/students';
import { SUBJECTS, type Subject } from '../arithmetic/problem';

/**
 * A teacher's classes (docs/product.md "Teachers and classes"): the rules the class form and
 * the server share.
 */

/** Classes a teacher may hold, archived ones included (docs/operations.md "Limits"). */
export const CLASSES_MAX = 30;
/** Pupils a class may hold. */
export const PUPILS_MAX = 40;
export const CLASS_NAME_MAX = 40;

/** A class's name: "3B", "Room 12 – Maths", "Ms Reyes’ class". */
const CLASS_NAME_RULE = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} '’.,&()/#:–-]+$/u;

export const classNameField = z
  .string({ error: 'Class name is required' })
  .trim()
  .min(1, 'Class name is required')
  .max(CLASS_NAME_MAX, `Class name must be at most ${CLASS_NAME_MAX} characters`)
  .regex(CLASS_NAME_RULE, 'Class name can have letters, digits, spaces and punctuation only');

export const classGradeField = z.coerce
  .number({ error: 'Grade must be a whole number from 1 to 7' })
  .int('Grade must be a whole number from 1 to 7')
  .min(1, 'Grade must be a whole number from 1 to 7')
  .max(7, 'Grade must be a whole number from 1 to 7');

/** The class form (new class, and a class's settings). */
export const ClassFormSchema = z.object({
  name: classNameField,
  grade: classGradeField,
  locale: LocaleSchema,
  schoolmethod: SchoolMethodSchema,
});
export type ClassForm = z.infer<typeof ClassFormSchema>;

/** One subject's work: its level (0-19) and its days ("mtwrf"; empty: not on the schedule). */
export const SubjectWorkSchema = z.strictObject({
  level: levelField,
  schedule: ScheduleSchema,
});
export type SubjectWork = z.output<typeof SubjectWorkSchema>;

/**
 * The work a teacher sets (docs/product.md "Teachers and classes"): per subject its level and
 * days, for the whole class (and the pupils added after) or for a group or one pupil.
 */
export const ClassWorkSchema = z
  .partialRecord(z.enum(SUBJECTS), SubjectWorkSchema, {
    error: 'work must give subjects such as addition, each with a level and a schedule',
  })
  .refine((work) => Object.keys(work).length > 0, 'work must give at least one subject');
export type ClassWork = Partial<Record<Subject, SubjectWork>>;

/** A class as the teacher's screens see it. */
export const ClassDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.number(),
  locale: LocaleSchema,
  schoolmethod: SchoolMethodSchema,
  archived: z.boolean(),
  created: z.string(),
  /** The class code a parent enters to ask that a child join (classes/links.ts). */
  code: z.string(),
  /** The work set for the whole class: what a pupil added now starts with. */
  work: z.partialRecord(z.enum(SUBJECTS), z.object({ level: z.number(), schedule: z.string() })),
});
export type ClassData = z.infer<typeof ClassDataSchema>;
