import { z } from 'zod';
import {
  CONTACT_REASONS,
  contactMessageField,
  emailField,
  nameField,
  personName,
} from '../accounts/forms';
import {
  ASSIGNMENT_SIZE_CHOICES,
  accountnameField,
  gradelevelField,
  levelField,
  MathLevelsInputSchema,
  MathScheduleInputSchema,
  ScheduleSchema,
  StudentDataSchema,
} from '../accounts/students';
import { parseFactKey } from '../arithmetic/facts';
import { FIRST_TRY_MAX_BOXES } from '../arithmetic/first-tries';
import { SUBJECTS } from '../arithmetic/problem';
import { QUESTIONS_PER_SET, type ServerQuestion } from '../arithmetic/questions';
import { isValidTimeZone } from '../calendar/dates';
import { BUG_IDS } from '../diagnosis/catalog';
import { BOX_TIMINGS_MAX, TIMING_MS_MAX } from '../fluency/box-timings';
import { FLUENCY_STATES } from '../fluency/fluency';
import { MAX_RETURNS, MAX_SESSION_FACTS } from '../fluency/quick-facts';
import { LEVEL_OPTIONS } from '../progress/progress';
import { BADGE_IDS } from '../rewards/badges';

/**
 * The RPC contract: every tag the server answers, who may call it, and the exact shape of
 * its input and output. Both the server (validation, access) and the web app (typed calls)
 * read this one table, so a tag cannot exist on one side only.
 */

/** What the server accepts as a password: exactly 64 lowercase hex characters (the
 * browser's pre-hash, accounts/prehash.ts). */
export const PrehashSchema = z
  .string({ error: 'the password must be sent pre-hashed' })
  .regex(/^[0-9a-f]{64}$/, 'the password must be sent pre-hashed (64 hex characters)');

/**
 * Who may call a tag. Anything not declared here is refused (deny by default). 'parent' is
 * a parent whose address is verified; 'account' any signed-in parent, for what an account
 * needs before its address is verified: verify it, fix it, read itself, ask for help, leave
 * (docs/decisions/0022-usable-once-verified.md).
 */
export type Access = 'public' | 'account' | 'parent' | 'student';

export const DeviceIdSchema = z.uuid({
  error: 'deviceid must be a device id issued by the server',
});

/** Every call may carry the device id and, when logged in, the user token (seed §7). */
const envelope = {
  deviceid: DeviceIdSchema.optional(),
  usertoken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'usertoken is not valid')
    .optional(),
};

/** First-use markers a parent's dashboard keeps (seed §4 "First-use guidance"). */
export const FTUE_MARKERS = ['create_student', 'update_schedule'] as const;

/** A parent as the browser sees it (seed §3 "Parent user"); flags are 'true'/'false' strings. */
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
});
export type ParentData = z.infer<typeof ParentDataSchema>;

const StudentListSchema = z.array(StudentDataSchema);

const studentName = (label: string) => personName(label, 1);

const signedInParent = z.object({
  usertoken: z.string(),
  data: ParentDataSchema,
  students: StudentListSchema,
});

/** A problem as the server sends it (seed §3). */
export const ServerQuestionSchema = z.object({
  question: z.number().int(),
  number_0: z.string().regex(/^\d{1,16}$/),
  number_1: z.string().regex(/^\d{1,16}$/),
  operator: z.enum(['+', '-', '*', '/']),
}) satisfies z.ZodType<ServerQuestion>;

/* ---- The learning loop (seed §7 student.math*, DESIGN.md §7.2-7.4) ---- */

const SubjectSchema = z.enum(SUBJECTS, {
  error: 'subject must be addition, subtraction, multiplication or division',
});

/**
 * The seed's calls carry the browser's zone. Only sign-in stores it; the student's day comes
 * from that stored zone, so a zone sent later cannot move the day (DESIGN.md §7.2).
 */
const readAloudField = z.enum(['true', 'false'], { error: 'readaloud must be "true" or "false"' });

const timezoneField = z
  .string({ error: 'timezone is required' })
  .refine(isValidTimeZone, 'timezone must be an IANA time zone such as Europe/Paris');

/** Problem sets keyed `subject_level` ("addition_7"), each a list of questions (seed §7). */
const ProblemSetsSchema = z.record(z.string(), z.array(ServerQuestionSchema));

const ProgressSchema = z.object({ complete: z.string(), score: z.string() });

/** A subject's status today (seed §4 "Assignment day status"). */
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

/** The seed's answer to student.levelupdate: `{subject}` with the level, `{subject}_progress`. */
const LevelUpdateOutputSchema = z.object(
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
const checkoutSessionId = z
  .string({ error: 'No payment session found' })
  .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'No payment session found');

/** A wrong answer as a report shows it: the problem, what the child wrote, the right answer. */
const ReportedMistakeSchema = z.object({
  subject: z.string(),
  level: z.string(),
  number_0: z.string(),
  number_1: z.string(),
  answer: z.string(),
  correct: z.string(),
  /** Box id to the digit the child typed. */
  entries: z.record(z.string(), z.string()),
  date: z.string(),
});

export const BugIdSchema = z.enum(BUG_IDS, { error: 'misconception is not one we know' });

/** A misconception found in a student's recent mistakes (DESIGN.md §7.9). */
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
/** Per operation, per fact ("7+5"): its fluency state and the tries behind it (issue 37). */
export const FactsReportSchema = z.record(
  z.enum(SUBJECTS),
  z.record(
    z.string(),
    z.object({ state: z.enum(FLUENCY_STATES), tries: z.number(), right: z.number() }),
  ),
);
export type FactsReport = z.infer<typeof FactsReportSchema>;

/**
 * Per operation the child has met (issue 37, item 6): quick facts now, how many more than 4
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
const msField = z
  .number({ error: 'a time must be a number of milliseconds' })
  .int('a time must be a whole number of milliseconds')
  .min(0, 'a time cannot be negative')
  .max(TIMING_MS_MAX, 'a time must be at most 10 minutes');
/** A number fact written like 7+5, 15-8, 7x8 or 56/7. */
const factField = z
  .string()
  .max(8)
  .refine((key) => parseFactKey(key) !== undefined, {
    error: 'fact must be a number fact written like 7+5, 15-8, 7x8 or 56/7',
  });

/**
 * Beyond the seed (issue 37, item 3): the grid's timed boxes, each the fact it stands for,
 * whether its first entry was right and its time; bounded, so a call cannot carry thousands.
 */
const boxTimingsField = z
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
 * Beyond the seed: the times of digits typed in the grid without a fact to recall (a carry
 * noted, a tens digit copied), the child's typing where Quick Facts never measured it.
 */
const gridTypingField = z
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

/** A parent's report on one student (DESIGN.md §4 `student.report`, §7.4). */
export const StudentReportSchema = z.object({
  student: z.object({
    accountname: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    gradelevel: z.string(),
  }),
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
       * Each finished assignment's date and level, oldest first: the level history. Beyond
       * the seed (decision 0018): how many were right ("2/10"), and `moved`, the level the
       * level rule moved the child down to after it, by itself.
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
  week: z.object({ from: z.string(), to: z.string(), wrong: z.record(z.string(), z.number()) }),
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
export const PASSWORD_LINK_NOT_VALID =
  'This link is not valid any more. Ask for a new one: it works for an hour, once.';

/** The 8-digit code typed by the parent, or the token of the e-mailed link. */
export const EmailTokenSchema = z
  .string({ error: 'Invalid verification code' })
  .trim()
  .regex(/^(\d{8}|[A-Za-z0-9_-]{22})$/, 'Invalid verification code');

/** A password reset link's token: 128 random bits, base64url. */
export const PasswordResetTokenSchema = z
  .string({ error: PASSWORD_LINK_NOT_VALID })
  .regex(/^[A-Za-z0-9_-]{22}$/, PASSWORD_LINK_NOT_VALID);

export interface TagSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  access: Access;
  input: I;
  output: O;
}

/**
 * NUL and lone UTF-16 surrogates: nobody types them, PostgreSQL refuses them in text and
 * JSON, and a JSON string can carry them (`"\u0000"`, `"\ud800"`). With the u flag a
 * surrogate range matches only a surrogate without its partner.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this rule refuses.
const UNSAFE_TEXT = /[\u0000\ud800-\udfff]/u;
export const UNSAFE_TEXT_MESSAGE = 'must be plain text (it contains a NUL or a broken character)';

/** How deep a call's body may nest: the deepest call (a grid's timings) nests 4. */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE = `The request nests more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * What the dispatcher refuses in a body before any tag's schema sees it, for every field
 * present and future, keys included: nesting past MAX_BODY_DEPTH ('too deep'), or the path
 * of the first string or key that holds UNSAFE_TEXT. One walk, without recursion: each value
 * is visited once, and a body nested thousands deep costs no more than a flat one of its size.
 */
export function unsafeBody(value: unknown): 'too deep' | (string | number)[] | undefined {
  interface Visit {
    value: unknown;
    depth: number;
    key?: string | number;
    parent?: Visit;
  }
  const pathOf = (visit: Visit) => {
    const path: (string | number)[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
      path.unshift(at.key);
    }
    return path;
  };
  const stack: Visit[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (UNSAFE_TEXT.test(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (visit.depth >= MAX_BODY_DEPTH) return 'too deep';
    const isArray = Array.isArray(visit.value);
    const entries = Object.entries(visit.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index]!;
      if (UNSAFE_TEXT.test(key)) return pathOf(visit);
      stack.push({
        value: inner,
        depth: visit.depth + 1,
        key: isArray ? Number(key) : key,
        parent: visit,
      });
    }
  }
  return undefined;
}

function tag<I extends z.ZodType, O extends z.ZodType>(spec: TagSpec<I, O>): TagSpec<I, O> {
  return spec;
}

export const contract = {
  'device.create': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      devicetype: z
        .string({ error: 'devicetype must be text describing the browser' })
        .trim()
        .min(1, 'devicetype is required')
        .max(300, 'devicetype must be at most 300 characters'),
    }),
    output: z.object({ deviceid: z.string() }),
  }),
  'publicmath.get': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      /** Beyond the seed: free practice asks for the next level after ten problems. */
      level: z
        .number({ error: 'level must be a whole number from 0 to 19' })
        .int('level must be a whole number from 0 to 19')
        .min(0, 'level must be a whole number from 0 to 19')
        .max(19, 'level must be a whole number from 0 to 19')
        .optional(),
    }),
    /** Ten problems per subject at each tier's starting level (or at `level`), keyed "addition_0" ... */
    output: z.object({ public: z.record(z.string(), z.array(ServerQuestionSchema)) }),
  }),
  'user.create': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      email: emailField,
      emailpassword: PrehashSchema,
      firstname: nameField('First name'),
      lastname: nameField('Last name'),
      /** The parent's consent statement, required (DESIGN.md §6). */
      consent: z.literal(true, { error: 'consent: the parent must agree to the statement' }),
    }),
    output: signedInParent,
  }),
  'user.connect': tag({
    access: 'public',
    input: z.strictObject({ ...envelope, email: emailField, emailpassword: PrehashSchema }),
    output: signedInParent,
  }),
  'user.logout': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({}),
  }),
  /**
   * Beyond the seed: Manage Account's "Sign out of all devices": every other session of the
   * parent ends, and every session of their children (the family's tablets included).
   */
  'user.signoutall': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({ ended: z.number() }),
  }),
  /** Beyond the seed: the dashboard's fresh copy of the parent (verified, premium). */
  'user.get': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({ data: ParentDataSchema, students: StudentListSchema }),
  }),
  /**
   * The seed's ftue and emails, plus the account changes of DESIGN.md §8: names; e-mail
   * (with the current password, and the password pre-hashed again for the new address);
   * password (current and new), and with it, if asked, the children's sessions ended too.
   */
  'user.update': tag({
    access: 'account',
    input: z
      .strictObject({
        ...envelope,
        ftue: z
          .array(
            z.enum(FTUE_MARKERS, { error: 'ftue holds only create_student and update_schedule' }),
          )
          .max(2)
          .optional(),
        emails: z.enum(['true', 'false'], { error: "emails must be 'true' or 'false'" }).optional(),
        firstname: nameField('First name').optional(),
        lastname: nameField('Last name').optional(),
        email: emailField.optional(),
        emailpassword: PrehashSchema.optional(),
        currentpassword: PrehashSchema.optional(),
        newpassword: PrehashSchema.optional(),
        signoutchildren: z
          .enum(['true', 'false'], { error: "signoutchildren must be 'true' or 'false'" })
          .optional(),
      })
      .refine(
        (input) =>
          ['ftue', 'emails', 'firstname', 'lastname', 'email', 'newpassword'].some(
            (key) => input[key as keyof typeof input] !== undefined,
          ),
        'Nothing to update',
      )
      .refine(
        (input) => input.email === undefined || (input.emailpassword && input.currentpassword),
        'Changing the e-mail address needs the current password',
      )
      .refine(
        (input) => input.newpassword === undefined || input.currentpassword,
        'Changing the password needs the current password',
      )
      .refine(
        (input) => input.signoutchildren === undefined || input.newpassword !== undefined,
        "Signing out the children's devices comes with a new password",
      ),
    output: z.object({ data: ParentDataSchema }),
  }),
  /** Beyond the seed: a parent deletes their account and all their students' data. */
  'user.delete': tag({
    access: 'account',
    input: z.strictObject({ ...envelope, currentpassword: PrehashSchema }),
    output: z.object({}),
  }),
  'user.emailverify': tag({
    access: 'account',
    input: z.strictObject({ ...envelope, emailtoken: EmailTokenSchema.optional() }),
    /** Without a token: a new e-mail was sent. With one: emailverify 'true'. */
    output: z.object({ emailverify: z.literal('true').optional() }),
  }),
  'public.emailverify': tag({
    access: 'public',
    input: z.strictObject({ ...envelope, emailtoken: EmailTokenSchema }),
    /** Beyond the seed: `already` when the address was verified before (a link opened twice). */
    output: z.object({ emailverify: z.literal('true'), already: z.boolean().optional() }),
  }),
  /**
   * Beyond the seed: "Forgot password?" (docs/decisions/0023-password-reset.md). Answered the
   * same way whether or not an account uses the address; if one does, it gets a link.
   */
  'public.passwordforgot': tag({
    access: 'public',
    input: z.strictObject({ ...envelope, email: emailField }),
    output: z.object({}),
  }),
  /**
   * The reset link's page sets a new password (pre-hashed with the address, as at sign-up).
   * Single use; every session of the parent ends.
   */
  'public.passwordreset': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      token: PasswordResetTokenSchema,
      email: emailField,
      emailpassword: PrehashSchema,
    }),
    output: z.object({}),
  }),
  'user.message': tag({
    access: 'account',
    input: z.strictObject({
      ...envelope,
      subject: z.enum(CONTACT_REASONS, { error: 'Please select a reason' }),
      body: contactMessageField,
    }),
    output: z.object({}),
  }),
  'student.create': tag({
    access: 'parent',
    input: z.strictObject({
      ...envelope,
      firstname: studentName('First name'),
      lastname: studentName('Last name'),
      accountname: accountnameField,
      /** The passcode pre-hashed with the account name. */
      accountpassword: PrehashSchema,
      gradelevel: gradelevelField,
      mathlevels: MathLevelsInputSchema.optional(),
    }),
    output: z.object({ student: StudentDataSchema, result: z.literal('true') }),
  }),
  'student.delete': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ result: z.literal('true') }),
  }),
  /** One change at a time, as the seed's screens make them. */
  'student.update': tag({
    access: 'parent',
    input: z
      .strictObject({
        ...envelope,
        accountname: accountnameField,
        gradelevel: gradelevelField.optional(),
        mathschedule: MathScheduleInputSchema.optional(),
        mathlevels: MathLevelsInputSchema.optional(),
        accountpassword: PrehashSchema.optional(),
        assignmentsize: z
          .enum(ASSIGNMENT_SIZE_CHOICES, { error: 'assignmentsize must be "5" or "10"' })
          .optional(),
        /** Beyond the seed (issue 40, item 4): where the child's day begins and ends. */
        timezone: timezoneField.optional(),
        /** Beyond the seed (issue 41): the child's screens read aloud on their own. */
        readaloud: readAloudField.optional(),
      })
      .refine(
        (input) =>
          [
            input.gradelevel,
            input.mathschedule,
            input.mathlevels,
            input.accountpassword,
            input.assignmentsize,
            input.timezone,
            input.readaloud,
          ].filter((change) => change !== undefined).length === 1,
        'Send exactly one of gradelevel, mathschedule, mathlevels, accountpassword, assignmentsize, timezone or readaloud',
      ),
    output: z.object({ student: StudentDataSchema }),
  }),
  'student.connect': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      accountname: accountnameField,
      accountpassword: PrehashSchema,
      timezone: z
        .string({ error: 'timezone is required' })
        .refine(isValidTimeZone, 'timezone must be an IANA time zone such as Europe/Paris')
        .default('UTC'),
    }),
    output: z.object({
      usertoken: z.string(),
      student: StudentDataSchema,
    }),
  }),
  'student.logout': tag({
    access: 'student',
    input: z.strictObject(envelope),
    output: z.object({}),
  }),
  /**
   * Beyond the seed: the signed-in student's own fresh record, with their progress per
   * subject and the highest level they may practice. The dashboard asks every 30 s, so a
   * schedule the parent changed or an assignment finished elsewhere shows.
   */
  'student.get': tag({
    access: 'student',
    input: z.strictObject(envelope),
    output: z.object({
      student: StudentDataSchema,
      progress: z.record(z.string(), ProgressSchema),
      practicemax: z.record(z.string(), z.string()),
      /** Beyond the seed: stars, streak and badges (decision record 0006). */
      rewards: RewardsSchema,
    }),
  }),
  /**
   * Today's assignments (DESIGN.md §7.2): ten questions per subject scheduled today, at
   * the student's level, the same all day. A subject already done today comes again only
   * for a premium student ("Do More"), with new questions.
   */
  'student.mathget': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      subjects: z.array(SubjectSchema).min(1, 'subjects needs at least one subject').max(4),
      /**
       * Beyond the seed (issue 42): 'true' asks for the next day's problems too, which the
       * device keeps for a day without a connection. Asked once a day, not at every call.
       */
      ahead: z.enum(['true', 'false'], { error: "ahead must be 'true' or 'false'" }).optional(),
    }),
    output: z.object({
      math: ProblemSetsSchema,
      today: z.string(),
      /** With `ahead`: tomorrow's date and the problems of the subjects scheduled then. */
      next: z.object({ today: z.string(), math: ProblemSetsSchema }).optional(),
      /** Beyond the seed: the student's first day; the week view schedules nothing before it. */
      firstday: z.string(),
      days: z.record(z.string(), AssignmentDaySchema),
      /** Beyond the seed (issue 37, item 4): Quick Facts, when on the schedule, counts too. */
      quickfacts: z.object({
        schedule: z.string(),
        operation: z.string(),
        status: SubjectDayStatusSchema,
        /** The dates of this week on which a round was done: its row of the week view. */
        doneThisWeek: z.array(z.string()),
      }),
    }),
  }),
  /** Ten practice problems of one subject and level, up to the student's practice ceiling. */
  'student.practiceget': tag({
    access: 'student',
    input: z.strictObject({ ...envelope, subject: SubjectSchema, level: levelField }),
    output: z.object({ math: ProblemSetsSchema }),
  }),
  /**
   * An assignment is finished: recorded once per `attempt` (a retry after a lost answer
   * is the same attempt) on the student's local date, answered with the level options.
   */
  'student.mathcomplete': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      subject: SubjectSchema,
      errors: z
        .string({ error: 'errors must be a count of questions, as a string' })
        .regex(/^\d{1,2}$/, 'errors must be a whole number from 0 to 10')
        .transform(Number)
        .pipe(z.number().max(QUESTIONS_PER_SET, 'errors must be a whole number from 0 to 10')),
      timezone: timezoneField,
      /** Beyond the seed: the browser's id for this attempt, so it counts exactly once. */
      attempt: z.uuid({ error: 'attempt must be a UUID' }),
      boxes: boxTimingsField,
      typing: gridTypingField,
      /**
       * Beyond the seed (issue 40, item 5): the first try at each problem, in order. The
       * server grades them against the problems it sent: they, not `errors`, are counted.
       */
      firsttries: z
        .array(
          z.strictObject({
            number_0: z.string().regex(/^\d{1,16}$/, 'number_0 must be a whole number'),
            number_1: z.string().regex(/^\d{1,16}$/, 'number_1 must be a whole number'),
            entries: z
              .string()
              .max(FIRST_TRY_MAX_BOXES, 'entries holds one character per box')
              .regex(/^[0-9_]*$/, 'entries holds a digit or _ for each box'),
          }),
          { error: 'firsttries must hold the first try at each problem' },
        )
        .refine(
          (tries) => ASSIGNMENT_SIZE_CHOICES.includes(String(tries.length) as never),
          'firsttries must hold the first try at each problem: 5 or 10',
        ),
    }),
    output: z.object({
      options: z.array(z.enum(LEVEL_OPTIONS)),
      /**
       * Beyond the seed (decision 0018): the level the child was moved down to by the level
       * rule, without being asked (two assignments in a row below half right); no options then.
       */
      moved: z.string().optional(),
      completion: z.string(),
      score: z.string(),
      /** Beyond the seed: the rewards after this work, and the badges it earned. */
      rewards: RewardsSchema,
      earned: z.array(z.enum(BADGE_IDS)),
    }),
  }),
  /** Beyond the seed (issue 41): the child switches "Read aloud" on or off on the dashboard. */
  'student.readaloud': tag({
    access: 'student',
    input: z.strictObject({ ...envelope, readaloud: readAloudField }),
    output: z.object({ student: StudentDataSchema }),
  }),
  /** Beyond the seed: the child was shown these new badges; they are not announced again. */
  'student.badgesseen': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      badges: z.array(z.enum(BADGE_IDS, { error: 'badges holds a badge we do not know' })).max(50),
    }),
    output: z.object({}),
  }),
  /** One of the options just offered for this subject (anything else is refused). */
  'student.levelupdate': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      subject: SubjectSchema,
      action: z.enum(LEVEL_OPTIONS, { error: 'action must be advance, repeat or decrease' }),
      timezone: timezoneField,
    }),
    output: LevelUpdateOutputSchema,
  }),
  /** A wrong submission with the child's own box entries (DESIGN.md §7.9). */
  'student.mathreporterror': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      question: z.strictObject({
        subject: SubjectSchema,
        question: z.union([z.number().int(), z.string().max(64)]),
        level: levelField,
        number_0: z.string().regex(/^\d{1,16}$/, 'number_0 must be a whole number'),
        number_1: z.string().regex(/^\d{1,16}$/, 'number_1 must be a whole number'),
        errorcount: z.number().int().min(1).max(200),
        result: z.strictObject({ answer: z.string().max(40) }),
        correct: z.strictObject({ answer: z.string().max(40) }),
      }),
      /** Box id to the digit typed there ('' for an empty box). */
      entries: z
        .record(z.string().max(40), z.string().regex(/^\d?$/, 'an entry is one digit or empty'))
        .refine((entries) => Object.keys(entries).length <= 200, 'too many entries'),
      boxes: boxTimingsField,
      typing: gridTypingField,
    }),
    output: z.object({}),
  }),
  /** A checkout for a plan (seed §7): Stripe Checkout, or our test checkout page. */
  'payment.checkout': tag({
    access: 'parent',
    input: z.strictObject({
      ...envelope,
      priceid: z.enum(['monthly', 'annual'], { error: "priceid must be 'monthly' or 'annual'" }),
      /** The seed's timestamp string: the same one again creates nothing new. */
      sessionid: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'sessionid is not valid')
        .optional(),
      initial: z.union([z.boolean(), z.string().max(20)]).optional(),
    }),
    output: z.object({ redirect: z.string() }),
  }),
  /** Beyond the seed, local test mode only: the test checkout's Pay button. */
  'payment.testpay': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, sessionid: checkoutSessionId }),
    output: z.object({ redirect: z.string() }),
  }),
  /** After checkout: premium begins only if the session is really paid. */
  'payment.success': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, sessionid: checkoutSessionId }),
    output: z.object({ data: ParentDataSchema }),
  }),
  /** Where the parent manages billing: the Stripe Customer Portal, or our test portal. */
  'payment.manage': tag({
    access: 'parent',
    input: z.strictObject(envelope),
    output: z.object({ redirect: z.string() }),
  }),
  /** Beyond the seed: the real plan, price, status and next billing date (DESIGN.md §8). */
  'payment.status': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({
      mode: z.enum(['stripe', 'test', 'off']),
      subscription: z
        .object({
          period: z.enum(['monthly', 'annual']),
          status: z.string(),
          currentperiodend: z.string().nullable(),
          cancelatperiodend: z.enum(['true', 'false']),
        })
        .nullable(),
    }),
  }),
  /** Beyond the seed, local test mode only: the test portal cancels or switches the plan. */
  'payment.testmanage': tag({
    access: 'parent',
    input: z.strictObject({
      ...envelope,
      action: z.enum(['cancel', 'monthly', 'annual'], {
        error: "action must be 'cancel', 'monthly' or 'annual'",
      }),
    }),
    output: z.object({ data: ParentDataSchema }),
  }),
  /** Beyond the seed: the weekly e-mail's unsubscribe link turns the e-mails off. */
  'public.unsubscribe': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      token: z
        .string({ error: 'This unsubscribe link is not valid.' })
        .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This unsubscribe link is not valid.'),
    }),
    output: z.object({}),
  }),
  /** Beyond the seed (DESIGN.md §4): a premium parent's report on one of their students. */
  'student.report': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({
      report: StudentReportSchema,
      /** Beyond the seed (issue 37): every fact of each table, by operation, and how well it is known. */
      facts: FactsReportSchema,
      /** Beyond the seed (issue 37): what the map says in words, over the last 4 weeks. */
      factssummary: FactsSummarySchema,
    }),
  }),
  /** Beyond the seed (DESIGN.md §7.9): a targeted practice set for a suspected misconception. */
  'student.focusstart': tag({
    access: 'parent',
    input: z.strictObject({
      ...envelope,
      accountname: accountnameField,
      misconception: BugIdSchema,
      subject: SubjectSchema,
    }),
    output: z.object({ practice: z.object({ status: z.literal('waiting'), date: z.string() }) }),
  }),
  /** The student's waiting targeted practice set, if the parent started one. */
  'student.focusget': tag({
    access: 'student',
    input: z.strictObject({ ...envelope }),
    output: z.object({
      focus: z
        .object({
          id: z.string(),
          subject: z.enum(SUBJECTS),
          questions: z.array(ServerQuestionSchema),
        })
        .nullable(),
    }),
  }),
  /** The child's first try at each problem of the set; it confirms or clears the misconception. */
  'student.focuscomplete': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      focusid: z.uuid({ error: 'focusid must be the id of a practice set' }),
      /** Per problem, in order: box id to the digit typed at the first submission. */
      answers: z
        .array(
          z
            .record(z.string().max(40), z.string().regex(/^\d?$/, 'an entry is one digit or empty'))
            .refine((entries) => Object.keys(entries).length <= 200, 'too many entries'),
        )
        .min(1, 'answers must hold one entry set per problem')
        .max(20, 'answers must hold one entry set per problem'),
    }),
    output: z.object({ outcome: z.enum(['confirmed', 'cleared', 'inconclusive']) }),
  }),
  /**
   * Beyond the seed (issue 37): a Quick Facts session for one operation: the facts in the
   * order shown (due and weak ones first, at most two new), and the numbers of the "type the
   * number you see" prompts that measure the child's typing speed. The session (signed) and
   * its attempt id go back with the answers: only the facts planned here are taken.
   */
  'student.factsget': tag({
    access: 'student',
    input: z.strictObject({ ...envelope, operation: SubjectSchema }),
    output: z.object({
      operation: SubjectSchema,
      facts: z.array(z.string()),
      typing: z.array(z.string()),
      attempt: z.string(),
      session: z.string(),
    }),
  }),
  /**
   * Beyond the seed (issue 37): a finished Quick Facts session, recorded once per `attempt`:
   * each answer with its time, and the typing prompts' times. The server grades the answers.
   */
  'student.factscomplete': tag({
    access: 'student',
    input: z.strictObject({
      ...envelope,
      operation: SubjectSchema,
      attempt: z.uuid({ error: 'attempt must be a UUID' }),
      /** The session student.factsget answered; a device of the previous release sends none. */
      session: z.string().max(2000, 'session is at most 2000 characters').optional(),
      typing: z
        .array(
          z.strictObject({
            number: z.string().regex(/^\d{1,3}$/, 'a typing prompt is a number of 1 to 3 digits'),
            ms: msField,
          }),
        )
        .max(MAX_TYPING_PROMPTS, `typing holds at most ${MAX_TYPING_PROMPTS} prompts`),
      answers: z
        .array(
          z.strictObject({
            fact: factField,
            answer: z.string().regex(/^\d{0,3}$/, 'an answer is a number of at most 3 digits'),
            ms: msField,
          }),
        )
        .min(1, 'a session holds at least one answer')
        .max(MAX_FACT_ANSWERS, `a session holds at most ${MAX_FACT_ANSWERS} answers`),
    }),
    output: z.object({
      /** Stars earned: one per fact right at the first try, as in assignments. */
      stars: z.number(),
      /** Facts answered (each counted once), right at the first try, and quickly. */
      facts: z.number(),
      right: z.number(),
      quick: z.number(),
    }),
  }),
  /**
   * Beyond the seed (issue 37, item 6): the child's own facts map for My Progress, read when
   * the page opens (not with student.get, which is read often and stays small).
   */
  'student.factsmap': tag({
    access: 'student',
    input: z.strictObject({ ...envelope }),
    output: z.object({ facts: FactsReportSchema }),
  }),
  /**
   * Beyond the seed (issue 37, item 6): a parent asks for a fact in the child's next Quick
   * Facts (a slow fact the report names): it is due again at once.
   */
  'student.factsfocus': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, accountname: accountnameField, fact: factField }),
    output: z.object({ fact: z.string(), due: z.string() }),
  }),
  /**
   * Beyond the seed (issue 37, item 4): Quick Facts on a child's schedule like a subject, for
   * the operation the parent chooses ('' leaves the choice to the child).
   */
  'student.factsschedule': tag({
    access: 'parent',
    input: z.strictObject({
      ...envelope,
      accountname: accountnameField,
      schedule: ScheduleSchema,
      operation: z.union([SubjectSchema, z.literal('')], {
        error: 'operation must be addition, subtraction, multiplication, division or empty',
      }),
    }),
    output: z.object({ student: StudentDataSchema }),
  }),
  /** Beyond the seed: without premium, the parent chooses which student is active (§7.5). */
  'student.activate': tag({
    access: 'parent',
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ students: StudentListSchema }),
  }),
} as const;

export type Contract = typeof contract;
export type Tag = keyof Contract;
/** What the browser sends for a tag (before defaults and trimming). */
export type TagInput<T extends Tag> = z.input<Contract[T]['input']>;
/** What a handler receives: the input after validation. */
export type TagParams<T extends Tag> = z.output<Contract[T]['input']>;
export type TagOutput<T extends Tag> = z.infer<Contract[T]['output']>;

export function isTag(value: unknown): value is Tag {
  return typeof value === 'string' && Object.hasOwn(contract, value);
}
