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

/**
 * An English voice: one on the device first (it works offline), the browser's default
 * among them next, a US or British one before other English ones. None: nothing is read.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[]): V | undefined {
  const english = voices.filter((voice) => /^en([-_]|$)/i.test(voice.lang));
  const score = (voice: V) =>
    (voice.localService ? 4 : 0) +
    (voice.default ? 2 : 0) +
    (/^en[-_](us|gb)/i.test(voice.lang) ? 1 : 0);
  return [...english].sort((a, b) => score(b) - score(a))[0];
}

/** Student login: what to type, for a child who cannot read the labels yet. */
export const LOGIN_WORDS =
  'Type your student handle, then your passcode, then press Student Login. Ask your grown-up if you need help.';
