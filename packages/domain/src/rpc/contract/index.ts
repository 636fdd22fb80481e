import type { z } from 'zod';
import { classTags } from './class';
import { deviceTags } from './device';
import { learningTags } from './learning';
import { paymentTags } from './payment';
import { placementTags } from './placement';
import { publicTags } from './public';
import { studentTags } from './student';
import { userTags } from './user';

/**
 * The RPC contract: every tag the server answers, who may call it, and the exact shape of
 * its input and output. Both the server (validation, access) and the web app (typed calls)
 * read this one table, so a tag cannot exist on one side only.
 */

export {
  type OpenPlacement,
  OpenPlacementSchema,
  type PlacementStatus,
  PlacementStatusSchema,
} from './placement';
export {
  type AssignmentDay,
  AssignmentDaySchema,
  BugIdSchema,
  DeviceIdSchema,
  EmailTokenSchema,
  type FactsReport,
  FactsReportSchema,
  type FactsSummary,
  FactsSummarySchema,
  FTUE_MARKERS,
  MAX_FACT_ANSWERS,
  MAX_TYPING_PROMPTS,
  type Misconception,
  MisconceptionSchema,
  PASSWORD_LINK_NOT_VALID,
  type ParentData,
  ParentDataSchema,
  PasswordResetTokenSchema,
  PrehashSchema,
  RewardsSchema,
  type RewardsView,
  ServerQuestionSchema,
  type StudentReport,
  StudentReportSchema,
  SubjectDayStatusSchema,
} from './schemas';
export {
  type Access,
  MAX_BODY_DEPTH,
  type TagSpec,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  unsafeBody,
} from './tag';

/** One typed map of every tag, composed from a file per resource. */
export const contract = {
  ...deviceTags,
  ...publicTags,
  ...userTags,
  ...studentTags,
  ...learningTags,
  ...placementTags,
  ...paymentTags,
  ...classTags,
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
