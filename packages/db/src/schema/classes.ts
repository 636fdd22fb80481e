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
import { sessions } from './auth';
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
    /**
     * The class code a parent enters on a child's card to ask that the child join the class
     * (decision 0029 "Families' children"): 8 letters and digits, unique, changed by the teacher.
     * Null only for a class made before codes, until its teacher opens its page.
     */
    code: text('code'),
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
    uniqueIndex('classes_code_key').on(t.code),
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

/**
 * A family's child linked to a class (decision 0029 "Families' children"): the child stays
 * its family's, and the class's teacher sees its work while the link holds. A link is asked
 * by one side and holds once the other agrees (`linked_at`): a parent enters the class code
 * (`asked_by` family) and the teacher accepts, or the teacher invites the child by its sign-in
 * name (`asked_by` teacher) and the parent approves. A teacher's invitation of a name no
 * family's child has is kept as typed, with no child, so that the teacher learns nothing from
 * it. Either side ends a link by deleting it.
 */
export const classLinks = pgTable(
  'class_links',
  {
    id: randomId(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** The sign-in name a teacher's invitation was sent to, as typed (lowercase). */
    invitedName: text('invited_name'),
    askedBy: text('asked_by').$type<'family' | 'teacher'>().notNull(),
    linkedAt: at('linked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_links_student_key').on(t.classId, t.studentId),
    uniqueIndex('class_links_invited_key').on(t.classId, t.invitedName),
    index('class_links_student_idx').on(t.studentId),
    check('class_links_asked_by', sql`${t.askedBy} in ('family', 'teacher')`),
  ],
);

/**
 * A class's live board open in a window (decision 0030): a row a stream, so that the streams of
 * one session are counted across server processes. A stream marks itself seen while it runs and
 * deletes its row when it ends; a row its process could not delete (a crash) stops counting once
 * unseen for a minute. Signing out deletes the session and its rows.
 */
export const boardWatches = pgTable(
  'board_watches',
  {
    id: randomId(),
    tokenHash: text('token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [index('board_watches_session_idx').on(t.tokenHash)],
);
