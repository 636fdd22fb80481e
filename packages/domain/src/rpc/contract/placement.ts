import { z } from 'zod';
import { accountnameField } from '../../accounts/students';
import { FIRST_TRY_MAX_BOXES } from '../../arithmetic/first-tries';
import { PLACEMENT_KINDS, PLACEMENT_MAX_PROBLEMS } from '../../placement/placement';
import { envelope, SubjectSchema } from './schemas';
import { tag } from './tag';

/**
 * Where a subject's placement stands, as a parent reads it (docs/product.md "Finding the
 * level"): waiting for the child, started (problems answered so far), or the level found,
 * with its date (the page says why in a sentence: `placementWords`).
 */
export const PlacementStatusSchema = z.object({
  subject: SubjectSchema,
  kind: z.enum(PLACEMENT_KINDS),
  status: z.enum(['waiting', 'started', 'found']),
  asked: z.number(),
  level: z.string().optional(),
  date: z.string(),
});
export type PlacementStatus = z.infer<typeof PlacementStatusSchema>;

/** An open placement as the child's device runs it: the search replays from these. */
export const OpenPlacementSchema = z.object({
  id: z.string(),
  subject: SubjectSchema,
  kind: z.enum(PLACEMENT_KINDS),
  grade: z.number(),
  /** The subject's level when it started: a re-check's first guess. */
  level: z.number(),
  answers: z.array(z.object({ level: z.number(), boxes: z.number(), right: z.boolean() })),
});
export type OpenPlacement = z.infer<typeof OpenPlacementSchema>;

/** Finding a child's level in a subject in one sitting (docs/decisions/0027-placement.md). */
export const placementTags = {
  /**
   * A parent asks for a placement in a subject ("Find the level for me"): one that was open is
   * set aside, and the level stays as it is until the child finishes the new one.
   */
  'student.placementstart': tag({
    access: 'parent',
    refusals: ['student_not_found'],
    input: z.strictObject({
      ...envelope,
      accountname: accountnameField,
      subject: SubjectSchema,
    }),
    output: z.object({ placement: PlacementStatusSchema }),
  }),
  /**
   * A parent's view of each subject's last placement, for the student card: the level found
   * and why, or that one waits.
   */
  'student.placements': tag({
    access: 'parent',
    refusals: ['student_not_found'],
    input: z.strictObject({ ...envelope, accountname: accountnameField }),
    output: z.object({ placements: z.array(PlacementStatusSchema) }),
  }),
  /**
   * The child's open placements, oldest first. A subject scheduled for the child and not
   * worked for four weeks or more gets a re-check here.
   */
  'student.placementget': tag({
    access: 'student',
    refusals: ['student_resting'],
    input: z.strictObject({ ...envelope }),
    output: z.object({ placements: z.array(OpenPlacementSchema) }),
  }),
  /**
   * The child's first try at problem `index` of a placement, or "I haven't learned this yet".
   * Answers are taken in order, each once; the last one finds the level.
   */
  'student.placementanswer': tag({
    access: 'student',
    refusals: [
      'student_resting',
      'placement_not_found',
      'placement_finished',
      'answer_recorded',
      'answer_out_of_order',
    ],
    input: z.strictObject({
      ...envelope,
      placementid: z.uuid({ error: 'placementid must be the id of a placement' }),
      index: z
        .number({ error: 'index must be the number of the problem, from 0' })
        .int('index must be the number of the problem, from 0')
        .min(0, 'index must be the number of the problem, from 0')
        .max(PLACEMENT_MAX_PROBLEMS - 1, 'index must be the number of the problem, from 0'),
      /** As `FirstTry.entries`: a digit or _ per box, in the method-free order. */
      entries: z
        .string()
        .max(FIRST_TRY_MAX_BOXES, 'entries holds one character per box')
        .regex(/^[0-9_]*$/, 'entries holds a digit or _ for each box')
        .optional(),
      notlearned: z.literal(true, { error: 'notlearned can only be true' }).optional(),
    }),
    output: z.object({
      done: z.boolean(),
      /** The level found, once done. */
      level: z.string().optional(),
      /** The next problem's level and number, while not done. */
      next: z.object({ level: z.number(), index: z.number() }).optional(),
      /** The child's stars after it: finishing earns them. */
      stars: z.number().optional(),
    }),
  }),
} as const;
