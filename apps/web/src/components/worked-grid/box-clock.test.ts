import { describe, expect, it } from 'vitest';
import { elapsed, entered, pageHidden, pageShown, pause, resume, startClock } from './box-clock';

/** A clock started at `start`, then each [box, digit, at] typed in turn. */
function typed(start: number, ...entries: [number, string, number][]) {
  return entries.reduce(
    (clock, [box, digit, at]) => entered(clock, box, digit, at),
    startClock(start),
  );
}

describe('the box clock', () => {
  it('times each first entry from the one before, the first from the problem shown', () => {
    const clock = typed(1000, [0, '3', 2500], [4, '1', 3000], [1, '7', 7000]);
    expect(clock.entries).toEqual([
      { box: 0, digit: '3', ms: 1500 },
      { box: 4, digit: '1', ms: 500 },
      { box: 1, digit: '7', ms: 4000 },
    ]);
  });

  it('keeps a box’s first digit; a later one restarts the clock, a clearing does not', () => {
    const clock = typed(0, [0, '3', 1000], [0, '', 1500], [0, '4', 2000], [1, '5', 2600]);
    expect(clock.entries).toEqual([
      { box: 0, digit: '3', ms: 1000 },
      { box: 1, digit: '5', ms: 600 },
    ]);
  });

  it('leaves out time on a hidden page, also when the entry comes while hidden', () => {
    let clock = startClock(0);
    clock = pageHidden(clock, 1000);
    clock = pageHidden(clock, 5000);
    clock = pageShown(clock, 61_000);
    clock = entered(clock, 0, '2', 62_000);
    expect(clock.entries.at(-1)?.ms).toBe(2000);
    clock = pageHidden(clock, 63_000);
    clock = entered(clock, 1, '8', 90_000);
    clock = pageShown(clock, 95_000);
    clock = entered(clock, 2, '9', 96_000);
    expect(clock.entries.map((entry) => entry.ms)).toEqual([2000, 1000, 1000]);
  });

  it('leaves out the time the voice reads the problem, from the start, and a page hidden meanwhile once', () => {
    // The problem appears while the voice reads it: 4.5 s of reading, then 1.2 s to type.
    let clock = startClock(0, ['reading']);
    clock = resume(clock, 'reading', 4500);
    clock = entered(clock, 0, '5', 5700);
    expect(clock.entries.at(-1)?.ms).toBe(1200);
    // 0.3 s later a red box is read, the page hidden meanwhile: 3 s of either, counted once.
    clock = pause(clock, 'reading', 6000);
    clock = pageHidden(clock, 7000);
    clock = resume(clock, 'reading', 8000);
    expect(elapsed(clock, 8500)).toBe(300);
    clock = pageShown(clock, 9000);
    clock = entered(clock, 1, '3', 9800);
    expect(clock.entries.at(-1)?.ms).toBe(1100);
  });
});

describe('the time in view', () => {
  it('is the time since the start, hidden time left out, also while hidden', () => {
    let clock = startClock(1000);
    expect(elapsed(clock, 3000)).toBe(2000);
    clock = pageHidden(clock, 3000);
    expect(elapsed(clock, 10_000)).toBe(2000);
    clock = pageShown(clock, 10_000);
    expect(elapsed(clock, 10_500)).toBe(2500);
  });
});
