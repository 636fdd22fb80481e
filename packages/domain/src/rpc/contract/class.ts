import { z } from 'zod';
import {
  accountnameField,
  LocaleSchema,
  SchoolMethodSchema,
  StudentDataSchema,
} from '../../accounts/students';
import { ClassBoardSchema } from '../../classes/board';
import {
  ClassDataSchema,
  ClassFormSchema,
  ClassWorkSchema,
  classGradeField,
  classNameField,
  PUPILS_MAX,
} from '../../classes/classes';
import { ClassLinkSchema } from '../../classes/links';
import { ClassMistakesSchema } from '../../classes/mistakes';
import {
  PasscodePicturesSchema,
  PupilDataSchema,
  PupilTileSchema,
  RosterPupilSchema,
  RosterTextSchema,
} from '../../classes/pupils';
import { ClassWeekSchema } from '../../classes/week';
import {
  BugIdSchema,
  envelope,
  linkIdField,
  ReportCardSchema,
  SubjectSchema,
  timezoneField,
} from './schemas';
import { tag } from './tag';

const classId = z.uuid({ error: 'classid must be a class id' });
const pupilId = z.uuid({ error: 'pupilid must be a pupil id' });
/** Pupils named for a change; absent, the whole class. */
const somePupils = z
  .array(pupilId, { error: 'pupilids must be a list of pupil ids' })
  .min(1, 'pupilids must name at least one pupil; leave it out for the whole class')
  .max(PUPILS_MAX, `pupilids must name at most ${PUPILS_MAX} pupils`)
  .optional();

/** A teacher's classes (docs/product.md "Teachers and classes"). */
export const classTags = {
  /** The teacher's classes, the newest first, archived ones too. */
  'class.list': tag({
    access: 'teacher',
    input: z.strictObject(envelope),
    output: z.object({ classes: z.array(ClassDataSchema) }),
  }),
  'class.create': tag({
    access: 'teacher',
    refusals: ['class_name_taken', 'too_many_classes'],
    input: z.strictObject({ ...envelope, ...ClassFormSchema.shape }),
    output: z.object({ class: ClassDataSchema }),
  }),
  /** A class's settings changed, or the class archived (`archived: true`) or brought back. */
  'class.update': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'class_name_taken'],
    input: z
      .strictObject({
        ...envelope,
        classid: classId,
        name: classNameField.optional(),
        grade: classGradeField.optional(),
        locale: LocaleSchema.optional(),
        schoolmethod: SchoolMethodSchema.optional(),
        archived: z.boolean({ error: 'archived must be true or false' }).optional(),
      })
      .refine(
        ({ classid: _, deviceid: __, usertoken: ___, ...change }) =>
          Object.values(change).some((value) => value !== undefined),
        'Nothing to change: send a name, grade, locale, schoolmethod or archived',
      ),
    output: z.object({ class: ClassDataSchema }),
  }),
  /** A class deleted with everything it holds. */
  'class.delete': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: z.object({}),
  }),
  /**
   * One class with its pupils, their picture passcodes readable for the cards, and its links
   * with families' children (asked, invited, linked).
   */
  'class.get': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: z.object({
      class: ClassDataSchema,
      pupils: z.array(PupilDataSchema),
      links: z.array(ClassLinkSchema),
    }),
  }),
  /**
   * Pupils added from a typed or pasted roster, one a line (the domain's `readRoster`): all
   * of them, or none when a line names no pupil, one the class has, or more than it holds.
   */
  'class.addpupils': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'roster_not_taken'],
    input: z.strictObject({ ...envelope, classid: classId, pupils: RosterTextSchema }),
    output: z.object({ pupils: z.array(PupilDataSchema) }),
  }),
  /**
   * The work of the whole class (`pupilids` absent: its pupils now and those added after) or
   * of the pupils named (a group, or one pupil's own): per subject, its level and days.
   */
  'class.setwork': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found'],
    input: z.strictObject({
      ...envelope,
      classid: classId,
      pupilids: somePupils,
      work: ClassWorkSchema,
    }),
    output: z.object({ class: ClassDataSchema, pupils: z.array(PupilDataSchema) }),
  }),
  /**
   * The pupils of one class of the school's OneRoster export, read in the teacher's browser
   * (the domain's `readOneRoster`): each by its sourcedId, first name and family initial. A
   * pupil the class has from an earlier import is updated, not added again; all or none.
   */
  'class.importroster': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'roster_not_taken'],
    input: z.strictObject({
      ...envelope,
      classid: classId,
      pupils: z
        .array(RosterPupilSchema, { error: 'pupils must be a list of pupils' })
        .min(1, 'pupils must name at least one pupil')
        .max(PUPILS_MAX, `pupils must name at most ${PUPILS_MAX} pupils`)
        .refine(
          (pupils) => new Set(pupils.map((pupil) => pupil.sourcedid)).size === pupils.length,
          'pupils must name each sourcedid once',
        ),
    }),
    output: z.object({
      pupils: z.array(PupilDataSchema),
      added: z.number(),
      updated: z.number(),
    }),
  }),
  /**
   * "Find the level" (docs/decisions/0027-placement.md) for the whole class (`pupilids`
   * absent) or the pupils named: each one's next session of the subject finds its level, as a
   * parent's "Find the level for me" does for a child.
   */
  'class.findlevels': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found'],
    input: z.strictObject({
      ...envelope,
      classid: classId,
      subject: SubjectSchema,
      pupilids: somePupils,
    }),
    output: z.object({ started: z.number() }),
  }),
  /** A pupil taken out of the class: its account and work go with it. */
  'class.removepupil': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found'],
    input: z.strictObject({ ...envelope, classid: classId, pupilid: pupilId }),
    output: z.object({}),
  }),
  /** New pictures for a pupil who forgot its own or whose card was seen: its sessions end. */
  'class.newpictures': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found'],
    input: z.strictObject({ ...envelope, classid: classId, pupilid: pupilId }),
    output: z.object({ pupil: PupilDataSchema }),
  }),
  /** A new class code: the old one, shared too widely, is no longer taken. */
  'class.newcode': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: z.object({ class: ClassDataSchema }),
  }),
  /**
   * A family's child invited by its sign-in name, which its family gave the teacher; the
   * parent approves it on the child's card. The answer is the same whether or not a family's
   * child has that name, so that an invitation tells the teacher nothing.
   */
  'class.invite': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'class_full'],
    input: z.strictObject({ ...envelope, classid: classId, accountname: accountnameField }),
    output: z.object({ link: ClassLinkSchema }),
  }),
  /** A family's request to join accepted: the child is linked to the class. */
  'class.acceptlink': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'link_not_found', 'class_full'],
    input: z.strictObject({ ...envelope, classid: classId, linkid: linkIdField }),
    output: z.object({ link: ClassLinkSchema }),
  }),
  /**
   * A link ended by the teacher: a family's request declined, an invitation withdrawn, or a
   * linked child taken out of the class (the child and its work stay its family's).
   */
  'class.endlink': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'link_not_found'],
    input: z.strictObject({ ...envelope, classid: classId, linkid: linkIdField }),
    output: z.object({}),
  }),
  /**
   * The report card of one of the class's pupils or of a family's child linked to it, as a
   * parent reads it; a child whose link ended, or that was only asked or invited, is not found.
   */
  'class.report': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found'],
    input: z.strictObject({ ...envelope, classid: classId, pupilid: pupilId }),
    output: ReportCardSchema,
  }),
  /**
   * The class's live board (docs/product.md "The live board"): a tile a pupil, linked children
   * too, read in one round trip. Any class not the teacher's answers 403, whether or not it
   * exists. GET /api/class.board/stream sends the same answer again whenever it changes
   * (decision 0030).
   */
  'class.board': tag({
    access: 'teacher',
    // The stream answers as class.board does, and refuses a session's fourth board.
    refusals: ['board_not_yours', 'too_many_boards'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: ClassBoardSchema,
  }),
  /**
   * The class's mistakes by step over the last two weeks (docs/product.md "The class's
   * mistakes"): a cell a pupil and step, with the pupil's latest grid of it; the practice given;
   * the week's alerts.
   */
  'class.mistakes': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: ClassMistakesSchema,
  }),
  /**
   * The weekly class report (docs/product.md "The weekly class report"): this week, Monday to
   * Sunday in the class's zone; the page prints it and the teacher's weekly e-mail sends it.
   */
  'class.week': tag({
    access: 'teacher',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: ClassWeekSchema,
  }),
  /**
   * A step's targeted practice set for the class's children named (docs/misconceptions.md), on
   * their next sign-in, each at its level of the subject; one still waiting is kept.
   */
  'class.givepractice': tag({
    access: 'teacher',
    refusals: ['class_not_found', 'pupil_not_found', 'step_not_in_subject'],
    input: z.strictObject({
      ...envelope,
      classid: classId,
      misconception: BugIdSchema,
      subject: SubjectSchema,
      pupilids: z
        .array(pupilId, { error: 'pupilids must be a list of pupil ids' })
        .min(1, 'pupilids must name at least one pupil')
        .max(PUPILS_MAX, `pupilids must name at most ${PUPILS_MAX} pupils`),
    }),
    output: z.object({ given: z.number() }),
  }),
  /**
   * The class's sign-in page, open to anyone with its address (the card's QR code): the
   * class's name, grade and language, and its pupils' names and name pictures, never their
   * passcodes.
   * An archived class's page is closed.
   */
  'class.page': tag({
    access: 'public',
    refusals: ['class_not_found'],
    input: z.strictObject({ ...envelope, classid: classId }),
    output: z.object({
      class: ClassDataSchema.pick({ name: true, grade: true, locale: true }),
      pupils: z.array(PupilTileSchema),
    }),
  }),
  /**
   * A pupil signs in on its class's page with its pictures, limited per pupil as a child's
   * passcode is (docs/operations.md "Security"); a session as a child's.
   */
  'class.signin': tag({
    access: 'public',
    refusals: ['pupil_login_failed', 'too_many_pupil_logins'],
    input: z.strictObject({
      ...envelope,
      classid: classId,
      pupilid: pupilId,
      pictures: PasscodePicturesSchema,
      timezone: timezoneField.default('UTC'),
    }),
    output: z.object({ usertoken: z.string(), student: StudentDataSchema }),
  }),
} as const;
