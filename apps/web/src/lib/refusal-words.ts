import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Refusal, RefusalCode } from '@mathsteps/domain';
import { SUBJECT_WORDS } from './subject-words';

/**
 * A refusal the server answered by a code, in the page's language (packages/domain/src/rpc/
 * refusals.ts): the catalogue's message for the code, its parameters said in the same
 * language. TypeScript asks for every code; `npm run lint` for each message in every catalogue.
 */
const WORDS: { [C in RefusalCode]: (params: Extract<Refusal, { code: C }>['params']) => string } = {
  already_done_today: ({ subject }) => {
    const name = i18n._(SUBJECT_WORDS[subject]).toLowerCase();
    return i18n._(msg`You already finished today's ${name}. Great work!`);
  },
  step_not_in_subject: ({ subject }) => {
    const name = i18n._(SUBJECT_WORDS[subject]).toLowerCase();
    return i18n._(msg`That step does not happen in ${name}.`);
  },
};

export function refusalInWords(refusal: Refusal): string {
  const say = WORDS[refusal.code] as (params: Refusal['params']) => string;
  return say(refusal.params);
}
