import { type LevelOption, MAX_LEVEL } from '../arithmetic/curriculum';
import { addDays, dayLetterOf, type LocalDate, reportWeekOf } from '../calendar/dates';
import { isScheduled } from '../calendar/schedule';
import { type LetterGrade, letterGrade } from '../scores';

/** Report cards look back over the last 28 days, or since the student was created (docs/product.md "What parents read"). */
export const PROGRESS_WINDOW_DAYS = 28;

/** Whole percent, 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Per subject, as the API carries it: percents as strings. */
export interface SubjectProgress {
  complete: string;
  score: string;
}

export function subjectProgress(figures: {
  scheduledDays: number;
  completedDays: number;
  correctFirstTries: number;
  questionsAnswered: number;
}): SubjectProgress {
  return {
    complete: String(Math.min(100, percent(figures.completedDays, figures.scheduledDays))),
    score: String(percent(figures.correctFirstTries, figures.questionsAnswered)),
  };
}

/** One finished assignment, as the progress figures need it. */
export interface FinishedAssignment {
  localDate: LocalDate;
  level: number;
  questions: number;
  errors: number;
}

/**
 * The figures of the days from `from` to `to` (both included): scheduled days, those done,
 * and first tries right. A day after `today` is not counted; today counts only once it
 * is done (the day is not over).
 */
export function figuresBetween(
  history: readonly FinishedAssignment[],
  schedule: string,
  from: LocalDate,
  to: LocalDate,
  today: LocalDate,
) {
  const last = to < today ? to : today;
  const inWindow = history.filter((entry) => entry.localDate >= from && entry.localDate <= last);
  const doneDates = new Set(inWindow.map((entry) => entry.localDate));
  let scheduledDays = 0;
  let completedDays = 0;
  for (let date = from; date <= last; date = addDays(date, 1)) {
    if (!isScheduled(schedule, dayLetterOf(date))) continue;
    if (doneDates.has(date)) completedDays++;
    if (date < today || doneDates.has(date)) scheduledDays++;
  }
  const questionsAnswered = inWindow.reduce((sum, entry) => sum + entry.questions, 0);
  const errors = inWindow.reduce((sum, entry) => sum + entry.errors, 0);
  return {
    scheduledDays,
    completedDays,
    correctFirstTries: questionsAnswered - errors,
    questionsAnswered,
  };
}

/**
 * A subject's progress (docs/product.md "What parents read") over the last 28 days, or since the student was
 * created: complete = scheduled days done / scheduled days; score = questions right at
 * the first try / questions.
 */
export function progressOver(
  history: readonly FinishedAssignment[],
  schedule: string,
  today: LocalDate,
  firstDay: LocalDate,
): SubjectProgress {
  const { from } = progressPeriod(today, firstDay);
  return subjectProgress(figuresBetween(history, schedule, from, today, today));
}

/** The days a report card's figures cover: the last 28, or since the student was created. */
export function progressPeriod(
  today: LocalDate,
  firstDay: LocalDate,
): { from: LocalDate; to: LocalDate } {
  const windowStart = addDays(today, -(PROGRESS_WINDOW_DAYS - 1));
  return { from: firstDay > windowStart ? firstDay : windowStart, to: today };
}

/** One week of a report (Monday to Sunday, reportWeekOf), with its figures as percents. */
export interface WeekFigures extends SubjectProgress {
  weekStart: LocalDate;
  scheduledDays: number;
  completedDays: number;
  /** Questions answered in the week's assignments, scheduled days or not. */
  questions: number;
}

/** The last `weeks` weeks up to today's, oldest first, none before the first day. */
export function weeklyFigures(
  history: readonly FinishedAssignment[],
  schedule: string,
  today: LocalDate,
  firstDay: LocalDate,
  weeks = 4,
): WeekFigures[] {
  const thisWeek = reportWeekOf(today).from;
  const result: WeekFigures[] = [];
  for (let back = weeks - 1; back >= 0; back--) {
    const weekStart = addDays(thisWeek, -7 * back);
    const weekEnd = addDays(weekStart, 6);
    if (weekEnd < firstDay) continue;
    const from = firstDay > weekStart ? firstDay : weekStart;
    const figures = figuresBetween(history, schedule, from, weekEnd, today);
    result.push({
      weekStart,
      scheduledDays: figures.scheduledDays,
      completedDays: figures.completedDays,
      questions: figures.questionsAnswered,
      ...subjectProgress(figures),
    });
  }
  return result;
}

/**
 * The highest level a student may practice (docs/product.md: up to the highest
 * completed level + 1), and never below their own assignment level.
 */
export function practiceCeiling(level: number, completedLevels: readonly number[]): number {
  const highest = Math.max(-1, ...completedLevels);
  return Math.min(MAX_LEVEL, Math.max(level, highest + 1));
}

/** The average over the subjects whose complete is above 0 (docs/product.md); null if none. */
export function averageGrade(
  subjects: readonly SubjectProgress[],
): { score: number; grade: LetterGrade } | null {
  const counted = subjects.filter((subject) => Number(subject.complete) > 0);
  if (counted.length === 0) return null;
  const score = Math.round(
    counted.reduce((sum, subject) => sum + Number(subject.score), 0) / counted.length,
  );
  return { score, grade: letterGrade(score) };
}

/** From this score (percent) an assignment offers the level above (decision 0018). */
export const ADVANCE_FROM = 80;
/** Under this score (percent) an assignment offers the level below (decision 0018). */
export const DECREASE_BELOW = 60;

/** Whether `correct` of `questions` is `percent`% or more, without rounding. */
export function scoresAtLeast(correct: number, questions: number, percent: number): boolean {
  return questions > 0 && correct * 100 >= questions * percent;
}

/**
 * What the child may do after an assignment (decision 0018): 80% or more: advance or
 * repeat; 60-79%: repeat; below 60%: repeat or decrease. Never above 19 or below 0.
 */
export function levelOptions(correct: number, questions: number, level: number): LevelOption[] {
  if (scoresAtLeast(correct, questions, ADVANCE_FROM)) {
    return level < MAX_LEVEL ? ['advance', 'repeat'] : ['repeat'];
  }
  if (scoresAtLeast(correct, questions, DECREASE_BELOW)) return ['repeat'];
  return level > 0 ? ['repeat', 'decrease'] : ['repeat'];
}

export function applyLevelOption(level: number, option: LevelOption): number {
  if (option === 'advance') return Math.min(MAX_LEVEL, level + 1);
  if (option === 'decrease') return Math.max(0, level - 1);
  return level;
}

/** Last names longer than 5 characters show as first name, last initial and an ellipsis. */
export function abbreviateName(firstName: string, lastName: string): string {
  const last = lastName.trim();
  if (last.length <= 5) return `${firstName} ${last}`.trim();
  return `${firstName} ${last[0]}…`;
}
