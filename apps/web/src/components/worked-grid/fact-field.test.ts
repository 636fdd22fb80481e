import { boxesOf, gradeProblem, solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { clearFact, factTyped, sanitizeFact, typeFact } from './fact-field';
import { initialGridState, submit } from './grid-state';

describe('the answer field of a fact', () => {
  const problem = solve('addition', 7, 5);
  const boxes = boxesOf(problem);
  const typed = (...steps: string[]) =>
    steps.reduce((state, raw) => typeFact(state, boxes, raw), initialGridState(boxes));

  it('fills from the left as the number is written: "1" then "12"', () => {
    const one = typed('1');
    expect(factTyped(one)).toBe('1');
    const twelve = typed('1', '12');
    expect(factTyped(twelve)).toBe('12');
    expect(submit(problem, boxes, twelve).state.complete).toBe(true);
    // The digits the other way round are 21, and wrong.
    expect(submit(problem, boxes, typed('2', '21')).state.complete).toBe(false);
  });

  it('takes Backspace off the last digit, ignores letters and a digit past its width', () => {
    expect(factTyped(typed('1', '12', '1'))).toBe('1');
    expect(factTyped(typed('1', '1a'))).toBe('1');
    expect(factTyped(typed('1', '12', '123'))).toBe('12');
    expect(sanitizeFact('x', 2)).toBeNull();
    expect(sanitizeFact('', 2)).toBe('');
  });

  it('ungrades the whole number when it changes, and Try Again empties it', () => {
    const wrong = submit(problem, boxes, typed('1', '13')).state;
    expect(wrong.results).toContain(false);
    const edited = typeFact(wrong, boxes, '1');
    expect(edited.results.every((result) => result === undefined)).toBe(true);
    expect(factTyped(clearFact(wrong))).toBe('');
    // A digit typed on the red answer starts it again; Backspace only takes one off.
    expect(factTyped(typeFact(wrong, boxes, '132'))).toBe('2');
    expect(factTyped(typeFact(wrong, boxes, '1'))).toBe('1');
    expect(clearFact(wrong).submitted).toBe(false);
  });

  it('grades a one-digit answer typed alone, with its tens left blank', () => {
    const small = solve('multiplication', 2, 3);
    const smallBoxes = boxesOf(small);
    const state = typeFact(initialGridState(smallBoxes), smallBoxes, '6');
    expect(gradeProblem(small, state.entries, smallBoxes).complete).toBe(true);
  });
});
