import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOf, SUBJECTS, solve } from '../arithmetic/problem';
import { SPOKEN_MAX, spokenBox, spokenNumber, spokenProblem, spokenText } from './spoken';

/**
 * An independent reading of Spanish number words back into a number: each word's value,
 * "mil" multiplying what came since the last million, "millón"/"millones" closing a group. It
 * shares nothing with the speaking but the Spanish.
 */
const VALUES: Record<string, number> = {};
'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'
  .split(' ')
  .forEach((word, value) => {
    VALUES[word] = value;
  });
Object.assign(VALUES, {
  un: 1,
  veintiún: 21,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
});

function readSpanish(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.split(' ')) {
    if (word === 'y') continue;
    if (word === 'mil') {
      total += (group || 1) * 1000;
      group = 0;
    } else if (word === 'millón' || word === 'millones') {
      total += group * 1_000_000;
      group = 0;
    } else {
      const value = VALUES[word];
      if (value === undefined) throw new Error(`not a number word: ${word} in "${words}"`);
      group += value;
    }
  }
  return total + group;
}

describe('numbers said in Spanish', () => {
  it('are said as a child says them', () => {
    const said = (n: number) => spokenNumber(n, 'es');
    expect(said(0)).toBe('cero');
    expect(said(7)).toBe('siete');
    expect(said(16)).toBe('dieciséis');
    expect(said(22)).toBe('veintidós');
    expect(said(47)).toBe('cuarenta y siete');
    expect(said(100)).toBe('cien');
    expect(said(105)).toBe('ciento cinco');
    expect(said(500)).toBe('quinientos');
    expect(said(1000)).toBe('mil');
    expect(said(2006)).toBe('dos mil seis');
    expect(said(21_000)).toBe('veintiún mil');
    expect(said(31_000)).toBe('treinta y un mil');
    expect(said(101_000)).toBe('ciento un mil');
    expect(said(1_000_000)).toBe('un millón');
    expect(said(3_400_021)).toBe('tres millones cuatrocientos mil veintiuno');
  });

  it('read back to the same number, for every number a problem can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SPOKEN_MAX }), (n) => {
        expect(readSpanish(spokenNumber(n, 'es'))).toBe(n);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('problems and boxes said in Spanish', () => {
  it('names the operation as the class does', () => {
    expect(spokenProblem(solve('addition', 7, 5), 1, 'es')).toBe('siete más cinco');
    expect(spokenProblem(solve('subtraction', 405, 98), 2, 'es')).toBe(
      'cuatrocientos cinco menos noventa y ocho',
    );
    expect(spokenProblem(solve('multiplication', 6, 7), 3, 'es')).toBe('seis por siete');
    expect(spokenProblem(solve('division', 12, 3), 4, 'es')).toBe('doce entre tres');
  });

  it('says a printed sentence with its numbers and signs in words', () => {
    expect(spokenText('Unidades: 7 + 5 = 12.', 3, 'es')).toBe(
      'Unidades: siete más cinco es igual a doce.',
    );
  });

  it('names every box of every subject in Spanish words, with no English left', () => {
    for (const subject of SUBJECTS) {
      const problem = subject === 'division' ? solve(subject, 9876, 7) : solve(subject, 4807, 396);
      for (const box of boxesOf(problem)) {
        const said = spokenBox(box, 'es');
        expect(said).toMatch(/^(paso [a-z ]+: )?la casilla /);
        expect(said).not.toMatch(/\b(the|box|ones|tens|answer|row|step)\b/);
      }
    }
  });
});
