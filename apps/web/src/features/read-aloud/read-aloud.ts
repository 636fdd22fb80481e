import { parseFactKey, spokenNumber, spokenOperation } from '@mathsteps/domain';

/**
 * What the child's screens read aloud (issue 41), as pure functions: the words come from the
 * domain's `spoken…` functions, the order is Pip's line first, then what the screen asks.
 * The browser's voice is bound in speech.ts.
 */

/** "Read aloud" starts on for the youngest, who may not read yet: grades 1 and 2. */
export function readAloudByDefault(grade: number | undefined): boolean {
  return grade !== undefined && grade <= 2;
}

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

/** The dashboard: Pip's greeting, then what is left today. */
export function dashboardWords(firstName: string, unfinished: number): string {
  const left =
    unfinished === 0
      ? 'Nothing is left for today.'
      : `You have ${spokenNumber(unfinished)} subject${unfinished > 1 ? 's' : ''} to do today.`;
  return `Hi, ${firstName}! Ready to practice? ${left}`;
}

/** The result screen: Pip's verdict and cheer, then the count. */
export function resultWords(
  verdict: string,
  cheer: string,
  correct: number,
  total: number,
): string {
  return `${verdict}! ${cheer} ${spokenNumber(correct)} of ${spokenNumber(total)} right.`;
}

/** A Quick Facts question: "Seven plus five." */
export function factWords(key: string, grade: number | undefined): string {
  const fact = parseFactKey(key);
  if (!fact) return '';
  const said = `${spokenNumber(fact.a)} ${spokenOperation(fact.operation, grade ?? 3)} ${spokenNumber(fact.b)}`;
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}

/** A Quick Facts warm-up prompt: "Type the number you see: forty-two." */
export function typingWords(number: string): string {
  return `Type the number you see: ${spokenNumber(Number(number))}.`;
}

/** The badge dialog: Pip's cheer, then each badge's name and what it was for. */
export function badgeWords(badges: readonly { title: string; text: string }[]): string {
  const heading =
    badges.length === 1
      ? 'You earned a new badge!'
      : `You earned ${spokenNumber(badges.length)} new badges!`;
  return [heading, ...badges.map((badge) => `${badge.title}: ${badge.text}`)].join(' ');
}

/** My Progress: the stars and the streak, then what the page shows. */
export function progressWords(stars: number, streak: string): string {
  return `You have ${spokenNumber(stars)} star${stars === 1 ? '' : 's'}. ${streak}. Here are the last four weeks of your assignments.`;
}
