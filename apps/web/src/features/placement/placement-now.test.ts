import {
  boxesOf,
  boxId,
  expectedEntries,
  type OpenPlacement,
  placementStep,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { answerOf, placementNow, placementToShow, stepProblem } from './placement-now';

const placement: OpenPlacement = {
  id: '0b9e2f2e-5c4b-4f57-9f4a-3a1d7f0e9c11',
  subject: 'addition',
  kind: 'placement',
  grade: 3,
  level: 0,
  answers: [],
};

const rightGrid = (problem: ReturnType<typeof stepProblem>) => {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, i) => [boxId(box), expected[i] ?? '']));
};

describe('a placement on the device (placementNow)', () => {
  it('goes on from the answers waiting on the device, in order, each once', () => {
    const first = placementStep(placement, []);
    if (first.done) throw new Error('a placement starts with a problem');
    const problem = stepProblem(placement, first.level, 0);
    const given = answerOf(problem, first.level, rightGrid(problem));
    expect(given.answer.right).toBe(true);
    const now = placementNow(placement, [{ index: 0, ...given }]);
    expect(now.answers).toEqual([given.answer]);
    // The same answer twice, or one ahead of a gap, is not counted again.
    const twice = placementNow(placement, [
      { index: 0, ...given },
      { index: 0, ...given },
      { index: 2, ...given },
    ]);
    expect(twice.answers).toHaveLength(1);
    // A right answer sends the next problem no lower than the first.
    if (!now.step.done) expect(now.step.level).toBeGreaterThanOrEqual(first.level);
  });

  it('takes "I haven\'t learned this yet" as not known, and a blank grid as wrong', () => {
    const step = placementStep(placement, []);
    if (step.done) throw new Error('a placement starts with a problem');
    const problem = stepProblem(placement, step.level, 0);
    expect(answerOf(problem, step.level, null)).toMatchObject({
      entries: null,
      answer: { right: false },
    });
    expect(answerOf(problem, step.level, {}).answer.right).toBe(false);
  });

  it('ends with a level once the server has every answer', () => {
    const answers = [];
    let now = placementNow(placement, []);
    while (!now.step.done) {
      const problem = stepProblem(placement, now.step.level, now.step.index);
      answers.push(answerOf(problem, now.step.level, null).answer);
      now = placementNow({ ...placement, answers }, []);
    }
    // A child who has learned nothing is placed at the bottom, or one above it.
    expect(now.step.level).toBeLessThanOrEqual(1);
    expect(answers.length).toBeLessThanOrEqual(12);
  });
});

describe('the placement a sitting shows (placementToShow)', () => {
  const subtraction: OpenPlacement = { ...placement, id: 'c2f7', subject: 'subtraction' };
  const nextAddition: OpenPlacement = { ...placement, id: 'a9d1' };

  it('keeps the sitting on screen once the server no longer lists it: its end stays', () => {
    expect(placementToShow(placement, [], 'addition')).toBe(placement);
    // Another subject waits: the ended sitting is not replaced by its start.
    expect(placementToShow(placement, [subtraction], 'addition')).toBe(placement);
    expect(placementToShow(placement, [subtraction, placement], undefined)).toBe(placement);
  });

  it('gives way to another open placement of the subject asked for', () => {
    expect(placementToShow(placement, [nextAddition], 'addition')).toBe(nextAddition);
    expect(placementToShow(placement, [subtraction], 'subtraction')).toBe(subtraction);
  });

  it("with none on screen, shows the subject's open one, else the first, else none", () => {
    expect(placementToShow(undefined, [placement, subtraction], 'subtraction')).toBe(subtraction);
    expect(placementToShow(undefined, [placement, subtraction], 'division')).toBe(placement);
    expect(placementToShow(undefined, [], 'addition')).toBeUndefined();
  });
});
