import { digitAt, digitCount } from '../arithmetic/digits';
import { type Fact, factAnswer, isFact } from '../arithmetic/facts';
import type { Box } from '../arithmetic/grid';
import { factOf, type Problem } from '../arithmetic/problem';
import { solveSubtraction } from '../arithmetic/subtraction';
import { type Hint, hintFor } from '../explain/hints';

/**
 * The number fact an answer box stands for (decision 0010): every box a child fills in a
 * grid is one fact recalled or worked out. 8 + 5 with a carried 1 in an addition column;
 * 13 - 8 in a column that borrowed; 7 x 6 with 4 carried in 47 x 6; "how many 7s in 45"
 * (42 / 7) for a quotient digit. Read off the worked step behind the box (hints.ts), never
 * off what the child typed, so fluency measured inside grids counts the right fact.
 */
export interface BoxFact {
  fact: Fact;
  /** A carry added to the fact's answer before the digit is written (7 x 6 + 4). */
  carryIn: number;
  /** The column's top digit went down by one: it lent a ten to the column on its right. */
  borrowIn: number;
  /** Which digit of the answer (with its carry) the box holds: 0 for the ones. */
  place: number;
}

/** The digit a box standing for this fact holds: its answer and carry, at its place. */
export function boxFactDigit({ fact, carryIn, place }: BoxFact): number {
  return digitAt(factAnswer(fact) + carryIn, place);
}

/**
 * The fact behind a box of the problem's grid; undefined for a box that is no fact of the
 * tables: a carry or borrow noted, a digit copied down, a placeholder zero, a column of
 * three rows or more, a quotient digit of 0 or of a divisor over 12.
 */
export function boxFact(problem: Problem, box: Box): BoxFact | undefined {
  if (!box.graded) return undefined;
  const whole = factOf(problem);
  // A problem that is one fact: each box of its field holds one place of the answer.
  if (whole) return { fact: whole, carryIn: 0, borrowIn: 0, place: box.column };
  const hint = hintFor(problem, box);
  const found = fromHint(hint, box);
  return found && isFact(found.fact) ? found : undefined;
}

function fromHint(hint: Hint, box: Box): BoxFact | undefined {
  switch (hint.kind) {
    case 'add': {
      const [a, b, ...more] = hint.digits;
      if (a === undefined || more.length > 0) return undefined;
      // A digit alone with a carry is a fact too: 4 and the carried 1.
      if (b === undefined) {
        return hint.carryIn > 0 ? plain({ operation: 'addition', a, b: hint.carryIn }) : undefined;
      }
      return {
        fact: { operation: 'addition', a, b },
        carryIn: hint.carryIn,
        borrowIn: 0,
        place: 0,
      };
    }
    case 'subtract':
      return hint.bottom === null
        ? undefined
        : columnSubtraction(hint.top, hint.lent, hint.borrowed, hint.bottom);
    case 'equal-additions':
      // 14 − 8, or 5 − 3 with the one paid back: the fact the child works out in the column.
      return hint.bottom === null && !hint.paidBack
        ? undefined
        : plain({
            operation: 'subtraction',
            a: hint.top + (hint.tenAdded ? 10 : 0),
            b: (hint.bottom ?? 0) + (hint.paidBack ? 1 : 0),
          });
    case 'multiply':
      return {
        fact: { operation: 'multiplication', a: hint.digit, b: hint.by },
        carryIn: hint.carryIn,
        borrowIn: 0,
        place: 0,
      };
    case 'divide':
      return divisionStep(hint, box);
    default:
      return undefined;
  }
}

const plain = (fact: Fact): BoxFact => ({ fact, carryIn: 0, borrowIn: 0, place: 0 });

/** A column of written subtraction: the top digit after lending, with the ten it borrowed. */
function columnSubtraction(top: number, lent: boolean, borrowed: boolean, bottom: number): BoxFact {
  // A 0 that lends has borrowed first: it is 9 by then.
  const after = lent ? (top === 0 ? 9 : top - 1) : top;
  return {
    fact: { operation: 'subtraction', a: after + (borrowed ? 10 : 0), b: bottom },
    carryIn: 0,
    borrowIn: lent ? 1 : 0,
    place: 0,
  };
}

/** A box of one step of long division: its quotient, multiply or subtract digit. */
function divisionStep(hint: Extract<Hint, { kind: 'divide' }>, box: Box): BoxFact | undefined {
  switch (box.fieldType) {
    case 'quotient':
      // How many 7s in 45: the largest multiple that fits, 42 / 7.
      return plain({
        operation: 'division',
        a: hint.quotientDigit * hint.divisor,
        b: hint.divisor,
      });
    case 'multiply':
      return {
        fact: { operation: 'multiplication', a: hint.quotientDigit, b: hint.divisor },
        carryIn: 0,
        borrowIn: 0,
        place: box.position,
      };
    case 'subtract': {
      if (box.position >= digitCount(hint.multiply)) return undefined;
      const step = solveSubtraction(hint.part, hint.multiply).steps[box.position];
      return (
        step &&
        columnSubtraction(step.digit1, step.borrowReceived === 1, step.borrow === 1, step.digit2)
      );
    }
    default:
      return undefined;
  }
}
