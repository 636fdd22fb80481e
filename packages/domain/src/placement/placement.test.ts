import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_LEVEL } from '../arithmetic/curriculum';
import { boxesOf, SUBJECTS, type Subject } from '../arithmetic/problem';
import {
  firstGuess,
  maxProblems,
  type PlacementAnswer,
  type PlacementKind,
  type PlacementPlan,
  placementProblem,
  placementStep,
} from './placement';

// Each property searches hundreds of placements: 10-30 s when both cores are busy with the
// API tests or the journeys beside them.
vi.setConfig({ testTimeout: 120_000 });

const subject = fc.constantFrom(...SUBJECTS);
const plan = fc.record({
  kind: fc.constantFrom<PlacementKind>('placement', 'recheck'),
  subject,
  grade: fc.integer({ min: 1, max: 7 }),
  level: fc.integer({ min: 0, max: MAX_LEVEL }),
});

/** Runs a placement to its end; `right(level, index)` is the child's first try. */
function run(
  placement: PlacementPlan,
  right: (level: number, index: number) => boolean,
): { level: number; asked: PlacementAnswer[] } {
  const answers: PlacementAnswer[] = [];
  for (;;) {
    const step = placementStep(placement, answers);
    if (step.done) return { level: step.level, asked: answers };
    expect(step.index).toBe(answers.length);
    const problem = placementProblem('seed', placement.subject, step.level, step.index);
    const boxes = boxesOf(problem).filter((box) => box.required).length;
    answers.push({ level: step.level, boxes, right: right(step.level, step.index) });
  }
}

describe('the placement (placementStep)', () => {
  it('ends within its most problems, every problem and the level found within 0-19', () => {
    fc.assert(
      fc.property(plan, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (p, tries) => {
        const { level, asked } = run(p, (_, index) => tries[index]!);
        expect(asked.length).toBeLessThanOrEqual(maxProblems(p.kind));
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(MAX_LEVEL);
        for (const answer of asked) {
          expect(answer.level).toBeGreaterThanOrEqual(0);
          expect(answer.level).toBeLessThanOrEqual(MAX_LEVEL);
        }
      }),
      { numRuns: 150 },
    );
  });

  // Monotone in what the child knows. Not in each answer of a fixed list: a right answer on a
  // long grid also says the child slips less, or that its chances fall off more slowly, and
  // either can move the right level (the highest it gets 80% of) down by one; decision 0027.
  it('never places a child lower for knowing more levels', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: -1, max: MAX_LEVEL - 1 }), (p, known) => {
        const less = run(p, (level) => level <= known).level;
        const more = run(p, (level) => level <= known + 1).level;
        expect(more).toBeGreaterThanOrEqual(less);
      }),
      { numRuns: 150 },
    );
  });

  it('finds a child who knows the levels up to k at k or one off, nearly always, never far', () => {
    let children = 0;
    const misses: string[] = [];
    for (const s of SUBJECTS as readonly Subject[]) {
      for (let known = 0; known <= MAX_LEVEL; known++) {
        for (const grade of [1, 4, 7]) {
          // A first-grader at 5-digit work is not a child the grade guess is made for.
          const guess = firstGuess({ kind: 'placement', subject: s, grade, level: 0 });
          if (Math.abs(known - guess) > 8) continue;
          children++;
          const { level } = run(
            { kind: 'placement', subject: s, grade, level: 0 },
            (l) => l <= known,
          );
          expect(Math.abs(level - known), `${s} ${known}`).toBeLessThanOrEqual(2);
          if (Math.abs(level - known) > 1) misses.push(`${s} ${known} grade ${grade}: ${level}`);
        }
      }
    }
    // A child who never slips looks, on the long grids, like one who slips on the levels
    // above: a few land two below.
    expect(misses.length, misses.join('; ')).toBeLessThanOrEqual(0.1 * children);
  });

  it('re-checks around the level the child was at, in at most five problems', () => {
    const { level, asked } = run(
      { kind: 'recheck', subject: 'addition', grade: 4, level: 9 },
      (l) => l <= 9,
    );
    expect(asked.length).toBeLessThanOrEqual(5);
    expect(Math.abs(level - 9)).toBeLessThanOrEqual(1);
  });

  it('draws the same problem for the same placement, index and level on every device', () => {
    expect(placementProblem('p1', 'division', 9, 3)).toEqual(
      placementProblem('p1', 'division', 9, 3),
    );
    expect(placementProblem('p1', 'division', 9, 3)).not.toEqual(
      placementProblem('p1', 'division', 9, 4),
    );
  });
});
