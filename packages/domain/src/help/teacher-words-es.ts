import type { AdditionProblem } from '../arithmetic/addition';
import { digitCount, placeName } from '../arithmetic/digits';
import { equalAdditions } from '../arithmetic/equal-additions';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import type { ProductWords, QuotientWords } from './worked-steps';

/**
 * The worked problem in a Spanish-speaking teacher's words (docs/help-tonight.md, docs/languages.md):
 * sentence for sentence as teacher-words.ts says it in English, with the same numbers.
 */
const lugar = (position: number) => placeName(position, 'es');
const mayuscula = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "decena", "unidad de millar": one of a place (its first word in the singular). */
const unaDe = (position: number) =>
  lugar(position).replace(/^\S+/, (word) =>
    word.endsWith('des') ? word.slice(0, -2) : word.slice(0, -1),
  );

export function pasosDeSuma(problem: AdditionProblem): string[] {
  const steps = problem.steps.map((step) => {
    const place = lugar(step.columnPosition);
    const terms = [
      ...(step.carryReceived > 0 ? [`${step.carryReceived} que llevamos`] : []),
      String(step.digit1),
      String(step.digit2),
    ];
    const total = step.digit1 + step.digit2 + step.carryReceived;
    const sum = `${mayuscula(place)}: ${terms.join(' + ')} = ${total}.`;
    if (step.carry === 0) return `${sum} Escribimos ${step.sum}.`;
    return `${sum} Son ${step.carry} ${unaDe(step.columnPosition + 1)} y ${step.sum} ${place}: escribimos ${step.sum} y llevamos 1 a las ${lugar(step.columnPosition + 1)}.`;
  });
  const last = problem.steps.at(-1);
  if (last && last.carry > 0) {
    steps.push(
      `${mayuscula(lugar(last.columnPosition + 1))}: solo está el 1 que llevamos, así que escribimos 1.`,
    );
  }
  return steps;
}

/** Borrowing ("pedir prestado"): a ten of the next column changed for ten of this one. */
export function pasosDeRestaPidiendo(problem: SubtractionProblem): string[] {
  const tops = problem.steps.map((step) => step.digit1);
  const columns = problem.steps.length;
  const bottomColumns = digitCount(problem.subtrahend);
  return problem.steps.map((step) => {
    const column = step.columnPosition;
    const place = lugar(column);
    const before = tops[column]!;
    const bottom = column < bottomColumns ? step.digit2 : null;
    const now =
      before !== step.digit1
        ? `Ahora hay ${before} en las ${place} (antes ${step.digit1}; una pasó a la derecha). `
        : '';
    if (bottom === null || before >= bottom) {
      if (bottom === null) {
        if (column === columns - 1 && before === 0) return `${now}No queda nada en las ${place}.`;
        return `${now}${mayuscula(place)}: no hay nada que quitar, así que escribimos ${before}.`;
      }
      return `${now}${mayuscula(place)}: ${before} − ${bottom} = ${before - bottom}. Escribimos ${before - bottom}.`;
    }
    let from = column + 1;
    while (tops[from] === 0) from++;
    const lender = lugar(from);
    const words: string[] = [`${now}${mayuscula(place)}: ${before} es menor que ${bottom}.`];
    if (from === column + 1) {
      words.push(
        `Pedimos prestada una ${unaDe(from)} y la cambiamos por diez ${place}: las ${lender} pasan de ${tops[from]} a ${tops[from]! - 1}, y las ${place} de ${before} a ${before + 10}.`,
      );
    } else {
      words.push(
        `No hay ${lugar(column + 1)} de donde tomar, así que vamos a las ${lender}: una ${unaDe(from)} se convierte en diez ${lugar(from - 1)} (las ${lender} pasan de ${tops[from]} a ${tops[from]! - 1}), y cambiamos una de ellas por diez ${place}.`,
      );
      for (let zero = column + 1; zero < from; zero++) tops[zero] = 9;
    }
    tops[from]! -= 1;
    words.push(
      `${before + 10} − ${bottom} = ${before + 10 - bottom}. Escribimos ${before + 10 - bottom}.`,
    );
    return words.join(' ');
  });
}

/** Equal additions ("me llevo una"): ten on top, one more on the next bottom digit. */
export function pasosDeRestaLlevando(problem: SubtractionProblem): string[] {
  const columns = equalAdditions(problem);
  return columns.map((each, index) => {
    const place = lugar(each.column);
    const taken = (each.bottom ?? 0) + each.paidBack;
    const paid =
      each.paidBack > 0
        ? `La cifra de abajo de las ${place} ahora es ${taken}: aquí devolvemos la decena que añadimos a la derecha. `
        : '';
    if (!each.tenAdded) {
      if (index === columns.length - 1 && each.difference === 0 && index > 0)
        return `${paid}${mayuscula(place)}: ${each.top} − ${taken} = 0, y un 0 a la izquierda no se escribe.`;
      if (each.bottom === null && each.paidBack === 0)
        return `${mayuscula(place)}: no hay nada que quitar, así que escribimos ${each.top}.`;
      return `${paid}${mayuscula(place)}: ${each.top} − ${taken} = ${each.difference}. Escribimos ${each.difference}.`;
    }
    const next = lugar(each.column + 1);
    const nextBottom = columns[each.column + 1]?.bottom ?? null;
    const payBack =
      nextBottom === null
        ? `Y me llevo una: un 1 pequeño debajo de las ${next} del número de abajo.`
        : `Y me llevo una: la cifra de las ${next} del número de abajo, ${nextBottom}, se convierte en ${nextBottom + 1}.`;
    return `${paid}${mayuscula(place)}: ${each.top} es menor que ${taken}, así que añadimos diez arriba: ${each.top + 10} − ${taken} = ${each.difference}. Escribimos ${each.difference}. ${payBack}`;
  });
}

/** A long multiplication in a Spanish-speaking teacher's words. */
export const PALABRAS_DE_PRODUCTO: ProductWords = {
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
export const PALABRAS_DE_COCIENTE: QuotientWords = {
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
