import type { Badges } from '@mathsteps/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

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
 * A parent account (docs/product.md). The password is the browser's pre-hash,
 * hashed again with argon2id; consent is the register form's statement, with its time.
 */
export const parents = pgTable(
  'parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
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
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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

/**
 * A signed-in browser (docs/operations.md "Security"): only SHA-256 of the token is kept. Sliding expiry
 * (`expiresAt`, 7 days from the last use) within an absolute limit of 30 days.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
  },
  (t) => [
    index('sessions_parent_idx').on(t.parentId),
    // Ended sessions are cleared at each sign-in: without it, a scan of every session.
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_one_owner', sql`(${t.parentId} is null) <> (${t.studentId} is null)`),
  ],
);

/**
 * One pending e-mail verification per parent (docs/operations.md "Security"): an 8-digit code (10 minutes,
 * 5 tries) and a link token (24 hours), both single use and stored hashed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** The address this verifies: a change of e-mail makes older records useless. */
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at').notNull(),
    codeFailures: integer('code_failures').notNull().default(0),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: at('link_expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_link_key').on(t.linkHash)],
);

/**
 * One pending password reset per parent (docs/decisions/0023-password-reset.md): the link's
 * token stored only as a hash, for 60 minutes; a newer request replaces it, use deletes it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * The previous release's limit events, superseded by throttle_counters. Left in place so
 * that instances of that release keep working during a rolling deploy; the next migration
 * drops it.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_key_idx').on(t.key, t.createdAt)],
);

/**
 * The server's secret keys, made once by the first process that needs them, so
 * a fresh install has them with no setup and every instance uses the same: the keyed hash
 * of e-mails and handles in `throttle_counters`, and the signature of device cookies.
 * SECRET_KEY, when set, is used instead (docs/operations.md "Security").
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One counter per limited thing (a login per account and address, e-mails per parent...),
 * counting attempts in a fixed window that opens at the first attempt. Claimed with one
 * upsert before the work is done, so simultaneous requests cannot all pass (docs/operations.md "Security").
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
  },
  (t) => [index('throttle_counters_window_idx').on(t.windowStartedAt)],
);

/**
 * The devices a sign-in remembered (auth/logins.ts, docs/decisions/0024-remembered-devices.md).
 * The cookie names the device; only a row here makes it count. A change of the password or
 * passcode deletes the account's rows, so every device remembered under the old one is a
 * stranger again; a few are kept per account, the least recently used dropped first.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    /** The keyed hash of the role and login name, as in the cookie: never the e-mail. */
    account: text('account').notNull(),
    nonce: text('nonce').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.nonce] })],
);

/** What a parent sent from /parent-contact; also e-mailed to support. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
  replyTo: text('reply_to').notNull(),
  reason: text('reason').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * One finished assignment (docs/product.md): the student's local date, the level its
 * questions were at, how many questions had an error, and the level choices it offered
 * (decision 0018). The browser's attempt id makes a repeated send, a retry after a lost
 * answer, count once.
 */
export const assignmentHistory = pgTable(
  'assignment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    question: text('question').notNull(),
    number0: text('number_0').notNull(),
    number1: text('number_1').notNull(),
    errorcount: integer('errorcount').notNull(),
    answer: text('answer').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    entries: jsonb('entries').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('error_reports_student_idx').on(t.studentId, t.createdAt),
    // The hourly cleanup finds reports past their horizon by age (jobs/cleanup.ts).
    index('error_reports_created_idx').on(t.createdAt),
  ],
);

/**
 * A parent's subscription as the provider last described it (docs/product.md "Plans"):
 * premium while `status` is active or trialing. Always rewritten from a fresh read of the
 * provider, never from the order in which webhooks happened to arrive.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    period: text('period').notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_parent_idx').on(t.parentId)],
);

/** Each Stripe event applied, under its id: a second delivery finds it and does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Local test mode (no Stripe key, docs/product.md "Plans"): our own stand-in for the provider's
 * checkout sessions and the subscription a paid one starts. Nothing here touches money.
 */
export const testCheckouts = pgTable('test_checkouts', {
  id: text('id').primaryKey(),
  parentId: uuid('parent_id')
    .notNull()
    .references(() => parents.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  period: text('period').notNull(),
  /** open, paid or canceled. */
  status: text('status').notNull().default('open'),
  subscriptionId: text('subscription_id'),
  subscriptionStatus: text('subscription_status'),
  currentPeriodEnd: at('current_period_end'),
  createdAt: createdAt(),
});

/**
 * The weekly summary e-mail, one row per parent and ISO week (docs/product.md "What parents read", decision
 * 0011). The message and its Message-ID are stored before the first send; a send holds the
 * row for a lease (`sending_until`), so a retry waits for it and, if the sender died, sends
 * the same stored message again: never a second, different copy.
 */
export const weeklyEmails = pgTable(
  'weekly_emails',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
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

/**
 * A targeted practice set (docs/misconceptions.md): started by the parent from a report to test a
 * suspected misconception. Its problems are seeded by its id; the child's first tries
 * confirm or clear it. At most one set is open per student, bug and subject.
 */
export const focusPractices = pgTable(
  'focus_practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    bug: text('bug').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    /** confirmed or cleared once the child has done it; null while it waits. */
    outcome: text('outcome'),
    /** How many of the child's answers the bug explains. */
    explained: integer('explained'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('focus_practices_open_key')
      .on(t.studentId, t.bug, t.subject)
      .where(sql`${t.outcome} is null`),
  ],
);

/**
 * How well a student knows each number fact (decision 0010): the counts, the last three
 * tries ({ right, thinkingMs }), and the Leitner box and date the fact is due for review.
 */
export const studentFacts = pgTable(
  'student_facts',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The student's local date of the work: the day its reviews count on. */
    localDate: text('local_date').notNull(),
    /** The timings as sent: `{ fact, right, ms }[]`, kept as text (json): only read to fold. */
    boxes: json('boxes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fact_evidence_student_idx').on(t.studentId, t.createdAt)],
);
