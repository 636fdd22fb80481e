import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factAt, factKey, factsOf } from '../arithmetic/facts';
import { SUBJECTS } from '../arithmetic/problem';
import {
  type FactRecord,
  type FactTry,
  fluencyState,
  mapSide,
  QUICK_THINKING_MS,
  recordTry,
  thinkingTime,
} from './fluency';

const quick: FactTry = { right: true, thinkingMs: 1200 };
const slow: FactTry = { right: true, thinkingMs: 6000 };
const wrong: FactTry = { right: false, thinkingMs: 1500 };
const record = (...tries: FactTry[]) =>
  tries.reduce<FactRecord | undefined>((kept, each) => recordTry(kept, each), undefined);

describe('how well a child knows a fact', () => {
  it('new, learning, slow and fluent, as the rule says', () => {
    expect(fluencyState(undefined)).toBe('new');
    expect(fluencyState(record(wrong))).toBe('learning');
    expect(fluencyState(record(slow))).toBe('slow');
    expect(fluencyState(record(quick))).toBe('slow');
    expect(fluencyState(record(quick, quick))).toBe('fluent');
    expect(fluencyState(record(quick, slow, quick))).toBe('fluent');
    // Wrong last time: still learning, however quick before.
    expect(fluencyState(record(quick, quick, wrong))).toBe('learning');
    expect(fluencyState(record(wrong, quick, quick))).toBe('fluent');
    expect(fluencyState(record(wrong, slow, slow))).toBe('learning');
    expect(fluencyState(record(wrong, slow, slow, slow))).toBe('slow');
  });

  it('is fluent on quick answers on two days or more, not on a burst in one day', () => {
    const on = (day: string, each: FactTry): FactTry => ({ ...each, day });
    const monday = '2026-11-23';
    const tuesday = '2026-11-24';
    expect(fluencyState(record(on(monday, quick), on(monday, quick)))).toBe('slow');
    expect(fluencyState(record(on(monday, quick), on(monday, quick), on(monday, quick)))).toBe(
      'slow',
    );
    expect(fluencyState(record(on(monday, quick), on(tuesday, quick)))).toBe('fluent');
    expect(fluencyState(record(on(monday, quick), on(tuesday, slow), on(tuesday, quick)))).toBe(
      'fluent',
    );
    // Quick on two days, the last one wrong: learning, as before.
    expect(fluencyState(record(on(monday, quick), on(tuesday, quick), on(tuesday, wrong)))).toBe(
      'learning',
    );
    // A try kept before dates were recorded counts as a day of its own.
    expect(fluencyState(record(quick, on(monday, quick)))).toBe('fluent');
    // Fluent since Monday, asked five times on Tuesday in the grids: still fluent.
    const tuesdayGrids = Array.from({ length: 5 }, () => on(tuesday, quick));
    expect(fluencyState(record(on(monday, quick), ...tuesdayGrids))).toBe('fluent');
    // Slow or wrong on Tuesday after a quick Monday: as the last three say.
    expect(fluencyState(record(on(monday, quick), on(tuesday, wrong), on(tuesday, wrong)))).toBe(
      'learning',
    );
    expect(fluencyState(record(on(monday, quick), on(tuesday, slow), on(tuesday, slow)))).toBe(
      'slow',
    );
  });

  it('counts every try and keeps the last three', () => {
    const kept = record(wrong, quick, slow, quick)!;
    expect(kept.tries).toBe(4);
    expect(kept.right).toBe(3);
    expect(kept.recent).toEqual([quick, slow, quick]);
  });

  it('takes the typing time off: 4 s taken by a child who types in 1.5 s is 2.5 s thinking', () => {
    expect(thinkingTime(4000, 1500)).toBe(2500);
    expect(thinkingTime(800, 1500)).toBe(0);
    expect(
      fluencyState(
        record(...[4000, 4200].map((ms) => ({ right: true, thinkingMs: thinkingTime(ms, 1500) }))),
      ),
    ).toBe('fluent');
    expect(
      fluencyState(
        record(...[4000, 4200].map((ms) => ({ right: true, thinkingMs: thinkingTime(ms, 500) }))),
      ),
    ).toBe('slow');
  });

  it('depends on the last three tries only, and fluent needs two quick right ones', () => {
    const anyTry = fc.record({ right: fc.boolean(), thinkingMs: fc.nat(20_000) });
    fc.assert(
      fc.property(
        fc.array(anyTry, { maxLength: 10 }),
        fc.array(anyTry, { minLength: 1, maxLength: 3 }),
        (before, last) => {
          const full = record(...before, ...last);
          const state = fluencyState(full);
          if (last.length === 3) expect(state).toBe(fluencyState(record(...last)));
          const recent = full!.recent;
          const quickOnes = recent.filter(
            (each) => each.right && each.thinkingMs <= QUICK_THINKING_MS,
          );
          if (state === 'fluent') expect(quickOnes.length).toBeGreaterThanOrEqual(2);
          if (state === 'slow') expect(recent.every((each) => each.right)).toBe(true);
          if (state === 'learning') expect(recent.some((each) => !each.right)).toBe(true);
        },
      ),
    );
  });
});

describe('the facts map', () => {
  it('places every fact of each table once, 15 - 8 in row 8 column 7, 56 / 7 in row 7 column 8', () => {
    for (const operation of SUBJECTS) {
      const placed = mapSide(operation).flatMap((row) =>
        mapSide(operation).flatMap((column) => {
          const fact = factAt(operation, row, column);
          return fact ? [factKey(fact)] : [];
        }),
      );
      expect(new Set(placed).size).toBe(placed.length);
      expect(placed.sort()).toEqual(factsOf(operation).map(factKey).sort());
    }
    expect(factAt('subtraction', 8, 7)).toEqual({ operation: 'subtraction', a: 15, b: 8 });
    expect(factAt('division', 7, 8)).toEqual({ operation: 'division', a: 56, b: 7 });
    expect(factAt('division', 7, 0)).toBeUndefined();
  });
});
