import { boxesOf, expectedEntries, solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  clearWrong,
  enterDigit,
  initialGridState,
  keyOutcome,
  sanitizeEntry,
  submit,
} from './grid-state';

describe('a box keeps one digit (seed §4)', () => {
  it.each([
    ['7', '7'],
    ['', ''],
    ['a7', '7'],
    ['78', '8'],
    ['x', null],
    ['-', null],
    ['٣', null],
  ])('%j becomes %j', (raw, kept) => {
    expect(sanitizeEntry(raw)).toBe(kept);
  });
});

describe('answering a problem', () => {
  const problem = solve('addition', 47, 38); // boxes: sum.0, carry.1, sum.1, sum.2
  const boxes = boxesOf(problem);

  it('enables submit only when every required box has a digit', () => {
    let state = initialGridState(boxes);
    expect(canSubmit(boxes, state)).toBe(false);
    state = enterDigit(state, 0, '5');
    expect(canSubmit(boxes, state)).toBe(false);
    state = enterDigit(state, 2, '8');
    // The carry and the extra leading column are not required.
    expect(canSubmit(boxes, state)).toBe(true);
  });

  it('marks the wrong boxes, and an edit makes a box ungraded again', () => {
    let state = initialGridState(boxes);
    state = enterDigit(state, 0, '5');
    state = enterDigit(state, 2, '7');
    const first = submit(problem, boxes, state);
    expect(first.grading.wrong).toEqual([2]);
    expect(first.state.results).toEqual([true, null, false, true]);
    expect(first.state.complete).toBe(false);
    expect(canSubmit(boxes, first.state)).toBe(false);

    state = enterDigit(first.state, 2, '8');
    expect(state.results[2]).toBeUndefined();
    expect(state.submitted).toBe(false);
    expect(canSubmit(boxes, state)).toBe(true);
    expect(submit(problem, boxes, state).state.complete).toBe(true);
  });

  it('ignores non-digits without changing anything', () => {
    const state = enterDigit(initialGridState(boxes), 0, '5');
    expect(enterDigit(state, 0, 'q')).toBe(state);
  });

  it('Try Again empties only the red boxes', () => {
    let state = initialGridState(boxes);
    state = enterDigit(state, 0, '4');
    state = enterDigit(state, 2, '8');
    const graded = submit(problem, boxes, state).state;
    const retry = clearWrong(graded);
    expect(retry.entries).toEqual(['', '', '8', '']);
    expect(retry.results).toEqual([undefined, null, true, true]);
  });

  it('completes a multiplication on its product even with a wrong partial row', () => {
    const product = solve('multiplication', 305, 24);
    const productBoxes = boxesOf(product);
    const right = expectedEntries(productBoxes);
    const wrongPartial = productBoxes.findIndex(
      (box) => box.fieldType === 'partial' && box.expected === 2,
    );
    let state = initialGridState(productBoxes);
    right.forEach((entry, index) => {
      state = enterDigit(state, index, index === wrongPartial ? '3' : entry);
    });
    const result = submit(product, productBoxes, state);
    expect(result.grading.wrong).toEqual([wrongPartial]);
    expect(result.state.complete).toBe(true);
  });
});

describe('the keyboard map (seed §4 "Focus")', () => {
  const context = { wrap: false, filled: false, ready: false, complete: false };

  it('moves forward with Tab, Right and Down, and back with Shift-Tab, Left and Up', () => {
    for (const key of ['Tab', 'ArrowRight', 'ArrowDown']) {
      expect(keyOutcome(key, false, 1, 4, context)).toEqual({ action: 'focus', index: 2 });
    }
    for (const [key, shift] of [
      ['Tab', true],
      ['ArrowLeft', false],
      ['ArrowUp', false],
    ] as const) {
      expect(keyOutcome(key, shift, 1, 4, context)).toEqual({ action: 'focus', index: 0 });
    }
  });

  it('lets Tab leave the grid at either end, and wraps arrows only in division', () => {
    expect(keyOutcome('Tab', false, 3, 4, context)).toEqual({ action: 'default' });
    expect(keyOutcome('Tab', true, 0, 4, context)).toEqual({ action: 'default' });
    expect(keyOutcome('ArrowRight', false, 3, 4, context)).toEqual({ action: 'focus', index: 3 });
    expect(keyOutcome('ArrowRight', false, 3, 4, { ...context, wrap: true })).toEqual({
      action: 'focus',
      index: 0,
    });
    expect(keyOutcome('ArrowLeft', false, 0, 4, { ...context, wrap: true })).toEqual({
      action: 'focus',
      index: 3,
    });
  });

  it('Backspace clears a filled box, or moves back from an empty one', () => {
    expect(keyOutcome('Backspace', false, 2, 4, { ...context, filled: true })).toEqual({
      action: 'clear',
    });
    expect(keyOutcome('Backspace', false, 2, 4, context)).toEqual({ action: 'focus', index: 1 });
  });

  it('Enter submits when ready and goes on when complete', () => {
    expect(keyOutcome('Enter', false, 0, 4, { ...context, ready: true })).toEqual({
      action: 'submit',
    });
    expect(keyOutcome('Enter', false, 0, 4, { ...context, complete: true })).toEqual({
      action: 'next',
    });
    expect(keyOutcome('Enter', false, 0, 4, context)).toEqual({ action: 'default' });
  });
});
