import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { equalAdditions, equalAdditionsAnswer } from '../arithmetic/equal-additions';
import { answerOf, SUBJECTS, solve } from '../arithmetic/problem';
import {
  DEFAULT_SCHOOL_METHOD,
  DIVISION_METHODS,
  methodsFor,
  type SchoolMethod,
  SUBTRACTION_METHODS,
} from '../arithmetic/school-method';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import { BUG_IDS, BUGS } from '../diagnosis/catalog';
import { buggyWorks } from '../diagnosis/procedures';
import { createRandom } from '../random';
import { helpTonight, TOGETHER_PROBLEMS } from './help-tonight';
import { teacherSteps } from './teacher-words';

const EVERY_METHOD: SchoolMethod[] = SUBTRACTION_METHODS.flatMap((subtraction) =>
  DIVISION_METHODS.map((division) => ({ subtraction, division })),
);

/** The digits the sentences say to write, one per sentence that writes one, ones first. */
const written = (steps: string[]) =>
  steps.flatMap((step) =>
    [...step.matchAll(/[Ww]rite (\d+)/g)].map((match) => match[1]!).slice(-1),
  );

describe('help tonight for every catalogued step and every school method', () => {
  const levels = [0, 10, MAX_LEVEL];
  for (const bug of BUG_IDS) {
    for (const subject of BUGS[bug].subjects) {
      it(`${bug} in ${subject}: three problems the bug gets wrong, keyed with its wrong answer`, () => {
        for (const method of methodsFor(subject)) {
          for (const level of levels) {
            const page = helpTonight({
              bug,
              subject,
              method,
              child: 'Maya',
              level,
              seed: `${bug}-${level}`,
            });
            expect(page.together).toHaveLength(TOGETHER_PROBLEMS);
            expect(page.steps.length).toBeGreaterThan(0);
            expect(page.script).toHaveLength(4);
            for (const each of page.together) {
              expect(each.problem.subject).toBe(subject);
              expect(each.problem.id).not.toBe(page.worked.id);
              // The bug answers it wrongly, and the key says what it writes.
              expect(each.wrongAnswer).not.toBe(each.answer);
              const works = buggyWorks(each.problem, new Set([bug])).map(
                (work) => `${work.answer}${work.remainder ? ` r ${work.remainder}` : ''}`,
              );
              expect(works).toContain(each.wrongAnswer);
              expect(each.wrongNote).toMatch(new RegExp(`^If Maya writes ${each.wrongAnswer}, `));
              // The school's method answers it rightly.
              if (subject === 'subtraction' && method.subtraction === 'equal-additions') {
                expect(
                  equalAdditionsAnswer(equalAdditions(each.problem as SubtractionProblem)),
                ).toBe(answerOf(each.problem));
              }
            }
          }
        }
      });
    }
  }

  it('works the child’s own mistake when there is one, and the same seed gives the same page', () => {
    const mistake = solve('subtraction', 503, 278);
    const input = {
      bug: 'borrow-across-zero' as const,
      subject: 'subtraction' as const,
      method: DEFAULT_SCHOOL_METHOD,
      child: 'Maya',
      level: 8,
      seed: 'a',
      mistake,
    };
    const page = helpTonight(input);
    expect(page.worked).toBe(mistake);
    expect(helpTonight(input)).toEqual(page);
    expect(page.script[0]).toContain('where does the ten come from');
  });
});

describe('the worked problem in the words of the school’s method', () => {
  it('regrouping through a zero goes to the hundreds, in the teacher’s words', () => {
    const steps = teacherSteps(solve('subtraction', 503, 278), DEFAULT_SCHOOL_METHOD);
    expect(steps[0]).toBe(
      'Ones: 3 is less than 8. There are no tens to take from, so we go to the hundreds: one hundred becomes ten tens (the hundreds go from 5 to 4), and we regroup one of those for ten ones. 13 − 8 = 5. Write 5.',
    );
    expect(steps[1]).toBe(
      'The tens are 9 now (0 before, one went to the right). Tens: 9 − 7 = 2. Write 2.',
    );
    expect(steps[2]).toBe(
      'The hundreds are 4 now (5 before, one went to the right). Hundreds: 4 − 2 = 2. Write 2.',
    );
  });

  it('exchanging says exchange; equal additions adds ten on top and pays it back below', () => {
    const problem = solve('subtraction', 52, 27);
    expect(teacherSteps(problem, { ...DEFAULT_SCHOOL_METHOD, subtraction: 'exchanging' })[0]).toBe(
      'Ones: 2 is less than 7. We exchange one ten for ten ones: the tens go from 5 to 4, and the ones from 2 to 12. 12 − 7 = 5. Write 5.',
    );
    const equal = teacherSteps(problem, {
      ...DEFAULT_SCHOOL_METHOD,
      subtraction: 'equal-additions',
    });
    expect(equal).toEqual([
      'Ones: 2 is less than 7, so we add ten to the top: 12 − 7 = 5. Write 5. We pay it back below: the tens digit of the bottom number, 2, becomes 3.',
      'The bottom tens digit is 3 now: the ten we added on the right is paid back here. Tens: 5 − 3 = 2. Write 2.',
    ]);
  });

  it('long division says where the answer digit goes in each layout', () => {
    const problem = solve('division', 172, 4);
    expect(teacherSteps(problem, DEFAULT_SCHOOL_METHOD)[0]).toBe(
      'How many 4s are in 17? 4, because 4 × 4 = 16 and 5 × 4 = 20 is too many. Write 4 on top. 17 − 16 = 1, less than 4. Bring down the 2: that makes 12.',
    );
    expect(teacherSteps(problem, { ...DEFAULT_SCHOOL_METHOD, division: 'divisor-right' })[1]).toBe(
      'How many 4s are in 12? 3, because 3 × 4 = 12 and 4 × 4 = 16 is too many. Write 3 under the divisor. 12 − 12 = 0, less than 4. Nothing is left: there is no remainder.',
    );
  });

  it('the digits the words write make the right answer, for every subject, level and method', () => {
    const random = createRandom('teacher-words');
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= MAX_LEVEL; level++) {
        for (let draw = 0; draw < 20; draw++) {
          const problem = generateProblem(subject, level, random);
          for (const method of EVERY_METHOD) {
            const digits = written(teacherSteps(problem, method));
            const answer = String(answerOf(problem));
            if (problem.subject === 'multiplication') {
              // Each row's digits make the row (its placeholder zeros said in words), and the
              // rows add up to the product.
              const rows = teacherSteps(problem, method)
                .join('\n')
                .split(/^Row \d+: .*$/m)
                .filter((row) => row.trim() !== '');
              const { multiplicand } = problem;
              const values = problem.partialProducts.map(
                (row) => multiplicand * row.multiplierDigit,
              );
              expect(
                rows.map((row) => Number(written(row.split('\n')).reverse().join(''))),
              ).toEqual(values);
              if (values.length > 1)
                expect(teacherSteps(problem, method).at(-1)).toContain(`= ${answer}.`);
              continue;
            }
            const number = subject === 'division' ? digits.join('') : digits.reverse().join('');
            expect(Number(number), `${problem.id} ${JSON.stringify(method)}`).toBe(Number(answer));
          }
        }
      }
    }
  });

  it('equal additions gives the difference of every subtraction', () => {
    const random = createRandom('equal-additions');
    for (let level = 0; level <= MAX_LEVEL; level++) {
      for (let draw = 0; draw < 200; draw++) {
        const problem = generateProblem('subtraction', level, random) as SubtractionProblem;
        expect(equalAdditionsAnswer(equalAdditions(problem))).toBe(problem.difference);
      }
    }
  });
});

describe('Help tonight in Spanish', () => {
  /** The numbers a sentence says, each once. */
  const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

  it('works every problem in a Spanish-speaking teacher’s words, with the English numbers', () => {
    const random = createRandom('help-es');
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= MAX_LEVEL; level++) {
        const problem = generateProblem(subject, level, random);
        for (const method of EVERY_METHOD) {
          const english = teacherSteps(problem, method);
          const spanish = teacherSteps(problem, method, 'es');
          expect(spanish).toHaveLength(english.length);
          spanish.forEach((sentence, index) => {
            expect(sentence).not.toBe(english[index]);
            expect(numbers(sentence), `${english[index]} / ${sentence}`).toEqual(
              numbers(english[index]!),
            );
          });
        }
      }
    }
  });

  it('asks, scripts and keys the step in Spanish', () => {
    const page = helpTonight({
      bug: 'payback-forgotten',
      subject: 'subtraction',
      method: DEFAULT_SCHOOL_METHOD,
      child: 'Ana',
      level: 10,
      seed: 'es',
      language: 'es',
    });
    expect(page.script[0]).toBe(
      'Pregunta, en ese paso: «Aquí añadiste diez arriba: ¿dónde te llevas una?»',
    );
    expect(page.script.at(-1)).toContain('«Suma diez arriba pero no se lleva una»');
    // A step of equal additions is shown in that method, whatever the child's.
    expect(page.steps.join(' ')).toContain('me llevo una');
    for (const each of page.together) expect(each.wrongNote).toMatch(/^Si Ana escribe \d+, /);
  });
});
