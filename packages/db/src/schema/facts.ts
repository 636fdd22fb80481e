import { index, integer, json, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ownerStudent } from './accounts';
import { at, createdAt, randomId } from './columns';

// Number facts: what each child knows and how fast (decision 0010).

/**
 * How well a student knows each number fact (decision 0010): the counts, the last three
 * tries ({ right, thinkingMs }), and the Leitner box and date the fact is due for review.
 */
export const studentFacts = pgTable(
  'student_facts',
  {
    studentId: ownerStudent(),
    /** The fact as the report names it: 7+5, 15-8, 7x8, 56/7. */
    fact: text('fact').notNull(),
    operation: text('operation').notNull(),
    tries: integer('tries').notNull(),
    right: integer('right').notNull(),
    recent: jsonb('recent').notNull(),
    box: integer('box').notNull(),
    /** The student's local date from which the fact is due (YYYY-MM-DD). */
    due: text('due').notNull(),
    /** How many grid boxes the fact stood for: its share of the child's column work. */
    inGrids: integer('in_grids').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.fact] })],
);

/**
 * How many facts of an operation were quick at the end of a day on which the student's
 * facts changed: the report's "+12 in the last 4 weeks" and the e-mail's change this week.
 */
export const factCounts = pgTable(
  'fact_counts',
  {
    studentId: ownerStudent(),
    operation: text('operation').notNull(),
    localDate: text('local_date').notNull(),
    quick: integer('quick').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.operation, t.localDate] })],
);

/**
 * A finished Quick Facts session, once per attempt id: a retry after a lost answer, or the
 * same session sent twice at once, is recorded once and answered with the first summary.
 */
export const factSessions = pgTable(
  'fact_sessions',
  {
    id: uuid('id').primaryKey(),
    studentId: ownerStudent(),
    operation: text('operation').notNull(),
    localDate: text('local_date').notNull(),
    /** What the session answered: stars earned, right and quick counts. */
    summary: jsonb('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fact_sessions_student_idx').on(t.studentId, t.localDate)],
);

/**
 * The timed boxes of grid work not yet folded into `student_facts` (decision 0010):
 * written by the statement that records the work, at the cost of one row,
 * and folded by the domain's rules when the child's facts are next read.
 */
export const factEvidence = pgTable(
  'fact_evidence',
  {
    id: randomId(),
    studentId: ownerStudent(),
    /** The student's local date of the work: the day its reviews count on. */
    localDate: text('local_date').notNull(),
    /** The timings as sent: `{ fact, right, ms }[]`, kept as text (json): only read to fold. */
    boxes: json('boxes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fact_evidence_student_idx').on(t.studentId, t.createdAt)],
);
