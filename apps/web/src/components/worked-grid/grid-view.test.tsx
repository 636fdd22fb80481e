import { solveAddition, solveSubtraction } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { GridView, tensOf } from './grid-view';

describe('a subtraction worked right shows the tens it moved (docs/help-tonight.md)', () => {
  it('the places that took a ten, and in borrowing the ones that lent it', () => {
    expect(tensOf(solveSubtraction(71, 38))).toEqual({ took: new Set([0]), lent: new Set([1]) });
    // Across a zero: the tens 0 takes a ten and lends one (it becomes 9).
    expect(tensOf(solveSubtraction(503, 278))).toEqual({
      took: new Set([0, 1]),
      lent: new Set([1, 2]),
    });
    // Equal additions pays the ten back below: no top digit lends.
    const equal = { ...solveSubtraction(71, 38), method: 'equal-additions' as const };
    expect(tensOf(equal)).toEqual({ took: new Set([0]), lent: new Set() });
    expect(tensOf(solveSubtraction(75, 32)).took.size).toBe(0);
    expect(tensOf(solveAddition(48, 37)).took.size).toBe(0);
  });

  it('draws the small 1 and the crossed-out digit worked right, never on a child’s own answer', () => {
    const problem = solveSubtraction(71, 38);
    const right = render(<GridView problem={problem} label="Worked right" />).container;
    expect([...right.querySelectorAll('.borrowed-ten')].map((mark) => mark.textContent)).toEqual([
      '1',
    ]);
    expect(right.querySelector('.line-through')?.textContent).toBe('7');
    const own = render(<GridView problem={problem} entries={{}} label="Maya’s answer" />).container;
    expect(own.querySelector('.borrowed-ten')).toBeNull();
    expect(own.querySelector('.line-through')).toBeNull();
  });
});
