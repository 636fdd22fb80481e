import type { Badges } from '@mathsteps/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, randomId } from './columns';

// Parents, their children and what they send: the accounts of docs/product.md.

/** A browser that has asked for a device id (docs/product.md). */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey(),
    devicetype: text('devicetype').notNull(),
    createdAt: createdAt(),
  },
  // The hourly cleanup finds old devices by age (jobs/cleanup.ts).
  (t) => [index('devices_created_idx').on(t.createdAt)],
);

/**
 * An adult's account (docs/product.md): a parent's, or a teacher's (docs/decisions/0029-teachers.md:
 * the same sign-in, verification and reset; the role says which, once and for good). The
 * password is the browser's pre-hash, hashed again with argon2id; consent is the register
 * form's statement, with its time.
 */
export const parents = pgTable(
  'parents',
  {
    id: randomId(),
    /**
     * Always lower-cased. An address is one account's only once verified (decision 0012):
     * until then several accounts may name it, so that signing up or changing to an address
     * never tells whether it has an account (decision 0012).
     */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The weekly summary e-mail (seed: emails 'true'/'false'). */
    emails: boolean('emails').notNull().default(true),
    ftue: text('ftue').array().notNull().default(sql`'{}'::text[]`),
    consentAt: at('consent_at').notNull(),
    consentText: text('consent_text').notNull(),
    deviceId: uuid('device_id'),
    /** The payment provider's customer (Stripe `cus_…`, or `cus_test_…` in local test mode). */
    customerId: text('customer_id'),
    /** The secret of the weekly e-mail's unsubscribe link; made with the first e-mail. */
    unsubscribeToken: text('unsubscribe_token'),
    /**
     * The language of the parent's screens and e-mails (docs/languages.md); null until the
     * parent chooses: the browser's, and English for e-mails.
     */
    locale: text('locale'),
    /** 'parent' or 'teacher', chosen at registration. */
    role: text('role').notNull().default('parent'),
    /** A teacher's school, as the teacher wrote it; null for a parent. */
    school: text('school'),
    createdAt: createdAt(),
  },
  (t) => [
    index('parents_email_idx').on(t.email),
    uniqueIndex('parents_verified_email_key').on(t.email).where(sql`email_verified`),
    uniqueIndex('parents_customer_key').on(t.customerId),
    uniqueIndex('parents_unsubscribe_key').on(t.unsubscribeToken),
  ],
);

/**
 * A child's account (docs/product.md): a handle (`accountname`, unique, lower-cased) and
 * a passcode pre-hashed by the browser with the handle, hashed again like a parent's.
 * Only what the product needs is kept (docs/operations.md "Security").
 */
export const students = pgTable(
  'students',
  {
    id: randomId(),
    parentId: ownerParent(),
    accountname: text('accountname').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    gradelevel: integer('gradelevel').notNull(),
    /** Set when premium ends and this is not the parent's active student (docs/product.md "Plans"). */
    paused: boolean('paused').notNull().default(false),
    /** The IANA zone of the student's last login: their "today". */
    timezone: text('timezone'),
    /**
     * Rewards (decision record 0006), kept up to date when work is recorded and read with
     * the session: stars (first-try rights), the streak (scheduled days in a row finished,
     * the latest on `streakLast`, a local date) and badges by id with the date earned.
     */
    stars: integer('stars').notNull().default(0),
    streakDays: integer('streak_days').notNull().default(0),
    streakLast: text('streak_last'),
    badges: jsonb('badges').$type<Badges>().notNull().default({}),
    /**
     * Bumped by every finished assignment recorded: student.mathcomplete writes only if no
     * other work was recorded since it read the row with the session, instead of locking
     * the row in a transaction (one round trip, not four).
     */
    revision: integer('revision').notNull().default(0),
    /**
     * Quick Facts on the child's schedule like a subject (decision 0010): its days, the
     * operation the parent chose (null: the child's choice), and the child's local dates of
     * Quick Facts in the last week (comma-separated), read with the session for the day
     * status.
     */
    factsSchedule: text('facts_schedule').notNull().default(''),
    factsOperation: text('facts_operation'),
    factsDays: text('facts_days').notNull().default(''),
    /**
     * The child's typing time per digit, as the last Quick Facts session measured it: what a
     * grid box's time loses before it counts as thinking (decision 0010). Null before any.
     */
    typingMsPerDigit: integer('typing_ms_per_digit'),
    /** Problems in each of the child's assignments, 5 or 10, as the parent chose. */
    assignmentSize: smallint('assignment_size').notNull().default(10),
    /**
     * Screens read aloud on their own, as the parent or the child chose; null
     * until one of them does: then on for grades 1 and 2 (`readAloudOf`).
     */
    readAloud: boolean('read_aloud'),
    /**
     * How the child's school writes subtraction and long division (docs/help-tonight.md "The
     * school's method"); null until the parent chooses: regrouping and the bracket.
     */
    subtractionMethod: text('subtraction_method'),
    divisionMethod: text('division_method'),
    /**
     * The language and number style of the child's screens (docs/languages.md); null until
     * the parent chooses: the device's.
     */
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_accountname_key').on(t.accountname),
    index('students_parent_idx').on(t.parentId),
    check('students_gradelevel_range', sql`${t.gradelevel} between 1 and 7`),
    check('students_assignment_size', sql`${t.assignmentSize} in (5, 10)`),
  ],
);

/** Per student and subject: the level (0-19), the week's schedule and the last completion. */
export const studentSubjects = pgTable(
  'student_subjects',
  {
    studentId: ownerStudent(),
    subject: text('subject').notNull(),
    level: integer('level').notNull().default(0),
    schedule: text('schedule').notNull().default(''),
    /** The student's local date (YYYY-MM-DD) of the last completed assignment. */
    completionDate: text('completion_date'),
    /**
     * The subject's last finished assignments, oldest first, as `level:correct/questions`
     * joined by spaces (at most RECENT_ASSIGNMENTS): what the level rule reads (decision
     * 0018), read with the session, so that finishing one stays one round trip.
     */
    recent: text('recent').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.subject] }),
    check('student_subjects_level_range', sql`${t.level} between 0 and 19`),
    check('student_subjects_schedule_letters', sql`${t.schedule} ~ '^s?m?t?w?r?f?a?$'`),
  ],
);

/** What a parent sent from /parent-contact; also e-mailed to support. */
export const contactMessages = pgTable('contact_messages', {
  id: randomId(),
  parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
  replyTo: text('reply_to').notNull(),
  reason: text('reason').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * The column that makes a row a parent's own: deleted with the parent. `primaryKey` for one
 * row per parent.
 */
export function ownerParent(options: { primaryKey?: boolean } = {}) {
  const column = uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' });
  return options.primaryKey ? column.primaryKey() : column.notNull();
}

/** The column that makes a row a student's own: deleted with the student. */
export function ownerStudent(options: { primaryKey?: boolean } = {}) {
  const column = uuid('student_id').references(() => students.id, { onDelete: 'cascade' });
  return options.primaryKey ? column.primaryKey() : column.notNull();
}
