import { addDays, dayLetterOf, type LocalDate } from './dates';
import { DAY_NAMES, isScheduled } from './schedule';

/**
 * The day status of one subject (docs/product.md): scheduled today and done or not; otherwise
 * late when the last scheduled day was missed, or early naming the next scheduled day.
 */
export type SubjectDayStatus =
  | { status: 'completed' }
  | { status: 'today' }
  | { status: 'late'; day: string; date: LocalDate }
  | { status: 'early'; day: string; date: LocalDate }
  | { status: 'no-schedule' };

export interface SubjectDay {
  schedule: string;
  /** Dates on which this subject's assignment was completed. */
  completedDates: ReadonlySet<LocalDate>;
  /** The student's first day: a scheduled day before it was never missed. */
  startDate?: LocalDate;
}

/**
 * A subject counts as completed today when its completion date, or the date of its
 * latest history entry, is today's local date (docs/product.md); older markers count for nothing.
 */
export function isCompletedToday(
  today: LocalDate,
  completion?: LocalDate,
  latestHistory?: LocalDate,
): boolean {
  return completion === today || latestHistory === today;
}

export function subjectDayStatus(subject: SubjectDay, today: LocalDate): SubjectDayStatus {
  const { schedule, completedDates, startDate } = subject;
  if (schedule === '') return { status: 'no-schedule' };
  if (isScheduled(schedule, dayLetterOf(today))) {
    return completedDates.has(today) ? { status: 'completed' } : { status: 'today' };
  }
  for (let back = 1; back <= 7; back++) {
    const date = addDays(today, -back);
    if (startDate !== undefined && date < startDate) break;
    if (isScheduled(schedule, dayLetterOf(date))) {
      if (!completedDates.has(date))
        return { status: 'late', day: DAY_NAMES[dayLetterOf(date)], date };
      break;
    }
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (isScheduled(schedule, dayLetterOf(date)))
      return { status: 'early', day: DAY_NAMES[dayLetterOf(date)], date };
  }
  return { status: 'no-schedule' };
}

/**
 * Today across all subjects: completed (all of today's subjects done), partial (some
 * done, n remaining), today (none done yet), free (nothing scheduled today) or
 * no-schedule (no subject has a schedule at all). `remaining` is the dashboard badge.
 */
export type DaySummary =
  | { status: 'completed'; remaining: 0 }
  | { status: 'partial'; remaining: number }
  | { status: 'today'; remaining: number }
  | { status: 'free'; remaining: 0 }
  | { status: 'no-schedule'; remaining: 0 };

export function daySummary(statuses: readonly SubjectDayStatus[]): DaySummary {
  const scheduledToday = statuses.filter((s) => s.status === 'today' || s.status === 'completed');
  const remaining = scheduledToday.filter((s) => s.status === 'today').length;
  if (statuses.every((s) => s.status === 'no-schedule'))
    return { status: 'no-schedule', remaining: 0 };
  if (scheduledToday.length === 0) return { status: 'free', remaining: 0 };
  if (remaining === 0) return { status: 'completed', remaining: 0 };
  return remaining === scheduledToday.length
    ? { status: 'today', remaining }
    : { status: 'partial', remaining };
}

/** Every date in [from, to] that the schedule names: the "scheduled assignment days". */
export function scheduledDates(schedule: string, from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isScheduled(schedule, dayLetterOf(date))) dates.push(date);
  }
  return dates;
}

/** A day of a subject in the student's week view. */
export type WeekDayMark = 'done' | 'missed' | 'scheduled' | 'free' | 'before';

/**
 * What the week view shows for `date`: done; a scheduled day already past and not done is
 * missed; a day before the student existed was never theirs (not "free": nothing was asked).
 */
export function weekDayMark(
  date: LocalDate,
  {
    today,
    firstDay,
    schedule,
    done,
  }: { today: LocalDate; firstDay: LocalDate; schedule: string; done: readonly LocalDate[] },
): WeekDayMark {
  if (done.includes(date)) return 'done';
  if (date < firstDay) return 'before';
  if (!isScheduled(schedule, dayLetterOf(date))) return 'free';
  return date < today ? 'missed' : 'scheduled';
}
