import { z } from 'zod';
import {
  ASSIGNMENT_SIZE_CHOICES,
  accountnameField,
  gradelevelField,
  LocaleSchema,
  MathLevelsInputSchema,
  MathScheduleInputSchema,
  SchoolMethodSchema,
  StudentDataSchema,
} from '../../accounts/students';
import { ChildClassSchema, ClassCodeSchema } from '../../classes/links';
import { BADGE_IDS } from '../../rewards/badges';
import {
  envelope,
  linkIdField,
  PrehashSchema,
  ProgressSchema,
  RewardsSchema,
  readAloudField,
  StudentListSchema,
  studentName,
  timezoneField,
} from './schemas';
import { tag } from './tag';

/** A child's account: what a parent sets, and the child's sign-in and record. */
export const studentTags = {
  'student.create': tag({
    access: 'parent',
    refusals: ['free_student_limit', 'premium_student_limit', 'handle_taken', 'too_many_students'],
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
    refusals: ['student_not_found'],
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ result: z.literal('true') }),
  }),
  /** One change at a time, as the product's screens make them. */
  'student.update': tag({
    access: 'parent',
    refusals: ['student_not_found'],
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
        /** An extension (decision 0012): where the child's day begins and ends. */
        timezone: timezoneField.optional(),
        /** An extension: the child's screens read aloud on their own. */
        readaloud: readAloudField.optional(),
        /** An extension: how the child's school writes subtraction and long division. */
        schoolmethod: SchoolMethodSchema.optional(),
        /** An extension: the language of the child's screens. */
        locale: LocaleSchema.optional(),
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
            input.schoolmethod,
            input.locale,
          ].filter((change) => change !== undefined).length === 1,
        'Send exactly one of gradelevel, mathschedule, mathlevels, accountpassword, assignmentsize, timezone, readaloud, schoolmethod or locale',
      ),
    output: z.object({ student: StudentDataSchema }),
  }),
  'student.connect': tag({
    access: 'public',
    refusals: ['student_login_failed', 'student_resting', 'too_many_student_logins'],
    input: z.strictObject({
      ...envelope,
      accountname: accountnameField,
      accountpassword: PrehashSchema,
      timezone: timezoneField.default('UTC'),
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
   * An extension: the signed-in student's own fresh record, with their progress per
   * subject and the highest level they may practice. The dashboard asks every 30 s, so a
   * schedule the parent changed or an assignment finished elsewhere shows.
   */
  'student.get': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z.strictObject(envelope),
    output: z.object({
      student: StudentDataSchema,
      progress: z.record(z.string(), ProgressSchema),
      practicemax: z.record(z.string(), z.string()),
      /** An extension: stars, streak and badges (decision record 0006). */
      rewards: RewardsSchema,
    }),
  }),
  /** An extension: the child switches "Read aloud" on or off on the dashboard. */
  'student.readaloud': tag({
    access: 'student',
    refusals: ['student_resting', 'student_not_found'],
    input: z.strictObject({ ...envelope, readaloud: readAloudField }),
    output: z.object({ student: StudentDataSchema }),
  }),
  /** An extension: the child was shown these new badges; they are not announced again. */
  'student.badgesseen': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z.strictObject({
      ...envelope,
      badges: z.array(z.enum(BADGE_IDS, { error: 'badges holds a badge we do not know' })).max(50),
    }),
    output: z.object({}),
  }),
  /** An extension: without premium, the parent chooses which student is active (docs/product.md "Plans"). */
  'student.activate': tag({
    access: 'parent',
    refusals: ['student_not_found', 'every_student_active'],
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ students: StudentListSchema }),
  }),
  /**
   * An extension (docs/product.md "Families' children in a class"): the classes the child is
   * linked to, asked to join, or invited to, each with its teacher and school.
   */
  'student.classes': tag({
    access: 'parent',
    refusals: ['student_not_found'],
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ classes: z.array(ChildClassSchema) }),
  }),
  /**
   * The parent enters a class code on the child's card: the child asks to join, and is linked
   * once the teacher accepts (at once, when the teacher had invited it). Wrong codes are
   * counted per parent.
   */
  'student.joinclass': tag({
    access: 'parent',
    refusals: [
      'student_not_found',
      'class_code_not_found',
      'too_many_class_codes',
      'class_full',
      'child_classes_full',
    ],
    input: z.strictObject({ ...envelope, accountname: accountnameField, code: ClassCodeSchema }),
    output: z.object({ class: ChildClassSchema }),
  }),
  /** The parent approves a teacher's invitation: the child is linked to the class. */
  'student.approveclass': tag({
    access: 'parent',
    refusals: ['student_not_found', 'link_not_found', 'class_full', 'child_classes_full'],
    input: z.strictObject({ ...envelope, accountname: accountnameField, linkid: linkIdField }),
    output: z.object({ class: ChildClassSchema }),
  }),
  /**
   * The parent ends a link: an invitation declined, a request taken back, or the child taken
   * out of the class; the child's work stays the family's, and the teacher sees it no more.
   */
  'student.leaveclass': tag({
    access: 'parent',
    refusals: ['student_not_found', 'link_not_found'],
    input: z.strictObject({ ...envelope, accountname: accountnameField, linkid: linkIdField }),
    output: z.object({}),
  }),
} as const;
