import { placeName } from '../arithmetic/digits';
import type { Box } from '../arithmetic/grid';
import { operandsOf, type Problem, SIGNS, type Subject } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { casillaHablada, numeroHablado, operacionHablada, SPANISH_SAYINGS } from './spanish';

/**
 * What is read aloud to a child who cannot read yet: numbers, problems and boxes
 * as a child says them, in English or in Spanish (spanish.ts). The screens only call these;
 * the voice is the browser's.
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The largest number said: a level-19 problem's numbers stay far below it. */
export const SPOKEN_MAX = 10_000_000;

/** 1 to 999: "forty-seven", "four hundred and five". */
function underThousand(n: number): string {
  if (n < 20) return UNITS[n]!;
  if (n < 100) return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${UNITS[n % 10]}`;
  const hundreds = `${UNITS[Math.floor(n / 100)]} hundred`;
  return n % 100 === 0 ? hundreds : `${hundreds} and ${underThousand(n % 100)}`;
}

/**
 * A whole number from 0 to 10,000,000 as a child says it: "seven", "forty-seven", "four
 * hundred and five", "two thousand and six", "one million three hundred thousand".
 */
export function spokenNumber(n: number, language: Language = 'en'): string {
  if (!Number.isInteger(n) || n < 0 || n > SPOKEN_MAX) {
    throw new RangeError(`spokenNumber takes a whole number from 0 to ${SPOKEN_MAX}: ${n}`);
  }
  return SPOKEN_IN[language].number(n);
}

function englishNumber(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions > 0) parts.push(`${underThousand(millions)} million`);
  if (thousands > 0) parts.push(`${underThousand(thousands)} thousand`);
  // "two thousand and six": the "and" said before what is under a hundred.
  if (rest > 0) parts.push(`${parts.length > 0 && rest < 100 ? 'and ' : ''}${underThousand(rest)}`);
  return parts.join(' ');
}

/**
 * The word for the operation: the youngest (grades 1 and 2) "take away", from grade 3
 * "minus", as their classes say it.
 */
export function spokenOperation(
  subject: Subject,
  grade: number,
  language: Language = 'en',
): string {
  return SPOKEN_IN[language].operation(subject, grade);
}

function englishOperation(subject: Subject, grade: number): string {
  switch (subject) {
    case 'addition':
      return 'plus';
    case 'subtraction':
      return grade <= 2 ? 'take away' : 'minus';
    case 'multiplication':
      return 'times';
    case 'division':
      return 'divided by';
  }
}

/** The problem in words: "four hundred and five take away ninety-eight". */
export function spokenProblem(problem: Problem, grade: number, language: Language = 'en'): string {
  const [a, b] = operandsOf(problem);
  const operation = spokenOperation(problem.subject, grade, language);
  return `${spokenNumber(a, language)} ${operation} ${spokenNumber(b, language)}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/**
 * Which box is meant, as a child finds it on the paper: "the ones box of the answer", "the
 * carry box above the tens", "the tens box of the second row", "step 2: the ones box of what
 * is left".
 */
export function spokenBox(box: Box, language: Language = 'en'): string {
  return SPOKEN_IN[language].box(box);
}

function englishBox(box: Box): string {
  const place = placeName(box.column);
  const step = box.stepNumber === undefined ? '' : `step ${box.stepNumber}: `;
  switch (box.fieldType) {
    case 'sum':
    case 'difference':
    case 'product':
      return `the ${place} box of the answer`;
    case 'carry':
      return `the carry box above the ${place}`;
    case 'borrow':
      return `the borrow box above the ${place}`;
    case 'tenAdded':
      return `the box for the ten added to the ${place}`;
    case 'payBack':
      return `the box for the one paid back, by the ${place} below`;
    case 'partial':
      return `the ${place} box of the ${ORDINALS[box.partialIndex ?? 0] ?? 'next'} row`;
    case 'quotient':
      return `${step}the ${place} box of the answer`;
    case 'multiply':
      return `${step}the ${place} box of what you take away`;
    case 'subtract':
      return `${step}the ${place} box of what is left`;
    case 'bringDown':
      return `${step}the box of the digit you bring down`;
  }
}

const ENGLISH_SAYINGS: typeof SPANISH_SAYINGS = {
  factStart: 'Type the answer.',
  factWrong: 'Not yet. Try again, or tap Show me how.',
  wrongBox: (box) => `This box is red: look again at ${box}.`,
  nextBox: (box) => `Now ${box}.`,
  equals: 'equals',
};

/** How each language says numbers, operations and boxes, and its sayings (spanish.ts). */
const SPOKEN_IN: Record<
  Language,
  {
    number: (n: number) => string;
    operation: (subject: Subject, grade: number) => string;
    box: (box: Box) => string;
    sayings: typeof SPANISH_SAYINGS;
  }
> = {
  en: {
    number: englishNumber,
    operation: englishOperation,
    box: englishBox,
    sayings: ENGLISH_SAYINGS,
  },
  es: {
    number: numeroHablado,
    operation: operacionHablada,
    box: casillaHablada,
    sayings: SPANISH_SAYINGS,
  },
};

const sayings = (language: Language) => SPOKEN_IN[language].sayings;

/**
 * A number fact is typed as it is written, in one field: no box to name. Said where a
 * grid names its first box ("Type the answer."), and where it names a red one.
 */
export const spokenFactStart = (language: Language = 'en') => sayings(language).factStart;
export const spokenFactWrong = (language: Language = 'en') => sayings(language).factWrong;

/** What is said of a red box: "This box is red: look again at the ones box of the answer." */
export function spokenWrongBox(box: Box, language: Language = 'en'): string {
  return sayings(language).wrongBox(spokenBox(box, language));
}

/** Said for the next box to fill: "Now the tens box of the answer." */
export function spokenNextBox(box: Box, language: Language = 'en'): string {
  return sayings(language).nextBox(spokenBox(box, language));
}

/**
 * A printed sentence as it is said ("Ones column: 7 + 5 = 12." becomes "Ones column: seven
 * plus five equals twelve."): numbers in words, the signs named as the grade says them. For
 * the words of "Show me how" and the feedback, written for the eye.
 */
export function spokenText(text: string, grade: number, language: Language = 'en'): string {
  const operation = (subject: Subject) => spokenOperation(subject, grade, language);
  const signs: [string, string][] = [
    [SIGNS.addition, operation('addition')],
    [SIGNS.subtraction, operation('subtraction')],
    ['-', operation('subtraction')],
    [SIGNS.multiplication, operation('multiplication')],
    [SIGNS.division, operation('division')],
    ['=', sayings(language).equals],
  ];
  let said = text.replace(/\d+/g, (digits) =>
    Number(digits) <= SPOKEN_MAX ? spokenNumber(Number(digits), language) : digits,
  );
  for (const [sign, word] of signs) said = said.replaceAll(` ${sign} `, ` ${word} `);
  return said;
}
