import type { Language } from '../languages/locale';
import { HINT_WORDS, type HintWords } from './hint-words';
import type { Hint } from './hints';

/**
 * A worked step in words (docs/languages.md, "Where a word lives"): which sentences a step says,
 * and with which numbers, is decided here, once; each language's words for those sentences are
 * its entry of the table in hint-words.ts, which says how, never which (its plurals aside).
 */
export function hintText(hint: Hint, language: Language = 'en'): string {
  const words = HINT_WORDS[language];
  switch (hint.kind) {
    case 'fact':
      return words.fact(hint.fact);
    case 'add': {
      const terms = [
        ...hint.digits.map(String),
        ...(hint.carryIn > 0 ? [words.carried(hint.carryIn)] : []),
      ];
      const where = words.addWhere(hint.column, Boolean(hint.rows));
      if (terms.length === 1) return words.addOnly(where, terms[0]!, hint.write);
      const sum = `${where}: ${terms.join(' + ')} = ${hint.total}`;
      return hint.carryOut > 0 ? `${sum}${words.addCarry(hint.write, hint.carryOut)}` : `${sum}.`;
    }
    case 'carry-down':
      return words.carryDown(hint.carry, hint.column);
    case 'subtract':
      return inColumn(words, hint.column, subtractPhrases(words, hint));
    case 'equal-additions':
      return inColumn(words, hint.column, equalAdditionsPhrases(words, hint));
    case 'multiply': {
      const product = words.product(hint.digit, hint.by, hint.digit * hint.by);
      const withCarry =
        hint.carryIn > 0 ? `${product}${words.plusCarried(hint.carryIn, hint.total)}` : product;
      const write =
        hint.carryOut > 0
          ? words.multiplyCarry(hint.write, hint.carryOut)
          : words.multiplyWrite(hint.write);
      return `${withCarry}${write}`;
    }
    case 'placeholder':
      return words.placeholder(hint.by, hint.place, hint.column);
    case 'empty':
      return words.empty(hint.column);
    case 'divide': {
      const fits =
        hint.quotientDigit === 0
          ? words.noneFit(hint.divisor, hint.part)
          : words.fits(hint.divisor, hint.part, hint.quotientDigit);
      const work = words.divideWork(
        hint.quotientDigit,
        hint.divisor,
        hint.multiply,
        hint.part,
        hint.subtract,
      );
      const then =
        hint.bringDown !== undefined
          ? words.bringDown(hint.bringDown)
          : hint.subtract > 0
            ? words.remainder(hint.subtract)
            : words.nothingLeft;
      return `${words.divideStep(hint.step)} ${fits} ${work} ${then}`;
    }
  }
}

/** A column's sentences after its name: the first as it is, the others capitalised. */
function inColumn(words: HintWords, column: number, [first, ...rest]: string[]): string {
  return [`${words.column(column)}: ${first}`, ...rest.map(capital)].join(' ');
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A column by borrowing: what the digit lent first, then the take-away. */
function subtractPhrases(words: HintWords, hint: Extract<Hint, { kind: 'subtract' }>): string[] {
  const phrases: string[] = [];
  let top = hint.top;
  if (hint.lent && hint.top === 0) {
    // A 0 has nothing to lend: it borrows from its left first, becomes 10, lends 1.
    phrases.push(words.lentFromZero);
    top = 9;
  } else if (hint.lent) {
    top = hint.top - 1;
    phrases.push(words.lent(hint.top, top));
  }
  const bottom = hint.bottom;
  if (bottom === null) phrases.push(words.nothingToTake(hint.difference));
  else if (hint.borrowed && top < bottom) phrases.push(words.borrow(top, bottom, hint.difference));
  else phrases.push(words.takeAway(top, bottom, hint.difference));
  return phrases;
}

/**
 * A column by equal additions: the ten paid back on the bottom digit first, then the take-away,
 * with ten added to the top when it is smaller.
 */
function equalAdditionsPhrases(
  words: HintWords,
  hint: Extract<Hint, { kind: 'equal-additions' }>,
): string[] {
  const taken = (hint.bottom ?? 0) + (hint.paidBack ? 1 : 0);
  const phrases: string[] = [];
  if (hint.paidBack) {
    phrases.push(hint.bottom === null ? words.paidBackAlone : words.paidBack(hint.bottom, taken));
  }
  if (hint.bottom === null && !hint.paidBack) phrases.push(words.nothingToTake(hint.difference));
  else if (hint.tenAdded) phrases.push(words.tenAdded(hint.top, taken, hint.difference));
  else phrases.push(words.takeAwayPaid(hint.top, taken, hint.difference));
  return phrases;
}
