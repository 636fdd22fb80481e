import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parents } from './accounts';
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('classes_teacher_name_key').on(t.teacherId, sql`lower(${t.name})`),
    check('classes_grade_range', sql`${t.grade} between 1 and 7`),
  ],
);
