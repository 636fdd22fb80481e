import { placeName } from '../arithmetic/digits';
import type { Box } from '../arithmetic/grid';
import type { Subject } from '../arithmetic/problem';

/**
 * What is read aloud in Spanish (docs/languages.md "Read aloud"): numbers as a child says them
 * ("cuatrocientos cinco", "veintiún mil"), the operations as Spanish-speaking classes name them
 * ("siete más cinco", "doce entre tres") and the boxes by their place ("la casilla de las
 * decenas del resultado"). Written for the ear, not translated from the English words.
 */

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 1 to 999: "cuarenta y siete", "cien", "ciento cinco", "quinientos". */
function underThousand(n: number): string {
  if (n < 30) return UNITS[n]!;
  if (n < 100)
    return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]} y ${UNITS[n % 10]}`;
  if (n === 100) return 'cien';
  const hundreds = HUNDREDS[Math.floor(n / 100)]!;
  return n % 100 === 0 ? hundreds : `${hundreds} ${underThousand(n % 100)}`;
}

/**
 * A count of thousands or millions: "uno" shortens before the noun ("un millón", "veintiún mil",
 * "treinta y un mil"), and a lone thousand is "mil", not "un mil".
 */
function countOf(n: number): string {
  return underThousand(n)
    .replace(/uno$/, 'un')
    .replace(/veintiun$/, 'veintiún');
}

/** A whole number from 0 to 10,000,000 in Spanish words. */
export function numeroHablado(n: number): string {
  if (n === 0) return 'cero';
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions > 0) parts.push(millions === 1 ? 'un millón' : `${countOf(millions)} millones`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mil' : `${countOf(thousands)} mil`);
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}

/** The operation's word: the same from the first grade on ("siete menos dos"). */
export function operacionHablada(subject: Subject): string {
  switch (subject) {
    case 'addition':
      return 'más';
    case 'subtraction':
      return 'menos';
    case 'multiplication':
      return 'por';
    case 'division':
      return 'entre';
  }
}

const placeOf = (column: number) => placeName(column, 'es');

const ORDINALS = [
  'primera',
  'segunda',
  'tercera',
  'cuarta',
  'quinta',
  'sexta',
  'séptima',
  'octava',
];

/** Which box is meant: "la casilla de las unidades del resultado", "paso 2: …". */
export function casillaHablada(box: Box): string {
  const place = placeOf(box.column);
  const step = box.stepNumber === undefined ? '' : `paso ${numeroHablado(box.stepNumber)}: `;
  switch (box.fieldType) {
    case 'sum':
    case 'difference':
    case 'product':
      return `la casilla de las ${place} del resultado`;
    case 'carry':
      return `la casilla de lo que te llevas, encima de las ${place}`;
    case 'borrow':
      return `la casilla del préstamo, encima de las ${place}`;
    case 'tenAdded':
      return `la casilla del diez que sumas a las ${place}`;
    case 'payBack':
      return `la casilla de la que te llevas, junto a las ${place} de abajo`;
    case 'partial':
      return `la casilla de las ${place} de la ${ORDINALS[box.partialIndex ?? 0] ?? 'siguiente'} fila`;
    case 'quotient':
      return `${step}la casilla de las ${place} del cociente`;
    case 'multiply':
      return `${step}la casilla de las ${place} de lo que restas`;
    case 'subtract':
      return `${step}la casilla de las ${place} de lo que queda`;
    case 'bringDown':
      return `${step}la casilla de la cifra que bajas`;
  }
}

/** The words a fact and a red box are given, and the sign of equality, said. */
export const SPANISH_SAYINGS = {
  factStart: 'Escribe la respuesta.',
  factWrong: 'Todavía no. Inténtalo otra vez, o toca Muéstrame cómo.',
  wrongBox: (box: string) => `Esta casilla está en rojo: vuelve a mirar ${box}.`,
  nextBox: (box: string) => `Ahora ${box}.`,
  equals: 'es igual a',
};
