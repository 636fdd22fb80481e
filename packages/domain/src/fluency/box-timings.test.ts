import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxId } from '../arithmetic/grid';
import { boxesOf, solve } from '../arithmetic/problem';
import { procedureBoxes } from '../diagnosis/diagnose';
import {
  afterGrid,
  type BoxEntry,
  type BoxTiming,
  boxTimings,
  factsOfProblem,
  GRID_CARRY_MS,
  GRID_COLUMN_MS,
  GRID_OPENING_MS,
  gridEvidence,
  gridTypingMsPerDigit,
  reviewAfterGrid,
  timingsOfProblems,
  typedWithoutFact,
} from './box-timings';
import { fluencyState, QUICK_THINKING_MS } from './fluency';
import { DEFAULT_MS_PER_DIGIT } from './quick-facts';

/** The entries of a problem typed in order, each box `ms` after the one before. */
function typed(
  subject: 'addition' | 'subtraction' | 'division',
  a: number,
  b: number,
  digits: Record<string, string>,
) {
  const problem = solve(subject, a, b);
  const boxes = boxesOf(problem);
  const entries: BoxEntry[] = Object.entries(digits).map(([id, digit], n) => ({
    box: boxes.findIndex((box) => boxId(box) === id),
    digit,
    ms: 1000 * (n + 1),
  }));
  return { problem, boxes, entries };
}

describe('boxTimings', () => {
  it('names each answer box by its fact, right when its first digit was', () => {
    const { problem, boxes, entries } = typed('addition', 48, 35, {
      'sum.0': '3',
      'carry.1': '1',
      'sum.1': '7',
    });
    expect(entries.every((entry) => entry.box >= 0)).toBe(true);
    // The noted carry is no fact: it only restarts the clock.
    expect(boxTimings(problem, boxes, entries, false)).toEqual([
      { fact: '8+5', right: true, ms: 1000, column: true, opens: true },
      { fact: '4+3', right: false, ms: 3000, column: true, carried: true },
    ]);
    // The carry noted is typing without a fact; the first entry holds reading the problem.
    expect(typedWithoutFact(problem, boxes, entries)).toEqual([2000]);
  });

  it('counts a two-digit step once, at its ones', () => {
    // 45 / 7: 6 x 7 = 42 is written 2 then 4; only the 2 is the recall.
    const { problem, boxes, entries } = typed('division', 45, 7, {
      'quotient.s1.0': '6',
      'multiply.s1.0': '2',
      'multiply.s1.1': '4',
      'subtract.s1.0': '3',
    });
    expect(boxTimings(problem, boxes, entries, true)).toEqual([
      { fact: '42/7', right: true, ms: 1000, column: true, opens: true },
      { fact: '6x7', right: true, ms: 2000, column: true },
      { fact: '5-2', right: true, ms: 4000, column: true },
    ]);
    // The 4 of 42 is copied: typing.
    expect(typedWithoutFact(problem, boxes, entries)).toEqual([3000]);
  });

  it('leaves out the boxes a buggy procedure wrote: a child who takes the smaller digit from the larger knows 4 - 2', () => {
    // 52 - 27 written 35: the ones right (12 - 7 = 5 and 7 - 2 = 5 alike), the tens 5 - 2
    // with no ten lent, where 4 - 2 was asked.
    const grid = { 'difference.0': '5', 'difference.1': '3' };
    const { problem, boxes, entries } = typed('subtraction', 52, 27, grid);
    expect(procedureBoxes(problem, grid)).toEqual(new Set(['borrow.1', 'difference.1']));
    expect(boxTimings(problem, boxes, entries, false, procedureBoxes(problem, grid))).toEqual([
      { fact: '12-7', right: true, ms: 1000, column: true, opens: true },
    ]);
    // Counted without it: 4 - 2 wrong.
    expect(boxTimings(problem, boxes, entries, false)[1]).toMatchObject({
      fact: '4-2',
      right: false,
    });
    // A slip no procedure explains counts against its fact.
    expect(procedureBoxes(problem, { 'difference.0': '5', 'difference.1': '7' })).toEqual(
      new Set(),
    );
  });

  it('counts no fact for the boxes worked from a wrong digit: a quotient digit too small blames not 6 x 7', () => {
    // 45 / 7 with 5 on top: 5 x 7 = 35 and 45 - 35 = 10 follow from the 5, not from 6 x 7.
    const { problem, boxes, entries } = typed('division', 45, 7, {
      'quotient.s1.0': '5',
      'multiply.s1.0': '5',
      'multiply.s1.1': '3',
      'subtract.s1.0': '0',
    });
    expect(boxTimings(problem, boxes, entries, false)).toEqual([
      { fact: '42/7', right: false, ms: 1000, column: true, opens: true },
    ]);
    // A right digit after the wrong one is worked from it too: it counts for nothing either.
    const after = typed('addition', 48, 35, { 'sum.0': '4', 'sum.1': '8' });
    expect(boxTimings(after.problem, after.boxes, after.entries, false)).toEqual([
      { fact: '8+5', right: false, ms: 1000, column: true, opens: true },
    ]);
  });

  it('times a one-fact problem to its first digit, right as its first answer was', () => {
    const problem = solve('addition', 7, 5);
    const boxes = boxesOf(problem);
    const entries = [
      { box: 0, digit: '1', ms: 1800 },
      { box: 1, digit: '2', ms: 400 },
    ];
    expect(boxTimings(problem, boxes, entries, true)).toEqual([
      { fact: '7+5', right: true, ms: 1800 },
    ]);
    expect(typedWithoutFact(problem, boxes, entries)).toEqual([]);
    expect(boxTimings(problem, boxes, [], true)).toEqual([]);
    // A fact left for an hour is sent as 10 minutes, the most a call carries.
    expect(boxTimings(problem, boxes, [{ box: 0, digit: '1', ms: 3_600_000 }], false)).toEqual([
      { fact: '7+5', right: false, ms: 600_000 },
    ]);
  });
});

describe('timingsOfProblems', () => {
  it("keeps the timings of the served problems' facts, and drops any other", () => {
    expect([...factsOfProblem(solve('addition', 48, 35))].sort()).toEqual(['4+3', '8+5']);
    expect([...factsOfProblem(solve('multiplication', 7, 8))]).toEqual(['7x8']);
    const timing = (fact: string): BoxTiming => ({ fact, right: true, ms: 900 });
    const sent = [timing('8+5'), timing('9x9'), timing('4+3'), timing('7x8')];
    expect(timingsOfProblems(sent, [solve('addition', 48, 35)])).toEqual([
      timing('8+5'),
      timing('4+3'),
    ]);
    expect(timingsOfProblems(undefined, [solve('addition', 48, 35)])).toEqual([]);
  });

  it('keeps every timing a grid of the problem can make', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 999 }), fc.integer({ min: 2, max: 9 }), (a, b) => {
        const problem = solve('division', a * b, b);
        const boxes = boxesOf(problem);
        // Every box typed right, in order.
        const entries: BoxEntry[] = boxes.map((box, index) => ({
          box: index,
          digit: String(box.expected),
          ms: 800,
        }));
        const timings = boxTimings(problem, boxes, entries, true);
        expect(timingsOfProblems(timings, [problem])).toEqual(timings);
      }),
    );
  });
});

describe('gridEvidence', () => {
  const quickMs = QUICK_THINKING_MS + DEFAULT_MS_PER_DIGIT;

  it('gathers the tries of each fact in order, keeping the last three', () => {
    const timings = [
      { fact: '7x6', right: false, ms: 900 },
      { fact: '8+5', right: true, ms: 500 },
      { fact: '7x6', right: true, ms: quickMs + 1 },
      { fact: '7x6', right: true, ms: 100 },
      { fact: '7x6', right: true, ms: quickMs },
    ];
    const [times, plus] = gridEvidence(timings, '2026-11-25');
    expect(times).toMatchObject({ fact: '7x6', operation: 'multiplication', tries: 4, right: 3 });
    expect(times!.recent.map((each) => each.thinkingMs)).toEqual([
      QUICK_THINKING_MS + 1,
      0,
      QUICK_THINKING_MS,
    ]);
    expect(times!.quick).toBe(true);
    // Quick twice, but in one day's work: not fluent yet; quick again another day, it is.
    expect(fluencyState(times)).toBe('slow');
    const [later] = gridEvidence([{ fact: '7x6', right: true, ms: 100 }], '2026-11-26');
    expect(
      fluencyState({ ...times!, recent: [...times!.recent, ...later!.recent].slice(-3) }),
    ).toBe('fluent');
    expect(plus).toMatchObject({ fact: '8+5', tries: 1, right: 1, quick: true });
  });

  it('starts a fact first met quick in box 1, one met slow or wrong due at once', () => {
    const [quick, slow, wrong] = gridEvidence(
      [
        { fact: '2+2', right: true, ms: 1000 },
        { fact: '9+8', right: true, ms: quickMs + 1 },
        { fact: '6+7', right: false, ms: 1000 },
      ],
      '2026-11-25',
    );
    expect(quick!.first).toEqual({ box: 1, due: '2026-11-26' });
    expect(slow!.first).toEqual({ box: 0, due: '2026-11-25' });
    expect(wrong!.first).toEqual({ box: 0, due: '2026-11-25' });
  });

  it("takes off the child's typing and what a box needs beyond the fact", () => {
    const thinking = (timing: BoxTiming, msPerDigit?: number) =>
      gridEvidence([timing], '2026-11-25', msPerDigit)[0]!.recent[0]!.thinkingMs;
    const ms = 6000;
    // A problem that is one fact, as Quick Facts: the typing alone.
    expect(thinking({ fact: '7x6', right: true, ms })).toBe(ms - DEFAULT_MS_PER_DIGIT);
    expect(thinking({ fact: '7x6', right: true, ms }, 1200)).toBe(ms - 1200);
    // A column's box: finding the column too; a carry; reading the problem.
    const box = { fact: '7x6', right: true, ms, column: true };
    expect(thinking(box, 1200)).toBe(ms - 1200 - GRID_COLUMN_MS);
    expect(thinking({ ...box, carried: true }, 1200)).toBe(
      ms - 1200 - GRID_COLUMN_MS - GRID_CARRY_MS,
    );
    expect(thinking({ ...box, opens: true }, 1200)).toBe(
      ms - 1200 - GRID_COLUMN_MS - GRID_OPENING_MS,
    );
    // Never below nothing; more time is never less thinking.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.boolean(),
        fc.boolean(),
        (base, more, msPerDigit, carried, opens) => {
          const at = (time: number) => thinking({ ...box, ms: time, carried, opens }, msPerDigit);
          expect(at(base)).toBeGreaterThanOrEqual(0);
          expect(at(base + more)).toBeGreaterThanOrEqual(at(base));
        },
      ),
    );
  });

  it('reads the typing of grids as the median of digits typed without a fact', () => {
    expect(gridTypingMsPerDigit([])).toBeUndefined();
    expect(gridTypingMsPerDigit([900, 400, 5000])).toBe(900);
    expect(gridTypingMsPerDigit([400, 600, 800, 9000])).toBe(700);
  });

  it('leaves out what is no fact', () => {
    expect(gridEvidence([{ fact: '7x13', right: true, ms: 1 }], '2026-11-25')).toEqual([]);
  });
});

describe('reviewAfterGrid', () => {
  it('moves a due fact up on a quick box, and nothing else', () => {
    const today = '2026-11-25';
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('2026-11-20', today, '2026-11-30'),
        fc.boolean(),
        (box, due, quick) => {
          const after = reviewAfterGrid(
            { box, due },
            { quick, first: { box: 9, due: 'x' } },
            today,
          );
          if (quick && due <= today) expect(after.box).toBe(Math.min(box + 1, 6));
          else expect(after).toEqual({ box, due });
        },
      ),
    );
  });
});

describe('afterGrid', () => {
  /** Tries as [right, thinking time in ms]. */
  const tries = (...each: [boolean, number][]) =>
    each.map(([right, thinkingMs]) => ({ right, thinkingMs }));

  it('adds the work’s tries, keeps the last three, and moves the review', () => {
    const [evidence] = gridEvidence(
      [
        { fact: '7x6', right: false, ms: 900 },
        { fact: '7x6', right: true, ms: 1200 },
      ],
      '2026-11-25',
    );
    const known = {
      record: {
        tries: 5,
        right: 4,
        recent: tries([true, 9000], [true, 100]),
      },
      review: { box: 2, due: '2026-11-20' },
    };
    expect(afterGrid(known, evidence!, '2026-11-25')).toEqual({
      record: {
        tries: 7,
        right: 5,
        recent: [
          { right: true, thinkingMs: 100 },
          { right: false, thinkingMs: 200, day: '2026-11-25' },
          { right: true, thinkingMs: 500, day: '2026-11-25' },
        ],
      },
      review: { box: 3, due: '2026-11-29' },
    });
    expect(afterGrid(undefined, evidence!, '2026-11-25')).toEqual({
      record: { tries: 2, right: 1, recent: evidence!.recent },
      review: { box: 1, due: '2026-11-26' },
    });
  });
});
