import { i18n } from '@lingui/core';
import type { Refusal, RefusalParams } from '@mathsteps/domain';
import { SUBJECT_WORDS } from './subject-words';

/**
 * A refusal the server answered by a code, in the page's language (docs/architecture.md,
 * "Where a refusal's words live"): the loaded catalogue's message `refusal.<code>`
 * (src/locales/refusals.ts lists them), its parameters said in the same language. Messages
 * are found by code, not by the server's English: a sentence edited on the server keeps its
 * Spanish. The page carries no list of codes: the catalogue is the list.
 */
export function refusalInWords(refusal: Refusal, english: string = refusal.code): string {
  const id = `refusal.${refusal.code}`;
  if (!Object.hasOwn(i18n.messages, id)) return english;
  const params: Partial<RefusalParams> = refusal.params ?? {};
  return i18n._(id, {
    name: params.subject && i18n._(SUBJECT_WORDS[params.subject]).toLowerCase(),
    level: params.level,
    below: params.level === undefined ? undefined : params.level - 1,
  });
}

/** The parameters a refusal may carry, each checked before a sentence says it. */
const PARAM_CHECKS: { [K in keyof RefusalParams]: (value: unknown) => boolean } = {
  subject: (value) => typeof value === 'string' && Object.hasOwn(SUBJECT_WORDS, value),
  level: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 100,
};

/**
 * The refusal of a failure answer: a code's shape and only the known parameters, each of its
 * kind; anything else, no refusal (the answer's English is said instead).
 */
export function refusalOf(answer: unknown): Refusal | undefined {
  const { code, params } = (answer ?? {}) as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !/^[a-z][a-z_]{0,40}$/.test(code)) return undefined;
  if (params === undefined) return { code } as Refusal;
  if (typeof params !== 'object' || params === null) return undefined;
  const kept: Partial<Record<keyof RefusalParams, unknown>> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!Object.hasOwn(PARAM_CHECKS, name)) continue;
    if (!PARAM_CHECKS[name as keyof RefusalParams](value)) return undefined;
    kept[name as keyof RefusalParams] = value;
  }
  return { code, params: kept } as Refusal;
}
