import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factKey, factsOf } from '../arithmetic/facts';
import { SUBJECTS } from '../arithmetic/problem';
import { addDays } from '../calendar/dates';
import { createRandom } from '../random';
import {
  acrossTheTable,
  afterAnswer,
  factsDaysAfter,
  MAX_LEARNING,
  MAX_MS_PER_DIGIT,
  MAX_RETURNS,
  MAX_SESSION_FACTS,
  NEW_PER_SESSION,
  PLACING_SHARE,
  planSession,
  quickFactsDays,
  rowOf,
  SESSION_FACTS,
  SESSION_MS,
  sessionSize,
  typingMsPerDigit,
} from './quick-facts';
import { isDue, REVIEW_DAYS, type ReviewState, reviewed, reviewedInGrid } from './review';

const TODAY = '2026-11-25';

/** Review states for some facts of an operation: a random box and due date each. */
const someReviews = (operation: (typeof SUBJECTS)[number]) =>
  fc
    .array(
      fc.record({
        pick: fc.nat(200),
        box: fc.integer({ min: 0, max: REVIEW_DAYS.length - 1 }),
        offset: fc.integer({ min: -10, max: 30 }),
      }),
      { maxLength: 150 },
    )
    .map((entries) => {
      const table = factsOf(operation);
      return new Map<string, ReviewState>(
        entries.map(({ pick, box, offset }) => [
          factKey(table[pick % table.length]!),
          { box, due: addDays(TODAY, offset) },
        ]),
      );
    });

describe('a Quick Facts session', () => {
  it('holds no fact twice and at most its size; a child learning meets at most two new facts, none with six being learnt, and every due fact there is room for', () => {
    for (const operation of SUBJECTS) {
      fc.assert(
        fc.property(
          someReviews(operation),
          fc.integer({ min: SESSION_FACTS, max: MAX_SESSION_FACTS }),
          (reviews, size) => {
            fc.pre(reviews.size > 0);
            const session = planSession(operation, reviews, TODAY, size);
            const keys = session.map(factKey);
            expect(new Set(keys).size).toBe(keys.length);
            expect(session.length).toBeLessThanOrEqual(size);
            const learning = [...reviews.values()].filter((state) => state.box === 0).length;
            const shownLearning = keys.filter((key) => reviews.get(key)?.box === 0).length;
            expect(shownLearning).toBe(Math.min(learning, MAX_LEARNING, size));
            const placing =
              learning <= 1 && reviews.size - learning >= PLACING_SHARE * reviews.size;
            const fresh = keys.filter((key) => !reviews.has(key)).length;
            if (placing) return;
            expect(fresh).toBeLessThanOrEqual(learning >= MAX_LEARNING ? 0 : NEW_PER_SESSION);
            const due = [...reviews].filter(([, state]) => state.box > 0 && isDue(state, TODAY));
            const shownDue = keys.filter(
              (key) => (reviews.get(key)?.box ?? 0) > 0 && isDue(reviews.get(key), TODAY),
            );
            expect(shownDue.length).toBe(Math.min(due.length, size - fresh - shownLearning));
          },
        ),
      );
    }
  });

  it("places a child's first session across the table: every row, as many facts as a quick child answers in two minutes", () => {
    for (const operation of SUBJECTS) {
      const first = planSession(operation, new Map(), TODAY);
      expect(first).toHaveLength(MAX_SESSION_FACTS);
      expect(new Set(first.map(factKey)).size).toBe(MAX_SESSION_FACTS);
      const rows = new Set(factsOf(operation).map((fact) => fact.a));
      // Subtraction's rows are the numbers taken away, division's the divisors.
      const rowOf = (fact: { a: number; b: number }) =>
        operation === 'subtraction' || operation === 'division' ? fact.b : fact.a;
      const allRows = new Set(factsOf(operation).map(rowOf));
      expect(new Set(first.map(rowOf))).toEqual(allRows);
      expect(rows.size).toBeGreaterThan(1);
    }
  });

  it('goes across the table in an order a child cannot guess: no diagonal, every row in the first round', () => {
    for (const operation of SUBJECTS) {
      const table = factsOf(operation);
      const order = acrossTheTable(table, createRandom(`order:${operation}`));
      expect(order.map(factKey).sort()).toEqual(table.map(factKey).sort());
      const rows = new Set(table.map(rowOf)).size;
      expect(new Set(order.slice(0, rows).map(rowOf)).size).toBe(rows);
      // A step from one fact to the next repeats the one before it (1 + 0, 2 + 1, 3 + 2: +1 +1)
      // seldom, as in any shuffle, not all along.
      const steps = order
        .slice(1)
        .map((fact, i) => `${fact.a - order[i]!.a},${fact.b - order[i]!.b}`);
      const repeats = steps.slice(1).filter((step, i) => step === steps[i]).length;
      expect(repeats).toBeLessThan(steps.length / 10);
    }
    // Another day, another order.
    const today = planSession('addition', new Map(), TODAY).map(factKey);
    expect(planSession('addition', new Map(), TODAY).map(factKey)).toEqual(today);
    expect(planSession('addition', new Map(), '2026-11-30').map(factKey)).not.toEqual(today);
  });

  it('keeps placing a child who answers quickly what it meets; a child who misses goes at the pace of two new facts', () => {
    // Placed: 40 facts quick once (box 1, due today).
    const placed = factsOf('multiplication').slice(0, 40);
    const quick = new Map<string, ReviewState>(
      placed.map((fact) => [factKey(fact), { box: 1, due: TODAY }]),
    );
    const next = planSession('multiplication', quick, TODAY, MAX_SESSION_FACTS).map(factKey);
    expect(next).toHaveLength(MAX_SESSION_FACTS);
    expect(next.every((key) => quick.has(key))).toBe(true);
    // Reviewed again tomorrow (box 2, due later): the room fills with new facts.
    const twice = new Map<string, ReviewState>(
      placed.map((fact) => [factKey(fact), { box: 2, due: addDays(TODAY, 2) }]),
    );
    const after = planSession('multiplication', twice, TODAY, MAX_SESSION_FACTS).map(factKey);
    expect(after.filter((key) => !twice.has(key))).toHaveLength(MAX_SESSION_FACTS);

    // Three being learnt: two new, each after two known ones, in table order.
    const learning = new Map<string, ReviewState>([
      ['0+0', { box: 2, due: addDays(TODAY, 2) }],
      ['0+1', { box: 0, due: TODAY }],
      ['3+4', { box: 0, due: TODAY }],
      ['5+5', { box: 0, due: TODAY }],
      ['2+2', { box: 1, due: TODAY }],
    ]);
    const slow = planSession('addition', learning, TODAY).map(factKey);
    expect(slow.slice(0, 2)).toEqual(['0+1', '3+4']);
    expect(slow.filter((key) => !learning.has(key))).toEqual(['0+2', '0+3']);
    expect(slow.indexOf('0+2')).toBeGreaterThanOrEqual(2);
  });

  it('fits as many facts as the child answers in two minutes, from 20 to 40', () => {
    expect(sessionSize([], 700)).toBe(SESSION_FACTS);
    // 1 s of thinking, 0.5 s a digit: 2.25 s a fact, 40 (at most) in two minutes.
    expect(sessionSize([900, 1000, 1100], 500)).toBe(MAX_SESSION_FACTS);
    // 3 s of thinking, 0.8 s a digit: 4.7 s a fact, 25.
    expect(sessionSize([3000], 800)).toBe(25);
    expect(sessionSize([9000], 1200)).toBe(SESSION_FACTS);
    fc.assert(
      fc.property(
        fc.array(fc.nat(20_000), { minLength: 1, maxLength: 30 }),
        fc.nat(5000),
        fc.integer({ min: 100, max: 2000 }),
        (thinking, more, msPerDigit) => {
          const size = sessionSize(thinking, msPerDigit);
          expect(size).toBeGreaterThanOrEqual(SESSION_FACTS);
          expect(size).toBeLessThanOrEqual(MAX_SESSION_FACTS);
          expect(
            sessionSize(
              thinking.map((each) => each + more),
              msPerDigit,
            ),
          ).toBeLessThanOrEqual(size);
        },
      ),
    );
  });

  it('ends with the answer that takes the session past two minutes', () => {
    const queue = ['a', 'b', 'c', 'd'];
    expect(afterAnswer(queue, 1, 'wrong', Object.is, SESSION_MS - 1)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'b',
    ]);
    expect(afterAnswer(queue, 1, 'wrong', Object.is, SESSION_MS)).toEqual(['a', 'b']);
    expect(afterAnswer(queue, 1, 'quick', Object.is, SESSION_MS)).toEqual(['a', 'b']);
  });

  it('brings a missed fact back later in the session, at most twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 1, maxLength: 20 }),
        fc.nat(19),
        fc.constantFrom('slow' as const, 'wrong' as const),
        (queue, pick, outcome) => {
          const at = pick % queue.length;
          const next = afterAnswer(queue, at, outcome);
          const before = queue.slice(0, at + 1).filter((each) => each === queue[at]).length;
          const returns = next.slice(at + 1).filter((each) => each === queue[at]).length;
          const laterBefore = queue.slice(at + 1).filter((each) => each === queue[at]).length;
          expect(returns).toBe(laterBefore + (before > MAX_RETURNS ? 0 : 1));
          expect(afterAnswer(queue, at, 'quick')).toEqual(queue);
        },
      ),
    );
  });
});

describe('spaced review', () => {
  it('a fact answered quickly waits longer each time; wrong or slow, it is due at once', () => {
    let state: ReviewState | undefined;
    let day = TODAY;
    let wait = -1;
    for (let n = 0; n < REVIEW_DAYS.length - 1; n++) {
      state = reviewed(state, 'quick', day);
      const days = REVIEW_DAYS[state.box]!;
      expect(days).toBeGreaterThan(wait);
      wait = days;
      expect(state.due).toBe(addDays(day, days));
      day = state.due;
    }
    expect(reviewed(state, 'wrong', day)).toEqual({ box: 0, due: day });
    expect(reviewed(state, 'slow', day)).toEqual({ box: 0, due: day });
  });

  it('a quick box in a grid counts as the review of a due fact only', () => {
    const due: ReviewState = { box: 2, due: TODAY };
    expect(reviewedInGrid(due, true, TODAY)).toEqual({ box: 3, due: addDays(TODAY, 4) });
    expect(reviewedInGrid(due, false, TODAY)).toEqual(due);
    const notDue: ReviewState = { box: 2, due: addDays(TODAY, 1) };
    expect(reviewedInGrid(notDue, true, TODAY)).toEqual(notDue);
    expect(reviewedInGrid(undefined, true, TODAY)).toBeUndefined();
  });
});

describe('the days of Quick Facts kept for the day status', () => {
  it('adds today once and forgets what is over a week old', () => {
    expect(factsDaysAfter('', '2026-11-25')).toBe('2026-11-25');
    expect(factsDaysAfter('2026-11-17,2026-11-18,2026-11-25', '2026-11-25')).toBe(
      '2026-11-18,2026-11-25',
    );
    expect(quickFactsDays('2026-11-18,2026-11-25')).toEqual(['2026-11-18', '2026-11-25']);
    expect(quickFactsDays('')).toEqual([]);
  });
});

describe('the warm-up typing', () => {
  it('is the middle time per digit, and never slower than any child types', () => {
    expect(
      typingMsPerDigit([
        { number: '4', ms: 500 },
        { number: '27', ms: 1200 },
        { number: '85', ms: 1000 },
      ]),
    ).toBe(500);
    // A warm-up sent a minute a digit would make every answer look quick.
    expect(typingMsPerDigit([{ number: '12', ms: 120_000 }])).toBe(MAX_MS_PER_DIGIT);
  });
});
