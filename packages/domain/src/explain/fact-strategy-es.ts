import { SIGNS } from '../arithmetic/subject';

/**
 * The fact strategies' words in Spanish (docs/languages.md, docs/fact-strategies.md), entry for
 * entry as `FACT_WORDS` says them in English, with the same numbers; fact-strategy.ts holds this
 * table to every entry.
 */
const MAS = SIGNS.addition;
const MENOS = SIGNS.subtraction;
const POR = SIGNS.multiplication;

const DOBLES: Record<number, string> = {
  1: 'un dedo en cada mano',
  2: 'dos orejas y dos ojos',
  3: 'un grillo: 3 patas a cada lado',
  4: 'dos sillas: 4 patas cada una',
  5: 'tus dos manos: 5 dedos cada una',
  6: 'una caja de huevos: 6 huevos en cada fila',
  7: 'dos semanas: 7 días cada una',
  8: 'una araña: 4 patas a cada lado, y otra araña igual',
  9: 'dos filas de 9, una debajo de la otra',
};

const doble = (n: number) => DOBLES[n] ?? `dos filas de ${n}`;

export const PALABRAS_DE_HECHOS = {
  addZero: (fact: string, big: number) =>
    `Sumar 0 no añade nada: ${fact} es solo el ${big}. ¿Qué número es?`,
  doubles: (fact: string, a: number) =>
    `${fact} es un doble: dos veces ${a}. Piensa en ${doble(a)}. ¿Cuánto es el doble de ${a}?`,
  countOnOne: (fact: string, big: number) =>
    `${fact} es 1 más que ${big}. Empieza en ${big} y cuenta 1 más: ¿qué número viene después?`,
  countOnFrom: (big: number, small: number, said: string) =>
    `Empieza en el número mayor, ${big}, y cuenta ${small} más: ${said}, ... ¿En qué número terminas?`,
  nearDoubles: (fact: string, small: number) =>
    `${fact} es casi un doble: ${small} ${MAS} ${small} = ${small * 2}, y ${fact} es 1 más. ¿Cuánto es 1 más que ${small * 2}?`,
  tenPairs: (a: number, b: number) =>
    `${a} y ${b} son compañeros que hacen una decena, como los 10 dedos: ${a} dedos arriba y ${b} abajo. ¿Cuántos dedos hay en total?`,
  makeTen: (fact: string, big: number, toTen: number, rest: number) =>
    `Completa la decena: ${fact} = ${big} ${MAS} ${toTen} ${MAS} ${rest}. ${big} ${MAS} ${toTen} = 10. ¿Cuánto es 10 ${MAS} ${rest}?`,
  countOn: (big: number, small: number) =>
    `Empieza en el número mayor, ${big}, y cuenta ${small} más. ¿En qué número terminas?`,
  takeZero: (fact: string, a: number) =>
    `Quitar 0 no quita nada: ${fact} deja todo el ${a}. ¿Cuánto es?`,
  takeAll: (fact: string, a: number) =>
    `${fact} quita los ${a}. ¿Cuántos quedan si se quitan todos?`,
  countUp: (a: number, b: number) =>
    `Piensa en una suma: ${b} ${MAS} ? = ${a}. Cuenta desde ${b} hasta ${a}: ¿cuántos números dices?`,
  thinkAdditionToTen: (a: number, b: number, toTen: number) =>
    `Piensa en una suma: ${b} ${MAS} ? = ${a}. Desde ${b}, ${toTen} más hacen 10, y ${a - 10} más hacen ${a}. ¿Cuánto es ${toTen} ${MAS} ${a - 10}?`,
  thinkAddition: (a: number, b: number) =>
    `Piensa en una suma: ${b} ${MAS} ? = ${a}. ¿Qué número sumado a ${b} da ${a}?`,
  swap: (fact: string, n: number, by: number) => `${fact} es lo mismo que ${n} ${POR} ${by}. `,
  timesZero: (n: number) => `${n} ${POR} 0 son ${n} grupos de nada. ¿Cuánto es eso?`,
  timesOne: (n: number) => `${n} ${POR} 1 es un grupo de ${n}. ¿Cuánto es un ${n}?`,
  timesTen: (n: number) =>
    `${n} ${POR} 10 son ${n} decenas: escribe ${n} y un 0 en las unidades. ¿Qué número es?`,
  timesTwo: (n: number) =>
    `${n} ${POR} 2 es un doble: ${n} ${MAS} ${n}. ¿Cuánto es el doble de ${n}?`,
  timesFive: (n: number) =>
    `${n} ${POR} 5 es la mitad de ${n} ${POR} 10. ${n} ${POR} 10 = ${n * 10}. ¿Cuánto es la mitad de ${n * 10}?`,
  timesNine: (n: number) =>
    `${n} ${POR} 9 es un grupo de ${n} menos que ${n} ${POR} 10. ${n} ${POR} 10 = ${n * 10}. ¿Cuánto es ${n * 10} ${MENOS} ${n}?`,
  timesEleven: (n: number) =>
    `${n} ${POR} 11 es ${n} ${POR} 10 y un ${n} más. ${n} ${POR} 10 = ${n * 10}. ¿Cuánto es ${n * 10} ${MAS} ${n}?`,
  timesFour: (n: number) =>
    `${n} ${POR} 4 es el doble, y otra vez el doble. El doble de ${n} es ${n * 2}. ¿Cuánto es el doble de ${n * 2}?`,
  timesThree: (n: number) =>
    `${n} ${POR} 3 es el doble y un grupo más. El doble de ${n} es ${n * 2}. ¿Cuánto es ${n * 2} ${MAS} ${n}?`,
  timesTwelve: (n: number) =>
    `${n} ${POR} 12 es ${n} ${POR} 10 y ${n} ${POR} 2. ${n} ${POR} 10 = ${n * 10} y ${n} ${POR} 2 = ${n * 2}. ¿Cuánto es ${n * 10} ${MAS} ${n * 2}?`,
  timesSix: (n: number) =>
    `${n} ${POR} 6 es ${n} ${POR} 5 y un grupo más de ${n}. ${n} ${POR} 5 = ${n * 5}. ¿Cuánto es ${n * 5} ${MAS} ${n}?`,
  timesEight: (n: number) =>
    `${n} ${POR} 8 es el doble, el doble y otra vez el doble. El doble de ${n} es ${n * 2} y el doble de ${n * 2} es ${n * 4}. ¿Cuánto es el doble de ${n * 4}?`,
  timesSeven: (n: number) =>
    `${n} ${POR} 7 es ${n} ${POR} 5 y ${n} ${POR} 2. ${n} ${POR} 5 = ${n * 5} y ${n} ${POR} 2 = ${n * 2}. ¿Cuánto es ${n * 5} ${MAS} ${n * 2}?`,
  divideByOne: (fact: string, a: number) =>
    `${fact}: los ${a} van a un solo grupo. ¿Cuántos hay en ese grupo?`,
  missingFactorOnce: (a: number, b: number) =>
    `Piensa en una multiplicación: ${b} ${POR} ? = ${a}. ¿Cuántas veces ${b} hacen ${a}?`,
  missingFactor: (a: number, b: number, from: number) =>
    `Piensa en una multiplicación: ${b} ${POR} ? = ${a}. Sabes que ${b} ${POR} ${from} = ${b * from}. Cuenta de ${b} en ${b} desde ${b * from} hasta llegar a ${a}: ¿cuántas veces ${b} son?`,
  doubleImage: doble,
};
