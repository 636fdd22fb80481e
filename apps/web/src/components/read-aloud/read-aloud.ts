import { parseFactKey, spokenNumber, spokenOperation } from '@mathsteps/domain';

/**
 * What the child's screens read aloud (issue 41), as pure functions: the words come from the
 * domain's `spoken…` functions, the order is Pip's line first, then what the screen asks.
 * The browser's voice is bound in speech.ts.
 */

/** Words as a sentence is read: a capital first, a full stop last. */
export function asSentence(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** The dashboard: Pip's greeting, then what is left today. */
export function dashboardWords(firstName: string, unfinished: number): string {
  const left =
    unfinished === 0
      ? 'Nothing is left for today.'
      : `You have ${spokenNumber(unfinished)} subject${unfinished > 1 ? 's' : ''} to do today.`;
  return `Hi, ${firstName}! Ready to practice? ${left}`;
}

/** The assignments: Pip's line, then the buttons that start today's work. */
export function assignmentsWords(line: string, subjects: readonly string[]): string {
  if (subjects.length === 0) return line;
  const buttons = subjects.map((subject) => `Start ${subject}`);
  const last = buttons.pop();
  const which = buttons.length > 0 ? `${buttons.join(', ')} or ${last}` : last;
  return `${line} Tap ${which} to begin.`;
}

/** The result screen: Pip's verdict and cheer, then the count. */
export function resultWords(
  verdict: string,
  cheer: string,
  correct: number,
  total: number,
): string {
  return `${verdict}! ${cheer} ${asSentence(`${spokenNumber(correct)} of ${spokenNumber(total)} right`)}`;
}

/** A Quick Facts question: "Seven plus five." */
export function factWords(key: string, grade: number | undefined): string {
  const fact = parseFactKey(key);
  if (!fact) return '';
  return asSentence(
    `${spokenNumber(fact.a)} ${spokenOperation(fact.operation, grade ?? 3)} ${spokenNumber(fact.b)}`,
  );
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
