import { DAY_LETTERS, type DayLetter } from './schedule';

/**
 * Local dates as the seed writes them: en-CA, "YYYY-MM-DD". "Today" is always the
 * student's own date, in the IANA timezone their browser reports.
 */
export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The last date found per zone, for its minute: a date changes only on a minute. */
const lastDates = new Map<string, { minute: number; date: LocalDate }>();

/** The calendar date at `instant` in `timeZone`: 2026-11-22T23:30Z in Tokyo is 2026-11-23. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  // Every call of a child asks for "today": Intl's formatting is the cost of it, once a
  // minute per zone is enough (zone offsets are whole minutes).
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = formatter(timeZone).format(instant);
  lastDates.set(timeZone, { minute, date });
  return date;
}

function toUtcNoon(date: LocalDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = toUtcNoon(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function dayLetterOf(date: LocalDate): DayLetter {
  return DAY_LETTERS[toUtcNoon(date).getUTCDay()]!;
}

/** The Sunday that starts the week holding `date` (the week of the assignments' week view). */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, -DAY_LETTERS.indexOf(dayLetterOf(date)));
}

/**
 * The week parents read about, Monday to Sunday, holding `date`: the weekly e-mail goes
 * out on its Sunday, and the report card's chart and "This week" use the same weeks.
 * (The child's own week view keeps Sunday to Saturday, as the seed's schedule reads.)
 */
export function reportWeekOf(date: LocalDate): { from: LocalDate; to: LocalDate } {
  const from = addDays(date, -((toUtcNoon(date).getUTCDay() + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtcNoon(to).getTime() - toUtcNoon(from).getTime()) / 86_400_000);
}

/** The ISO week of a date, "2026-W48": weeks start on Monday; week 1 holds a Thursday. */
export function isoWeekOf(date: LocalDate): string {
  const day = toUtcNoon(date);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() - weekday + 3);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4, 12));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The hour (0-23) at `instant` in `timeZone`. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
      instant,
    ),
  );
}

/** "November 16-22" or "November 30 - December 6" (dates of one year, as weeks are read). */
export function dayRangeText(from: LocalDate, to: LocalDate): string {
  const month = (date: LocalDate) =>
    new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const day = (date: LocalDate) => Number(date.slice(8, 10));
  if (from === to) return `${month(from)} ${day(from)}`;
  return month(from) === month(to)
    ? `${month(from)} ${day(from)}-${day(to)}`
    : `${month(from)} ${day(from)} - ${month(to)} ${day(to)}`;
}
