import { describe, expect, it } from 'vitest';
import { childToday, type Day, dayOn, doneOnDevice, withNextDay } from './day-on-device';

const day = (today: string): Day => ({
  math: { addition_2: [{ question: 1, number_0: '12', number_1: '7', operator: '+' }] },
  today,
  firstday: '2026-11-01',
  days: {
    addition: {
      level: '2',
      schedule: 'smtwrfa',
      status: { status: 'today' },
      doneThisWeek: [],
    },
  },
  quickfacts: {
    schedule: '',
    operation: '',
    status: { status: 'no-schedule' },
    doneThisWeek: [],
  },
});

// 23:30 on 26 November in Toronto is already the 27th in UTC.
const lateEvening = new Date('2026-11-27T04:30:00Z');

describe("a child's day as the device shows it (decision 0014)", () => {
  it("is the kept day on the day it was sent, counted in the child's zone", () => {
    const kept = day('2026-11-26');
    expect(dayOn(kept, childToday('America/Toronto', lateEvening))).toBe(kept);
    // The next day (the same instant in UTC), with nothing sent ahead: nothing.
    expect(dayOn(kept, childToday('UTC', lateEvening))).toBeUndefined();
    expect(dayOn(undefined, '2026-11-26')).toBeUndefined();
  });

  it('shows a subject finished on the device as done, its problems kept', () => {
    const done = doneOnDevice(day('2026-11-26'), 'addition');
    expect(done.days.addition).toMatchObject({
      status: { status: 'completed' },
      doneThisWeek: ['2026-11-26'],
    });
    expect(done.math).toEqual(day('2026-11-26').math);
    // A subject not on the day, or done already: the day as it was.
    expect(doneOnDevice(done, 'addition')).toBe(done);
    expect(doneOnDevice(done, 'division')).toBe(done);
  });

  it('moves on to the next day with the problems the server sent ahead, and no further', () => {
    const sundayProblems = {
      addition_2: [{ question: 1, number_0: '31', number_1: '5', operator: '+' as const }],
    };
    // Saturday 28 November: addition every day, done; multiplication on Mondays.
    const saturday: Day = {
      ...day('2026-11-28'),
      days: {
        addition: {
          level: '2',
          schedule: 'smtwrfa',
          status: { status: 'completed' },
          doneThisWeek: ['2026-11-23', '2026-11-28'],
        },
        multiplication: {
          level: '4',
          schedule: 'm',
          status: { status: 'early', day: 'Monday' },
          doneThisWeek: ['2026-11-23'],
        },
      },
      next: { today: '2026-11-29', math: sundayProblems },
    };
    // A later reading the same day, not asked ahead, keeps what came ahead.
    const later = withNextDay({ ...saturday, next: undefined }, saturday);
    expect(later.next).toEqual(saturday.next);
    const sunday = dayOn(later, childToday('America/Toronto', new Date('2026-11-29T14:00:00Z')));
    expect(sunday?.today).toBe('2026-11-29');
    expect(sunday?.math).toEqual(sundayProblems);
    // A new week (from Sunday): nothing done in it yet; each subject as its schedule says.
    expect(sunday?.days.addition).toMatchObject({ status: { status: 'today' }, doneThisWeek: [] });
    expect(sunday?.days.multiplication?.status).toEqual({ status: 'early', day: 'Monday' });
    expect(sunday?.next).toBeUndefined();
    // Finished offline: done on that day, not on the day it was made from.
    expect(sunday && doneOnDevice(sunday, 'addition').days.addition).toMatchObject({
      status: { status: 'completed' },
      doneThisWeek: ['2026-11-29'],
    });
    // Two days on: nothing.
    expect(dayOn(later, '2026-11-30')).toBeUndefined();
    // Another day's answer does not take this day's problems ahead.
    expect(withNextDay(day('2026-11-29'), saturday).next).toBeUndefined();
  });
});
