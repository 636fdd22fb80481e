import { placeName } from '../arithmetic/digits';
import { type Box, boxId, isBoxCorrect } from '../arithmetic/grid';
import { type Problem, SIGNS } from '../arithmetic/problem';
import { bugsOfProblem } from '../diagnosis/bugs-of';
import type { BugId } from '../diagnosis/catalog';
import { type BuggyWork, buggyWorks } from '../diagnosis/procedures';
import type { Language } from '../languages/locale';
import { hintText } from './hint-text';
import { type Hint, hintFor } from './hints';

/**
 * "Show me how" (docs/operations.md "Capacity"): a red box explained in plain words with its own
 * digits, for a child of 6 to 12. Where the digit the child wrote is what a known buggy
 * procedure writes there (the misconception catalog), the explanation first says so,
 * kindly, and sets the right way against it. It explains; it never fills a box.
 */
export interface Explanation {
  /** The box explained (its index in the grid's boxes). */
  box: number;
  hint: Hint;
  /** The misconception the child's digit matches, if any. */
  misconception?: BugId;
  text: string;
}

/**
 * `entries`: what the child wrote, aligned with `boxes`, as it was graded; the words in the
 * child's language (docs/languages.md).
 */
export function showMeHow(
  problem: Problem,
  boxes: readonly Box[],
  entries: readonly string[],
  index: number,
  language: Language = 'en',
): Explanation {
  const box = boxes[index]!;
  const hint = hintFor(problem, box);
  const written = entries[index] ?? '';
  // A fact is not column work: no buggy column procedure is set against it.
  const contrast =
    hint.kind === 'fact' || written === '' || isBoxCorrect(box, written)
      ? undefined
      : contrastFor(problem, boxes, entries, index, hint, language);
  const how = hintText(hint, language);
  return contrast
    ? { box: index, hint, misconception: contrast.bug, text: `${contrast.words} ${how}` }
    : { box: index, hint, text: how };
}

export { hintText } from './hint-text';

/**
 * The kind words that set a misconception against the right way, with the box's digits.
 * Each speaks only when the digit written is what the bug itself writes in this very
 * column (not a knock-on of it elsewhere); a bug without words is explained by its step.
 */
type Contrast = (hint: Hint, written: string, box: Box, language: Language) => string | undefined;

const CONTRASTS: Partial<Record<BugId, Contrast>> = {
  'smaller-from-larger': (hint, written, _, language) =>
    hint.kind === 'subtract' &&
    hint.bottom !== null &&
    // A top 0 is the bug "0 - N = N", told in its own words.
    topNow(hint) > 0 &&
    topNow(hint) < hint.bottom &&
    written === String(hint.bottom - topNow(hint))
      ? {
          es: `Quitaste ${topNow(hint)} de ${hint.bottom}. En la resta siempre se quita la cifra de abajo de la de arriba, y cuando la de arriba es menor, primero se pide prestado.`,
          en: `You took ${topNow(hint)} away from ${hint.bottom}. In subtraction we always take the bottom digit from the top one, and when the top one is smaller, we borrow first.`,
        }[language]
      : undefined,
  'payback-forgotten': (hint, written, _, language) =>
    hint.kind === 'equal-additions' &&
    hint.paidBack &&
    written === String(topWithTen(hint) - (hint.bottom ?? 0))
      ? {
          es: 'Añadiste diez en la columna de la derecha, así que aquí te llevas una: la cifra de abajo cuenta uno más.',
          en: 'Ten was added on the right, so it is paid back here: the bottom digit counts one more.',
        }[language]
      : undefined,
  'payback-on-top': (hint, written, _, language) =>
    hint.kind === 'equal-additions' &&
    hint.paidBack &&
    written === String(topWithTen(hint) + 1 - taken(hint))
      ? {
          es: 'La que te llevas se suma abajo, a la cifra de abajo, no a la de arriba.',
          en: 'The ten is paid back below, on the bottom digit, not on the top one.',
        }[language]
      : undefined,
  'zero-minus-n': (hint, written, _, language) =>
    hint.kind === 'subtract' && hint.top === 0 && !hint.lent && written === String(hint.bottom)
      ? {
          es: `0 menos ${hint.bottom} no es ${hint.bottom}: 0 es menor que ${hint.bottom}, así que necesita un préstamo, como cualquier cifra menor.`,
          en: `0 take away ${hint.bottom} is not ${hint.bottom}: 0 is smaller than ${hint.bottom}, so it needs a borrow, like any smaller digit.`,
        }[language]
      : undefined,
  'borrow-no-decrement': (hint, written, _, language) =>
    hint.kind === 'subtract' && hint.lent && hint.top > 0 && written === String(undecremented(hint))
      ? {
          es: `Usaste el ${hint.top}, pero prestó una decena a la columna de su derecha, así que ahora es uno menos.`,
          en: `You used the ${hint.top}, but it lent a ten to the column on its right, so it is one less now.`,
        }[language]
      : undefined,
  'borrow-from-zero': (hint, written, _, language) =>
    hint.kind === 'subtract' && hint.lent && hint.top > 0 && written === String(undecremented(hint))
      ? {
          es: 'Un 0 no tiene nada que prestar, así que el préstamo sigue hasta la cifra siguiente de su izquierda, que se hace uno menor.',
          en: 'A 0 has nothing to lend, so the borrow goes on to the next digit to its left, which gets one smaller.',
        }[language]
      : undefined,
  'zero-minus-n-is-zero': (hint, written, _, language) =>
    hint.kind === 'subtract' &&
    hint.top === 0 &&
    !hint.lent &&
    hint.bottom !== null &&
    hint.bottom > 0 &&
    written === '0'
      ? {
          es: `0 menos ${hint.bottom} no es 0: 0 es menor que ${hint.bottom}, así que necesita un préstamo, como cualquier cifra menor.`,
          en: `0 take away ${hint.bottom} is not 0: 0 is smaller than ${hint.bottom}, so it needs a borrow, like any smaller digit.`,
        }[language]
      : undefined,
  // Only where the top digit is the one written: a column that lent or borrowed changed it.
  'n-minus-zero-is-zero': (hint, written, _, language) =>
    hint.kind === 'subtract' &&
    hint.bottom === 0 &&
    !hint.lent &&
    !hint.borrowed &&
    hint.difference > 0 &&
    written === '0'
      ? {
          es: 'Quitar 0 no quita nada, así que la cifra de arriba se queda como está.',
          en: 'Taking away 0 takes nothing away, so the top digit stays as it is.',
        }[language]
      : undefined,
  'carry-dropped': (hint, written, _, language) =>
    hint.kind === 'add' && hint.carryIn > 0 && written === String((hint.total - hint.carryIn) % 10)
      ? {
          es: `¡Casi! La columna de la derecha sumó más de 9, así que llevas ${hint.carryIn} a esta columna. Súmalo también.`,
          en: `Almost! The column on the right made more than 9, so ${hint.carryIn} is carried into this column. Add it too.`,
        }[language]
      : undefined,
  'carry-not-added': (hint, written, _, language) =>
    hint.kind === 'add' && hint.carryIn > 0 && written === String((hint.total - hint.carryIn) % 10)
      ? {
          es: `Escribiste el ${hint.carryIn} que llevas encima de esta columna. Súmalo también.`,
          en: `You wrote the carried ${hint.carryIn} above this column. Add it in too.`,
        }[language]
      : undefined,
  'multiplication-carry-ignored': (hint, written, _, language) =>
    hint.kind === 'multiply' && hint.carryIn > 0 && written === String((hint.digit * hint.by) % 10)
      ? {
          es: `¡Casi! Acuérdate de sumar el ${hint.carryIn} que llevas.`,
          en: `Almost! Remember to add the carried ${hint.carryIn}.`,
        }[language]
      : undefined,
  'carry-added-before-multiplying': (hint, written, _, language) =>
    hint.kind === 'multiply' &&
    hint.carryIn > 0 &&
    written === String(((hint.digit + hint.carryIn) * hint.by) % 10)
      ? {
          es: `Primero multiplica y luego suma el ${hint.carryIn} que llevas: ${hint.digit} ${SIGNS.multiplication} ${hint.by} va primero.`,
          en: `Multiply first, then add the carried ${hint.carryIn}: ${hint.digit} ${SIGNS.multiplication} ${hint.by} comes first.`,
        }[language]
      : undefined,
  'missing-placeholder-zero': (hint, _written, _box, language) =>
    hint.kind === 'placeholder'
      ? {
          es: `Esta fila se corre ${hint.place === 1 ? 'un lugar' : `${hint.place} lugares`} a la izquierda, porque multiplica por ${placeName(hint.place, 'es')}.`,
          en: `This row is shifted ${hint.place === 1 ? 'one place' : `${hint.place} places`} to the left, because it multiplies by ${placeName(hint.place)}.`,
        }[language]
      : undefined,
  'quotient-digit-too-small': (hint, written, box, language) =>
    hint.kind === 'divide' &&
    box.fieldType === 'quotient' &&
    written === String(hint.quotientDigit - 1)
      ? {
          es: `Con ${written}, lo que queda seguiría siendo ${hint.divisor} o más, así que cabe un ${hint.divisor} más.`,
          en: `With ${written}, what is left would still be ${hint.divisor} or more, so one more ${hint.divisor} fits.`,
        }[language]
      : undefined,
};

/** An equal-additions column's top digit with its ten, when added. */
const topWithTen = (hint: Extract<Hint, { kind: 'equal-additions' }>) =>
  hint.top + (hint.tenAdded ? 10 : 0);

/** What an equal-additions column takes away: its bottom digit and the one paid back. */
const taken = (hint: Extract<Hint, { kind: 'equal-additions' }>) =>
  (hint.bottom ?? 0) + (hint.paidBack ? 1 : 0);

/** What a column that forgets it lent a ten writes. */
function undecremented(hint: Extract<Hint, { kind: 'subtract' }>): number {
  const bottom = hint.bottom ?? 0;
  return hint.top >= bottom ? hint.top - bottom : hint.top + 10 - bottom;
}

function topNow(hint: Extract<Hint, { kind: 'subtract' }>): number {
  return hint.lent ? Math.max(0, hint.top - 1) : hint.top;
}

/**
 * The catalog's bugs that write the child's digit in this box, those whose whole work
 * agrees best with the child's grid first (a carry noted tells "carry not added" from
 * "carry forgotten"), with the words that contrast it.
 */
function contrastFor(
  problem: Problem,
  boxes: readonly Box[],
  entries: readonly string[],
  index: number,
  hint: Hint,
  language: Language,
): { bug: BugId; words: string } | undefined {
  const box = boxes[index]!;
  const id = boxId(box);
  const written = entries[index] ?? '';
  const candidates: { bug: BugId; agreeing: number }[] = [];
  for (const bug of bugsOfProblem(problem)) {
    for (const work of worksOf(problem, bug)) {
      if (work.entries[id] !== written) continue;
      const agreeing = boxes.filter((each, other) => {
        const simulated = work.entries[boxId(each)];
        return simulated !== undefined && simulated === (entries[other] ?? '');
      }).length;
      candidates.push({ bug, agreeing });
    }
  }
  candidates.sort((x, y) => y.agreeing - x.agreeing);
  for (const { bug } of candidates) {
    const words = CONTRASTS[bug]?.(hint, written, box, language);
    if (words) return { bug, words };
  }
  return undefined;
}

/**
 * Each bug's works of a problem, kept while the problem lives: a grid asks for the words
 * of one red box after another, and the works do not change.
 */
const worksCache = new WeakMap<Problem, Map<BugId, BuggyWork[]>>();
function worksOf(problem: Problem, bug: BugId): BuggyWork[] {
  let works = worksCache.get(problem);
  if (!works) {
    works = new Map();
    worksCache.set(problem, works);
  }
  let found = works.get(bug);
  if (!found) {
    found = buggyWorks(problem, new Set([bug]));
    works.set(bug, found);
  }
  return found;
}
