import type { Subject } from '../arithmetic/problem';

/**
 * The catalog of buggy procedures (DESIGN.md §7.9): the systematic mistakes that Brown
 * and Burton's BUGGY (1978) and VanLehn's Repair Theory found behind children's wrong
 * digits. Each bug is simulated by `buggyWorks`; this file holds what people read.
 */
export const BUG_IDS = [
  'smaller-from-larger',
  'borrow-no-decrement',
  'borrow-across-zero-stops',
  'zero-minus-n',
  'blank-as-one',
  'carry-dropped',
  'carry-not-added',
  'whole-column-sum',
  'multiplication-carry-ignored',
  'carry-added-before-multiplying',
  'missing-placeholder-zero',
  'partial-product-left-out',
  'missing-zero-in-quotient',
  'quotient-digit-too-small',
  'wrong-digit-brought-down',
] as const;
export type BugId = (typeof BUG_IDS)[number];

export interface Bug {
  id: BugId;
  /** A parent's short name for it. */
  title: string;
  /** What the child does, in plain words for a parent, and the idea they are missing. */
  explanation: string;
  /** Where the bug can show: the subtraction bugs also show in long division's subtract steps. */
  subjects: readonly Subject[];
}

const SUBTRACTION_IN_DIVISION: readonly Subject[] = ['subtraction', 'division'];

export const BUGS: Record<BugId, Bug> = {
  'smaller-from-larger': {
    id: 'smaller-from-larger',
    title: 'Takes the smaller digit from the larger one',
    explanation:
      'In a column where the top digit is smaller, your child subtracts the top digit from the bottom one instead of borrowing (52 - 27 becomes 35). The missing idea: when the top digit is too small, borrow ten from the next column.',
    subjects: SUBTRACTION_IN_DIVISION,
  },
  'borrow-no-decrement': {
    id: 'borrow-no-decrement',
    title: 'Borrows but does not take the ten away',
    explanation:
      'Your child borrows ten for a column but forgets to make the next column one smaller (143 - 28 becomes 125). The missing idea: the ten that is borrowed comes out of the next column.',
    subjects: SUBTRACTION_IN_DIVISION,
  },
  'borrow-across-zero-stops': {
    id: 'borrow-across-zero-stops',
    title: 'Stops borrowing at a zero',
    explanation:
      'When borrowing from a zero, your child turns the zero into a 9 but does not go on to take one from the next digit (1300 - 522 becomes 878). The missing idea: a zero has nothing to lend, so the borrow goes on to the next digit.',
    subjects: SUBTRACTION_IN_DIVISION,
  },
  'zero-minus-n': {
    id: 'zero-minus-n',
    title: 'Writes 0 - N as N',
    explanation:
      'When the top digit is 0, your child writes the bottom digit instead of borrowing (50 - 23 becomes 33). The missing idea: 0 take away a number needs a borrow, just like any smaller digit.',
    subjects: SUBTRACTION_IN_DIVISION,
  },
  'blank-as-one': {
    id: 'blank-as-one',
    title: 'Counts an empty place as 1',
    explanation:
      'Where the bottom number has no digit, your child subtracts 1 instead of nothing (143 - 28 becomes 15). The missing idea: an empty place in the bottom number means 0.',
    subjects: SUBTRACTION_IN_DIVISION,
  },
  'carry-dropped': {
    id: 'carry-dropped',
    title: 'Forgets to carry',
    explanation:
      'When a column adds up to 10 or more, your child writes the last digit and drops the ten (58 + 67 becomes 115). The missing idea: the ten moves to the next column as a carried 1.',
    subjects: ['addition'],
  },
  'carry-not-added': {
    id: 'carry-not-added',
    title: 'Writes the carry but does not add it',
    explanation:
      "Your child writes the carried 1 above the next column but leaves it out of that column's sum (58 + 67 becomes 115). The missing idea: the carried 1 is part of the next column and must be added.",
    subjects: ['addition'],
  },
  'whole-column-sum': {
    id: 'whole-column-sum',
    title: 'Writes the whole column sum',
    explanation:
      'When a column adds up to 10 or more, your child writes both digits under it (58 + 67 becomes 1115). The missing idea: only the ones digit stays; the ten is carried to the next column.',
    subjects: ['addition'],
  },
  'multiplication-carry-ignored': {
    id: 'multiplication-carry-ignored',
    title: 'Ignores the carry when multiplying',
    explanation:
      'Your child writes the last digit of each small product and leaves out what should be carried (23 x 4 becomes 82). The missing idea: the tens of each small product are added to the next one.',
    subjects: ['multiplication'],
  },
  'carry-added-before-multiplying': {
    id: 'carry-added-before-multiplying',
    title: 'Adds the carry before multiplying',
    explanation:
      'Your child adds the carried digit to the next digit and then multiplies (23 x 4 becomes 122, as (2 + 1) x 4). The missing idea: multiply first, then add the carry.',
    subjects: ['multiplication'],
  },
  'missing-placeholder-zero': {
    id: 'missing-placeholder-zero',
    title: 'Leaves out the placeholder zero',
    explanation:
      'In the second row of a long multiplication your child does not shift the row one place left (23 x 14 becomes 115). The missing idea: multiplying by the tens digit means multiplying by tens, so the row starts with a 0 in the ones place.',
    subjects: ['multiplication'],
  },
  'partial-product-left-out': {
    id: 'partial-product-left-out',
    title: 'Leaves a row out of the total',
    explanation:
      'Your child works out the rows of a long multiplication but leaves one of them out of the final sum (23 x 14 becomes 92). The missing idea: the answer is the sum of every row, one for each digit of the bottom number.',
    subjects: ['multiplication'],
  },
  'missing-zero-in-quotient': {
    id: 'missing-zero-in-quotient',
    title: 'Leaves the zero out of the answer',
    explanation:
      'When the divisor does not go into a step, your child brings down the next digit without writing 0 on top (612 / 6 becomes 12). The missing idea: every step writes a digit in the answer, and "does not go" is a 0.',
    subjects: ['division'],
  },
  'quotient-digit-too-small': {
    id: 'quotient-digit-too-small',
    title: 'Picks an answer digit that is too small',
    explanation:
      'Your child writes a digit in the answer that is one too small, so what is left after subtracting is still as big as the divisor (85 / 4 becomes 20 r 5). The missing idea: what is left over must always be smaller than the divisor.',
    subjects: ['division'],
  },
  'wrong-digit-brought-down': {
    id: 'wrong-digit-brought-down',
    title: 'Brings down the wrong digit',
    explanation:
      'Your child brings down a digit that is not the next one of the number being divided (84 / 4 becomes 22). The missing idea: each step brings down the very next digit, in order.',
    subjects: ['division'],
  },
};

export function isBugId(value: unknown): value is BugId {
  return typeof value === 'string' && (BUG_IDS as readonly string[]).includes(value);
}

/** The bugs that can show in a subject's grid. */
export function bugsOf(subject: Subject): BugId[] {
  return BUG_IDS.filter((id) => BUGS[id].subjects.includes(subject));
}
