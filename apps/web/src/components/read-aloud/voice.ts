import { msg } from '@lingui/core/macro';
import { type Locale, languageOf } from '@mathsteps/domain';
/**
 * The voice that reads aloud: which voice, how fast. Apart from the words
 * (read-aloud.ts) so that a speaker on a public page loads no arithmetic.
 */

/** Slower than an adult's speech: a child follows each number. */
export const CHILD_RATE = 0.9;

interface VoiceLike {
  lang: string;
  localService: boolean;
  default: boolean;
}

/** The regions whose voice comes first in each language, after the device's own and default. */
/** The voices read first for a locale: its own region's (Spain's for es-ES; Mexico's and the United States' for es-419). */
const FIRST_REGIONS: Record<Locale, RegExp> = {
  'en-US': /^en[-_](us|gb)/i,
  'es-419': /^es[-_](mx|us|419)/i,
  'es-ES': /^es[-_]es/i,
};

/**
 * A voice of the page's language (docs/languages.md "Read aloud"): one on the device first (it
 * works offline), the browser's default among them next, a US or British one before other
 * English ones, a Latin American one before other Spanish ones (Spain's for es-ES). None:
 * nothing is read, and no speaker is shown.
 */
export function chooseVoice<V extends VoiceLike>(
  voices: readonly V[],
  locale: Locale = 'en-US',
): V | undefined {
  const language = languageOf(locale);
  const ofLanguage = voices.filter((voice) =>
    new RegExp(`^${language}([-_]|$)`, 'i').test(voice.lang),
  );
  const region = FIRST_REGIONS[locale];
  const score = (voice: V) =>
    (voice.localService ? 4 : 0) + (voice.default ? 2 : 0) + (region.test(voice.lang) ? 1 : 0);
  return [...ofLanguage].sort((a, b) => score(b) - score(a))[0];
}

/** Student login: what to type, for a child who cannot read the labels yet. */
export const LOGIN_WORDS = msg`Type your student handle, then your passcode, then press Student Login. Ask your grown-up if you need help.`;
