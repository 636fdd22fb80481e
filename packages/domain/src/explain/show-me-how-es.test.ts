import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { boxId, expectedEntries } from '../arithmetic/grid';
import { boxesOf, inSchoolMethod, SUBJECTS, solve } from '../arithmetic/problem';
import { DIVISION_METHODS, SUBTRACTION_METHODS } from '../arithmetic/school-method';
import { createRandom } from '../random';
import { factStrategy } from './fact-strategy';
import { hintFor } from './hints';
import { hintText, showMeHow } from './show-me-how';

/** The numbers a sentence says, each once ("de 3 en 3" says a number twice over). */
const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])];

describe('Show me how in Spanish', () => {
  it('says every box of every grid with the same numbers as the English, in any method', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBJECTS),
        fc.integer({ min: 0, max: MAX_LEVEL }),
        fc.integer(),
        fc.constantFrom(...SUBTRACTION_METHODS),
        fc.constantFrom(...DIVISION_METHODS),
        (subject, level, seed, subtraction, division) => {
          const problem = inSchoolMethod(generateProblem(subject, level, createRandom(seed)), {
            subtraction,
            division,
          });
          for (const box of boxesOf(problem).filter((each) => each.graded)) {
            const hint = hintFor(problem, box);
            const english = hintText(hint);
            const spanish = hintText(hint, 'es');
            expect(spanish, english).not.toBe(english);
            expect(numbers(spanish).sort(), `${english} / ${spanish}`).toEqual(
              numbers(english).sort(),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every fact strategy of every table, with its numbers', () => {
    for (const operation of SUBJECTS) {
      for (let a = 0; a <= 12; a++) {
        for (let b = 0; b <= 12; b++) {
          const fact =
            operation === 'division'
              ? { operation, a: a * Math.max(b, 1), b: Math.max(b, 1) }
              : {
                  operation,
                  a: Math.max(a, b),
                  b: operation === 'subtraction' ? Math.min(a, b) : b,
                };
          const english = factStrategy(fact);
          const spanish = factStrategy(fact, 'es');
          expect(spanish.strategy).toBe(english.strategy);
          expect(numbers(spanish.text).sort(), english.text).toEqual(numbers(english.text).sort());
        }
      }
    }
  });

  it('words a child in Spain reads: equal additions, long division, a misconception', () => {
    const equal = inSchoolMethod(solve('subtraction', 64, 28), {
      subtraction: 'equal-additions',
      division: 'divisor-right',
    });
    const boxes = boxesOf(equal);
    const right = expectedEntries(boxes);
    const at = (id: string) => boxes.findIndex((box) => boxId(box) === id);
    expect(showMeHow(equal, boxes, right, at('difference.0'), 'es').text).toBe(
      'Columna de las unidades: 4 es menor que 8, así que añade diez arriba: de 8 a 14 van 6 (14 − 8 = 6). Y me llevo una: 1 más en la cifra siguiente de abajo.',
    );
    const forgot = right.map((digit, i) => (i === at('difference.1') ? '4' : digit));
    expect(showMeHow(equal, boxes, forgot, at('difference.1'), 'es').text).toBe(
      'Añadiste diez en la columna de la derecha, así que aquí te llevas una: la cifra de abajo cuenta uno más. Columna de las decenas: con la que te llevabas, el 2 de abajo cuenta 1 más: 3. De 3 a 6 van 3 (6 − 3 = 3).',
    );
    const division = solve('division', 476, 6);
    const dBoxes = boxesOf(division);
    expect(showMeHow(division, dBoxes, expectedEntries(dBoxes), 0, 'es').text).toBe(
      'Paso 1: ¿Cuántas veces cabe 6 en 47? Escribe 7: 7 × 6 = 42, y 47 − 42 = 5. Baja el 6.',
    );
  });
});
