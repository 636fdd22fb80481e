import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerParent, ownerStudent } from './accounts';
import { at, createdAt, randomId } from './columns';

// The children's work: finished assignments, wrong answers, targeted practice, the weekly e-mail.

/**
 * One finished assignment (docs/product.md): the student's local date, the level its
 * questions were at, how many questions had an error, and the level choices it offered
 * (decision 0018). The browser's attempt id makes a repeated send, a retry after a lost
 * answer, count once.
 */
export const assignmentHistory = pgTable(
  'assignment_history',
  {
    id: randomId(),
    studentId: ownerStudent(),
    attemptId: uuid('attempt_id').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    localDate: text('local_date').notNull(),
    questions: integer('questions').notNull(),
    errors: integer('errors').notNull(),
    options: text('options').array().notNull(),
    /** The option the child took with student.levelupdate; null while still open. */
    chosenOption: text('chosen_option'),
    /**
     * The level the level rule moved the child to by itself after this work (decisions 0018
     * and 0027: one level, or more when the work says so); null when it did not.
     */
    movedTo: integer('moved_to'),
    /**
     * The problems answered right at the first try, "53-27,61-38": the evidence against a
     * bug that would have got them wrong (docs/misconceptions.md, "Named on evidence").
     */
    rightFirstTries: text('right_first_tries').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assignment_history_attempt_key').on(t.studentId, t.attemptId),
    index('assignment_history_student_idx').on(t.studentId, t.subject, t.localDate),
    // The recent days of every subject, read with each call of the student's session: with
    // only the index above, a year of history would be walked to find the last week. It
    // holds the subject too, so that the session reads the index alone.
    index('assignment_history_recent_idx').on(t.studentId, t.localDate, t.subject),
    // The hourly cleanup finds the days past the horizon by it (historyMonths).
    index('assignment_history_date_idx').on(t.localDate),
    check('assignment_history_errors_range', sql`${t.errors} between 0 and ${t.questions}`),
  ],
);

/**
 * Finished assignments older than the history's horizon (RETENTION in jobs/cleanup.ts),
 * summed per student, subject and month when their rows are deleted: no report reads that
 * far back, but the practice levels a child may choose go up to the highest level ever
 * finished, which `highestLevel` keeps.
 */
export const historyMonths = pgTable(
  'history_months',
  {
    studentId: ownerStudent(),
    subject: text('subject').notNull(),
    /** "2025-10". */
    month: text('month').notNull(),
    assignments: integer('assignments').notNull(),
    questions: integer('questions').notNull(),
    errors: integer('errors').notNull(),
    highestLevel: integer('highest_level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.subject, t.month] })],
);

/**
 * A wrong submission (docs/product.md student.mathreporterror) with the child's own box entries,
 * keyed by box id: the material for misconception diagnosis (docs/misconceptions.md).
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: randomId(),
    studentId: ownerStudent(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    question: text('question').notNull(),
    number0: text('number_0').notNull(),
    number1: text('number_1').notNull(),
    errorcount: integer('errorcount').notNull(),
    answer: text('answer').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    entries: jsonb('entries').$type<Record<string, string>>().notNull(),
    /**
     * The steps (bug ids, by spaces) that explain the wrong answer, found when it was kept: the
     * class's live board counts them (docs/product.md "The live board"). Null for reports kept
     * before they were.
     */
    bugs: text('bugs'),
    createdAt: createdAt(),
  },
  (t) => [
    index('error_reports_student_idx').on(t.studentId, t.createdAt),
    // The hourly cleanup finds reports past their horizon by age (jobs/cleanup.ts).
    index('error_reports_created_idx').on(t.createdAt),
  ],
);

/**
 * How far a child is in the assignment it works on (docs/product.md "The live board"): one row
 * a child, the latest report of its device (student.mathprogress) on the child's local date.
 */
export const assignmentProgress = pgTable('assignment_progress', {
  studentId: ownerStudent({ primaryKey: true }),
  attemptId: uuid('attempt_id').notNull(),
  subject: text('subject').notNull(),
  level: integer('level').notNull(),
  localDate: text('local_date').notNull(),
  answered: integer('answered').notNull(),
  questions: integer('questions').notNull(),
  right: integer('right').notNull(),
  at: at('at').notNull(),
});

/**
 * A targeted practice set (docs/misconceptions.md): started by the parent from a report to test a
 * suspected misconception. Its problems are seeded by its id; the child's first tries
 * confirm or clear it. At most one set is open per student, bug and subject.
 */
export const focusPractices = pgTable(
  'focus_practices',
  {
    id: randomId(),
    studentId: ownerStudent(),
    bug: text('bug').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    /** confirmed or cleared once the child has done it; null while it waits. */
    outcome: text('outcome'),
    /** How many of the child's answers the bug explains. */
    explained: integer('explained'),
    /** Who gave it: 'teacher' from the class's mistakes; null for the child's parent. */
    givenBy: text('given_by').$type<'teacher'>(),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('focus_practices_open_key')
      .on(t.studentId, t.bug, t.subject)
      .where(sql`${t.outcome} is null`),
    // A child's latest sets, read by the class's live board at each reading and its mistakes.
    index('focus_practices_student_idx').on(t.studentId, t.createdAt),
  ],
);

/**
 * The steps the report card names for a child now (docs/misconceptions.md, "Named on
 * evidence"), and since when: written each time a wrong answer a step explains arrives, so that
 * the class's live board can flag a step named today without diagnosing a class at each reading
 * (docs/product.md "The live board"). A step no longer named is deleted.
 */
export const namedSteps = pgTable(
  'named_steps',
  {
    studentId: ownerStudent(),
    subject: text('subject').notNull(),
    bug: text('bug').notNull(),
    namedAt: at('named_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.subject, t.bug] })],
);

/**
 * A placement or re-check (docs/decisions/0027-placement.md): a short adaptive test that finds
 * the child's level in a subject. Its problems are seeded by its id and chosen by the answers
 * so far (`level:boxes:1` or `:0` each, by spaces), so the server replays what the device ran.
 * The subject's level changes only when it ends; one is open per student and subject.
 */
export const placements = pgTable(
  'placements',
  {
    id: randomId(),
    studentId: ownerStudent(),
    subject: text('subject').notNull(),
    /** placement (from the child's grade) or recheck (around the level it was at). */
    kind: text('kind').notNull(),
    grade: integer('grade').notNull(),
    /** The subject's level when it started: a re-check's first guess. */
    fromLevel: integer('from_level').notNull(),
    answers: text('answers').notNull().default(''),
    /** The level found; null while open, and for one set aside by a new placement. */
    foundLevel: integer('found_level'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('placements_open_key')
      .on(t.studentId, t.subject)
      .where(sql`${t.finishedAt} is null`),
    index('placements_student_subject').on(t.studentId, t.subject, t.createdAt),
  ],
);

/**
 * The weekly summary e-mail, one row per parent and ISO week (docs/product.md "What parents read", decision
 * 0011). The message and its Message-ID are stored before the first send; a send holds the
 * row for a lease (`sending_until`), so a retry waits for it and, if the sender died, sends
 * the same stored message again: never a second, different copy.
 */
export const weeklyEmails = pgTable(
  'weekly_emails',
  {
    parentId: ownerParent(),
    isoWeek: text('iso_week').notNull(),
    /** prepared, sending or sent (claimed: a row of the timer runs before the job engine). */
    status: text('status').notNull(),
    claimedAt: at('claimed_at').notNull(),
    sentAt: at('sent_at'),
    /** The Message-ID header, the same on every attempt. */
    messageId: text('message_id'),
    /** The message as built for the first attempt: to, subject, text, html, headers. */
    message: jsonb('message'),
    /** Until when the attempt sending it holds the row. */
    sendingUntil: at('sending_until'),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.isoWeek] })],
);
