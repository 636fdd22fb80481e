import { z } from 'zod';
import { LocaleSchema, SchoolMethodSchema } from '../accounts/students';

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

/** A class as the teacher's screens see it. */
export const ClassDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.number(),
  locale: LocaleSchema,
  schoolmethod: SchoolMethodSchema,
  archived: z.boolean(),
  created: z.string(),
});
export type ClassData = z.infer<typeof ClassDataSchema>;
