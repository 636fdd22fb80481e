import type { AdditionProblem } from '../arithmetic/addition';
import { digitAt, digitCount, placeName } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import { equalAdditions } from '../arithmetic/equal-additions';
import { type MultiplicationProblem, rowCarries } from '../arithmetic/multiplication';
import type { Problem } from '../arithmetic/problem';
import type { SchoolMethod, SubtractionMethod } from '../arithmetic/school-method';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import type { Language } from '../languages/locale';
import {
  pasosDeDivision,
  pasosDeMultiplicacion,
  pasosDeRestaLlevando,
  pasosDeRestaPidiendo,
  pasosDeSuma,
} from './teacher-words-es';

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
  if (language === 'es') return pasosDelMaestro(problem, method);
  switch (problem.subject) {
    case 'addition':
      return additionSteps(problem);
    case 'subtraction':
      return method.subtraction === 'equal-additions'
        ? equalAdditionsSteps(problem)
        : borrowingSteps(problem, method.subtraction);
    case 'multiplication':
      return multiplicationSteps(problem);
    case 'division':
      return divisionSteps(problem, method);
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
      return pasosDeMultiplicacion(problem);
    case 'division':
      return pasosDeDivision(problem, method);
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

function multiplicationSteps(problem: MultiplicationProblem): string[] {
  const { multiplicand } = problem;
  const steps: string[] = [];
  const rows = problem.partialProducts;
  for (const [index, row] of rows.entries()) {
    const carries = rowCarries(multiplicand, row.multiplierDigit);
    if (rows.length > 1) {
      const zeros =
        row.position > 0
          ? ` We are multiplying by ${placeName(row.position)}, so the row starts with ${row.position === 1 ? 'a 0' : `${row.position} zeros`} on the right.`
          : '';
      steps.push(
        `Row ${index + 1}: multiply by the ${row.multiplierDigit} in the ${placeName(row.position)}.${zeros}`,
      );
    }
    for (let column = 0; column < digitCount(multiplicand); column++) {
      const digit = digitAt(multiplicand, column);
      const carryIn = column === 0 ? 0 : carries[column - 1]!;
      const product = digit * row.multiplierDigit;
      const total = product + carryIn;
      const last = column === digitCount(multiplicand) - 1;
      const sum = carryIn > 0 ? `, plus the carried ${carryIn} = ${total}` : '';
      const write = last
        ? `write ${total}`
        : total >= 10
          ? `write ${total % 10} and carry ${Math.floor(total / 10)}`
          : `write ${total}`;
      steps.push(`${row.multiplierDigit} × ${digit} = ${product}${sum}: ${write}.`);
    }
  }
  if (rows.length > 1) {
    steps.push(
      `Add the rows, ones first, carrying as in any addition: ${rows.map((row) => row.value).join(' + ')} = ${problem.product}.`,
    );
  }
  return steps;
}

function divisionSteps(problem: DivisionProblem, method: SchoolMethod): string[] {
  const { divisor } = problem;
  const where = method.division === 'divisor-right' ? 'under the divisor' : 'on top';
  return problem.steps.map((step) => {
    const fits =
      step.quotientDigit === 0
        ? `${divisor} does not go into ${step.dividendPart}, so write 0 ${where}.`
        : `How many ${divisor}s are in ${step.dividendPart}? ${step.quotientDigit}, because ${step.quotientDigit} × ${divisor} = ${step.multiply} and ${step.quotientDigit + 1} × ${divisor} = ${(step.quotientDigit + 1) * divisor} is too many. Write ${step.quotientDigit} ${where}.`;
    const subtract = `${step.dividendPart} − ${step.multiply} = ${step.subtract}, less than ${divisor}.`;
    const next =
      step.bringDown === undefined
        ? step.subtract === 0
          ? 'Nothing is left: there is no remainder.'
          : `There is nothing more to bring down: the remainder is ${step.subtract}.`
        : `Bring down the ${step.bringDown}: that makes ${step.subtract * 10 + step.bringDown}.`;
    return `${fits} ${subtract} ${next}`;
  });
}
