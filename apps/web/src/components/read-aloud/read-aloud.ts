import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  type Locale,
  languageOf,
  parseFactKey,
  spokenNumber,
  spokenOperation,
  spokenText,
} from '@mathsteps/domain';

/**
 * What the child's screens read aloud, as pure functions, in the child's language: each
 * sentence is a message of the catalogue with its numbers as figures, said with the figures in
 * words by the domain's `spokenText` (docs/languages.md "Read aloud"). The order is Pip's line
 * first, then what the screen asks. The browser's voice is bound in speech.ts.
 */

/** The language the words are said in. */
export const spokenLanguage = (i18n: I18n) => languageOf(i18n.locale as Locale);

/** A message as it is said: in the reader's language, its figures in words. */
function say(i18n: I18n, message: MessageDescriptor, grade = 3): string {
  return capitalFirst(spokenText(i18n._(message), grade, spokenLanguage(i18n)));
}

/** "A, B or C": the buttons to tap, in the reader's language. */
function oneOf(i18n: I18n, items: readonly string[]): string {
  const rest = [...items];
  const last = rest.pop() ?? '';
  if (rest.length === 0) return last;
  const first = rest.join(', ');
  return i18n._(msg`${first} or ${last}`);
}

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
export function dashboardWords(
  i18n: I18n,
  firstName: string,
  unfinished: number,
  start?: string,
): string {
  const left =
    unfinished === 0
      ? i18n._(msg`Nothing is left for today.`)
      : say(
          i18n,
          msg`${plural(unfinished, {
            one: 'You have # subject to do today.',
            other: 'You have # subjects to do today.',
          })}`,
        );
  const hello = `${i18n._(msg`Hi, ${firstName}! Ready to practice?`)} ${left}`;
  return start === undefined ? hello : `${hello} ${tapToBegin(i18n, start)}`;
}

/** The button that starts the work, named as it reads: "Tap Start Addition to begin." */
function tapToBegin(i18n: I18n, which: string): string {
  return i18n._(msg`Tap ${which} to begin.`);
}

/** The assignments: Pip's line, then the buttons that start today's work. */
export function assignmentsWords(i18n: I18n, line: string, subjects: readonly string[]): string {
  if (subjects.length === 0) return line;
  const which = oneOf(
    i18n,
    subjects.map((subject) => i18n._(msg`Start ${subject}`)),
  );
  return `${line} ${tapToBegin(i18n, which)}`;
}

/** The result screen: Pip's verdict and cheer, then the count. */
export function resultWords(
  i18n: I18n,
  verdict: string,
  cheer: string,
  correct: number,
  total: number,
): string {
  return `${verdict}! ${cheer} ${say(i18n, msg`${correct} of ${total} right.`)}`;
}

/** The level options after an assignment, the one shown first leading. */
export type LevelChoice = 'advance' | 'repeat' | 'decrease';

/**
 * What the result says once the work is counted: the stars, a new badge, then the choice to
 * make. The youngest (grades 1 and 2) hear the choice as a question ("Do you want harder
 * problems?"), then the buttons to tap.
 */
export function savedWords(
  i18n: I18n,
  {
    stars,
    badges,
    choices,
    grade,
    moved,
    level,
  }: {
    stars: number;
    /** Each in the child's language (`badgeInWords`). */
    badges: readonly { title: string; text: string }[];
    /** The options, the highlighted first, each with its button's words. */
    choices: readonly { option: LevelChoice; label: string }[];
    grade: number | undefined;
    /** The level the rule moved the child to, when it did. */
    moved?: number;
    /** The level the work was at: a move above it is back up after a bad spell. */
    level?: number;
  },
): string {
  const said: string[] = [];
  if (stars > 0)
    said.push(
      say(i18n, msg`${plural(stars, { one: 'You earned # star.', other: 'You earned # stars.' })}`),
    );
  if (badges.length > 0) said.push(badgeWords(i18n, badges));
  if (choices.length > 0) {
    said.push(choiceWords(i18n, choices, grade));
  } else if (moved !== undefined && level !== undefined && moved > level) {
    said.push(
      say(i18n, msg`Next time you will practice level ${moved} again: you did it well before.`),
    );
  } else if (moved !== undefined) {
    said.push(
      say(
        i18n,
        msg`Next time you will practice level ${moved}: a little easier, to make it stick.`,
      ),
    );
  }
  return said.join(' ');
}

/**
 * The level choice: "What next?", or for the youngest (grades 1 and 2) a question ("Do you
 * want harder problems?"), then the buttons to tap.
 */
export function choiceWords(
  i18n: I18n,
  choices: readonly { option: LevelChoice; label: string }[],
  grade: number | undefined,
): string {
  const [first] = choices;
  if (!first) return '';
  const question =
    grade !== undefined && grade <= 2
      ? {
          advance: msg`Do you want harder problems?`,
          repeat: msg`Do you want to practice this level again?`,
          decrease: msg`Do you want easier problems?`,
        }[first.option]
      : msg`What next?`;
  const buttons = oneOf(
    i18n,
    choices.map((choice) => choice.label),
  );
  return `${i18n._(question)} ${i18n._(msg`Tap ${buttons}.`)}`;
}

/** The practice picker: what to do, and what is picked now, its level by its example. */
export function practicePickerWords(
  i18n: I18n,
  subject: string,
  level: number,
  example: string,
  grade: number | undefined,
): string {
  const picked = say(
    i18n,
    msg`You picked ${subject.toLowerCase()}, level ${level}, like ${example}.`,
    grade,
  );
  return `${i18n._(msg`Pick a subject, then a level, then tap Start Practice.`)} ${picked}`;
}

/** A practice set finished: the count, and the two buttons. */
export function practiceDoneWords(i18n: I18n, problems: number, incorrect: number): string {
  return say(
    i18n,
    msg`Practice complete! You finished ${problems} problems with ${plural(incorrect, {
      one: '# incorrect answer',
      other: '# incorrect answers',
    })}. Tap Return to Dashboard or Do More Practice.`,
  );
}

/** The special practice a parent started: what it is, and the button that starts it. */
export function specialPracticeWords(
  i18n: I18n,
  problems: number,
  subject: string,
  by: 'parent' | 'teacher' = 'parent',
): string {
  const kind = subject.toLowerCase();
  return say(
    i18n,
    by === 'teacher'
      ? msg`Special practice. Your teacher picked ${problems} ${kind} problems for you. Take your time and work each one step by step. Tap Start Special Practice.`
      : msg`Special practice. Your parent picked ${problems} ${kind} problems for you. Take your time and work each one step by step. Tap Start Special Practice.`,
  );
}

/** The special practice finished. */
export function specialDoneWords(i18n: I18n, right: number, problems: number): string {
  return say(
    i18n,
    msg`All done, well worked! You got ${right} of ${problems} right at the first try. Tap Back to Practice.`,
  );
}

/** A Quick Facts question: "Seven plus five." */
export function factWords(i18n: I18n, key: string, grade: number | undefined): string {
  const fact = parseFactKey(key);
  if (!fact) return '';
  const language = spokenLanguage(i18n);
  const operation = spokenOperation(fact.operation, grade ?? 3, language);
  return asSentence(
    `${spokenNumber(fact.a, language)} ${operation} ${spokenNumber(fact.b, language)}`,
  );
}

/** Quick Facts' first screen: the question, the parent's pick, the buttons. */
export function chooseFactsWords(
  i18n: I18n,
  operations: readonly string[],
  picked?: string,
): string {
  const question = i18n._(msg`Which facts today?`);
  const kind = picked?.toLowerCase();
  const pick = kind ? ` ${i18n._(msg`Your grown-up picked ${kind} for you.`)}` : '';
  const buttons = oneOf(i18n, operations);
  return `${question}${pick} ${i18n._(msg`Tap ${buttons}.`)}`;
}

/** The end of a round of Quick Facts, as the screen says it. */
export function factsSummaryWords(
  i18n: I18n,
  summary: { facts: number; right: number; quick: number; stars: number },
  operation: string,
): string {
  const { facts, right, quick, stars } = summary;
  const kind = operation.toLowerCase();
  return say(
    i18n,
    msg`Great round! You did ${facts} ${kind} facts: ${right} right the first time, ${quick} answered quickly. ${plural(
      stars,
      { one: 'You earned # star.', other: 'You earned # stars.' },
    )}`,
  );
}

/** A Quick Facts warm-up prompt: "Type the number you see: forty-two." */
export function typingWords(i18n: I18n, number: string): string {
  const said = spokenNumber(Number(number), spokenLanguage(i18n));
  return i18n._(msg`Type the number you see: ${said}.`);
}

/** The badge dialog: Pip's cheer, then each badge's name and what it was for. */
/** New badges, each in the child's language (`badgeInWords`). */
export function badgeWords(i18n: I18n, badges: readonly { title: string; text: string }[]): string {
  const heading = say(
    i18n,
    msg`${plural(badges.length, {
      one: 'You earned a new badge!',
      other: 'You earned # new badges!',
    })}`,
  );
  return [heading, ...badges.map((badge) => `${badge.title}: ${badge.text}`)].join(' ');
}

/** My Progress: the stars and the streak, then what the page shows. */
export function progressWords(i18n: I18n, stars: number, streak: string): string {
  const count = say(
    i18n,
    msg`${plural(stars, { one: 'You have # star.', other: 'You have # stars.' })}`,
  );
  return `${count} ${streak}. ${i18n._(msg`Here are the last four weeks of your assignments.`)}`;
}

/** A placement (docs/decisions/0027-placement.md): what it is, before the first problem. */
export function placementWords(i18n: I18n, subject: string): string {
  return say(
    i18n,
    msg`Let's find your level in ${subject}. Some of these may be too hard, and that's OK. If you have not learned one yet, tap I haven't learned this yet. Tap Start.`,
  );
}

/** A placement finished: the level found and the stars earned. */
export function placementDoneWords(i18n: I18n, level: number, stars: number): string {
  return say(
    i18n,
    msg`All done, thank you! Your new level is ${level}. You earned ${stars} stars. Tap Back to Assignments.`,
  );
}
