import { placeName } from '../arithmetic/digits';
import { SIGNS } from '../arithmetic/subject';
import { factStrategy } from './fact-strategy';
import type { Hint } from './hints';

/**
 * "Show me how" in Spanish (docs/languages.md): each worked step in the words of a Spanish-
 * speaking classroom ("me llevo una", "pido prestado", "bajo el 6"), with the same numbers as the
 * English of show-me-how.ts, which chooses between them.
 */
const MENOS = SIGNS.subtraction;
const POR = SIGNS.multiplication;

const lugar = (column: number) => placeName(column, 'es');

export function textoDePista(hint: Hint): string {
  switch (hint.kind) {
    case 'fact':
      return factStrategy(hint.fact, 'es').text;
    case 'add': {
      const terms = [
        ...hint.digits.map(String),
        ...(hint.carryIn > 0 ? [`${hint.carryIn} que llevas`] : []),
      ];
      const where = hint.rows
        ? `Suma la columna de las ${lugar(hint.column)} de las filas`
        : `Columna de las ${lugar(hint.column)}`;
      if (terms.length === 1)
        return `${where}: solo está el ${terms[0]}, así que escribe ${hint.write}.`;
      const sum = `${where}: ${terms.join(' + ')} = ${hint.total}`;
      return hint.carryOut > 0
        ? `${sum}: escribe ${hint.write} y llevas ${hint.carryOut}.`
        : `${sum}.`;
    }
    case 'carry-down':
      return `Lo que llevas, ${hint.carry}, baja a la columna de las ${lugar(hint.column)}: escribe ${hint.carry}.`;
    case 'subtract':
      return resta(hint);
    case 'equal-additions':
      return restaLlevando(hint);
    case 'multiply': {
      const product = `${hint.digit} ${POR} ${hint.by} = ${hint.digit * hint.by}`;
      const withCarry =
        hint.carryIn > 0 ? `${product}, más ${hint.carryIn} que llevas = ${hint.total}` : product;
      return hint.carryOut > 0
        ? `${withCarry}: escribe ${hint.write} y llevas ${hint.carryOut}.`
        : `${withCarry}: escribe ${hint.write}.`;
    }
    case 'placeholder': {
      const zeros = hint.place === 1 ? 'un 0' : `${hint.place} ceros`;
      return `Esta fila es la del ${hint.by} de las ${lugar(hint.place)}, así que empieza con ${zeros}: escribe 0 en la columna de las ${lugar(hint.column)}.`;
    }
    case 'empty':
      return `La respuesta no tiene cifra en la columna de las ${lugar(hint.column)}, así que deja esta casilla vacía.`;
    case 'divide':
      return division(hint);
  }
}

/** A column of subtraction by borrowing ("pedir prestado"). */
function resta(hint: Extract<Hint, { kind: 'subtract' }>): string {
  const parts: string[] = [];
  let top = hint.top;
  if (hint.lent && hint.top === 0) {
    parts.push(
      'el 0 no tenía nada que prestar, así que primero pidió una decena: se hizo 10, prestó 1 y ahora es 9.',
    );
    top = 9;
  } else if (hint.lent) {
    top = hint.top - 1;
    parts.push(
      `el ${hint.top} prestó una decena a la columna de su derecha, así que ahora es ${top}.`,
    );
  }
  const bottom = hint.bottom;
  if (bottom === null) {
    parts.push(`No hay nada que quitar, así que escribe ${hint.difference}.`);
  } else if (hint.borrowed && top < bottom) {
    parts.push(
      `${top} es menor que ${bottom}, así que pide una decena prestada: ${top + 10} ${MENOS} ${bottom} = ${hint.difference}.`,
    );
  } else {
    parts.push(`${top} ${MENOS} ${bottom} = ${hint.difference}.`);
  }
  return `Columna de las ${lugar(hint.column)}: ${frases(parts)}`;
}

/**
 * A column of subtraction by equal additions ("me llevo una"), said as the classroom says it,
 * counting up from the bottom digit ("de 8 a 14 van 6"), with the subtraction written beside it.
 * The ten paid back is "la que te llevabas", never "la 1", which a voice reads "la uno";
 * its 1 is "1 más" ("uno más").
 */
function restaLlevando(hint: Extract<Hint, { kind: 'equal-additions' }>): string {
  const taken = (hint.bottom ?? 0) + (hint.paidBack ? 1 : 0);
  const van = (top: number) =>
    `de ${taken} a ${top} van ${hint.difference} (${top} ${MENOS} ${taken} = ${hint.difference}).`;
  const parts: string[] = [];
  if (hint.paidBack) {
    parts.push(
      hint.bottom === null
        ? 'solo hay que quitar la que te llevabas: 1.'
        : `con la que te llevabas, el ${hint.bottom} de abajo cuenta 1 más: ${taken}.`,
    );
  }
  if (hint.bottom === null && !hint.paidBack) {
    parts.push(`No hay nada que quitar, así que escribe ${hint.difference}.`);
  } else if (hint.tenAdded) {
    parts.push(
      `${hint.top} es menor que ${taken}, así que añade diez arriba: ${van(hint.top + 10)} Y me llevo una: 1 más en la cifra siguiente de abajo.`,
    );
  } else {
    parts.push(`${van(hint.top)}`);
  }
  return `Columna de las ${lugar(hint.column)}: ${frases(parts)}`;
}

function division(hint: Extract<Hint, { kind: 'divide' }>): string {
  // La cifra con una palabra delante y la cuenta tras dos puntos: "7. 7 × 6" se leía como un
  // decimal, "7,7 × 6".
  const fits =
    hint.quotientDigit === 0
      ? `¿Cuántas veces cabe ${hint.divisor} en ${hint.part}? Ninguna, así que escribe 0:`
      : `¿Cuántas veces cabe ${hint.divisor} en ${hint.part}? Escribe ${hint.quotientDigit}:`;
  const work = `${hint.quotientDigit} ${POR} ${hint.divisor} = ${hint.multiply}, y ${hint.part} ${MENOS} ${hint.multiply} = ${hint.subtract}.`;
  const then =
    hint.bringDown !== undefined
      ? `Baja el ${hint.bringDown}.`
      : hint.subtract > 0
        ? `Sobran ${hint.subtract}: es el resto, R ${hint.subtract}.`
        : 'No sobra nada.';
  return `Paso ${hint.step}: ${fits} ${work} ${then}`;
}

/** Sentences after the column's name: the first as it is, the others capitalised. */
function frases([first, ...rest]: string[]): string {
  return [first, ...rest.map((each) => each.charAt(0).toUpperCase() + each.slice(1))].join(' ');
}
