import { parseFactKey, spokenNumber, spokenOperation, spokenText } from '@mathsteps/domain';

/**
 * What the child's screens read aloud, as pure functions: the words come from the
 * domain's `spoken…` functions, the order is Pip's line first, then what the screen asks.
 * The browser's voice is bound in speech.ts.
 */

/** A capital first: "one plus one equals two." is read as a sentence starts. */
function capitalFirst(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A capital at each sentence's start: "Right! two plus two…" as "Right! Two plus two…". */
export function sentencesCapitalised(words: string): string {
  return capitalFirst(words).replace(
    /([.!?]\s+)([a-z])/g,
    (_, end, letter) => `${end}${letter.toUpperCase()}`,
  );
}

/** Words as a sentence is read: a capital first, a full stop last. */
export function asSentence(words: string): string {
  return `${capitalFirst(words)}.`;
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

/** The level options after an assignment, the one shown first leading. */
export type LevelChoice = 'advance' | 'repeat' | 'decrease';

/**
 * What the result says once the work is counted: the stars, a new badge, then the choice to
 * make. The youngest (grades 1 and 2) hear the choice as a question ("Do you want harder
 * problems?"), then the buttons to tap.
 */
export function savedWords({
  stars,
  badges,
  choices,
  grade,
  moved,
}: {
  stars: number;
  badges: readonly { title: string; text: string }[];
  /** The options, the highlighted first, each with its button's words. */
  choices: readonly { option: LevelChoice; label: string }[];
  grade: number | undefined;
  /** The level the rule moved the child to, when it did. */
  moved?: number;
}): string {
  const said: string[] = [];
  if (stars > 0) said.push(`You earned ${spokenNumber(stars)} star${stars === 1 ? '' : 's'}.`);
  if (badges.length > 0) said.push(badgeWords(badges));
  if (choices.length > 0) {
    said.push(choiceWords(choices, grade));
  } else if (moved !== undefined) {
    said.push(
      `Next time you will practice level ${spokenNumber(moved)}: a little easier, to make it stick.`,
    );
  }
  return said.join(' ');
}

/**
 * The level choice: "What next?", or for the youngest (grades 1 and 2) a question ("Do you
 * want harder problems?"), then the buttons to tap.
 */
export function choiceWords(
  choices: readonly { option: LevelChoice; label: string }[],
  grade: number | undefined,
): string {
  const [first] = choices;
  if (!first) return '';
  const question =
    grade !== undefined && grade <= 2
      ? {
          advance: 'Do you want harder problems?',
          repeat: 'Do you want to practice this level again?',
          decrease: 'Do you want easier problems?',
        }[first.option]
      : 'What next?';
  const labels = choices.map((choice) => choice.label);
  const last = labels.pop();
  const buttons = labels.length > 0 ? `${labels.join(', ')} or ${last}` : last;
  return `${question} Tap ${buttons}.`;
}

/** The practice picker: what to do, and what is picked now, its level by its example. */
export function practicePickerWords(
  subject: string,
  level: number,
  example: string,
  grade: number | undefined,
): string {
  const picked = `You picked ${subject.toLowerCase()}, level ${spokenNumber(level)}, like ${spokenText(example, grade ?? 3)}.`;
  return `Pick a subject, then a level, then tap Start Practice. ${picked}`;
}

/** A practice set finished: the count, and the two buttons. */
export function practiceDoneWords(problems: number, incorrect: number): string {
  const wrong = `${spokenNumber(incorrect)} incorrect ${incorrect === 1 ? 'answer' : 'answers'}`;
  return `Practice complete! You finished ${spokenNumber(problems)} problems with ${wrong}. Tap Return to Dashboard or Do More Practice.`;
}

/** The special practice a parent started: what it is, and the button that starts it. */
export function specialPracticeWords(problems: number, subject: string): string {
  return `Special practice. Your parent picked ${spokenNumber(problems)} ${subject.toLowerCase()} problems for you. Take your time and work each one step by step. Tap Start Special Practice.`;
}

/** The special practice finished. */
export function specialDoneWords(right: number, problems: number): string {
  return `All done, well worked! You got ${spokenNumber(right)} of ${spokenNumber(problems)} right at the first try. Tap Back to Practice.`;
}

/** A Quick Facts question: "Seven plus five." */
export function factWords(key: string, grade: number | undefined): string {
  const fact = parseFactKey(key);
  if (!fact) return '';
  return asSentence(
    `${spokenNumber(fact.a)} ${spokenOperation(fact.operation, grade ?? 3)} ${spokenNumber(fact.b)}`,
  );
}

/** Quick Facts' first screen: the question, the parent's pick, the buttons. */
export function chooseFactsWords(operations: readonly string[], picked?: string): string {
  const buttons = [...operations];
  const last = buttons.pop();
  const pick = picked ? ` Your grown-up picked ${picked.toLowerCase()} for you.` : '';
  return `Which facts today?${pick} Tap ${buttons.join(', ')} or ${last}.`;
}

/** The end of a round of Quick Facts, as the screen says it. */
export function factsSummaryWords(
  summary: { facts: number; right: number; quick: number; stars: number },
  operation: string,
): string {
  return `Great round! You did ${spokenNumber(summary.facts)} ${operation.toLowerCase()} facts: ${spokenNumber(summary.right)} right the first time, ${spokenNumber(summary.quick)} answered quickly. You earned ${spokenNumber(summary.stars)} star${summary.stars === 1 ? '' : 's'}.`;
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
