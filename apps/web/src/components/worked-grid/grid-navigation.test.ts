import { boxesOf, boxId, type Problem, paperPath, solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { afterDigit, type KeyContext, keyOutcome, navigationOf } from './grid-navigation';
import { layoutOf } from './layout';

/** The navigation of a problem's grid at a level, spoken in box ids. */
function gridOf(problem: Problem, level?: number) {
  const boxes = boxesOf(problem);
  const path = paperPath(problem, boxes, level);
  const nav = navigationOf(boxes, path, layoutOf(problem, boxes, path.shown));
  const at = (id: string) => {
    const index = boxes.findIndex((box) => boxId(box) === id);
    if (index < 0) throw new Error(`no box ${id}`);
    return index;
  };
  const name = (index: number | undefined) =>
    index === undefined ? undefined : boxId(boxes[index]!);
  const context: KeyContext = { filled: false, ready: false, graded: false, complete: false };
  /** Where a key pressed in box `id` takes the focus, or what it does. */
  const press = (id: string, key: string, shift = false, extra: Partial<KeyContext> = {}) => {
    const outcome = keyOutcome(nav, key, shift, at(id), { ...context, ...extra });
    return outcome.action === 'focus' ? name(outcome.index) : outcome.action;
  };
  return { boxes, nav, at, name, press };
}

describe('addition with carrying, 58 + 67 at level 5', () => {
  const grid = gridOf(solve('addition', 58, 67), 5);
  const empty = grid.boxes.map(() => '');

  it('a digit moves along the answer row from the ones, never into a carry box', () => {
    expect(grid.name(afterDigit(grid.nav, grid.at('sum.0'), empty))).toBe('sum.1');
    expect(grid.name(afterDigit(grid.nav, grid.at('sum.1'), empty))).toBe('sum.2');
    expect(afterDigit(grid.nav, grid.at('sum.2'), empty)).toBeUndefined();
  });

  it('a carry noted goes back to the first answer box still to write', () => {
    const entries = [...empty];
    entries[grid.at('sum.0')] = '5';
    expect(grid.name(afterDigit(grid.nav, grid.at('carry.1'), entries))).toBe('sum.1');
  });

  it('Tab and Shift-Tab follow the chain and leave the grid at its ends', () => {
    expect(grid.press('sum.0', 'Tab')).toBe('sum.1');
    expect(grid.press('sum.1', 'Tab', true)).toBe('sum.0');
    expect(grid.press('sum.2', 'Tab')).toBe('default');
    expect(grid.press('sum.0', 'Tab', true)).toBe('default');
    // From a scratch box, Tab goes back to the answer below it.
    expect(grid.press('carry.1', 'Tab')).toBe('sum.1');
  });

  it('arrows move on the paper: up to the carry, down to the answer, left to the tens', () => {
    expect(grid.press('sum.1', 'ArrowUp')).toBe('carry.1');
    expect(grid.press('carry.1', 'ArrowDown')).toBe('sum.1');
    expect(grid.press('sum.0', 'ArrowLeft')).toBe('sum.1');
    expect(grid.press('sum.1', 'ArrowRight')).toBe('sum.0');
    // At the edge an arrow does nothing, and is kept from the page.
    expect(grid.press('sum.0', 'ArrowRight')).toBe('none');
  });

  it('Backspace clears, or steps back along the chain', () => {
    expect(grid.press('sum.1', 'Backspace', false, { filled: true })).toBe('clear');
    expect(grid.press('sum.1', 'Backspace')).toBe('sum.0');
    expect(grid.press('sum.0', 'Backspace')).toBe('none');
  });

  it('Enter does what the main button does', () => {
    expect(grid.press('sum.0', 'Enter')).toBe('missing');
    expect(grid.press('sum.0', 'Enter', false, { ready: true })).toBe('submit');
    expect(grid.press('sum.0', 'Enter', false, { graded: true })).toBe('try-again');
    expect(grid.press('sum.0', 'Enter', false, { complete: true })).toBe('next');
    expect(grid.press('sum.0', '7')).toBe('default');
  });
});

describe('the scratch boxes of each layout', () => {
  it('a level without carrying has no carry box to go up to', () => {
    const grid = gridOf(solve('addition', 45, 32), 4);
    expect(grid.press('sum.1', 'ArrowUp')).toBe('none');
    expect(grid.nav.chain.map(grid.name)).toEqual(['sum.0', 'sum.1']);
  });

  it('subtraction: up from the tens difference to its borrow box', () => {
    const grid = gridOf(solve('subtraction', 52, 27), 6);
    expect(grid.press('difference.1', 'ArrowUp')).toBe('borrow.1');
    expect(grid.press('borrow.1', 'ArrowDown')).toBe('difference.1');
  });

  it('long multiplication: a partial row goes up to its own carries', () => {
    const grid = gridOf(solve('multiplication', 47, 36), 6);
    expect(grid.press('partial.r1.2', 'ArrowUp')).toBe('carry.r1.2');
    expect(grid.press('partial.r0.1', 'ArrowUp')).toBe('carry.r0.1');
    expect(grid.press('carry.r1.2', 'ArrowDown')).toBe('partial.r1.2');
    expect(
      grid.name(
        afterDigit(
          grid.nav,
          grid.at('partial.r0.2'),
          grid.boxes.map(() => ''),
        ),
      ),
    ).toBe('partial.r1.0');
  });

  it('long division: step by step, arrows along a row', () => {
    const grid = gridOf(solve('division', 476, 6), 7);
    expect(grid.nav.chain.map(grid.name).slice(0, 5)).toEqual([
      'quotient.s1.1',
      'multiply.s1.1',
      'multiply.s1.0',
      'subtract.s1.0',
      'bringDown.s1.0',
    ]);
    expect(grid.press('multiply.s1.0', 'ArrowLeft')).toBe('multiply.s1.1');
    expect(grid.press('subtract.s1.0', 'ArrowRight')).toBe('bringDown.s1.0');
    expect(grid.press('multiply.s1.1', 'ArrowDown')).toBe('subtract.s1.0');
  });
});
