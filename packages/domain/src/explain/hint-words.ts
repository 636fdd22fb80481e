import { placeName } from '../arithmetic/digits';
import { SIGNS } from '../arithmetic/subject';
import type { Language } from '../languages/locale';
import { factStrategy } from './fact-strategy';
import type { Hint } from './hints';

/**
 * "Show me how" in each language's words (docs/languages.md): the sentences hint-text.ts chooses,
 * said as a classroom of the language says them ("carry 1", "me llevo una", "pido prestado"),
 * with the same numbers in every language.
 */
/** The sentences a worked step can say (hint-text.ts chooses among them). */
export interface HintWords {
  fact: (fact: Extract<Hint, { kind: 'fact' }>['fact']) => string;
  /** A column's name before a colon: "Tens column". */
  column: (column: number) => string;
  /** Where an addition is: "Tens column", or the rows of a long multiplication. */
  addWhere: (column: number, rows: boolean) => string;
  /** A carry added in: "the carried 1". */
  carried: (carry: number) => string;
  /** One term alone in the column: "…: only 4 is there, so write 4." */
  addOnly: (where: string, term: string, write: number) => string;
  /** The end of a column's sum, with its carry: ": write 3 and carry 1." */
  addCarry: (write: number, carry: number) => string;
  carryDown: (carry: number, column: number) => string;
  /** A 0 that had to borrow before it could lend. */
  lentFromZero: string;
  lent: (was: number, now: number) => string;
  nothingToTake: (difference: number) => string;
  borrow: (top: number, bottom: number, difference: number) => string;
  takeAway: (top: number, bottom: number, difference: number) => string;
  /** Equal additions: the ten paid back is all the bottom there is. */
  paidBackAlone: string;
  paidBack: (bottom: number, taken: number) => string;
  tenAdded: (top: number, taken: number, difference: number) => string;
  takeAwayPaid: (top: number, taken: number, difference: number) => string;
  product: (digit: number, by: number, product: number) => string;
  plusCarried: (carry: number, total: number) => string;
  /** The end of a product: ": write 4." */
  multiplyWrite: (write: number) => string;
  /** The end of a product with its carry: ": write 4, carry 2." */
  multiplyCarry: (write: number, carry: number) => string;
  placeholder: (by: number, place: number, column: number) => string;
  empty: (column: number) => string;
  /** A step of long division: its number, how many fit (none, or the digit), the work, what follows. */
  divideStep: (step: number) => string;
  noneFit: (divisor: number, part: number) => string;
  fits: (divisor: number, part: number, digit: number) => string;
  divideWork: (
    digit: number,
    divisor: number,
    multiply: number,
    part: number,
    left: number,
  ) => string;
  bringDown: (digit: number) => string;
  remainder: (left: number) => string;
  nothingLeft: string;
}

const TIMES = SIGNS.multiplication;
const MINUS = SIGNS.subtraction;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const place = (column: number) => placeName(column);
const lugar = (column: number) => placeName(column, 'es');

const ENGLISH: HintWords = {
  fact: (fact) => factStrategy(fact).text,
  column: (column) => `${capital(place(column))} column`,
  addWhere: (column, rows) =>
    rows ? `Add the ${place(column)} column of the rows` : `${capital(place(column))} column`,
  carried: (carry) => `the carried ${carry}`,
  addOnly: (where, term, write) => `${where}: only ${term} is there, so write ${write}.`,
  addCarry: (write, carry) => `: write ${write} and carry ${carry}.`,
  carryDown: (carry, column) =>
    `The carried ${carry} comes down into the ${place(column)} column: write ${carry}.`,
  lentFromZero:
    'the 0 had nothing to lend, so it borrowed a ten first: it became 10, lent 1, and is 9 now.',
  lent: (was, now) => `the ${was} lent a ten to the column on its right, so it is ${now} now.`,
  nothingToTake: (difference) => `There is nothing to take away, so write ${difference}.`,
  borrow: (top, bottom, difference) =>
    `${top} is smaller than ${bottom}, so borrow a ten: ${top + 10} ${MINUS} ${bottom} = ${difference}.`,
  takeAway: (top, bottom, difference) => `${top} ${MINUS} ${bottom} = ${difference}.`,
  paidBackAlone: 'the 1 paid back is all there is to take away.',
  paidBack: (bottom, taken) => `the 1 paid back makes the bottom ${bottom} a ${taken}.`,
  tenAdded: (top, taken, difference) =>
    `${top} is smaller than ${taken}, so add ten to the top: ${top + 10} ${MINUS} ${taken} = ${difference}. Pay the ten back: 1 more on the next digit below.`,
  takeAwayPaid: (top, taken, difference) => `${top} ${MINUS} ${taken} = ${difference}.`,
  product: (digit, by, product) => `${digit} ${TIMES} ${by} = ${product}`,
  plusCarried: (carry, total) => `, plus ${carry} carried = ${total}`,
  multiplyWrite: (write) => `: write ${write}.`,
  multiplyCarry: (write, carry) => `: write ${write}, carry ${carry}.`,
  placeholder: (by, at, column) => {
    const zeros = at === 1 ? 'a 0' : `${at} zeros`;
    return `This row is for the ${by} in the ${place(at)} place, so it starts with ${zeros}: write 0 in the ${place(column)} column.`;
  },
  empty: (column) =>
    `The answer has no digit in the ${place(column)} column, so leave this box empty.`,
  divideStep: (step) => `Step ${step}:`,
  // The digit is said with a word before it and the work after a colon: "7. 7 × 6" read as a
  // decimal, "7.7 × 6".
  noneFit: (divisor, part) => `How many ${divisor}s in ${part}? None, so write 0:`,
  fits: (divisor, part, digit) => `How many ${divisor}s in ${part}? Write ${digit}:`,
  divideWork: (digit, divisor, multiply, part, left) =>
    `${digit} ${TIMES} ${divisor} = ${multiply}, and ${part} ${MINUS} ${multiply} = ${left}.`,
  bringDown: (digit) => `Bring down the ${digit}.`,
  remainder: (left) => `${left} is left over: the remainder, R ${left}.`,
  nothingLeft: 'Nothing is left over.',
};

/**
 * Equal additions the way a Spanish classroom says them, counting up from the bottom digit
 * ("de 8 a 14 van 6") with the subtraction written beside it. The ten paid back is "la que te
 * llevabas", never "la 1", which a voice reads "la uno"; its 1 is "1 más" ("uno más").
 */
const van = (top: number, taken: number, difference: number) =>
  `de ${taken} a ${top} van ${difference} (${top} ${MINUS} ${taken} = ${difference}).`;

const SPANISH: HintWords = {
  fact: (fact) => factStrategy(fact, 'es').text,
  column: (column) => `Columna de las ${lugar(column)}`,
  addWhere: (column, rows) =>
    rows
      ? `Suma la columna de las ${lugar(column)} de las filas`
      : `Columna de las ${lugar(column)}`,
  carried: (carry) => `${carry} que llevas`,
  addOnly: (where, term, write) => `${where}: solo está el ${term}, así que escribe ${write}.`,
  addCarry: (write, carry) => `: escribe ${write} y llevas ${carry}.`,
  carryDown: (carry, column) =>
    `Lo que llevas, ${carry}, baja a la columna de las ${lugar(column)}: escribe ${carry}.`,
  lentFromZero:
    'el 0 no tenía nada que prestar, así que primero pidió una decena: se hizo 10, prestó 1 y ahora es 9.',
  lent: (was, now) =>
    `el ${was} prestó una decena a la columna de su derecha, así que ahora es ${now}.`,
  nothingToTake: (difference) => `No hay nada que quitar, así que escribe ${difference}.`,
  borrow: (top, bottom, difference) =>
    `${top} es menor que ${bottom}, así que pide una decena prestada: ${top + 10} ${MINUS} ${bottom} = ${difference}.`,
  takeAway: (top, bottom, difference) => `${top} ${MINUS} ${bottom} = ${difference}.`,
  paidBackAlone: 'solo hay que quitar la que te llevabas: 1.',
  paidBack: (bottom, taken) =>
    `con la que te llevabas, el ${bottom} de abajo cuenta 1 más: ${taken}.`,
  tenAdded: (top, taken, difference) =>
    `${top} es menor que ${taken}, así que añade diez arriba: ${van(top + 10, taken, difference)} Y me llevo una: 1 más en la cifra siguiente de abajo.`,
  takeAwayPaid: (top, taken, difference) => van(top, taken, difference),
  product: (digit, by, product) => `${digit} ${TIMES} ${by} = ${product}`,
  plusCarried: (carry, total) => `, más ${carry} que llevas = ${total}`,
  multiplyWrite: (write) => `: escribe ${write}.`,
  multiplyCarry: (write, carry) => `: escribe ${write} y llevas ${carry}.`,
  placeholder: (by, at, column) => {
    const zeros = at === 1 ? 'un 0' : `${at} ceros`;
    return `Esta fila es la del ${by} de las ${lugar(at)}, así que empieza con ${zeros}: escribe 0 en la columna de las ${lugar(column)}.`;
  },
  empty: (column) =>
    `La respuesta no tiene cifra en la columna de las ${lugar(column)}, así que deja esta casilla vacía.`,
  divideStep: (step) => `Paso ${step}:`,
  // La cifra con una palabra delante y la cuenta tras dos puntos: "7. 7 × 6" se leía como un
  // decimal, "7,7 × 6".
  noneFit: (divisor, part) =>
    `¿Cuántas veces cabe ${divisor} en ${part}? Ninguna, así que escribe 0:`,
  fits: (divisor, part, digit) => `¿Cuántas veces cabe ${divisor} en ${part}? Escribe ${digit}:`,
  divideWork: (digit, divisor, multiply, part, left) =>
    `${digit} ${TIMES} ${divisor} = ${multiply}, y ${part} ${MINUS} ${multiply} = ${left}.`,
  bringDown: (digit) => `Baja el ${digit}.`,
  remainder: (left) => `Sobran ${left}: es el resto, R ${left}.`,
  nothingLeft: 'No sobra nada.',
};

export const HINT_WORDS: Record<Language, HintWords> = { en: ENGLISH, es: SPANISH };
