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
    markDoneOnDevice('ana', 'addition');
    expect(keptDay('sam', 'America/Toronto', lateEvening)?.days.addition?.status.status).toBe(
      'today',
    );
    markDoneOnDevice('sam', 'addition');
    const kept = keptDay('sam', 'America/Toronto', lateEvening);
    expect(kept?.days.addition?.status.status).toBe('completed');
    expect(kept?.days.addition?.doneThisWeek).toEqual(['2026-11-26']);
    // The problems stay: only the status changes.
    expect(kept?.math).toEqual(day('2026-11-26').math);
  });

  it('is forgotten when the child signs out, and a damaged copy is no copy', () => {
    keepDay('sam', day('2026-11-26'));
    clearSession();
    expect(keptDay('sam', 'America/Toronto', lateEvening)).toBeUndefined();
    localStorage.setItem('mathsteps.day', '{not json');
    expect(keptDay('sam', 'America/Toronto', lateEvening)).toBeUndefined();
  });
});
