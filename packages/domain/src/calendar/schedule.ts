// Pure: a child's screens reckon their days without loading zod (decision 0015); the
// schedule's schema is with the students' (accounts/students.ts).

/** Day letters in order from Sunday (docs/product.md): s m t w r f a. */
export const DAY_LETTERS = ['s', 'm', 't', 'w', 'r', 'f', 'a'] as const;
export type DayLetter = (typeof DAY_LETTERS)[number];

export const DAY_NAMES: Record<DayLetter, string> = {
  s: 'Sunday',
  m: 'Monday',
  t: 'Tuesday',
  w: 'Wednesday',
  r: 'Thursday',
  f: 'Friday',
  a: 'Saturday',
};

const WEEKDAYS = 'mtwrf';
const EVERY_DAY = 'smtwrfa';

/** Writes a set of days as a schedule string, in week order. */
export function scheduleOf(days: Iterable<DayLetter>): string {
  const chosen = new Set(days);
  return DAY_LETTERS.filter((letter) => chosen.has(letter)).join('');
}

export function daysOf(schedule: string): DayLetter[] {
  return DAY_LETTERS.filter((letter) => schedule.includes(letter));
}

export function isScheduled(schedule: string, day: DayLetter): boolean {
  return schedule.includes(day);
}

export function toggleDay(schedule: string, day: DayLetter): string {
  const days = new Set(daysOf(schedule));
  if (days.has(day)) days.delete(day);
  else days.add(day);
  return scheduleOf(days);
}

/** 'Weekday' (docs/product.md): Monday to Friday only; off again when it is exactly that already. */
export function toggleWeekdays(schedule: string): string {
  return schedule === WEEKDAYS ? '' : WEEKDAYS;
}

/** 'Every Day' (docs/product.md): all seven on, or all off when all seven are on already. */
export function toggleEveryDay(schedule: string): string {
  return schedule === EVERY_DAY ? '' : EVERY_DAY;
}
