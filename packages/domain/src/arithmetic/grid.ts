import type { Language } from '../languages/locale';
import { placeName } from './digits';

/**
 * The grid model: every answer box of a worked problem, the digit it expects, and whether
 * it is graded and required. The web app draws these boxes; grading reads them.
 */

export type FieldType =
  | 'sum'
  | 'carry'
  | 'difference'
  | 'borrow'
  /** Equal additions: the small 1 of a ten added to a top digit. */
  | 'tenAdded'
  /** Equal additions: the small 1 paid back beside the next bottom digit. */
  | 'payBack'
  | 'partial'
  | 'product'
  | 'quotient'
  | 'multiply'
  | 'subtract'
  | 'bringDown';

/**
 * One answer box. Boxes are plain data, listed column by column as the work goes (the
 * answer boxes among them in typing order, see paper-path.ts); their id and accessible
 * name are derived (`boxId`, `boxLabel`) so that building and grading stay cheap.
 */
export interface Box {
  fieldType: FieldType;
  /** Column from the right (0 = ones) where the box is drawn. */
  column: number;
  /** Addition/subtraction: the product's columnPosition; multiplication/division: fieldPosition. */
  position: number;
  /** Multiplication: which partial product row (0 = ones digit of the multiplier). */
  partialIndex?: number;
  /** Division: the step of long division, from 1. */
  stepNumber?: number;
  /** The digit a correct solution writes here; null for a helper box left empty (no carry). */
  expected: number | null;
  /**
   * A leading position that a correct answer may leave blank (or write 0): the boxes
   * never give away how many digits the answer has.
   */
  blankAllowed: boolean;
  /** Checked on submit (carry and borrow boxes are helpers and never fail a problem). */
  graded: boolean;
  /** Must hold a digit before Submit Answers is enabled. */
  required: boolean;
}

/**
 * A graded answer digit. Both constructors write every property in one fixed order, so
 * all boxes share one hidden class and building and grading stay fast (docs/operations.md "Capacity").
 */
export function answerBox(
  fieldType: FieldType,
  column: number,
  position: number,
  expected: number,
  blankAllowed: boolean,
  required: boolean,
  partialIndex?: number,
  stepNumber?: number,
): Box {
  return {
    fieldType,
    column,
    position,
    partialIndex,
    stepNumber,
    expected,
    blankAllowed,
    graded: true,
    required,
  };
}

/** A helper box (carry, borrow, a ten added or paid back): a place to note a digit, never graded, never required. */
export function helperBox(
  fieldType: FieldType,
  column: number,
  expected: number | null,
  partialIndex?: number,
): Box {
  return {
    fieldType,
    column,
    position: column,
    partialIndex,
    stepNumber: undefined,
    expected,
    blankAllowed: true,
    graded: false,
    required: false,
  };
}

/** Stable within a problem: "sum.0", "partial.r1.3", "multiply.s2.1". */
export function boxId(box: Box): string {
  const row = box.partialIndex === undefined ? '' : `.r${box.partialIndex}`;
  const step = box.stepNumber === undefined ? '' : `.s${box.stepNumber}`;
  return `${box.fieldType}${row}${step}.${box.position}`;
}

const FIELD_NAMES: Record<FieldType, string> = {
  sum: 'sum',
  carry: 'carry',
  difference: 'difference',
  borrow: 'borrow',
  tenAdded: 'ten added',
  payBack: 'paid back',
  partial: 'digit',
  product: 'product',
  quotient: 'quotient',
  multiply: 'multiply',
  subtract: 'subtract',
  bringDown: 'bring down',
};

const NOMBRES_DE_CAMPO: Record<FieldType, string> = {
  sum: 'suma',
  carry: 'llevada',
  difference: 'diferencia',
  borrow: 'préstamo',
  tenAdded: 'diez añadido',
  payBack: 'me llevo una',
  partial: 'cifra',
  product: 'producto',
  quotient: 'cociente',
  multiply: 'multiplicar',
  subtract: 'restar',
  bringDown: 'bajar',
};

/**
 * The accessible name of a box: "tens column, carry", "step 2, subtract, hundreds"; in Spanish
 * "columna de las decenas, llevada", "paso 2, restar, centenas" (docs/languages.md).
 */
export function boxLabel(box: Box, language: Language = 'en'): string {
  const place = placeName(box.column, language);
  const words = BOX_WORDS[language];
  const field = words.fields[box.fieldType];
  if (box.stepNumber !== undefined) return words.step(box.stepNumber, field, place);
  const row = box.partialIndex === undefined ? '' : words.row(box.partialIndex + 1);
  return `${row}${words.column(place, field)}`;
}

/** The accessible name of the one box of a number-fact answer. */
export const ANSWER_LABEL: Record<Language, string> = { en: 'answer', es: 'respuesta' };

const BOX_WORDS: Record<
  Language,
  {
    fields: typeof FIELD_NAMES;
    step: (step: number, field: string, place: string) => string;
    row: (row: number) => string;
    column: (place: string, field: string) => string;
  }
> = {
  en: {
    fields: FIELD_NAMES,
    step: (step, field, place) => `step ${step}, ${field}, ${place}`,
    row: (row) => `partial product ${row}, `,
    column: (place, field) => `${place} column, ${field}`,
  },
  es: {
    fields: NOMBRES_DE_CAMPO,
    step: (step, field, place) => `paso ${step}, ${field}, ${place}`,
    row: (row) => `producto parcial ${row}, `,
    column: (place, field) => `columna de las ${place}, ${field}`,
  },
};

/** What the child typed in each box, in the order of the boxes: one digit, or empty. */
export type Entries = readonly (string | undefined)[];

export interface Grading {
  /** Per box: true / false for graded boxes, null for helper boxes (carry, borrow). */
  results: (boolean | null)[];
  /** Every box that decides completion is correct. */
  complete: boolean;
  /** Indexes of the graded boxes that are wrong, in the order of the boxes. */
  wrong: number[];
}

export function isBoxCorrect(box: Box, entry: string | undefined): boolean {
  const value = entry ?? '';
  if (value === '') return box.blankAllowed || box.expected === null;
  return box.expected !== null && value === DIGITS[box.expected];
}

/**
 * Grades every box. `decides` names the boxes completion depends on: all graded boxes,
 * except in multiplication where only the product counts (docs/product.md).
 */
export function gradeBoxes(
  boxes: readonly Box[],
  entries: Entries,
  decides: (box: Box) => boolean,
): Grading {
  const results: (boolean | null)[] = new Array(boxes.length);
  const wrong: number[] = [];
  let complete = true;
  for (let index = 0; index < boxes.length; index++) {
    const box = boxes[index]!;
    if (!box.graded) {
      results[index] = null;
      continue;
    }
    const correct = isBoxCorrect(box, entries[index]);
    results[index] = correct;
    if (!correct) {
      wrong.push(index);
      if (decides(box)) complete = false;
    }
  }
  return { results, complete, wrong };
}

/** Submit Answers is enabled only when every required box holds a digit (docs/product.md). */
export function allRequiredFilled(boxes: readonly Box[], entries: Entries): boolean {
  return boxes.every((box, index) => !box.required || isDigit(entries[index]));
}

/** The entries a correct solution writes: every expected digit (blank where allowed). */
export function expectedEntries(boxes: readonly Box[]): string[] {
  return boxes.map((box) =>
    box.expected === null || (box.blankAllowed && box.expected === 0) ? '' : DIGITS[box.expected]!,
  );
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function isDigit(value: string | undefined): boolean {
  return value !== undefined && value.length === 1 && value >= '0' && value <= '9';
}
