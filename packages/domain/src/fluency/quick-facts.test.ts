import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factKey, factsOf } from '../arithmetic/facts';
import { SUBJECTS } from '../arithmetic/problem';
import { addDays } from '../calendar/dates';
import {
  afterAnswer,
  factsDaysAfter,
  MAX_RETURNS,
  NEW_PER_SESSION,
  planSession,
  quickFactsDays,
  SESSION_FACTS,
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
  it('never brings more than two new facts, and shows every due fact it has room for first', () => {
    for (const operation of SUBJECTS) {
      fc.assert(
        fc.property(someReviews(operation), (reviews) => {
          const session = planSession(operation, reviews, TODAY);
          const keys = session.map(factKey);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys.filter((key) => !reviews.has(key)).length).toBeLessThanOrEqual(
            NEW_PER_SESSION,
          );
          expect(session.length).toBeLessThanOrEqual(SESSION_FACTS);
          const due = [...reviews].filter(([, state]) => isDue(state, TODAY));
          const shownDue = keys.filter((key) => isDue(reviews.get(key), TODAY));
          expect(shownDue.length).toBe(Math.min(due.length, SESSION_FACTS - NEW_PER_SESSION));
        }),
      );
    }
  });

  it('starts a new child on two new facts, then on what is due', () => {
    const first = planSession('addition', new Map(), TODAY);
    expect(first.map(factKey)).toEqual(['0+0', '0+1']);
    const reviews = new Map<string, ReviewState>([
      ['0+0', { box: 2, due: addDays(TODAY, 2) }],
      ['0+1', { box: 0, due: TODAY }],
      ['3+4', { box: 1, due: TODAY }],
    ]);
    const next = planSession('addition', reviews, TODAY).map(factKey);
    expect(next.slice(0, 2)).toEqual(['0+1', '3+4']);
    expect(next).toContain('0+0');
    expect(next.filter((key) => !reviews.has(key))).toEqual(['0+2', '0+3']);
    // A new fact comes after known ones.
    expect(next.indexOf('0+2')).toBeGreaterThanOrEqual(2);
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
