import {
  localDate,
  type Subject,
  subjectDayStatus,
  type TagOutput,
  weekStartOf,
} from '@mathsteps/domain';

/**
 * A child's day as the device can show it without the server (decision 0014): from the last
 * `student.mathget` answer it keeps (with the next day's problems the server sent ahead) and
 * the work finished here that waits to be sent. Pure: the keeping itself is the query cache's
 * (src/api/kept-on-device.ts).
 */
export type Day = TagOutput<'student.mathget'>;

/** Today's date in the child's zone: the day the server and the device both count in. */
export const childToday = (timezone: string, now = new Date()) => localDate(now, timezone);

/**
 * The kept day as it stands on `today`: itself on the day it was sent; the day after, made
 * from it and the problems sent ahead; later, nothing (the server must be asked).
 */
export function dayOn(kept: Day | undefined, today: string): Day | undefined {
  if (!kept) return undefined;
  if (kept.today === today) return kept;
  return kept.next?.today === today ? dayAfter(kept, kept.next) : undefined;
}

/**
 * A fresh answer that was not asked for the next day keeps the problems an earlier answer of
 * the same day brought ahead (they are asked for once a day).
 */
export function withNextDay(answer: Day, earlier: Day | undefined): Day {
  if (answer.next || earlier?.today !== answer.today || !earlier.next) return answer;
  return { ...answer, next: earlier.next };
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
    quickfacts: {
      ...day.quickfacts,
      status: statusOf(day.quickfacts.schedule, []),
      doneThisWeek: day.quickfacts.doneThisWeek.filter((date) => date >= weekStart),
    },
  };
}

/**
 * The day with a subject done on the device while its work waits to be sent: shown done, so
 * that it is not started again before the server has answered.
 */
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
