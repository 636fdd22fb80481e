import { placeName } from '../arithmetic/digits';
import type { ColumnWords, ProductWords, QuotientWords, TeacherWords } from './worked-steps';

/**
 * The worked problem in a Spanish-speaking teacher's words (docs/help-tonight.md, docs/languages.md):
 * the sentences worked-steps.ts chooses, as teacher-words.ts says them in English, with the same
 * numbers; nothing here decides which.
 */
const lugar = (position: number) => placeName(position, 'es');
const mayuscula = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "decena", "unidad de millar": one of a place (its first word in the singular). */
const unaDe = (position: number) =>
  lugar(position).replace(/^\S+/, (word) =>
    word.endsWith('des') ? word.slice(0, -2) : word.slice(0, -1),
  );

/** Columns in a Spanish-speaking teacher's words: "pedimos prestada", "me llevo una". */
const PALABRAS_DE_COLUMNA: ColumnWords = {
  heading: (position) => mayuscula(lugar(position)),
  carried: (carry) => `${carry} que llevamos`,
  write: (digit) => `Escribimos ${digit}.`,
  carryOn: (position, carry, digit) =>
    ` Son ${carry} ${unaDe(position + 1)} y ${digit} ${lugar(position)}: escribimos ${digit} y llevamos 1 a las ${lugar(position + 1)}.`,
  lastCarry: (position) =>
    `${mayuscula(lugar(position))}: solo está el 1 que llevamos, así que escribimos 1.`,
  lentBefore: (position, now, was) =>
    `Ahora hay ${now} en las ${lugar(position)} (antes ${was}; una pasó a la derecha). `,
  nothingLeft: (position) => `No queda nada en las ${lugar(position)}.`,
  nothingToTake: (position, top) =>
    `${mayuscula(lugar(position))}: no hay nada que quitar, así que escribimos ${top}.`,
  takeAway: (position, top, bottom) =>
    `${mayuscula(lugar(position))}: ${top} − ${bottom} = ${top - bottom}. Escribimos ${top - bottom}.`,
  less: (position, top, bottom) => `${mayuscula(lugar(position))}: ${top} es menor que ${bottom}.`,
  // One way of borrowing in Spanish ("pedir prestado"), whatever the school's English verb.
  borrowNext: (_method, position, from, was, top) => {
    const place = lugar(position);
    const lender = lugar(from);
    return `Pedimos prestada una ${unaDe(from)} y la cambiamos por diez ${place}: las ${lender} pasan de ${was} a ${was - 1}, y las ${place} de ${top} a ${top + 10}.`;
  },
  borrowPast: (_method, position, from, was) => {
    const lender = lugar(from);
    return `No hay ${lugar(position + 1)} de donde tomar, así que vamos a las ${lender}: una ${unaDe(from)} se convierte en diez ${lugar(from - 1)} (las ${lender} pasan de ${was} a ${was - 1}), y cambiamos una de ellas por diez ${lugar(position)}.`;
  },
  borrowed: (top, bottom) => `${top} − ${bottom} = ${top - bottom}. Escribimos ${top - bottom}.`,
  paidBack: (position, taken) =>
    `La cifra de abajo de las ${lugar(position)} ahora es ${taken}: aquí devolvemos la decena que añadimos a la derecha. `,
  leadingZero: (position, top, taken) =>
    `${mayuscula(lugar(position))}: ${top} − ${taken} = 0, y un 0 a la izquierda no se escribe.`,
  tenAdded: (position, top, taken, difference) =>
    `${mayuscula(lugar(position))}: ${top} es menor que ${taken}, así que añadimos diez arriba: ${top + 10} − ${taken} = ${difference}. Escribimos ${difference}.`,
  payBackMark: (next) =>
    `Y me llevo una: un 1 pequeño debajo de las ${lugar(next)} del número de abajo.`,
  payBack: (next, bottom) =>
    `Y me llevo una: la cifra de las ${lugar(next)} del número de abajo, ${bottom}, se convierte en ${bottom + 1}.`,
};

/** A long multiplication in a Spanish-speaking teacher's words. */
const PALABRAS_DE_PRODUCTO: ProductWords = {
  row: (index, digit, position) => {
    const zeros =
      position > 0
        ? ` Multiplicamos por ${lugar(position)}, así que la fila empieza con ${position === 1 ? 'un 0' : `${position} ceros`} a la derecha.`
        : '';
    return `Fila ${index + 1}: multiplicamos por el ${digit} de las ${lugar(position)}.${zeros}`;
  },
  product: (by, digit, product, carryIn, write) => {
    const sum = carryIn > 0 ? `, más ${carryIn} que llevamos = ${product + carryIn}` : '';
    const written =
      'total' in write
        ? `escribimos ${write.total}`
        : `escribimos ${write.ones} y llevamos ${write.carry}`;
    return `${by} × ${digit} = ${product}${sum}: ${written}.`;
  },
  addRows: (values, product) =>
    `Sumamos las filas, empezando por las unidades y llevando como en cualquier suma: ${values.join(' + ')} = ${product}.`,
};

/** A long division in a Spanish-speaking teacher's words. */
const PALABRAS_DE_COCIENTE: QuotientWords = {
  where: (method) => (method.division === 'divisor-right' ? 'debajo del divisor' : 'arriba'),
  none: (divisor, part, where) => `${divisor} no cabe en ${part}, así que escribimos 0 ${where}.`,
  fits: (divisor, part, digit, where) =>
    `¿Cuántas veces cabe ${divisor} en ${part}? ${digit}, porque ${digit} × ${divisor} = ${digit * divisor} y ${digit + 1} × ${divisor} = ${(digit + 1) * divisor} se pasa. Escribimos ${digit} ${where}.`,
  subtract: (part, multiply, left, divisor) =>
    `${part} − ${multiply} = ${left}, menos que ${divisor}.`,
  nothingLeft: 'No sobra nada: no hay resto.',
  remainder: (left) => `No queda nada por bajar: el resto es ${left}.`,
  bringDown: (digit, makes) => `Bajamos el ${digit}: eso hace ${makes}.`,
};

export const PALABRAS_DEL_MAESTRO: TeacherWords = {
  columns: PALABRAS_DE_COLUMNA,
  product: PALABRAS_DE_PRODUCTO,
  quotient: PALABRAS_DE_COCIENTE,
};
