import {
  localDate,
  type Subject,
  subjectDayStatus,
  type TagOutput,
  weekStartOf,
} from '@mathsteps/domain';
import { KEPT_DAY_KEY } from './session';

/**
 * A signed-in child's day kept on the device (issue 42, decision 0014): today's assignments
 * and their problems as the server last sent them, so that the next opening shows them at
 * once (and refreshes behind), also without a connection. Kept for one child, for the day
 * it was sent and the next (the problems the server sent ahead): later, or another child,
 * finds nothing. Signing out forgets it.
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

/**
 * Keeps the day the server sent for this child, with the next day's problems it sent at
 * the first reading of the day (a later reading does not ask for them again).
 */
export function keepDay(account: string, day: Day): void {
  const kept = read();
  const next =
    day.next ??
    (kept?.account === account && kept.day.today === day.today ? kept.day.next : undefined);
  write({ account, day: next ? { ...day, next } : day });
}

/**
 * The day kept for this child, if it is still today in the child's zone; the day after,
 * made from it and the problems sent ahead, for a child offline the next day.
 */
export function keptDay(account: string, timezone: string, now = new Date()): Day | undefined {
  const kept = read();
  if (kept?.account !== account) return undefined;
  const today = localDate(now, timezone);
  if (kept.day.today === today) return kept.day;
  return kept.day.next?.today === today ? dayAfter(kept.day, kept.day.next) : undefined;
}

/**
 * Yesterday's day moved on to today: each subject's status as the domain reckons it from
 * the schedule and the work the device knows of, today's problems those the server sent
 * ahead. The server decides on arrival (a level changed overnight, work it did not see).
 */
function dayAfter(day: Day, next: NonNullable<Day['next']>): Day {
  const weekStart = weekStartOf(next.today);
  const statusOf = (schedule: string, done: string[]) => {
    const status = subjectDayStatus(
      { schedule, completedDates: new Set(done), startDate: day.firstday },
      next.today,
    );
    return 'day' in status ? { status: status.status, day: status.day } : { status: status.status };
  };
  const days: Day['days'] = {};
  for (const [subject, subjectDay] of Object.entries(day.days)) {
    days[subject] = {
      ...subjectDay,
      status: statusOf(subjectDay.schedule, subjectDay.doneThisWeek),
      doneThisWeek: subjectDay.doneThisWeek.filter((date) => date >= weekStart),
    };
  }
  return {
    today: next.today,
    firstday: day.firstday,
    math: next.math,
    days,
    quickfacts: { ...day.quickfacts, status: statusOf(day.quickfacts.schedule, []) },
  };
}

/**
 * A subject finished on the device while the server could not be told: the kept day shows
 * it done, so it is not started again before the server has answered (the day made from
 * yesterday's is kept as today's from then on).
 */
export function markDoneOnDevice(
  account: string,
  timezone: string,
  subject: Subject,
  now = new Date(),
): void {
  const day = keptDay(account, timezone, now);
  if (day) write({ account, day: doneOnDevice(day, subject) });
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
