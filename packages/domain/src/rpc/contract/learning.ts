import { z } from 'zod';
import {
  ASSIGNMENT_SIZE_CHOICES,
  accountnameField,
  levelField,
  ScheduleSchema,
  StudentDataSchema,
} from '../../accounts/students';
import { LEVEL_OPTIONS } from '../../arithmetic/curriculum';
import { FIRST_TRY_MAX_BOXES } from '../../arithmetic/first-tries';
import { SUBJECTS } from '../../arithmetic/problem';
import { QUESTIONS_PER_SET } from '../../arithmetic/questions';
import { BADGE_IDS } from '../../rewards/badges';
import {
  AssignmentDaySchema,
  BugIdSchema,
  boxTimingsField,
  envelope,
  FactsReportSchema,
  factField,
  gridTypingField,
  LevelUpdateOutputSchema,
  MAX_FACT_ANSWERS,
  MAX_TYPING_PROMPTS,
  msField,
  ProblemSetsSchema,
  ReportCardSchema,
  RewardsSchema,
  ServerQuestionSchema,
  SubjectDayStatusSchema,
  SubjectSchema,
  timezoneField,
} from './schemas';
import { tag } from './tag';

/** A child's work: the day's assignments, practice, special practice, Quick Facts, the report a parent reads. */
export const learningTags = {
  /**
   * Today's assignments (docs/product.md "A child's day"): ten questions per subject scheduled today, at
   * the student's level, the same all day. A subject already done today comes again only
   * for a premium student ("Do More"), with new questions.
   */
  'student.mathget': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z.strictObject({
      ...envelope,
      subjects: z.array(SubjectSchema).min(1, 'subjects needs at least one subject').max(4),
      /**
       * An extension: 'true' asks for the next day's problems too, which the
       * device keeps for a day without a connection. Asked once a day, not at every call.
       */
      ahead: z.enum(['true', 'false'], { error: "ahead must be 'true' or 'false'" }).optional(),
    }),
    output: z.object({
      math: ProblemSetsSchema,
      today: z.string(),
      /** With `ahead`: tomorrow's date and the problems of the subjects scheduled then. */
      next: z.object({ today: z.string(), math: ProblemSetsSchema }).optional(),
      /** An extension: the student's first day; the week view schedules nothing before it. */
      firstday: z.string(),
      days: z.record(z.string(), AssignmentDaySchema),
      /** An extension (decision 0010): Quick Facts, when on the schedule, counts too. */
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
    refusals: ['student_resting', 'practice_level_closed'],
    input: z.strictObject({ ...envelope, subject: SubjectSchema, level: levelField }),
    output: z.object({ math: ProblemSetsSchema }),
  }),
  /**
   * An assignment is finished: recorded once per `attempt` (a retry after a lost answer
   * is the same attempt) on the student's local date, answered with the level options.
   */
  'student.mathcomplete': tag({
    access: 'student',
    refusals: ['student_resting', 'student_not_found', 'already_done_today', 'work_changed'],
    input: z.strictObject({
      ...envelope,
      subject: SubjectSchema,
      errors: z
        .string({ error: 'errors must be a count of questions, as a string' })
        .regex(/^\d{1,2}$/, 'errors must be a whole number from 0 to 10')
        .transform(Number)
        .pipe(z.number().max(QUESTIONS_PER_SET, 'errors must be a whole number from 0 to 10')),
      timezone: timezoneField,
      /** An extension: the browser's id for this attempt, so it counts exactly once. */
      attempt: z.uuid({ error: 'attempt must be a UUID' }),
      boxes: boxTimingsField,
      typing: gridTypingField,
      /**
       * An extension (decision 0012): the first try at each problem, in order. The
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
       * An extension (decisions 0018 and 0027): the level the child was moved to by the level
       * rule, without being asked (down when it struggles, back up after a bad spell); no
       * options then.
       */
      moved: z.string().optional(),
      completion: z.string(),
      score: z.string(),
      /** An extension: the rewards after this work, and the badges it earned. */
      rewards: RewardsSchema,
      earned: z.array(z.enum(BADGE_IDS)),
      /**
       * An extension: the stars this work earned (none after a subject's first rounds of a
       * day); absent when the answer to work recorded already is given again.
       */
      starsearned: z.number().optional(),
    }),
  }),
  /** One of the options just offered for this subject (anything else is refused). */
  'student.levelupdate': tag({
    access: 'student',
    refusals: ['student_resting', 'choice_not_offered'],
    input: z.strictObject({
      ...envelope,
      subject: SubjectSchema,
      action: z.enum(LEVEL_OPTIONS, { error: 'action must be advance, repeat or decrease' }),
      timezone: timezoneField,
    }),
    output: LevelUpdateOutputSchema,
  }),
  /**
   * An extension (docs/product.md "The live board"): how far the child is in an assignment,
   * sent as each problem is first answered, in the background. Only the latest counts; a
   * report of an attempt already finished changes nothing.
   */
  'student.mathprogress': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z
      .strictObject({
        ...envelope,
        subject: SubjectSchema,
        level: levelField,
        attempt: z.uuid({ error: 'attempt must be a UUID' }),
        answered: z
          .number({ error: 'answered must be a count of problems' })
          .int('answered must be a whole number')
          .min(1, 'answered must be at least 1')
          .max(QUESTIONS_PER_SET, 'answered must be at most 10'),
        right: z
          .number({ error: 'right must be a count of problems' })
          .int('right must be a whole number')
          .min(0, 'right must be at least 0')
          .max(QUESTIONS_PER_SET, 'right must be at most 10'),
        questions: z
          .number({ error: 'questions must be 5 or 10' })
          .refine((count) => ASSIGNMENT_SIZE_CHOICES.includes(String(count) as never), {
            error: 'questions must be 5 or 10',
          }),
      })
      .refine(({ answered, right, questions }) => right <= answered && answered <= questions, {
        error: 'right must be at most answered, and answered at most questions',
      }),
    output: z.object({}),
  }),
  /** A wrong submission with the child's own box entries (docs/misconceptions.md). */
  'student.mathreporterror': tag({
    access: 'student',
    refusals: ['student_resting', 'too_many_wrong_answers'],
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
  /** An extension (docs/architecture.md "One request"): a premium parent's report on one of their students. */
  'student.report': tag({
    access: 'parent',
    refusals: ['student_not_found', 'reports_are_premium'],
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: ReportCardSchema,
  }),
  /** An extension (docs/misconceptions.md): a targeted practice set for a suspected misconception. */
  'student.focusstart': tag({
    access: 'parent',
    refusals: ['student_not_found', 'practice_is_premium', 'step_not_in_subject'],
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
    refusals: ['student_resting'],
    input: z.strictObject({ ...envelope }),
    output: z.object({
      focus: z
        .object({
          id: z.string(),
          subject: z.enum(SUBJECTS),
          questions: z.array(ServerQuestionSchema),
          /** An extension: who picked it, the child's parent or its teacher. */
          by: z.enum(['parent', 'teacher']),
        })
        .nullable(),
    }),
  }),
  /** The child's first try at each problem of the set; it confirms or clears the misconception. */
  'student.focuscomplete': tag({
    access: 'student',
    refusals: ['student_resting', 'practice_not_found'],
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
   * An extension: a Quick Facts session for one operation: the facts in the
   * order shown (due and weak ones first, at most two new), and the numbers of the "type the
   * number you see" prompts that measure the child's typing speed. The session (signed) and
   * its attempt id go back with the answers: only the facts planned here are taken.
   */
  'student.factsget': tag({
    access: 'student',
    refusals: ['student_resting'],
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
   * An extension: a finished Quick Facts session, recorded once per `attempt`:
   * each answer with its time, and the typing prompts' times. The server grades the answers.
   */
  'student.factscomplete': tag({
    access: 'student',
    refusals: ['student_resting', 'facts_round_out_of_date', 'facts_session_elsewhere'],
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
   * An extension (decision 0010): the child's own facts map for My Progress, read when
   * the page opens (not with student.get, which is read often and stays small).
   */
  'student.factsmap': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z.strictObject({ ...envelope }),
    output: z.object({ facts: FactsReportSchema }),
  }),
  /**
   * An extension (decision 0010): a parent asks for a fact in the child's next Quick
   * Facts (a slow fact the report names): it is due again at once.
   */
  'student.factsfocus': tag({
    access: 'parent',
    refusals: ['student_not_found'],
    input: z.strictObject({ ...envelope, accountname: accountnameField, fact: factField }),
    output: z.object({ fact: z.string(), due: z.string() }),
  }),
  /**
   * An extension (decision 0010): Quick Facts on a child's schedule like a subject, for
   * the operation the parent chooses ('' leaves the choice to the child).
   */
  'student.factsschedule': tag({
    access: 'parent',
    refusals: ['student_not_found'],
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
} as const;
