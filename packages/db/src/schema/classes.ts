import type { ClassWork } from '@mathsteps/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parents, students } from './accounts';
import { at, createdAt, randomId } from './columns';

// A teacher's classes (docs/product.md "Teachers and classes").

/**
 * A class of a teacher's: its name (one of that name per teacher, whatever the case), grade,
 * language, and the written methods its school teaches, as a parent chooses them for a child
 * (docs/help-tonight.md "The school's method"; null: regrouping and the bracket). Archived
 * classes are kept out of the way, not deleted; deleting one deletes it with everything it holds.
 */
export const classes = pgTable(
  'classes',
  {
    id: randomId(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: integer('grade').notNull(),
    locale: text('locale').notNull(),
    subtractionMethod: text('subtraction_method'),
    divisionMethod: text('division_method'),
    archivedAt: at('archived_at'),
    /** The work set for the whole class: a pupil added later starts with it. */
    work: jsonb('work').$type<ClassWork>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('classes_teacher_name_key').on(t.teacherId, sql`lower(${t.name})`),
    check('classes_grade_range', sql`${t.grade} between 1 and 7`),
  ],
);

/**
 * A class's own pupils: each a child's account (`students`, owned by the teacher's account)
 * that belongs to its class and goes with it. Its picture passcode is kept readable, as a
 * list of picture names, so that the teacher can print its card again (decision 0029); the
 * account's passcode hash is the same pictures' hash, weighed at sign-in. `picture` is the one
 * beside its name on the class's page.
 */
export const classPupils = pgTable(
  'class_pupils',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    picture: text('picture').notNull(),
    pictures: text('pictures').notNull(),
    /** The pupil's sourcedId in the school's OneRoster export: a second import updates it. */
    sourceId: text('source_id'),
  },
  (t) => [
    index('class_pupils_class_idx').on(t.classId),
    uniqueIndex('class_pupils_source_key').on(t.classId, t.sourceId),
  ],
);
