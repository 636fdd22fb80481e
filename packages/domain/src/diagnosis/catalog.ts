import type { Subject } from '../arithmetic/problem';

/**
 * The catalog of buggy procedures (docs/misconceptions.md): the systematic mistakes that the
 * research on children's written arithmetic found behind their wrong digits. Each bug is
 * simulated by `buggyWorks`; this file holds what people read and where each comes from
 * (docs/misconceptions.md has the rule and an example of each). Within a subject the
 * order is how common the literature found them: of two bugs that explain the same
 * answers, the earlier one is named.
 */
export const BUG_IDS = [
  // Subtraction (and long division's subtract steps)
  'smaller-from-larger',
  'borrow-across-zero',
  'stops-borrow-at-zero',
  'borrow-from-zero',
  'borrow-no-decrement',
  'zero-minus-n',
  'zero-minus-n-is-zero',
  'n-minus-zero-is-zero',
  'borrow-from-zero-is-ten',
  'first-borrow-no-decrement',
  'always-borrow-left',
  'adds-instead',
  // Subtraction by equal additions
  'payback-forgotten',
  'payback-on-top',
  // Addition
  'carry-dropped',
  'carry-not-added',
  'whole-column-sum',
  'carries-the-ones',
  'adds-left-to-right',
  'subtracts-instead',
  // Multiplication
  'multiplication-carry-ignored',
  'carry-added-before-multiplying',
  'missing-placeholder-zero',
  'partial-product-left-out',
  'carry-multiplied',
  'carry-as-tens',
  'whole-products',
  'multiplies-within-columns',
  // Division
  'missing-zero-in-quotient',
  'quotient-digit-too-small',
  'step-remainder-dropped',
  'divides-right-to-left',
] as const;
export type BugId = (typeof BUG_IDS)[number];

/** The publications the catalog cites (docs/misconceptions.md lists what each gives). */
export const SOURCES = {
  brownBurton1978:
    'Brown, J. S. & Burton, R. R. (1978). Diagnostic models for procedural bugs in basic mathematical skills. Cognitive Science 2(2), 155-192.',
  burton1982:
    'Burton, R. R. (1982). Diagnosing bugs in a simple procedural skill. In D. Sleeman & J. S. Brown (eds.), Intelligent Tutoring Systems, 157-183. Academic Press.',
  vanLehn1990:
    'VanLehn, K. (1990). Mind Bugs: The Origins of Procedural Misconceptions. MIT Press (appendix: the subtraction bugs observed).',
  ashlock2010:
    'Ashlock, R. B. (2010). Error Patterns in Computation: Using Error Patterns to Help Each Student Learn (10th ed.). Allyn & Bacon.',
  johnson1938:
    'Johnson, J. T. (1938). The relative merits of three methods of subtraction: an experimental comparison of the decomposition method of subtraction with the equal additions method and the Austrian method. Teachers College, Columbia University, Contributions to Education 738.',
  brownellMoser1949:
    'Brownell, W. A. & Moser, H. E. (1949). Meaningful vs. mechanical learning: a study in grade III subtraction. Duke University Research Studies in Education 8.',
} as const;
export type SourceId = keyof typeof SOURCES;

export interface Bug {
  id: BugId;
  /** A parent's short name for it. */
  title: string;
  /** What the child does, in plain words for a parent, and the idea they are missing. */
  explanation: string;
  /** Where the bug can show: the subtraction bugs also show in long division's subtract steps. */
  subjects: readonly Subject[];
  /** The publications that describe it, and the name they give it. */
  sources: readonly SourceId[];
  knownAs: string;
  /**
   * A subtraction bug of one written method only (docs/written-methods.md): borrowing's bugs
   * change a top digit, which equal additions never does; equal additions' own are in its
   * payback. Absent: the bug shows whatever the method.
   */
  method?: 'borrowing' | 'equal-additions';
}

const SUBTRACTION_IN_DIVISION: readonly Subject[] = ['subtraction', 'division'];
const BUGGY: readonly SourceId[] = ['brownBurton1978', 'burton1982', 'vanLehn1990'];

export const BUGS: Record<BugId, Bug> = {
  'smaller-from-larger': {
    id: 'smaller-from-larger',
    title: 'Takes the smaller digit from the larger one',
    explanation:
      'In a column where the top digit is smaller, your child subtracts the top digit from the bottom one instead of borrowing (52 − 27 becomes 35). The missing idea: when the top digit is too small, borrow ten from the next column.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: BUGGY,
    knownAs: 'Smaller-From-Larger',
  },
  'borrow-across-zero': {
    id: 'borrow-across-zero',
    title: 'Skips over a zero when borrowing',
    explanation:
      'When the digit to borrow from is a 0, your child skips it and takes one from the next digit instead, leaving the 0 as it was (904 − 237 becomes 577). The missing idea: the borrowed ten has to pass through the 0, which lends it on and becomes 9.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['brownBurton1978', 'vanLehn1990'],
    knownAs: 'Borrow-Across-Zero',
    method: 'borrowing',
  },
  'stops-borrow-at-zero': {
    id: 'stops-borrow-at-zero',
    title: 'Borrows from a zero without taking anything away',
    explanation:
      'When the digit to borrow from is a 0, your child adds ten to the column but takes nothing from anywhere (904 − 237 becomes 677). The missing idea: a borrowed ten always comes from somewhere; past a 0 it comes from the next digit.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['brownBurton1978', 'vanLehn1990'],
    knownAs: 'Stops-Borrow-At-Zero',
    method: 'borrowing',
  },
  'borrow-from-zero': {
    id: 'borrow-from-zero',
    title: 'Stops borrowing at a zero',
    explanation:
      'When borrowing from a zero, your child turns the zero into a 9 but does not go on to take one from the next digit (1300 − 522 becomes 878). The missing idea: a zero has nothing to lend, so the borrow goes on to the next digit.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: BUGGY,
    knownAs: 'Borrow-From-Zero',
    method: 'borrowing',
  },
  'borrow-no-decrement': {
    id: 'borrow-no-decrement',
    title: 'Borrows but does not take the ten away',
    explanation:
      'Your child borrows ten for a column but forgets to make the next column one smaller (143 − 28 becomes 125). The missing idea: the ten that is borrowed comes out of the next column.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: BUGGY,
    knownAs: 'Borrow-No-Decrement',
    method: 'borrowing',
  },
  'zero-minus-n': {
    id: 'zero-minus-n',
    title: 'Writes 0 − N as N',
    explanation:
      'When the top digit is 0, your child writes the bottom digit instead of borrowing (50 − 23 becomes 33). The missing idea: 0 take away a number needs a borrow, just like any smaller digit.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: BUGGY,
    knownAs: '0-N=N',
  },
  'zero-minus-n-is-zero': {
    id: 'zero-minus-n-is-zero',
    title: 'Writes 0 − N as 0',
    explanation:
      'When the top digit is 0, your child writes 0 instead of borrowing (50 − 23 becomes 30). The missing idea: 0 take away a number needs a borrow, just like any smaller digit.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['brownBurton1978', 'vanLehn1990'],
    knownAs: '0-N=0',
  },
  'n-minus-zero-is-zero': {
    id: 'n-minus-zero-is-zero',
    title: 'Writes N − 0 as 0',
    explanation:
      'When the bottom digit is 0, your child writes 0 (486 − 203 becomes 203). The missing idea: taking away 0 takes nothing away, so the top digit stays.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['brownBurton1978', 'vanLehn1990'],
    knownAs: 'N-0=0',
  },
  'borrow-from-zero-is-ten': {
    id: 'borrow-from-zero-is-ten',
    title: 'Turns a borrowed-from zero into 10',
    explanation:
      'When borrowing across a zero, your child turns the zero into 10 instead of 9 (805 − 237 becomes 578). The missing idea: the zero becomes 10 and then lends one of those tens, so 9 are left.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['vanLehn1990'],
    knownAs: 'Borrow-From-Zero-Is-Ten',
    method: 'borrowing',
  },
  'first-borrow-no-decrement': {
    id: 'first-borrow-no-decrement',
    title: 'Forgets to take away the first borrowed ten',
    explanation:
      'With two borrows in one problem, your child makes the next column one smaller for the second borrow but not for the first (423 − 157 becomes 276). The missing idea: every borrowed ten comes out of the next column, the first one too.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['vanLehn1990'],
    knownAs: 'Borrow-No-Decrement-Except-Last',
    method: 'borrowing',
  },
  'always-borrow-left': {
    id: 'always-borrow-left',
    title: 'Always borrows from the leftmost digit',
    explanation:
      'Your child takes every borrowed ten from the first digit of the top number instead of from the digit just to the left (733 − 216 becomes 427). The missing idea: a column borrows from its next-door neighbor on the left.',
    subjects: SUBTRACTION_IN_DIVISION,
    sources: ['vanLehn1990'],
    knownAs: 'Always-Borrow-Left',
    method: 'borrowing',
  },
  'adds-instead': {
    id: 'adds-instead',
    title: 'Adds instead of subtracting',
    explanation:
      'Your child adds the two numbers in a subtraction problem (52 − 27 becomes 79). The missing idea: the minus sign asks how much is left when the bottom number is taken away.',
    subjects: ['subtraction'],
    sources: ['ashlock2010'],
    knownAs: 'Performs the wrong operation (adds)',
  },
  'payback-forgotten': {
    id: 'payback-forgotten',
    title: 'Adds ten on top but does not pay it back',
    explanation:
      'Your child adds ten to a top digit that is too small, but forgets to add the one to the next digit below (64 − 28 becomes 46). The missing idea: a ten added on top is paid back as one more on the next bottom digit, so that the difference stays the same.',
    subjects: ['subtraction'],
    sources: ['johnson1938', 'brownellMoser1949'],
    knownAs: 'Equal additions: the one not added to the subtrahend',
    method: 'equal-additions',
  },
  'payback-on-top': {
    id: 'payback-on-top',
    title: 'Pays the ten back on the top number',
    explanation:
      'Your child adds ten to a top digit that is too small, then adds the one to the next digit of the top number instead of the bottom one (64 − 28 becomes 56). The missing idea: the ten is paid back below, on the number taken away; adding the same to both numbers keeps the difference.',
    subjects: ['subtraction'],
    sources: ['johnson1938'],
    knownAs: 'Equal additions: the one added to the minuend',
    method: 'equal-additions',
  },
  'carry-dropped': {
    id: 'carry-dropped',
    title: 'Forgets to carry',
    explanation:
      'When a column adds up to 10 or more, your child writes the last digit and drops the ten (58 + 67 becomes 115). The missing idea: the ten moves to the next column as a carried 1.',
    subjects: ['addition'],
    sources: ['ashlock2010'],
    knownAs: 'Ignores the regrouped ten',
  },
  'carry-not-added': {
    id: 'carry-not-added',
    title: 'Writes the carry but does not add it',
    explanation:
      "Your child writes the carried 1 above the next column but leaves it out of that column's sum (58 + 67 becomes 115). The missing idea: the carried 1 is part of the next column and must be added.",
    subjects: ['addition'],
    sources: ['ashlock2010'],
    knownAs: 'Records the regrouped ten but does not add it',
  },
  'whole-column-sum': {
    id: 'whole-column-sum',
    title: 'Writes the whole column sum',
    explanation:
      'When a column adds up to 10 or more, your child writes both digits under it (58 + 67 becomes 1115). The missing idea: only the ones digit stays; the ten is carried to the next column.',
    subjects: ['addition'],
    sources: ['ashlock2010'],
    knownAs: 'Writes each column sum in full (no regrouping)',
  },
  'carries-the-ones': {
    id: 'carries-the-ones',
    title: 'Writes the tens and carries the ones',
    explanation:
      'When a column comes to 10 or more, your child writes its tens digit and carries its ones digit (58 + 67 becomes 161; 27 × 3 becomes 72). The missing idea: the ones digit stays in its column and the ten moves on.',
    subjects: ['addition', 'multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Writes the tens digit and regroups the ones',
  },
  'adds-left-to-right': {
    id: 'adds-left-to-right',
    title: 'Adds from left to right',
    explanation:
      'Your child starts with the leftmost column and carries to the right (58 + 67 becomes 116). The missing idea: we start with the ones, so that each carried ten can move to the bigger place on the left.',
    subjects: ['addition'],
    sources: ['ashlock2010'],
    knownAs: 'Adds from left to right, regrouping to the right',
  },
  'subtracts-instead': {
    id: 'subtracts-instead',
    title: 'Subtracts instead of adding',
    explanation:
      'Your child subtracts one number from the other in an addition problem (67 + 58 becomes 9). The missing idea: the plus sign asks for both amounts together.',
    subjects: ['addition'],
    sources: ['ashlock2010'],
    knownAs: 'Performs the wrong operation (subtracts)',
  },
  'multiplication-carry-ignored': {
    id: 'multiplication-carry-ignored',
    title: 'Ignores the carry when multiplying',
    explanation:
      'Your child writes the last digit of each small product and leaves out what should be carried (23 × 4 becomes 82). The missing idea: the tens of each small product are added to the next one.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Does not add the regrouped digit',
  },
  'carry-added-before-multiplying': {
    id: 'carry-added-before-multiplying',
    title: 'Adds the carry before multiplying',
    explanation:
      'Your child adds the carried digit to the next digit and then multiplies (23 × 4 becomes 122, as (2 + 1) × 4). The missing idea: multiply first, then add the carry.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Adds the regrouped digit before multiplying',
  },
  'missing-placeholder-zero': {
    id: 'missing-placeholder-zero',
    title: 'Leaves out the placeholder zero',
    explanation:
      'In the second row of a long multiplication your child does not shift the row one place left (23 × 14 becomes 115). The missing idea: multiplying by the tens digit means multiplying by tens, so the row starts with a 0 in the ones place.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Does not shift the second partial product',
  },
  'partial-product-left-out': {
    id: 'partial-product-left-out',
    title: 'Leaves a row out of the total',
    explanation:
      'Your child works out the rows of a long multiplication but leaves one of them out of the final sum (23 × 14 becomes 92). The missing idea: the answer is the sum of every row, one for each digit of the bottom number.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Omits a partial product',
  },
  'carry-multiplied': {
    id: 'carry-multiplied',
    title: 'Multiplies by the carry instead of adding it',
    explanation:
      'Your child multiplies the next small product by the carried digit instead of adding it (36 × 4 becomes 244, as 3 × 4 × 2). The missing idea: a carried digit is a number of tens to add on.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Multiplies the regrouped digit',
  },
  'carry-as-tens': {
    id: 'carry-as-tens',
    title: 'Adds the carry as tens',
    explanation:
      'Your child adds a carried 2 as 20 (36 × 4 becomes 324, as 3 × 4 + 20). The missing idea: the carried digit already stands for tens in the next column, so it is added as it is.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Adds the regrouped digit as tens',
  },
  'whole-products': {
    id: 'whole-products',
    title: 'Writes each small product in full',
    explanation:
      'Your child writes every small product whole, two digits under one column, without carrying (36 × 4 becomes 1224). The missing idea: only the ones digit stays; the tens are carried to the next column.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Records each product without regrouping',
  },
  'multiplies-within-columns': {
    id: 'multiplies-within-columns',
    title: 'Multiplies only digits in the same column',
    explanation:
      'Your child multiplies ones by ones and tens by tens, as in adding (23 × 12 becomes 26). The missing idea: every digit of the top number is multiplied by every digit of the bottom one.',
    subjects: ['multiplication'],
    sources: ['ashlock2010'],
    knownAs: 'Multiplies digits in the same column only',
  },
  'missing-zero-in-quotient': {
    id: 'missing-zero-in-quotient',
    title: 'Leaves the zero out of the answer',
    explanation:
      'When the divisor does not go into a step, your child brings down the next digit without writing 0 on top (612 / 6 becomes 12). The missing idea: every step writes a digit in the answer, and "does not go" is a 0.',
    subjects: ['division'],
    sources: ['ashlock2010'],
    knownAs: 'Omits a zero in the quotient',
  },
  'quotient-digit-too-small': {
    id: 'quotient-digit-too-small',
    title: 'Picks an answer digit that is too small',
    explanation:
      'Your child writes a digit in the answer that is one too small, so what is left after subtracting is still as big as the divisor (85 / 4 becomes 20 r 5). The missing idea: what is left over must always be smaller than the divisor.',
    subjects: ['division'],
    sources: ['ashlock2010'],
    knownAs: 'Remainder larger than the divisor',
  },
  'step-remainder-dropped': {
    id: 'step-remainder-dropped',
    title: 'Drops what is left over at each step',
    explanation:
      'After each step your child divides the next digit on its own and forgets what was left over (95 / 4 becomes 21 r 1). The missing idea: what is left over joins the next digit: 1 left and a 5 make 15.',
    subjects: ['division'],
    sources: ['ashlock2010'],
    knownAs: 'Ignores the remainder of each step',
  },
  'divides-right-to-left': {
    id: 'divides-right-to-left',
    title: 'Divides from right to left',
    explanation:
      'Your child starts dividing with the last digit and moves left, carrying what is left over to the left (92 / 4 becomes 70 r 1). The missing idea: division starts with the biggest place, on the left.',
    subjects: ['division'],
    sources: ['ashlock2010'],
    knownAs: 'Divides from right to left',
  },
};

export function isBugId(value: unknown): value is BugId {
  return typeof value === 'string' && (BUG_IDS as readonly string[]).includes(value);
}
