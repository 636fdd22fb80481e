import { boxesOf, expectedEntries, solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { english } from '../../test/render';
import {
  canSubmit,
  clearWrong,
  emptyRequired,
  enterDigit,
  gridMessage,
  initialGridState,
  missingMessage,
  nextToExplain,
  sanitizeEntry,
  submit,
} from './grid-state';

describe('a box keeps one digit (docs/product.md)', () => {
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

  it('a digit typed before or after the one in the box replaces it (no selection needed)', () => {
    expect(sanitizeEntry('47', '7')).toBe('4');
    expect(sanitizeEntry('74', '7')).toBe('4');
    expect(sanitizeEntry('77', '7')).toBe('7');
    expect(sanitizeEntry('7x', '7')).toBe('7');
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

describe('saying what is left and what is explained', () => {
  const problem = solve('addition', 47, 38); // boxes: sum.0, carry.1, sum.1, sum.2
  const boxes = boxesOf(problem);
  const chain = [0, 2, 3];

  it('counts the required boxes still empty, in typing order', () => {
    let state = initialGridState(boxes);
    expect(emptyRequired(boxes, chain, state)).toEqual([0, 2]);
    state = enterDigit(state, 0, '5');
    expect(emptyRequired(boxes, chain, state)).toEqual([2]);
    expect(gridMessage({ ...state, missing: true }, 1, 'Next Problem')?.text).toEqual(
      missingMessage(1),
    );
    expect(english._(missingMessage(1))).toBe(
      '1 box is still empty. Fill it in, then check again.',
    );
    expect(english._(missingMessage(2))).toBe(
      '2 boxes are still empty. Fill them in, then check again.',
    );
  });

  it('never says Correct! while a box is red, even when the product decides', () => {
    const product = solve('multiplication', 305, 24);
    const productBoxes = boxesOf(product);
    const wrongPartial = productBoxes.findIndex((box) => box.fieldType === 'partial');
    let state = initialGridState(productBoxes);
    expectedEntries(productBoxes).forEach((entry, index) => {
      state = enterDigit(state, index, index === wrongPartial ? '7' : entry);
    });
    const graded = submit(product, productBoxes, state).state;
    expect(graded.complete).toBe(true);
    const message = english._(gridMessage(graded, 0, 'Next Problem')!.text);
    expect(message).not.toContain('Correct!');
    expect(message).toContain('Your answer is right!');
  });

  it('Show me how goes through the red boxes in typing order, then round again', () => {
    let state = initialGridState(boxes);
    state = enterDigit(state, 0, '4');
    state = enterDigit(state, 2, '7');
    state = enterDigit(state, 3, '2');
    const graded = submit(problem, boxes, state).state;
    expect(nextToExplain(chain, graded, undefined)).toBe(0);
    expect(nextToExplain(chain, graded, 0)).toBe(2);
    expect(nextToExplain(chain, graded, 2)).toBe(3);
    expect(nextToExplain(chain, graded, 3)).toBe(0);
    expect(nextToExplain(chain, initialGridState(boxes), undefined)).toBeUndefined();
  });
});
