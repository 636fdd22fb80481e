import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { boxId, expectedEntries } from '../arithmetic/grid';
import {
  answerOf,
  boxesOf,
  gradeProblem,
  type Problem,
  SUBJECTS,
  type Subject,
} from '../arithmetic/problem';
import { createRandom } from '../random';
import { BUG_IDS, BUGS, type BugId } from './catalog';
import { diagnose } from './diagnose';
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

const anyProblem = fc
  .record({
    subject: fc.constantFrom(...SUBJECTS),
    level: fc.integer({ min: 0, max: MAX_LEVEL }),
    seed: fc.integer(),
  })
  .map(({ subject, level, seed }) => problemAt(subject, level, seed));

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
   * Per bug, over generated problems of every level where the bug changes the answer: how
   * often the answer it produces is diagnosed as that bug, or as another bug that gives the
   * same answer; from the answer alone and from the grid the procedure fills.
   */
  it.each(BUG_IDS)('finds %s in at least 95% of the problems it changes', (bug) => {
    let changed = 0;
    let fromAnswer = 0;
    let fromGrid = 0;
    let visible = 0;
    for (const subject of BUGS[bug].subjects) {
      for (let seed = 0; seed < 400; seed++) {
        const problem = problemAt(subject, seed % (MAX_LEVEL + 1), seed);
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
    expect(fromAnswer / changed).toBeGreaterThanOrEqual(0.95);
    expect(fromGrid / visible).toBeGreaterThanOrEqual(0.95);
  });
});
