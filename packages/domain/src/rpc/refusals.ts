import { SUBJECT_NAMES, type Subject } from '../arithmetic/subject';

/**
 * Refusals said by a code (docs/architecture.md, "Where a refusal's words live"): the server
 * answers the code and its parameters beside the English sentence, and a screen says the
 * catalogue's message for the code in the page's language, with the parameters in it (a
 * subject's name in Spanish, not "addition"). Each tag lists the codes it may answer in the
 * contract (`refusals`). A refusal without a code is said by its English, as before. This
 * module is in every page's first download (the web's rpc client reads codes): it names
 * subjects, nothing heavier.
 */
export const REFUSALS = {
  /** A child without premium finishing a second round of a subject in a day. */
  already_done_today: ({ subject }: { subject: Subject }) =>
    `You already finished today's ${SUBJECT_NAMES[subject].toLowerCase()}. Great work!`,
  /** A targeted practice set asked for a step that does not show in the subject named. */
  step_not_in_subject: ({ subject }: { subject: Subject }) =>
    `That step does not happen in ${SUBJECT_NAMES[subject].toLowerCase()}.`,
} as const;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

/** A refusal with its parameters, as the server answers it. */
export type Refusal = {
  [C in RefusalCode]: { code: C; params: Parameters<(typeof REFUSALS)[C]>[0] };
}[RefusalCode];

/** The refusal's English: the `reason` every failure answer carries. */
export function refusalEnglish(refusal: Refusal): string {
  const say = REFUSALS[refusal.code] as (params: Refusal['params']) => string;
  return say(refusal.params);
}

/** A refusal read from a failure answer: only a known code with its parameters' shape. */
export function refusalOf(answer: unknown): Refusal | undefined {
  const { code, params } = (answer ?? {}) as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !Object.hasOwn(REFUSALS, code)) return undefined;
  if (typeof params !== 'object' || params === null) return undefined;
  const subject = (params as { subject?: unknown }).subject;
  if (typeof subject !== 'string' || !Object.hasOwn(SUBJECT_NAMES, subject)) return undefined;
  return { code, params } as Refusal;
}
