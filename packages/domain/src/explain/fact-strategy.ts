import { type Fact, factAnswer } from '../arithmetic/facts';
import { SIGNS } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { PALABRAS_DE_HECHOS } from './fact-strategy-es';

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

/**
 * The words of each strategy, with the fact's numbers: one table per language, the same
 * entries (TypeScript refuses a language that leaves one out). `fact` is the fact as written
 * ("7 + 5"); the other arguments are its numbers as each strategy uses them.
 */
export interface FactWords {
  addZero: (fact: string, big: number) => string;
  doubles: (fact: string, a: number) => string;
  countOnOne: (fact: string, big: number) => string;
  countOnFrom: (big: number, small: number, said: string) => string;
  nearDoubles: (fact: string, small: number) => string;
  tenPairs: (a: number, b: number) => string;
  makeTen: (fact: string, big: number, toTen: number, rest: number) => string;
  countOn: (big: number, small: number) => string;
  takeZero: (fact: string, a: number) => string;
  takeAll: (fact: string, a: number) => string;
  countUp: (a: number, b: number) => string;
  thinkAdditionToTen: (a: number, b: number, toTen: number) => string;
  thinkAddition: (a: number, b: number) => string;
  swap: (fact: string, n: number, by: number) => string;
  timesZero: (n: number) => string;
  timesOne: (n: number) => string;
  timesTen: (n: number) => string;
  timesTwo: (n: number) => string;
  timesFive: (n: number) => string;
  timesNine: (n: number) => string;
  timesEleven: (n: number) => string;
  timesFour: (n: number) => string;
  timesThree: (n: number) => string;
  timesTwelve: (n: number) => string;
  timesSix: (n: number) => string;
  timesEight: (n: number) => string;
  timesSeven: (n: number) => string;
  divideByOne: (fact: string, a: number) => string;
  missingFactorOnce: (a: number, b: number) => string;
  missingFactor: (a: number, b: number, from: number) => string;
  /** Something a child knows in twos of n: "two ears and two eyes". */
  doubleImage: (n: number) => string;
}

const DOUBLE_IMAGES: Record<number, string> = {
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

export const FACT_WORDS: FactWords = {
  addZero: (fact, big) => `Adding 0 adds nothing: ${fact} is just the ${big}. What number is that?`,
  doubles: (fact, a) =>
    `${fact} is a double: two ${a}s. Think of ${FACT_WORDS.doubleImage(a)}. How many is double ${a}?`,
  countOnOne: (fact, big) =>
    `${fact} is 1 more than ${big}. Start at ${big} and count on 1: which number comes next?`,
  countOnFrom: (big, small, said) =>
    `Start at the bigger number, ${big}, and count on ${small}: ${said}, ... Which number do you land on?`,
  nearDoubles: (fact, small) =>
    `${fact} is a near double: ${small} ${PLUS} ${small} = ${small * 2}, and ${fact} is 1 more. What is 1 more than ${small * 2}?`,
  tenPairs: (a, b) =>
    `${a} and ${b} are partners that make a whole ten, like 10 fingers: ${a} fingers up, ${b} down. How many fingers in all?`,
  makeTen: (fact, big, toTen, rest) =>
    `Make a ten: ${fact} = ${big} ${PLUS} ${toTen} ${PLUS} ${rest}. ${big} ${PLUS} ${toTen} = 10. What is 10 ${PLUS} ${rest}?`,
  countOn: (big, small) =>
    `Start at the bigger number, ${big}, and count on ${small}. Which number do you land on?`,
  takeZero: (fact, a) =>
    `Taking away 0 takes nothing away: ${fact} leaves all of the ${a}. How many is that?`,
  takeAll: (fact, a) =>
    `${fact} takes away all ${a} of them. How many are left when all are taken?`,
  countUp: (a, b) =>
    `Think addition: ${b} ${PLUS} ? = ${a}. Count up from ${b} to ${a}: how many numbers do you say?`,
  thinkAdditionToTen: (a, b, toTen) =>
    `Think addition: ${b} ${PLUS} ? = ${a}. From ${b}, ${toTen} more make 10, and ${a - 10} more make ${a}. What is ${toTen} ${PLUS} ${a - 10}?`,
  thinkAddition: (a, b) =>
    `Think addition: ${b} ${PLUS} ? = ${a}. Which number added to ${b} makes ${a}?`,
  swap: (fact, n, by) => `${fact} is the same as ${n} ${TIMES} ${by}. `,
  timesZero: (n) => `${n} ${TIMES} 0 is ${n} groups of nothing. How much is that?`,
  timesOne: (n) => `${n} ${TIMES} 1 is one group of ${n}. How many is one ${n}?`,
  timesTen: (n) =>
    `${n} ${TIMES} 10 is ${n} tens: write ${n}, then a 0 in the ones place. What number is that?`,
  timesTwo: (n) => `${n} ${TIMES} 2 is a double: ${n} ${PLUS} ${n}. What is double ${n}?`,
  timesFive: (n) =>
    `${n} ${TIMES} 5 is half of ${n} ${TIMES} 10. ${n} ${TIMES} 10 = ${n * 10}. What is half of ${n * 10}?`,
  timesNine: (n) =>
    `${n} ${TIMES} 9 is one group of ${n} less than ${n} ${TIMES} 10. ${n} ${TIMES} 10 = ${n * 10}. What is ${n * 10} ${MINUS} ${n}?`,
  timesEleven: (n) =>
    `${n} ${TIMES} 11 is ${n} ${TIMES} 10 and one more ${n}. ${n} ${TIMES} 10 = ${n * 10}. What is ${n * 10} ${PLUS} ${n}?`,
  timesFour: (n) =>
    `${n} ${TIMES} 4 is double, then double again. Double ${n} is ${n * 2}. What is double ${n * 2}?`,
  timesThree: (n) =>
    `${n} ${TIMES} 3 is a double and one more group. Double ${n} is ${n * 2}. What is ${n * 2} ${PLUS} ${n}?`,
  timesTwelve: (n) =>
    `${n} ${TIMES} 12 is ${n} ${TIMES} 10 and ${n} ${TIMES} 2. ${n} ${TIMES} 10 = ${n * 10} and ${n} ${TIMES} 2 = ${n * 2}. What is ${n * 10} ${PLUS} ${n * 2}?`,
  timesSix: (n) =>
    `${n} ${TIMES} 6 is ${n} ${TIMES} 5 and one more group of ${n}. ${n} ${TIMES} 5 = ${n * 5}. What is ${n * 5} ${PLUS} ${n}?`,
  timesEight: (n) =>
    `${n} ${TIMES} 8 is double, double and double again. Double ${n} is ${n * 2}, double ${n * 2} is ${n * 4}. What is double ${n * 4}?`,
  timesSeven: (n) =>
    `${n} ${TIMES} 7 is ${n} ${TIMES} 5 and ${n} ${TIMES} 2. ${n} ${TIMES} 5 = ${n * 5} and ${n} ${TIMES} 2 = ${n * 2}. What is ${n * 5} ${PLUS} ${n * 2}?`,
  divideByOne: (fact, a) => `${fact}: all ${a} go into one group. How many are in that group?`,
  missingFactorOnce: (a, b) =>
    `Think multiplication: ${b} ${TIMES} ? = ${a}. How many ${b}s make ${a}?`,
  missingFactor: (a, b, from) =>
    `Think multiplication: ${b} ${TIMES} ? = ${a}. You know ${b} ${TIMES} ${from} = ${b * from}. Count on in ${b}s from ${b * from} until you reach ${a}: how many ${b}s is that?`,
  doubleImage: (n) => DOUBLE_IMAGES[n] ?? `two rows of ${n}`,
};

const WORDS: Record<Language, FactWords> = { en: FACT_WORDS, es: PALABRAS_DE_HECHOS };

/**
 * The strategy for a fact, and its words in the child's language (docs/languages.md). One
 * function for every fact of every table.
 */
export function factStrategy(fact: Fact, language: Language = 'en'): FactHelp {
  const words = WORDS[language];
  switch (fact.operation) {
    case 'addition':
      return additionStrategy(fact.a, fact.b, words);
    case 'subtraction':
      return subtractionStrategy(fact.a, fact.b, words);
    case 'multiplication':
      return multiplicationStrategy(fact.a, fact.b, words);
    case 'division':
      return divisionStrategy(fact.a, fact.b, words);
  }
}

function additionStrategy(a: number, b: number, words: FactWords): FactHelp {
  const fact = `${a} ${PLUS} ${b}`;
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  if (small === 0) return { strategy: 'add-zero', text: words.addZero(fact, big) };
  if (a === b) return { strategy: 'doubles', text: words.doubles(fact, a) };
  if (small === 1) return { strategy: 'count-on', text: words.countOnOne(fact, big) };
  if (small <= 3) {
    const said = Array.from({ length: small - 1 }, (_, i) => big + 1 + i).join(', ');
    return { strategy: 'count-on', text: words.countOnFrom(big, small, said) };
  }
  if (big - small === 1) return { strategy: 'near-doubles', text: words.nearDoubles(fact, small) };
  if (a + b === 10) return { strategy: 'ten-pairs', text: words.tenPairs(a, b) };
  if (a + b > 10) {
    const toTen = 10 - big;
    return { strategy: 'make-ten', text: words.makeTen(fact, big, toTen, small - toTen) };
  }
  // 4 + 6 is a ten pair and 4 + 5 a near double: no addition fact is left for here, but a
  // table that grows keeps an answer.
  return { strategy: 'count-on', text: words.countOn(big, small) };
}

function subtractionStrategy(a: number, b: number, words: FactWords): FactHelp {
  const fact = `${a} ${MINUS} ${b}`;
  const difference = a - b;
  if (b === 0) return { strategy: 'take-zero', text: words.takeZero(fact, a) };
  if (difference === 0) return { strategy: 'take-all', text: words.takeAll(fact, a) };
  if (difference <= 3) return { strategy: 'count-up', text: words.countUp(a, b) };
  if (a > 10 && b < 10) {
    return { strategy: 'think-addition', text: words.thinkAdditionToTen(a, b, 10 - b) };
  }
  return { strategy: 'think-addition', text: words.thinkAddition(a, b) };
}

/**
 * A multiplication is explained through the factor with the easiest strategy (7 x 9 by the
 * nines, 8 x 5 by the fives): a x b and b x a are the same number of things.
 */
const BY_EASE = [0, 1, 10, 2, 5, 9, 11, 4, 3, 12, 6, 8, 7] as const;

const BY_FACTOR: Record<
  (typeof BY_EASE)[number],
  [FactStrategy, (words: FactWords, n: number) => string]
> = {
  0: ['times-zero', (w, n) => w.timesZero(n)],
  1: ['times-one', (w, n) => w.timesOne(n)],
  10: ['times-ten', (w, n) => w.timesTen(n)],
  2: ['times-two', (w, n) => w.timesTwo(n)],
  5: ['times-five', (w, n) => w.timesFive(n)],
  9: ['times-nine', (w, n) => w.timesNine(n)],
  11: ['times-eleven', (w, n) => w.timesEleven(n)],
  4: ['times-four', (w, n) => w.timesFour(n)],
  3: ['times-three', (w, n) => w.timesThree(n)],
  12: ['times-twelve', (w, n) => w.timesTwelve(n)],
  6: ['times-six', (w, n) => w.timesSix(n)],
  8: ['times-eight', (w, n) => w.timesEight(n)],
  7: ['times-seven', (w, n) => w.timesSeven(n)],
};

function multiplicationStrategy(a: number, b: number, words: FactWords): FactHelp {
  const fact = `${a} ${TIMES} ${b}`;
  const by = BY_EASE.find((factor) => factor === a || factor === b)!;
  const n = by === b ? a : b;
  const swap = by === a && a !== b ? words.swap(fact, n, by) : '';
  const [strategy, say] = BY_FACTOR[by];
  return { strategy, text: `${swap}${say(words, n)}` };
}

function divisionStrategy(a: number, b: number, words: FactWords): FactHelp {
  const fact = `${a} ${DIVIDED} ${b}`;
  if (b === 1) return { strategy: 'divide-by-one', text: words.divideByOne(fact, a) };
  const quotient = factAnswer({ operation: 'division', a, b });
  if (quotient === 1) return { strategy: 'missing-factor', text: words.missingFactorOnce(a, b) };
  // A multiplication the child may know, below the answer, to count on from in b's.
  const from = quotient > 5 ? 5 : quotient > 2 ? 2 : 1;
  return { strategy: 'missing-factor', text: words.missingFactor(a, b, from) };
}
