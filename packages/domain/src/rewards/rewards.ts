import { SUBJECTS, type Subject } from '../arithmetic/problem';
import { addDays, dayLetterOf, type LocalDate, weekStartOf } from '../calendar/dates';
import { isScheduled } from '../calendar/schedule';
import type { BadgeId, Badges } from './badges';

/**
 * The child's rewards (decision record 0006): stars, the streak and badges. They are worked out
 * on the server when work is recorded and stored on the student's row, so the children's
 * calls read them with the session and spend no extra database round trip on them.
 */

/** One star per assignment problem right at the first try. */
export function starsFor(questions: number, errors: number): number {
  return Math.max(0, questions - errors);
}

/**
 * The rounds of one subject a day that earn stars: the day's assignment and two "Do More"
 * rounds. A script sending rounds without end earned stars without end; the work still counts.
 */
export const STARRED_ROUNDS_PER_DAY = 3;

// --- Streak -------------------------------------------------------------------------------

/**
 * Scheduled days in a row on which the child finished its assignments: `days` of them,
 * the latest on `last` (the child's local date).
 */
export interface Streak {
  days: number;
  last: LocalDate | null;
}

export const NO_STREAK: Streak = { days: 0, last: null };

/** What a subject tells the streak: its schedule and the date it was last finished. */
export interface SubjectToday {
  schedule: string;
  completion: LocalDate | null | undefined;
}

/** Is `day` a day on which any subject is scheduled? */
function scheduledAny(schedules: readonly string[], day: LocalDate): boolean {
  const letter = dayLetterOf(day);
  return schedules.some((schedule) => isScheduled(schedule, letter));
}

/**
 * The child finished `day`: something was scheduled on it, and every subject scheduled on
 * it was finished that day.
 */
export function dayFinished(subjects: readonly SubjectToday[], day: LocalDate): boolean {
  const letter = dayLetterOf(day);
  const due = subjects.filter((subject) => isScheduled(subject.schedule, letter));
  return due.length > 0 && due.every((subject) => subject.completion === day);
}

/**
 * The streak once `day` is finished: one more when no scheduled day was missed since the
 * last finished one (unscheduled days between neither break nor extend it), else a new
 * streak of one. The same day again, or an earlier one (the child moved west across a date
 * line), changes nothing.
 */
export function streakAfter(streak: Streak, day: LocalDate, schedules: readonly string[]): Streak {
  if (streak.last !== null && day <= streak.last) return streak;
  const going = streakOn(streak, schedules, day);
  return { days: going + 1, last: day };
}

/**
 * The streak as the child sees it on `today`: it holds while no scheduled day was missed
 * since its last day (today itself is still open), and is 0 once one was.
 */
export function streakOn(streak: Streak, schedules: readonly string[], today: LocalDate): number {
  if (streak.last === null || streak.days === 0) return 0;
  for (let date = addDays(streak.last, 1); date < today; date = addDays(date, 1)) {
    if (scheduledAny(schedules, date)) return 0;
  }
  return streak.days;
}

/**
 * The streak recounted from the finished days alone (for checks and back-fills): the
 * incremental `streakAfter` must agree with it.
 */
export function streakFromDays(
  finishedDays: readonly LocalDate[],
  schedules: readonly string[],
): Streak {
  return [...new Set(finishedDays)]
    .sort()
    .reduce((streak, day) => streakAfter(streak, day, schedules), NO_STREAK);
}

/**
 * The streak now covers every scheduled day of `day`'s week, and `day` is the week's last
 * scheduled day: a whole week of assignments.
 */
function wholeWeek(streak: Streak, day: LocalDate, schedules: readonly string[]): boolean {
  const start = weekStartOf(day);
  let due = 0;
  for (let date = start; date < addDays(start, 7); date = addDays(date, 1)) {
    if (!scheduledAny(schedules, date)) continue;
    if (date > day) return false;
    due++;
  }
  return streak.last === day && due > 0 && streak.days >= due;
}

/** What the server stores on the student's row. */
export interface Rewards {
  stars: number;
  streak: Streak;
  badges: Badges;
}

/** One finished assignment, as the rewards see it. */
export interface FinishedWork {
  subject: Subject;
  day: LocalDate;
  questions: number;
  errors: number;
  /** The subject's rounds finished earlier the same day (0 for the day's assignment). */
  roundsBefore: number;
  /** Every subject after this one was recorded (its completion is `day`). */
  subjects: ReadonlyMap<Subject, SubjectToday>;
}

/**
 * The rewards after one finished assignment, and the badges it earned (new ones only).
 * Pure: the server runs it inside the transaction that records the work.
 */
export function rewardFinishedWork(
  before: Rewards,
  work: FinishedWork,
): { rewards: Rewards; earned: BadgeId[] } {
  const subjects = [...work.subjects.values()];
  const schedules = subjects.map((subject) => subject.schedule);
  const starred = work.roundsBefore < STARRED_ROUNDS_PER_DAY;
  const stars = before.stars + (starred ? starsFor(work.questions, work.errors) : 0);
  const streak = dayFinished(subjects, work.day)
    ? streakAfter(before.streak, work.day, schedules)
    : before.streak;

  const deserved: BadgeId[] = ['first-problem'];
  if (work.errors === 0 && work.questions >= 10) deserved.push('ten-in-a-row');
  if (streak.days >= 3) deserved.push('three-days');
  if (streak.days >= 7) deserved.push('seven-days');
  if (wholeWeek(streak, work.day, schedules)) deserved.push('whole-week');
  if (SUBJECTS.every((subject) => work.subjects.get(subject)?.completion === work.day)) {
    deserved.push('all-four');
  }
  if (stars >= 100) deserved.push('hundred-stars');
  return withBadges({ stars, streak, badges: before.badges }, deserved, work.day);
}

/** Adds the badges not held yet, earned on `day`; the ones already held keep their date. */
export function withBadges(
  rewards: Rewards,
  deserved: readonly BadgeId[],
  day: LocalDate,
): { rewards: Rewards; earned: BadgeId[] } {
  const earned = deserved.filter((id) => !rewards.badges[id]);
  const badges = { ...rewards.badges };
  for (const id of earned) badges[id] = { on: day, seen: false };
  return { rewards: { ...rewards, badges }, earned };
}
