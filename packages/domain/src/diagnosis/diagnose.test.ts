import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { boxId, expectedEntries } from '../arithmetic/grid';
import {
  answerOf,
  boxesOf,
  gradeProblem,
  inSchoolMethod,
  type Problem,
  SUBJECTS,
  type Subject,
  solve,
} from '../arithmetic/problem';
import {
  DEFAULT_SCHOOL_METHOD,
  DIVISION_METHODS,
  SUBTRACTION_METHODS,
} from '../arithmetic/school-method';
import { createRandom } from '../random';
import { methodForBug } from './bugs-of';
import { BUG_IDS, BUGS, type BugId } from './catalog';
import { answerAsNumber, answerBoxes, diagnose, writtenAnswer } from './diagnose';
import { type BuggyWork, buggyWorks } from './procedures';

const NO_BUGS = new Set<BugId>();

function problemAt(subject: Subject, level: number, seed: number): Problem {
  return generateProblem(subject, level, createRandom(seed));
}

function answerText(work: { answer: number; remainder?: number }): string {
  return work.remainder === undefined ? String(work.answer) : `${work.answer} r ${work.remainder}`;
}

function correctEntries(problem: Problem): Record<string, string> {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index]!]));
}

/** A problem of any subject and level, written in any of the schools' methods. */
const anyProblem = fc
  .record({
    subject: fc.constantFrom(...SUBJECTS),
    level: fc.integer({ min: 0, max: MAX_LEVEL }),
    seed: fc.integer(),
    subtraction: fc.constantFrom(...SUBTRACTION_METHODS),
    division: fc.constantFrom(...DIVISION_METHODS),
  })
  .map(({ subject, level, seed, subtraction, division }) =>
    inSchoolMethod(problemAt(subject, level, seed), { subtraction, division }),
  );

describe('the buggy procedures', () => {
  it('with no bug, work every problem as the engine does, box by box', () => {
    fc.assert(
      fc.property(anyProblem, (problem) => {
        const works = buggyWorks(problem, NO_BUGS);
        expect(works).toHaveLength(1);
        const [work] = works as [BuggyWork];
        expect(work.answer).toBe(answerOf(problem));
        if (problem.subject === 'division') expect(work.remainder).toBe(problem.remainder);
        const correct = correctEntries(problem);
        for (const [id, digit] of Object.entries(work.entries)) {
          if (id in correct) expect(`${id}=${digit}`).toBe(`${id}=${correct[id]}`);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('diagnose', () => {
  it('never diagnoses a correct answer, with or without the grid', () => {
    fc.assert(
      fc.property(anyProblem, (problem) => {
        const right = answerText({
          answer: answerOf(problem),
          ...(problem.subject === 'division' ? { remainder: problem.remainder } : {}),
        });
        expect(diagnose(problem, right)).toEqual([]);
        expect(diagnose(problem, String(answerOf(problem)), correctEntries(problem))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  /**
   * Per bug, over generated problems of every level where the bug changes the answer: the
   * answer it produces is diagnosed as that bug, or as another bug that gives the same
   * answer, every time; from the answer alone and from the grid the procedure fills.
   */
  it.each(BUG_IDS)(
    'finds %s, or a bug with the same answer, in every problem it changes',
    (bug) => {
      let changed = 0;
      let fromAnswer = 0;
      let fromGrid = 0;
      let visible = 0;
      for (const subject of BUGS[bug].subjects) {
        for (let seed = 0; seed < 400; seed++) {
          const problem = inSchoolMethod(
            problemAt(subject, seed % (MAX_LEVEL + 1), seed),
            methodForBug(bug, DEFAULT_SCHOOL_METHOD),
          );
          const correct = buggyWorks(problem, NO_BUGS)[0]!;
          for (const work of buggyWorks(problem, new Set([bug]))) {
            if (answerText(work) === answerText(correct)) continue;
            changed++;
            const sameAnswer = (other: BugId) =>
              buggyWorks(problem, new Set([other])).some(
                (each) => answerText(each) === answerText(work),
              );
            const explains = (found: ReturnType<typeof diagnose>) =>
              found.some((each) => each.bugs.includes(bug)) ||
              found.some((each) => each.bugs.length === 1 && sameAnswer(each.bugs[0]!));
            if (explains(diagnose(problem, answerText(work)))) fromAnswer++;
            // The grid path counts the works the grid can show (a remainder of 14 where the
            // grid has one box shows as a correct 4).
            const grid = boxesOf(problem).map((box) => work.entries[boxId(box)] ?? '');
            if (gradeProblem(problem, grid).complete) continue;
            visible++;
            if (explains(diagnose(problem, answerText(work), work.entries))) fromGrid++;
          }
        }
      }
      expect(changed).toBeGreaterThan(20);
      expect(fromAnswer).toBe(changed);
      expect(fromGrid).toBe(visible);
    },
  );
});

/**
 * A slip: the correct grid, helper boxes and all, with one graded box holding another
 * digit. Its answer may happen to be a bug's (603 - 247 = 456 is Borrow-From-Zero's), but
 * the rest of the grid says otherwise, so it should almost never be diagnosed.
 */
describe('slips', () => {
  // The rate per subject, with and without helper boxes: npm run bench -- diagnosis.
  it('one wrong digit in an otherwise correct grid is diagnosed in at most 2% of cases', () => {
    const random = createRandom('slips');
    let slips = 0;
    let diagnosed = 0;
    for (let draw = 0; draw < 3000; draw++) {
      const subject = SUBJECTS[draw % SUBJECTS.length]!;
      const problem = problemAt(subject, draw % (MAX_LEVEL + 1), draw);
      const boxes = boxesOf(problem);
      const entries = correctEntries(problem);
      // A digit of the answer: a right answer is never diagnosed.
      const inAnswer = answerBoxes(problem, boxes);
      const box = inAnswer[random.int(0, inAnswer.length - 1)]!;
      const id = boxId(box);
      const other = (Number(entries[id] || '0') + random.int(1, 9)) % 10;
      entries[id] = String(other);
      const answer = writtenAnswer(problem, entries);
      slips++;
      if (diagnose(problem, answer, entries).length > 0) diagnosed++;
    }
    expect(slips).toBeGreaterThan(1000);
    expect(diagnosed / slips).toBeLessThanOrEqual(0.02);
  });

  it('603 - 247 = 456 with the hundreds borrowed from is a slip, not Borrow-From-Zero', () => {
    const problem = solve('subtraction', 603, 247);
    const slip: Record<string, string> = { ...correctEntries(problem), 'difference.2': '4' };
    expect(slip['borrow.2']).toBe('5');
    expect(diagnose(problem, '456', slip)).toEqual([]);
    // Without the grid, the answer alone is that bug's.
    expect(diagnose(problem, '456').map((each) => each.bugs)).toContainEqual(['borrow-from-zero']);
  });
});

describe('answers as reports print them', () => {
  it('drops the zeros typed in front of a number, and keeps a zero answer', () => {
    expect(answerAsNumber('02125')).toBe('2125');
    expect(answerAsNumber('07 r 03')).toBe('7 r 3');
    expect(answerAsNumber('0')).toBe('0');
    expect(answerAsNumber('000')).toBe('0');
    expect(answerAsNumber('')).toBe('');
    expect(answerAsNumber('1050')).toBe('1050');
  });
});
