import { z } from 'zod';
import { ACCOUNT_ROLES, personName } from '../../accounts/forms';
import { ChosenLocaleSchema, StudentDataSchema } from '../../accounts/students';
import { parseFactKey } from '../../arithmetic/facts';
import { SUBJECTS } from '../../arithmetic/problem';
import type { ServerQuestion } from '../../arithmetic/questions';
import { isValidTimeZone } from '../../calendar/dates';
import { BUG_IDS } from '../../diagnosis/catalog';
import { ReportedMistakeSchema } from '../../diagnosis/reported-mistake';
import { BOX_TIMINGS_MAX, TIMING_MS_MAX } from '../../fluency/box-timings';
import { FLUENCY_STATES } from '../../fluency/fluency';
import { MAX_RETURNS, MAX_SESSION_FACTS } from '../../fluency/quick-facts';
import { BADGE_IDS } from '../../rewards/badges';
import { REFUSALS } from '../refusals';

/**
 * The fields and answers the tags of the contract share (contract/index.ts).
 */

/** What the server accepts as a password: exactly 64 lowercase hex characters (the
 * browser's pre-hash, accounts/prehash.ts). */
export const PrehashSchema = z
  .string({ error: 'the password must be sent pre-hashed' })
  .regex(/^[0-9a-f]{64}$/, 'the password must be sent pre-hashed (64 hex characters)');

export const DeviceIdSchema = z.uuid({
  error: 'deviceid must be a device id issued by the server',
});

/** Every call may carry the device id and, when logged in, the user token (docs/product.md). */
export const envelope = {
  deviceid: DeviceIdSchema.optional(),
  usertoken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'usertoken is not valid')
    .optional(),
};

/** First-use markers a parent's dashboard keeps (docs/product.md). */
export const FTUE_MARKERS = ['create_student', 'update_schedule'] as const;

/** A parent as the browser sees it (docs/product.md); flags are 'true'/'false' strings. */
export const ParentDataSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  studentsMax: z.number(),
  createdDate: z.string(),
  userpremium: z.enum(['true', 'false']),
  emailverified: z.enum(['true', 'false']),
  emails: z.enum(['true', 'false']),
  ftue: z.array(z.enum(FTUE_MARKERS)),
  /** An extension: the language of the parent's screens and e-mails, '' until chosen. */
  locale: ChosenLocaleSchema,
  /** An extension (docs/decisions/0029-teachers.md): whose account this is. */
  role: z.enum(ACCOUNT_ROLES),
  /** An extension: a teacher's school, '' for a parent. */
  school: z.string(),
});
export type ParentData = z.infer<typeof ParentDataSchema>;

export const StudentListSchema = z.array(StudentDataSchema);

export const studentName = (label: string) => personName(label, 1);

export const signedInParent = z.object({
  usertoken: z.string(),
  data: ParentDataSchema,
  students: StudentListSchema,
});

/** A problem as the server sends it (docs/product.md). */
export const ServerQuestionSchema = z.object({
  question: z.number().int(),
  number_0: z.string().regex(/^\d{1,16}$/),
  number_1: z.string().regex(/^\d{1,16}$/),
  operator: z.enum(['+', '-', '*', '/']),
}) satisfies z.ZodType<ServerQuestion>;

/* ---- The learning loop (docs/product.md "A child's day") ---- */

export const SubjectSchema = z.enum(SUBJECTS, {
  error: 'subject must be addition, subtraction, multiplication or division',
});

/**
 * The product's calls carry the browser's zone. Only sign-in stores it; the student's day comes
 * from that stored zone, so a zone sent later cannot move the day (docs/product.md "A child's day").
 */
export const readAloudField = z.enum(['true', 'false'], {
  error: 'readaloud must be "true" or "false"',
});

export const timezoneField = z
  .string({ error: 'timezone is required' })
  .refine(isValidTimeZone, 'timezone must be an IANA time zone such as Europe/Paris');

/** Problem sets keyed `subject_level` ("addition_7"), each a list of questions (docs/product.md). */
export const ProblemSetsSchema = z.record(z.string(), z.array(ServerQuestionSchema));

export const ProgressSchema = z.object({ complete: z.string(), score: z.string() });

/** A subject's status today (docs/product.md). */
export const SubjectDayStatusSchema = z.object({
  status: z.enum(['today', 'completed', 'late', 'early', 'no-schedule']),
  /** late: the missed day; early: the next scheduled day. */
  day: z.string().optional(),
});

/** What /assignments shows of one subject. */
export const AssignmentDaySchema = z.object({
  level: z.string(),
  schedule: z.string(),
  status: SubjectDayStatusSchema,
  /** The dates of this week (Sunday to Saturday) on which it was done: the week view. */
  doneThisWeek: z.array(z.string()),
});
export type AssignmentDay = z.infer<typeof AssignmentDaySchema>;

/** The product's answer to student.levelupdate: `{subject}` with the level, `{subject}_progress`. */
export const LevelUpdateOutputSchema = z.object(
  Object.fromEntries(
    SUBJECTS.flatMap((subject) => [
      [subject, z.object({ level: z.string() }).optional()],
      [`${subject}_progress`, ProgressSchema.optional()],
    ]),
  ) as {
    [K in (typeof SUBJECTS)[number] as K | `${K}_progress`]: K extends `${string}_progress`
      ? z.ZodOptional<typeof ProgressSchema>
      : z.ZodOptional<z.ZodObject<{ level: z.ZodString }>>;
  },
);

/** A checkout session id: Stripe's `cs_…`, or our test mode's `cs_test_…`. */
export const checkoutSessionId = z
  .string({ error: 'No payment session found' })
  .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'No payment session found');

/** A wrong answer as a report shows it (diagnosis/reported-mistake.ts). */
export { ReportedMistakeSchema };

export const BugIdSchema = z.enum(BUG_IDS, { error: 'misconception is not one we know' });

/** A misconception found in a student's recent mistakes (docs/misconceptions.md). */
export const MisconceptionSchema = z.object({
  id: BugIdSchema,
  subject: z.enum(SUBJECTS),
  title: z.string(),
  explanation: z.string(),
  /** How many of the recent wrong problems of the subject it explains, of how many. */
  explains: z.number(),
  wrong: z.number(),
  /** The latest of them, and the boxes where the misconception shows. */
  example: ReportedMistakeSchema.extend({ boxes: z.array(z.string()) }),
  /** A targeted practice set: waiting for the child, or done and confirming the bug. */
  practice: z.object({ status: z.enum(['waiting', 'confirmed']), date: z.string() }).nullable(),
});
export type Misconception = z.infer<typeof MisconceptionSchema>;

/**
 * The child's rewards as shown (decision record 0006): stars, the streak on the caller's
 * today, and the badges held with the date each was earned; `seen` is false until the
 * child was told.
 */
/** Per operation, per fact ("7+5"): its fluency state and the tries behind it. */
export const FactsReportSchema = z.record(
  z.enum(SUBJECTS),
  z.record(
    z.string(),
    z.object({ state: z.enum(FLUENCY_STATES), tries: z.number(), right: z.number() }),
  ),
);
export type FactsReport = z.infer<typeof FactsReportSchema>;

/**
 * Per operation the child has met (decision 0010): quick facts now, how many more than 4
 * weeks ago, the slowest facts (keys, slowest first), and the slow fact most met in the
 * grids with its share of the boxes.
 */
export const FactsSummarySchema = z.partialRecord(
  z.enum(SUBJECTS),
  z.object({
    quick: z.number(),
    total: z.number(),
    /** Null when the child's account is younger than the period: there was no "then". */
    change: z.number().nullable(),
    slowest: z.array(z.string()),
    inBoxes: z.object({ fact: z.string(), percent: z.number() }).nullable(),
  }),
);
export type FactsSummary = z.infer<typeof FactsSummarySchema>;

/** A time in milliseconds, as the browser measured it: at most 10 minutes. */
export const msField = z
  .number({ error: 'a time must be a number of milliseconds' })
  .int('a time must be a whole number of milliseconds')
  .min(0, 'a time cannot be negative')
  .max(TIMING_MS_MAX, 'a time must be at most 10 minutes');
/** A number fact written like 7+5, 15-8, 7x8 or 56/7. */
export const factField = z
  .string()
  .max(8)
  .refine((key) => parseFactKey(key) !== undefined, {
    error: 'fact must be a number fact written like 7+5, 15-8, 7x8 or 56/7',
  });

/**
 * An extension (decision 0010): the grid's timed boxes, each the fact it stands for,
 * whether its first entry was right and its time; bounded, so a call cannot carry thousands.
 */
export const boxTimingsField = z
  .array(
    z.strictObject({
      fact: factField,
      right: z.boolean(),
      ms: msField,
      column: z.boolean().optional(),
      carried: z.boolean().optional(),
      opens: z.boolean().optional(),
    }),
  )
  .max(BOX_TIMINGS_MAX, `boxes holds at most ${BOX_TIMINGS_MAX} box timings`)
  .optional();

/**
 * An extension: the times of digits typed in the grid without a fact to recall (a carry
 * noted, a tens digit copied), the child's typing where Quick Facts never measured it.
 */
export const gridTypingField = z
  .array(msField)
  .max(BOX_TIMINGS_MAX, `typing holds at most ${BOX_TIMINGS_MAX} times`)
  .optional();

/** Quick Facts: a session's most facts, each back at most twice; far fewer in fact. */
export const MAX_FACT_ANSWERS = MAX_SESSION_FACTS * (1 + MAX_RETURNS);
export const MAX_TYPING_PROMPTS = 10;

export const RewardsSchema = z.object({
  stars: z.number(),
  streak: z.number(),
  badges: z.array(
    z.object({
      id: z.enum(BADGE_IDS),
      title: z.string(),
      text: z.string(),
      on: z.string(),
      seen: z.boolean(),
    }),
  ),
});
export type RewardsView = z.infer<typeof RewardsSchema>;

/** A parent's report on one student (docs/product.md "What parents read"). */
export const StudentReportSchema = z.object({
  student: z.object({
    accountname: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    gradelevel: z.string(),
  }),
  /**
   * An extension (docs/decisions/0027-placement.md): each subject's last level found by a
   * placement or re-check, with its local date.
   */
  placements: z
    .array(
      z.object({
        subject: SubjectSchema,
        kind: z.enum(['placement', 'recheck']),
        level: z.string(),
        date: z.string(),
      }),
    )
    .optional(),
  today: z.string(),
  /** The days the subjects' figures cover: the last 28, or since the student was created. */
  period: z.object({ from: z.string(), to: z.string() }),
  subjects: z.record(
    z.string(),
    z.object({
      complete: z.string(),
      score: z.string(),
      grade: z.string(),
      level: z.string(),
      schedule: z.string(),
      /**
       * Each finished assignment's date and level, oldest first: the level history. An
       * extension (decisions 0018 and 0027): how many were right ("2/10"), and `moved`, the
       * level the level rule moved the child to after it, by itself (down, or back up).
       */
      levels: z.array(
        z.object({
          date: z.string(),
          level: z.string(),
          right: z.string().optional(),
          moved: z.string().optional(),
        }),
      ),
      /** The last weeks, Monday to Sunday, oldest first; the last is this week. */
      weeks: z.array(
        z.object({
          weekStart: z.string(),
          scheduledDays: z.number(),
          completedDays: z.number(),
          questions: z.number(),
          complete: z.string(),
          score: z.string(),
        }),
      ),
    }),
  ),
  average: z.object({ score: z.string(), grade: z.string() }).nullable(),
  /**
   * This week, Monday to Sunday (reportWeekOf), as the weekly e-mail covers it: per subject
   * the different problems first answered wrong in it (a retry of a problem is not another).
   */
  week: z.object({
    from: z.string(),
    to: z.string(),
    wrong: z.record(z.string(), z.number()),
    /**
     * An extension (decision 0010): this week's Quick Facts rounds per operation, and how many
     * facts they answered.
     */
    quickFacts: z
      .partialRecord(SubjectSchema, z.object({ rounds: z.number(), facts: z.number() }))
      .optional(),
  }),
  /**
   * The recently missed problems, one entry each, the latest missed first: the first wrong
   * try with the digits the child typed, and how many wrong tries the problem took.
   */
  mistakes: z.array(ReportedMistakeSchema.extend({ tries: z.number() })),
  /** The procedural bugs behind the recent mistakes, most telling first. */
  misconceptions: z.array(MisconceptionSchema),
  rewards: RewardsSchema,
});
export type StudentReport = z.infer<typeof StudentReportSchema>;

/** A reset link used, replaced by a newer one, past its hour, or never sent. */
export const PASSWORD_LINK_NOT_VALID = REFUSALS.password_link_not_valid;

/** The 8-digit code typed by the parent, or the token of the e-mailed link. */
export const EmailTokenSchema = z
  .string({ error: 'Invalid verification code' })
  .trim()
  .regex(/^(\d{8}|[A-Za-z0-9_-]{22})$/, 'Invalid verification code');

/** A password reset link's token: 128 random bits, base64url. */
export const PasswordResetTokenSchema = z
  .string({ error: PASSWORD_LINK_NOT_VALID })
  .regex(/^[A-Za-z0-9_-]{22}$/, PASSWORD_LINK_NOT_VALID);

/** A report card as a parent reads it, and a teacher of the child's class (student.report, class.report). */
export const ReportCardSchema = z.object({
  report: StudentReportSchema,
  /** An extension: every fact of each table, by operation, and how well it is known. */
  facts: FactsReportSchema,
  /** An extension: what the map says in words, over the last 4 weeks. */
  factssummary: FactsSummarySchema,
});

/** A family's child's link to a class (classes/links.ts), as either side names it. */
export const linkIdField = z.uuid({ error: 'linkid must be a class link id' });
