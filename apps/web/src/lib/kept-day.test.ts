import { afterEach, describe, expect, it } from 'vitest';
import { type Day, keepDay, keptDay, markDoneOnDevice } from './kept-day';
import { clearSession } from './session';

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
  quickfacts: { schedule: '', operation: '', status: { status: 'no-schedule' } },
});

// 23:30 on 26 November in Toronto is already the 27th in UTC.
const lateEvening = new Date('2026-11-27T04:30:00Z');

afterEach(() => clearSession());

describe("a child's day kept on the device (issue 42)", () => {
  it("is the child's, for the day it was sent, in the child's zone", () => {
    keepDay('sam', day('2026-11-26'));
    expect(keptDay('sam', 'America/Toronto', lateEvening)?.today).toBe('2026-11-26');
    // The next day (the same instant in UTC), or another child: nothing.
    expect(keptDay('sam', 'UTC', lateEvening)).toBeUndefined();
    expect(keptDay('ana', 'America/Toronto', lateEvening)).toBeUndefined();
  });

  it('shows a subject done on the device as done, only for that child', () => {
    keepDay('sam', day('2026-11-26'));
    markDoneOnDevice('ana', 'America/Toronto', 'addition', lateEvening);
    expect(keptDay('sam', 'America/Toronto', lateEvening)?.days.addition?.status.status).toBe(
      'today',
    );
    markDoneOnDevice('sam', 'America/Toronto', 'addition', lateEvening);
    const kept = keptDay('sam', 'America/Toronto', lateEvening);
    expect(kept?.days.addition?.status.status).toBe('completed');
    expect(kept?.days.addition?.doneThisWeek).toEqual(['2026-11-26']);
    // The problems stay: only the status changes.
    expect(kept?.math).toEqual(day('2026-11-26').math);
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
    keepDay('sam', saturday);
    // A later reading the same day, not asked ahead, keeps what came ahead.
    keepDay('sam', { ...saturday, next: undefined });
    const sundayMorning = new Date('2026-11-29T14:00:00Z');
    const sunday = keptDay('sam', 'America/Toronto', sundayMorning);
    expect(sunday?.today).toBe('2026-11-29');
    expect(sunday?.math).toEqual(sundayProblems);
    // A new week (from Sunday): nothing done in it yet; each subject as its schedule says.
    expect(sunday?.days.addition).toMatchObject({ status: { status: 'today' }, doneThisWeek: [] });
    expect(sunday?.days.multiplication?.status).toEqual({ status: 'early', day: 'Monday' });
    expect(sunday?.next).toBeUndefined();
    // Finished offline: done on that day, not on the day it was made from.
    markDoneOnDevice('sam', 'America/Toronto', 'addition', sundayMorning);
    expect(keptDay('sam', 'America/Toronto', sundayMorning)?.days.addition).toMatchObject({
      status: { status: 'completed' },
      doneThisWeek: ['2026-11-29'],
    });
    // Two days on: nothing.
    keepDay('sam', saturday);
    expect(keptDay('sam', 'America/Toronto', new Date('2026-11-30T14:00:00Z'))).toBeUndefined();
  });

  it('is forgotten when the child signs out, and a damaged copy is no copy', () => {
    keepDay('sam', day('2026-11-26'));
    clearSession();
    expect(keptDay('sam', 'America/Toronto', lateEvening)).toBeUndefined();
    localStorage.setItem('mathsteps.day', '{not json');
    expect(keptDay('sam', 'America/Toronto', lateEvening)).toBeUndefined();
  });
});
