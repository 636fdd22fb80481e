import { z } from 'zod';
import { LocaleSchema, SchoolMethodSchema } from '../../accounts/students';
import {
  ClassDataSchema,
  ClassFormSchema,
  classGradeField,
  classNameField,
} from '../../classes/classes';
import { envelope } from './schemas';
import { tag } from './tag';

const classId = z.uuid({ error: 'classid must be a class id' });

/** A teacher's classes (docs/product.md "Teachers and classes"). */
export const classTags = {
  /** The teacher's classes, the newest first, archived ones too. */
  'class.list': tag({
    access: 'teacher',
    input: z.strictObject(envelope),
    output: z.object({ classes: z.array(ClassDataSchema) }),
  }),
  'class.create': tag({
    access: 'teacher',
    refusals: ['class_name_taken', 'too_many_classes'],
    input: z.strictObject({ ...envelope, ...ClassFormSchema.shape }),
    output: z.object({ class: ClassDataSchema }),
  }),
  /** A class's settings changed, or the class archived (`archived: true`) or brought back. */
  'class.update': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'class_name_taken'],
    input: z
      .strictObject({
        ...envelope,
        classid: classId,
        name: classNameField.optional(),
        grade: classGradeField.optional(),
        locale: LocaleSchema.optional(),
        schoolmethod: SchoolMethodSchema.optional(),
        archived: z.boolean({ error: 'archived must be true or false' }).optional(),
      })
      .refine(
        ({ classid: _, deviceid: __, usertoken: ___, ...change }) =>
          Object.values(change).some((value) => value !== undefined),
        'Nothing to change: send a name, grade, locale, schoolmethod or archived',
      ),
    output: z.object({ class: ClassDataSchema }),
  }),
  /** A class deleted with everything it holds. */
  'class.delete': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: z.object({}),
  }),
} as const;
