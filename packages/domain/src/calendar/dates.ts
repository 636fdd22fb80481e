import { DAY_LETTERS, type DayLetter } from './schedule';

/**
 * Local dates as the product writes them: en-CA, "YYYY-MM-DD". "Today" is always the
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

/** Dates found, by zone and minute: a date changes only on a minute. */
const knownDates = new Map<string, LocalDate>();
/** Enough for every zone's "now" and the first days of the students of a busy hour. */
const KNOWN_DATES_KEPT = 10_000;

/** The calendar date at `instant` in `timeZone`: 2026-11-22T23:30Z in Tokyo is 2026-11-23. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  // A child's every call asks for "today" and for their first day: Intl's formatting is
  // the cost of it, once per zone and minute is enough (zone offsets are whole minutes).
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  let date = knownDates.get(key);
  if (date === undefined) {
    date = formatter(timeZone).format(instant);
    if (knownDates.size >= KNOWN_DATES_KEPT) knownDates.clear();
    knownDates.set(key, date);
  }
  return date;
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01. Date arithmetic is done on these whole numbers, not on Date
 * objects: a child's every call does some, and parsing and printing dates
 * through Date was a tenth of student.mathget's own work.
 */
function dayNumber(date: LocalDate): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    DAY_MS
  );
}

/** The date of a day number (the civil-from-days algorithm of Howard Hinnant's date library). */
function dateOfDayNumber(days: number): LocalDate {
  const shifted = days + 719_468; // days since 0000-03-01
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153); // March 0 … February 11
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday). */
function weekdayOf(date: LocalDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

export function dayLetterOf(date: LocalDate): DayLetter {
  return DAY_LETTERS[weekdayOf(date)]!;
}

/** The Sunday that starts the week holding `date` (the week of the assignments' week view). */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, -weekdayOf(date));
}

/**
 * The week parents read about, Monday to Sunday, holding `date`: the weekly e-mail goes
 * out on its Sunday, and the report card's chart and "This week" use the same weeks.
 * (The child's own week view keeps Sunday to Saturday, as the product's schedule reads.)
 */
export function reportWeekOf(date: LocalDate): { from: LocalDate; to: LocalDate } {
  const from = addDays(date, -((weekdayOf(date) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The ISO week of a date, "2026-W48": weeks start on Monday; week 1 holds a Thursday. */
export function isoWeekOf(date: LocalDate): string {
  const day = new Date(`${date}T12:00:00Z`);
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

/**
 * "November 16-22" or "November 30 - December 6" (dates of one year, as weeks are read); in
 * Spanish as a sentence says it: "del 16 al 22 de noviembre", "del 30 de noviembre al 6 de
 * diciembre", one day "el 16 de noviembre" (docs/languages.md).
 */
export function dayRangeText(from: LocalDate, to: LocalDate, locale = 'en-US'): string {
  if (!locale.startsWith('en')) {
    const dayOf = (date: LocalDate) =>
      `${Number(date.slice(8, 10))} de ${new Date(`${date}T12:00:00Z`).toLocaleString(locale, { month: 'long', timeZone: 'UTC' })}`;
    if (from === to) return `el ${dayOf(from)}`;
    return from.slice(0, 7) === to.slice(0, 7)
      ? `del ${Number(from.slice(8, 10))} al ${dayOf(to)}`
      : `del ${dayOf(from)} al ${dayOf(to)}`;
  }
  const month = (date: LocalDate) =>
    new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const day = (date: LocalDate) => Number(date.slice(8, 10));
  if (from === to) return `${month(from)} ${day(from)}`;
  return month(from) === month(to)
    ? `${month(from)} ${day(from)}-${day(to)}`
    : `${month(from)} ${day(from)} - ${month(to)} ${day(to)}`;
}
