import type { AdditionProblem } from '../arithmetic/addition';
import { digitCount, placeName } from '../arithmetic/digits';
import { equalAdditions } from '../arithmetic/equal-additions';
import type { Problem } from '../arithmetic/problem';
import type { SchoolMethod, SubtractionMethod } from '../arithmetic/school-method';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import type { Language } from '../languages/locale';
import {
  PALABRAS_DE_COCIENTE,
  PALABRAS_DE_PRODUCTO,
  pasosDeRestaLlevando,
  pasosDeRestaPidiendo,
  pasosDeSuma,
} from './teacher-words-es';
import {
  divisionSteps,
  multiplicationSteps,
  type ProductWords,
  type QuotientWords,
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
  return TEACHER_STEPS[language](problem, method);
}

/** Each language's teacher's words (teacher-words-es.ts). */
const TEACHER_STEPS: Record<Language, (problem: Problem, method: SchoolMethod) => string[]> = {
  en: englishSteps,
  es: pasosDelMaestro,
};

function englishSteps(problem: Problem, method: SchoolMethod): string[] {
  switch (problem.subject) {
    case 'addition':
      return additionSteps(problem);
    case 'subtraction':
      return method.subtraction === 'equal-additions'
        ? equalAdditionsSteps(problem)
        : borrowingSteps(problem, method.subtraction);
    case 'multiplication':
      return multiplicationSteps(problem, PRODUCT_WORDS);
    case 'division':
      return divisionSteps(problem, method, QUOTIENT_WORDS);
  }
}

/** The same, in a Spanish-speaking teacher's words (teacher-words-es.ts). */
function pasosDelMaestro(problem: Problem, method: SchoolMethod): string[] {
  switch (problem.subject) {
    case 'addition':
      return pasosDeSuma(problem);
    case 'subtraction':
      return method.subtraction === 'equal-additions'
        ? pasosDeRestaLlevando(problem)
        : pasosDeRestaPidiendo(problem);
    case 'multiplication':
      return multiplicationSteps(problem, PALABRAS_DE_PRODUCTO);
    case 'division':
      return divisionSteps(problem, method, PALABRAS_DE_COCIENTE);
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "ten", "hundred": one of a place. */
const oneOf = (position: number) => placeName(position).replace(/s$/, '');

function additionSteps(problem: AdditionProblem): string[] {
  const steps = problem.steps.map((step) => {
    const place = placeName(step.columnPosition);
    const terms = [
      ...(step.carryReceived > 0 ? [`the carried ${step.carryReceived}`] : []),
      String(step.digit1),
      String(step.digit2),
    ];
    const total = step.digit1 + step.digit2 + step.carryReceived;
    const sum = `${capital(place)}: ${terms.join(' + ')} = ${total}.`;
    if (step.carry === 0) return `${sum} Write ${step.sum}.`;
    return `${sum} That is ${step.carry} ${oneOf(step.columnPosition + 1)} and ${step.sum} ${place}: write ${step.sum} and carry the 1 to the ${placeName(step.columnPosition + 1)}.`;
  });
  const last = problem.steps.at(-1);
  if (last && last.carry > 0) {
    steps.push(
      `${capital(placeName(last.columnPosition + 1))}: only the carried 1 is there, so write 1.`,
    );
  }
  return steps;
}

/** Regrouping (US) or exchanging (UK): the same decomposition, in the school's words. */
function borrowingSteps(problem: SubtractionProblem, method: SubtractionMethod): string[] {
  const verb = method === 'exchanging' ? 'exchange' : 'regroup';
  const tops = problem.steps.map((step) => step.digit1);
  const columns = problem.steps.length;
  const bottomColumns = digitCount(problem.subtrahend);
  return problem.steps.map((step) => {
    const column = step.columnPosition;
    const place = placeName(column);
    const before = tops[column]!;
    const bottom = column < bottomColumns ? step.digit2 : null;
    const changed = before !== step.digit1;
    const now = changed
      ? `The ${place} are ${before} now (${step.digit1} before, one went to the right). `
      : '';
    if (bottom === null || before >= bottom) {
      const taken = bottom ?? 0;
      if (bottom === null) {
        if (column === columns - 1 && before === 0) return `${now}Nothing is left in the ${place}.`;
        return `${now}${capital(place)}: there is nothing to take away, so write ${before}.`;
      }
      return `${now}${capital(place)}: ${before} − ${taken} = ${before - taken}. Write ${before - taken}.`;
    }
    // Too few on top: a ten from the left, passing through any zeros.
    let from = column + 1;
    while (tops[from] === 0) from++;
    const lender = placeName(from);
    const words: string[] = [`${now}${capital(place)}: ${before} is less than ${bottom}.`];
    if (from === column + 1) {
      words.push(
        `We ${verb} one ${oneOf(from)} for ten ${place}: the ${lender} go from ${tops[from]} to ${tops[from]! - 1}, and the ${place} from ${before} to ${before + 10}.`,
      );
    } else {
      words.push(
        `There are no ${placeName(column + 1)} to take from, so we go to the ${lender}: one ${oneOf(from)} becomes ten ${placeName(from - 1)} (the ${lender} go from ${tops[from]} to ${tops[from]! - 1}), and we ${verb} one of those for ten ${place}.`,
      );
      for (let zero = column + 1; zero < from; zero++) tops[zero] = 9;
    }
    tops[from]! -= 1;
    words.push(
      `${before + 10} − ${bottom} = ${before + 10 - bottom}. Write ${before + 10 - bottom}.`,
    );
    return words.join(' ');
  });
}

function equalAdditionsSteps(problem: SubtractionProblem): string[] {
  const columns = equalAdditions(problem);
  return columns.map((each, index) => {
    const place = placeName(each.column);
    const taken = (each.bottom ?? 0) + each.paidBack;
    const paid =
      each.paidBack > 0
        ? `The bottom ${place} digit is ${taken} now: the ten we added on the right is paid back here. `
        : '';
    if (!each.tenAdded) {
      if (index === columns.length - 1 && each.difference === 0 && index > 0)
        return `${paid}${capital(place)}: ${each.top} − ${taken} = 0, and a 0 on the left is not written.`;
      if (each.bottom === null && each.paidBack === 0)
        return `${capital(place)}: there is nothing to take away, so write ${each.top}.`;
      return `${paid}${capital(place)}: ${each.top} − ${taken} = ${each.difference}. Write ${each.difference}.`;
    }
    const next = placeName(each.column + 1);
    const nextBottom = columns[each.column + 1]?.bottom ?? null;
    const payBack =
      nextBottom === null
        ? `We pay it back below: a small 1 under the ${next} of the bottom number.`
        : `We pay it back below: the ${next} digit of the bottom number, ${nextBottom}, becomes ${nextBottom + 1}.`;
    return `${paid}${capital(place)}: ${each.top} is less than ${taken}, so we add ten to the top: ${each.top + 10} − ${taken} = ${each.difference}. Write ${each.difference}. ${payBack}`;
  });
}

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
