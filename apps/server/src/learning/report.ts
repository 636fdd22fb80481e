import { and, asc, between, type Db, desc, eq, gte, min, tables } from '@mathsteps/db';
import {
  addDays,
  averageGrade,
  isSubject,
  letterGrade,
  localDate,
  progressOver,
  progressPeriod,
  reportWeekOf,
  type StudentReport,
  SUBJECTS,
  weeklyFigures,
} from '@mathsteps/domain';
import type { SessionStudent } from '../accounts/students';
import { factsOnRecord, factsReportOf, factsSummaryOf } from './facts';
import { type ErrorReportRow, misconceptionsOf, reportedMistake } from './misconceptions';
import { latestPlacements, toPlacementStatus } from './placements';
import { rewardsOf, rewardsView } from './rewards';
import { firstDayOf, subjectsOf, todayOf } from './student-day';

/** How many different recently missed problems a report lists (the card shows a few, then "Show more"). */
export const REPORT_MISTAKES = 12;
/** The wrong answers read to find them: a bounded read, however long the history. */
const MISTAKES_READ = 60;
/** How many weeks a report's chart covers. */
export const REPORT_WEEKS = 4;
/** Days of history a report reads: its weeks run from a Monday, up to 6 days before 4 × 7. */
const REPORT_DAYS_READ = REPORT_WEEKS * 7 + 6;

/**
 * A parent's report on one student (docs/product.md "What parents read"): per subject the 28-day figures and
 * grade, the current level and its history, the last weeks, and the latest mistakes with
 * the digits the child typed, the misconceptions behind them (docs/misconceptions.md), and the child's stars,
 * streak and badges (decision record 0006). Every figure
 * comes from the domain's own computation.
 */
export async function reportOf(db: Db, student: SessionStudent, now: Date): Promise<StudentReport> {
  const today = todayOf(student, now);
  const firstDay = firstDayOf(student);
  const subjects = await subjectsOf(db, student.id);
  // Only the days the card shows (its 4 weeks from Monday, and the last 28 days): a year of
  // history would otherwise be read, and sent, on every report.
  const history = await db
    .select()
    .from(tables.assignmentHistory)
    .where(
      and(
        eq(tables.assignmentHistory.studentId, student.id),
        gte(tables.assignmentHistory.localDate, addDays(today, -REPORT_DAYS_READ)),
      ),
    )
    .orderBy(asc(tables.assignmentHistory.createdAt));

  const perSubject: StudentReport['subjects'] = {};
  for (const subject of SUBJECTS) {
    const row = subjects.get(subject);
    const schedule = row?.schedule ?? '';
    const done = history.filter((entry) => entry.subject === subject);
    const progress = progressOver(done, schedule, today, firstDay);
    perSubject[subject] = {
      ...progress,
      grade: Number(progress.complete) > 0 ? letterGrade(Number(progress.score)) : '',
      level: String(row?.level ?? 0),
      schedule,
      levels: done.map((entry) => ({
        date: entry.localDate,
        level: String(entry.level),
        right: `${entry.questions - entry.errors}/${entry.questions}`,
        // The level rule's own move: no options were left, "decrease" (or, back up after a bad
        // spell, "advance") taken (decision 0027); to the level kept with it, one down for work
        // recorded before it was kept.
        ...(entry.options.length === 0 &&
          entry.chosenOption !== null && { moved: String(entry.movedTo ?? entry.level - 1) }),
      })),
      weeks: weeklyFigures(done, schedule, today, firstDay, REPORT_WEEKS),
    };
  }
  const average = averageGrade(Object.values(perSubject));

  const wrongAnswers = await db
    .select()
    .from(tables.errorReports)
    .where(eq(tables.errorReports.studentId, student.id))
    .orderBy(desc(tables.errorReports.createdAt))
    .limit(MISTAKES_READ);

  return {
    student: {
      accountname: student.accountname,
      firstname: student.firstname,
      lastname: student.lastname,
      gradelevel: String(student.gradelevel),
    },
    today,
    period: progressPeriod(today, firstDay),
    subjects: perSubject,
    average: average ? { score: String(average.score), grade: average.grade } : null,
    week: await weekOf(db, student, today, now),
    mistakes: recentProblems(wrongAnswers).map(({ first, tries }) => ({
      ...reportedMistake(first, student.timezone),
      tries,
    })),
    misconceptions: await misconceptionsOf(db, student, now),
    rewards: rewardsView(rewardsOf(student), subjects.values(), today),
    placements: await placementsFound(db, student),
  };
}

/** Each subject's last level found (docs/decisions/0027-placement.md), for the week's words. */
async function placementsFound(db: Db, student: SessionStudent) {
  const zone = student.timezone ?? 'UTC';
  return (await latestPlacements(db, [student.id])).flatMap((row) => {
    const status = toPlacementStatus(row, zone);
    if (status?.status !== 'found' || status.level === undefined) return [];
    return [{ subject: status.subject, kind: status.kind, level: status.level, date: status.date }];
  });
}

/**
 * The different problems among wrong answers (newest first): one entry per problem, the most
 * recently missed first, showing its first wrong try (the child's own way, before any red
 * box) and how many wrong tries it took.
 */
function recentProblems(wrongAnswers: ErrorReportRow[]) {
  const problems = new Map<string, { first: ErrorReportRow; tries: number }>();
  for (const row of wrongAnswers) {
    const key = `${row.subject} ${row.number0} ${row.number1}`;
    // A Map keeps a key where it was first set: the problem's newest miss places it.
    problems.set(key, { first: row, tries: (problems.get(key)?.tries ?? 0) + 1 });
  }
  return [...problems.values()].slice(0, REPORT_MISTAKES);
}

/**
 * This week, Monday to Sunday in the child's zone (reportWeekOf, the weekly e-mail's week)
 * and, per subject, the different problems whose first wrong answer fell in it: a problem
 * retried after red boxes, or missed again later, counts once, on the day it was first missed.
 */
async function weekOf(
  db: Db,
  student: SessionStudent,
  today: string,
  now: Date,
): Promise<StudentReport['week']> {
  const { from, to } = reportWeekOf(today);
  // Eight days back covers the week's first local day in any zone.
  const since = new Date(now.getTime() - 8 * 86_400_000);
  const firstTries = await db
    .select({
      subject: tables.errorReports.subject,
      first: min(tables.errorReports.createdAt),
    })
    .from(tables.errorReports)
    .where(eq(tables.errorReports.studentId, student.id))
    .groupBy(tables.errorReports.subject, tables.errorReports.number0, tables.errorReports.number1)
    .having(gte(min(tables.errorReports.createdAt), since));
  const wrong: Record<string, number> = {};
  for (const { subject, first } of firstTries) {
    if (!first) continue;
    const day = localDate(first, student.timezone ?? 'UTC');
    if (day < from || day > today) continue;
    wrong[subject] = (wrong[subject] ?? 0) + 1;
  }
  return { from, to, wrong, quickFacts: await quickFactsOf(db, student.id, from, to) };
}

/** This week's Quick Facts rounds per operation, and the facts they answered (decision 0010). */
async function quickFactsOf(db: Db, studentId: string, from: string, to: string) {
  const sessions = await db
    .select({ operation: tables.factSessions.operation, summary: tables.factSessions.summary })
    .from(tables.factSessions)
    .where(
      and(
        eq(tables.factSessions.studentId, studentId),
        between(tables.factSessions.localDate, from, to),
      ),
    );
  const rounds: NonNullable<StudentReport['week']['quickFacts']> = {};
  for (const { operation, summary } of sessions) {
    if (!isSubject(operation)) continue;
    const facts = Number((summary as { facts?: unknown }).facts) || 0;
    const sum = rounds[operation] ?? { rounds: 0, facts: 0 };
    rounds[operation] = { rounds: sum.rounds + 1, facts: sum.facts + facts };
  }
  return rounds;
}

/** The report says how many more facts are quick than this many days ago. */
const FACTS_CHANGE_DAYS = 28;

/**
 * A child's whole report card: the report, the facts map and its words, as a parent reads it
 * (student.report) and the teacher of the child's class (class.report).
 */
export async function reportCardOf(db: Db, student: SessionStudent, now: Date) {
  const [report, met] = await Promise.all([
    reportOf(db, student, now),
    factsOnRecord(db, student.id),
  ]);
  const today = todayOf(student, now);
  return {
    report,
    facts: factsReportOf(met),
    factssummary: await factsSummaryOf(db, student.id, met, today, FACTS_CHANGE_DAYS),
  };
}
