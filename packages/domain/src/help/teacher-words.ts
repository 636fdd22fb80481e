import { placeName } from '../arithmetic/digits';
import type { Problem } from '../arithmetic/problem';
import type { SchoolMethod, SubtractionMethod } from '../arithmetic/school-method';
import type { Language } from '../languages/locale';
import { PALABRAS_DEL_MAESTRO } from './teacher-words-es';
import {
  additionSteps,
  borrowingSteps,
  type ColumnWords,
  divisionSteps,
  equalAdditionsSteps,
  multiplicationSteps,
  type ProductWords,
  type QuotientWords,
  type TeacherWords,
} from './worked-steps';

/**
 * A problem worked right, step by step, in the words a teacher uses for the school's method
 * (docs/help-tonight.md "The worked problem"): one sentence for each column, each digit
 * multiplied or each step of a division, with the problem's own numbers.
 */
export function teacherSteps(
  problem: Problem,
  method: SchoolMethod,
  language: Language = 'en',
): string[] {
  const words = TEACHER_WORDS[language];
  switch (problem.subject) {
    case 'addition':
      return additionSteps(problem, words.columns);
    case 'subtraction':
      return method.subtraction === 'equal-additions'
        ? equalAdditionsSteps(problem, words.columns)
        : borrowingSteps(problem, method.subtraction, words.columns);
    case 'multiplication':
      return multiplicationSteps(problem, words.product);
    case 'division':
      return divisionSteps(problem, method, words.quotient);
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "ten", "hundred": one of a place. */
const oneOf = (position: number) => placeName(position).replace(/s$/, '');
/** Regrouping (US) or exchanging (UK): the same decomposition, in the school's words. */
const verbOf = (method: SubtractionMethod) => (method === 'exchanging' ? 'exchange' : 'regroup');

/** Columns in an English-speaking teacher's words. */
const COLUMN_WORDS: ColumnWords = {
  heading: (position) => capital(placeName(position)),
  carried: (carry) => `the carried ${carry}`,
  write: (digit) => `Write ${digit}.`,
  carryOn: (position, carry, digit) =>
    ` That is ${carry} ${oneOf(position + 1)} and ${digit} ${placeName(position)}: write ${digit} and carry the 1 to the ${placeName(position + 1)}.`,
  lastCarry: (position) =>
    `${capital(placeName(position))}: only the carried 1 is there, so write 1.`,
  lentBefore: (position, now, was) =>
    `The ${placeName(position)} are ${now} now (${was} before, one went to the right). `,
  nothingLeft: (position) => `Nothing is left in the ${placeName(position)}.`,
  nothingToTake: (position, top) =>
    `${capital(placeName(position))}: there is nothing to take away, so write ${top}.`,
  takeAway: (position, top, bottom) =>
    `${capital(placeName(position))}: ${top} − ${bottom} = ${top - bottom}. Write ${top - bottom}.`,
  less: (position, top, bottom) =>
    `${capital(placeName(position))}: ${top} is less than ${bottom}.`,
  borrowNext: (method, position, from, was, top) => {
    const place = placeName(position);
    const lender = placeName(from);
    return `We ${verbOf(method)} one ${oneOf(from)} for ten ${place}: the ${lender} go from ${was} to ${was - 1}, and the ${place} from ${top} to ${top + 10}.`;
  },
  borrowPast: (method, position, from, was) => {
    const lender = placeName(from);
    return `There are no ${placeName(position + 1)} to take from, so we go to the ${lender}: one ${oneOf(from)} becomes ten ${placeName(from - 1)} (the ${lender} go from ${was} to ${was - 1}), and we ${verbOf(method)} one of those for ten ${placeName(position)}.`;
  },
  borrowed: (top, bottom) => `${top} − ${bottom} = ${top - bottom}. Write ${top - bottom}.`,
  paidBack: (position, taken) =>
    `The bottom ${placeName(position)} digit is ${taken} now: the ten we added on the right is paid back here. `,
  leadingZero: (position, top, taken) =>
    `${capital(placeName(position))}: ${top} − ${taken} = 0, and a 0 on the left is not written.`,
  tenAdded: (position, top, taken, difference) =>
    `${capital(placeName(position))}: ${top} is less than ${taken}, so we add ten to the top: ${top + 10} − ${taken} = ${difference}. Write ${difference}.`,
  payBackMark: (next) =>
    `We pay it back below: a small 1 under the ${placeName(next)} of the bottom number.`,
  payBack: (next, bottom) =>
    `We pay it back below: the ${placeName(next)} digit of the bottom number, ${bottom}, becomes ${bottom + 1}.`,
};

/** A long multiplication in an English-speaking teacher's words. */
const PRODUCT_WORDS: ProductWords = {
  row: (index, digit, position) => {
    const zeros =
      position > 0
        ? ` We are multiplying by ${placeName(position)}, so the row starts with ${position === 1 ? 'a 0' : `${position} zeros`} on the right.`
        : '';
    return `Row ${index + 1}: multiply by the ${digit} in the ${placeName(position)}.${zeros}`;
  },
  product: (by, digit, product, carryIn, write) => {
    const sum = carryIn > 0 ? `, plus the carried ${carryIn} = ${product + carryIn}` : '';
    const written =
      'total' in write ? `write ${write.total}` : `write ${write.ones} and carry ${write.carry}`;
    return `${by} × ${digit} = ${product}${sum}: ${written}.`;
  },
  addRows: (values, product) =>
    `Add the rows, ones first, carrying as in any addition: ${values.join(' + ')} = ${product}.`,
};

/** A long division in an English-speaking teacher's words. */
const QUOTIENT_WORDS: QuotientWords = {
  where: (method) => (method.division === 'divisor-right' ? 'under the divisor' : 'on top'),
  none: (divisor, part, where) => `${divisor} does not go into ${part}, so write 0 ${where}.`,
  fits: (divisor, part, digit, where) =>
    `How many ${divisor}s are in ${part}? ${digit}, because ${digit} × ${divisor} = ${digit * divisor} and ${digit + 1} × ${divisor} = ${(digit + 1) * divisor} is too many. Write ${digit} ${where}.`,
  subtract: (part, multiply, left, divisor) =>
    `${part} − ${multiply} = ${left}, less than ${divisor}.`,
  nothingLeft: 'Nothing is left: there is no remainder.',
  remainder: (left) => `There is nothing more to bring down: the remainder is ${left}.`,
  bringDown: (digit, makes) => `Bring down the ${digit}: that makes ${makes}.`,
};

const TEACHER_WORDS: Record<Language, TeacherWords> = {
  en: { columns: COLUMN_WORDS, product: PRODUCT_WORDS, quotient: QUOTIENT_WORDS },
  es: PALABRAS_DEL_MAESTRO,
};
