import { type Fact, factAnswer } from '../arithmetic/facts';
import { SIGNS } from '../arithmetic/problem';

/**
 * "Show me how" on a number fact: a thinking strategy with the fact's own
 * numbers, never carrying and never the bare answer. Each strategy leads to a step the child
 * already knows and leaves that last step to the child as a question. Which strategy serves
 * which fact, and the published source of each, is in docs/fact-strategies.md.
 */
export type FactStrategy =
  | 'add-zero'
  | 'count-on'
  | 'doubles'
  | 'near-doubles'
  | 'make-ten'
  | 'ten-pairs'
  | 'take-zero'
  | 'take-all'
  | 'count-up'
  | 'think-addition'
  | 'times-zero'
  | 'times-one'
  | 'times-two'
  | 'times-ten'
  | 'times-five'
  | 'times-nine'
  | 'times-eleven'
  | 'times-four'
  | 'times-three'
  | 'times-twelve'
  | 'times-six'
  | 'times-eight'
  | 'times-seven'
  | 'divide-by-one'
  | 'missing-factor';

export interface FactHelp {
  strategy: FactStrategy;
  text: string;
}

const PLUS = SIGNS.addition;
const MINUS = SIGNS.subtraction;
const TIMES = SIGNS.multiplication;
const DIVIDED = SIGNS.division;

/** The strategy for a fact, and its words. One function for every fact of every table. */
export function factStrategy(fact: Fact): FactHelp {
  switch (fact.operation) {
    case 'addition':
      return additionStrategy(fact.a, fact.b);
    case 'subtraction':
      return subtractionStrategy(fact.a, fact.b);
    case 'multiplication':
      return multiplicationStrategy(fact.a, fact.b);
    case 'division':
      return divisionStrategy(fact.a, fact.b);
  }
}

function additionStrategy(a: number, b: number): FactHelp {
  const fact = `${a} ${PLUS} ${b}`;
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  if (small === 0) {
    return {
      strategy: 'add-zero',
      text: `Adding 0 adds nothing: ${fact} is just the ${big}. What number is that?`,
    };
  }
  if (a === b) {
    return {
      strategy: 'doubles',
      text: `${fact} is a double: two ${a}s. Think of ${doubleImage(a)}. How many is double ${a}?`,
    };
  }
  if (small === 1) {
    return {
      strategy: 'count-on',
      text: `${fact} is 1 more than ${big}. Start at ${big} and count on 1: which number comes next?`,
    };
  }
  if (small <= 3) {
    const said = Array.from({ length: small - 1 }, (_, i) => big + 1 + i).join(', ');
    return {
      strategy: 'count-on',
      text: `Start at the bigger number, ${big}, and count on ${small}: ${said}, ... Which number do you land on?`,
    };
  }
  if (big - small === 1) {
    return {
      strategy: 'near-doubles',
      text: `${fact} is a near double: ${small} ${PLUS} ${small} = ${small * 2}, and ${fact} is 1 more. What is 1 more than ${small * 2}?`,
    };
  }
  if (a + b === 10) {
    return {
      strategy: 'ten-pairs',
      text: `${a} and ${b} are partners that make a whole ten, like 10 fingers: ${a} fingers up, ${b} down. How many fingers in all?`,
    };
  }
  if (a + b > 10) {
    const toTen = 10 - big;
    const rest = small - toTen;
    return {
      strategy: 'make-ten',
      text: `Make a ten: ${fact} = ${big} ${PLUS} ${toTen} ${PLUS} ${rest}. ${big} ${PLUS} ${toTen} = 10. What is 10 ${PLUS} ${rest}?`,
    };
  }
  // 4 + 6 is a ten pair and 4 + 5 a near double: no addition fact is left for here, but a
  // table that grows keeps an answer.
  return {
    strategy: 'count-on',
    text: `Start at the bigger number, ${big}, and count on ${small}. Which number do you land on?`,
  };
}

function doubleImage(n: number): string {
  const images: Record<number, string> = {
    1: 'one finger on each hand',
    2: 'two ears and two eyes',
    3: 'a cricket: 3 legs on each side',
    4: 'a car: 4 wheels, and another car',
    5: 'your two hands: 5 fingers each',
    6: 'an egg box: 6 eggs in each row',
    7: 'two weeks: 7 days each',
    8: 'a spider: 4 legs on each side, twice over',
    9: 'two rows of 9, one under the other',
  };
  return images[n] ?? `two rows of ${n}`;
}

function subtractionStrategy(a: number, b: number): FactHelp {
  const fact = `${a} ${MINUS} ${b}`;
  const difference = a - b;
  if (b === 0) {
    return {
      strategy: 'take-zero',
      text: `Taking away 0 takes nothing away: ${fact} leaves all of the ${a}. How many is that?`,
    };
  }
  if (difference === 0) {
    return {
      strategy: 'take-all',
      text: `${fact} takes away all ${a} of them. How many are left when all are taken?`,
    };
  }
  if (difference <= 3) {
    return {
      strategy: 'count-up',
      text: `Think addition: ${b} ${PLUS} ? = ${a}. Count up from ${b} to ${a}: how many numbers do you say?`,
    };
  }
  if (a > 10 && b < 10) {
    const toTen = 10 - b;
    return {
      strategy: 'think-addition',
      text: `Think addition: ${b} ${PLUS} ? = ${a}. From ${b}, ${toTen} more make 10, and ${a - 10} more make ${a}. What is ${toTen} ${PLUS} ${a - 10}?`,
    };
  }
  return {
    strategy: 'think-addition',
    text: `Think addition: ${b} ${PLUS} ? = ${a}. Which number added to ${b} makes ${a}?`,
  };
}

/**
 * A multiplication is explained through the factor with the easiest strategy (7 x 9 by the
 * nines, 8 x 5 by the fives): a x b and b x a are the same number of things.
 */
const BY_EASE = [0, 1, 10, 2, 5, 9, 11, 4, 3, 12, 6, 8, 7] as const;

function multiplicationStrategy(a: number, b: number): FactHelp {
  const fact = `${a} ${TIMES} ${b}`;
  const by = BY_EASE.find((factor) => factor === a || factor === b)!;
  const n = by === b ? a : b;
  const swap = by === a && a !== b ? `${fact} is the same as ${n} ${TIMES} ${by}. ` : '';
  const say = (strategy: FactStrategy, text: string): FactHelp => ({
    strategy,
    text: `${swap}${text}`,
  });
  switch (by) {
    case 0:
      return say('times-zero', `${n} ${TIMES} 0 is ${n} groups of nothing. How much is that?`);
    case 1:
      return say('times-one', `${n} ${TIMES} 1 is one group of ${n}. How many is one ${n}?`);
    case 10:
      return say(
        'times-ten',
        `${n} ${TIMES} 10 is ${n} tens: write ${n}, then a 0 in the ones place. What number is that?`,
      );
    case 2:
      return say(
        'times-two',
        `${n} ${TIMES} 2 is a double: ${n} ${PLUS} ${n}. What is double ${n}?`,
      );
    case 5:
      return say(
        'times-five',
        `${n} ${TIMES} 5 is half of ${n} ${TIMES} 10. ${n} ${TIMES} 10 = ${n * 10}. What is half of ${n * 10}?`,
      );
    case 9:
      return say(
        'times-nine',
        `${n} ${TIMES} 9 is one group of ${n} less than ${n} ${TIMES} 10. ${n} ${TIMES} 10 = ${n * 10}. What is ${n * 10} ${MINUS} ${n}?`,
      );
    case 11:
      return say(
        'times-eleven',
        `${n} ${TIMES} 11 is ${n} ${TIMES} 10 and one more ${n}. ${n} ${TIMES} 10 = ${n * 10}. What is ${n * 10} ${PLUS} ${n}?`,
      );
    case 4:
      return say(
        'times-four',
        `${n} ${TIMES} 4 is double, then double again. Double ${n} is ${n * 2}. What is double ${n * 2}?`,
      );
    case 3:
      return say(
        'times-three',
        `${n} ${TIMES} 3 is a double and one more group. Double ${n} is ${n * 2}. What is ${n * 2} ${PLUS} ${n}?`,
      );
    case 12:
      return say(
        'times-twelve',
        `${n} ${TIMES} 12 is ${n} ${TIMES} 10 and ${n} ${TIMES} 2. ${n} ${TIMES} 10 = ${n * 10} and ${n} ${TIMES} 2 = ${n * 2}. What is ${n * 10} ${PLUS} ${n * 2}?`,
      );
    case 6:
      return say(
        'times-six',
        `${n} ${TIMES} 6 is ${n} ${TIMES} 5 and one more group of ${n}. ${n} ${TIMES} 5 = ${n * 5}. What is ${n * 5} ${PLUS} ${n}?`,
      );
    case 8:
      return say(
        'times-eight',
        `${n} ${TIMES} 8 is double, double and double again. Double ${n} is ${n * 2}, double ${n * 2} is ${n * 4}. What is double ${n * 4}?`,
      );
    case 7:
      return say(
        'times-seven',
        `${n} ${TIMES} 7 is ${n} ${TIMES} 5 and ${n} ${TIMES} 2. ${n} ${TIMES} 5 = ${n * 5} and ${n} ${TIMES} 2 = ${n * 2}. What is ${n * 5} ${PLUS} ${n * 2}?`,
      );
  }
}

function divisionStrategy(a: number, b: number): FactHelp {
  const fact = `${a} ${DIVIDED} ${b}`;
  if (b === 1) {
    return {
      strategy: 'divide-by-one',
      text: `${fact}: all ${a} go into one group. How many are in that group?`,
    };
  }
  const quotient = factAnswer({ operation: 'division', a, b });
  if (quotient === 1) {
    return {
      strategy: 'missing-factor',
      text: `Think multiplication: ${b} ${TIMES} ? = ${a}. How many ${b}s make ${a}?`,
    };
  }
  // A multiplication the child may know, below the answer, to count on from in b's.
  const from = quotient > 5 ? 5 : quotient > 2 ? 2 : 1;
  return {
    strategy: 'missing-factor',
    text: `Think multiplication: ${b} ${TIMES} ? = ${a}. You know ${b} ${TIMES} ${from} = ${b * from}. Count on in ${b}s from ${b * from} until you reach ${a}: how many ${b}s is that?`,
  };
}
