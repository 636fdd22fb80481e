import { localDate, type Subject, type TagOutput } from '@mathsteps/domain';
import { KEPT_DAY_KEY } from './session';

/**
 * A signed-in child's day kept on the device (issue 42, decision 0014): today's assignments
 * and their problems as the server last sent them, so that the next opening shows them at
 * once (and refreshes behind), also without a connection. Kept for one child, for the day
 * it was sent: the next day, or another child, finds nothing. Signing out forgets it.
 */
export type Day = TagOutput<'student.mathget'>;

interface Kept {
  account: string;
  day: Day;
}

function read(): Kept | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_DAY_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.account === 'string' && kept.day ? kept : undefined;
  } catch {
    return undefined;
  }
}

function write(kept: Kept): void {
  try {
    localStorage.setItem(KEPT_DAY_KEY, JSON.stringify(kept));
  } catch {
    // The device's storage is full: the day is read from the server, as before.
  }
}

/** Keeps the day the server sent for this child. */
export function keepDay(account: string, day: Day): void {
  write({ account, day });
}

/** The day kept for this child, if it is still today in the child's zone. */
export function keptDay(account: string, timezone: string, now = new Date()): Day | undefined {
  const kept = read();
  if (kept?.account !== account) return undefined;
  return kept.day.today === localDate(now, timezone) ? kept.day : undefined;
}

/**
 * A subject finished on the device while the server could not be told: the kept day shows
 * it done, so it is not started again before the server has answered.
 */
export function markDoneOnDevice(account: string, subject: Subject): void {
  const kept = read();
  if (kept?.account === account) write({ account, day: doneOnDevice(kept.day, subject) });
}

/** The day with a subject done on the device (its work waits to be sent). */
export function doneOnDevice(day: Day, subject: Subject): Day {
  const subjectDay = day.days[subject];
  if (!subjectDay || subjectDay.status.status === 'completed') return day;
  return {
    ...day,
    days: {
      ...day.days,
      [subject]: {
        ...subjectDay,
        status: { status: 'completed' },
        doneThisWeek: [...subjectDay.doneThisWeek, day.today],
      },
    },
  };
}
