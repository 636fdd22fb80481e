import {
  and,
  asc,
  between,
  type Column,
  type Db,
  eq,
  inArray,
  isNull,
  type SQL,
  tables,
} from '@mathsteps/db';
import {
  addDays,
  type ClassWeek,
  type ClassWrongAnswer,
  countMistakes,
  isBugId,
  isSubject,
  localDate,
  pupilName,
  pupilWeek,
  reportWeekOf,
  WEEK_STEPS,
} from '@mathsteps/domain';
import { type ClassRow, ownClass } from '../accounts/classes';
import {
  type ErrorReportRow,
  reportedMistake,
  stepsOfWrongAnswer,
} from '../learning/misconceptions';
import { childrenOfClass } from './class-children';

const DAY_MS = 86_400_000;

/** The rows of these children whose `at` is from `first` to `last`, both included. */
function ofChildren(
  ids: string[],
  studentId: Column,
  at: Column,
  first: string | Date,
  last: string | Date,
): SQL | undefined {
  return and(inArray(studentId, ids), between(at, first, last));
}

/**
 * The instants a week's local dates can fall in, for a pupil in any zone: a day either side.
 * Each pupil's own local dates are cut after.
 */
const aroundTheWeek = (from: string, to: string) => ({
  start: new Date(Date.parse(addDays(from, -1))),
  end: new Date(Date.parse(addDays(to, 2)) + DAY_MS),
});

/**
 * Each pupil's days of the week with work besides a finished assignment (the wrong answers are
 * added by the caller, which reads them anyway): the assignment under way, Quick Facts rounds,
 * practice sets finished.
 */
async function otherWorkDays(
  db: Db,
  ids: string[],
  zoneOf: Map<string, string>,
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  const days = new Map(ids.map((id) => [id, new Set<string>()]));
  const within = (date: string) => date >= from && date <= to;
  const progress = await db
    .select({
      studentId: tables.assignmentProgress.studentId,
      date: tables.assignmentProgress.localDate,
      answered: tables.assignmentProgress.answered,
    })
    .from(tables.assignmentProgress)
    .where(inArray(tables.assignmentProgress.studentId, ids));
  for (const row of progress)
    if (row.answered > 0 && within(row.date)) days.get(row.studentId)?.add(row.date);
  const rounds = await db
    .select({ studentId: tables.factSessions.studentId, date: tables.factSessions.localDate })
    .from(tables.factSessions)
    .where(ofChildren(ids, tables.factSessions.studentId, tables.factSessions.localDate, from, to));
  for (const row of rounds) days.get(row.studentId)?.add(row.date);
  const { start, end } = aroundTheWeek(from, to);
  const practices = await db
    .select({
      studentId: tables.focusPractices.studentId,
      finishedAt: tables.focusPractices.finishedAt,
    })
    .from(tables.focusPractices)
    .where(
      ofChildren(
        ids,
        tables.focusPractices.studentId,
        tables.focusPractices.finishedAt,
        start,
        end,
      ),
    );
  for (const row of practices) {
    if (!row.finishedAt) continue;
    const date = localDate(row.finishedAt, zoneOf.get(row.studentId) ?? 'UTC');
    if (within(date)) days.get(row.studentId)?.add(date);
  }
  return days;
}

/**
 * The class's week (docs/product.md "The weekly class report"), Monday to Sunday in the
 * class's zone (its first child's; UTC without one): the week that holds `now`.
 */
async function weekOfClass(db: Db, found: ClassRow, now: Date): Promise<ClassWeek> {
  const children = await childrenOfClass(db, found.id);
  const zone = children.find((child) => child.timezone)?.timezone ?? 'UTC';
  const { from, to } = reportWeekOf(localDate(now, zone));
  const week = { id: found.id, name: found.name, from, to };
  if (children.length === 0) return { ...week, pupils: [], steps: [] };
  const ids = children.map((child) => child.id);
  const history = await db
    .select()
    .from(tables.assignmentHistory)
    .where(
      ofChildren(
        ids,
        tables.assignmentHistory.studentId,
        tables.assignmentHistory.localDate,
        from,
        to,
      ),
    )
    .orderBy(asc(tables.assignmentHistory.createdAt));
  const subjects = await db
    .select()
    .from(tables.studentSubjects)
    .where(inArray(tables.studentSubjects.studentId, ids));
  const { start, end } = aroundTheWeek(from, to);
  const reports = await db
    .select()
    .from(tables.errorReports)
    .where(
      ofChildren(ids, tables.errorReports.studentId, tables.errorReports.createdAt, start, end),
    );
  const zoneOf = new Map(children.map((child) => [child.id, child.timezone ?? 'UTC']));
  const workedOn = await otherWorkDays(db, ids, zoneOf, from, to);
  const rows: ErrorReportRow[] = [];
  const answers: ClassWrongAnswer[] = [];
  for (const row of reports) {
    const date = localDate(row.createdAt, zoneOf.get(row.studentId) ?? 'UTC');
    if (!isSubject(row.subject) || date < from || date > to) continue;
    workedOn.get(row.studentId)?.add(date);
    rows.push(row);
    answers.push({
      pupil: row.studentId,
      subject: row.subject,
      problem: `${row.number0},${row.number1}`,
      bugs: (row.bugs ?? stepsOfWrongAnswer(row)).split(' ').filter(isBugId),
      at: row.createdAt,
    });
  }
  const counted = countMistakes(answers, children.length, new Date(0));
  const named = new Map(children.map((child) => [child.id, pupilName(child)]));
  const pupils = children.map((child) =>
    pupilWeek({
      ...child,
      levels: subjects.flatMap((row) =>
        row.studentId === child.id && row.schedule !== '' && isSubject(row.subject)
          ? [{ subject: row.subject, level: row.level }]
          : [],
      ),
      finished: history.flatMap((row) =>
        row.studentId === child.id && isSubject(row.subject)
          ? [
              {
                date: row.localDate,
                subject: row.subject,
                level: row.level,
                questions: row.questions,
                errors: row.errors,
                movedTo: row.movedTo,
              },
            ]
          : [],
      ),
      workedOn: [...(workedOn.get(child.id) ?? [])],
      mostByOneStep: Math.max(
        0,
        ...counted.cells.filter((cell) => cell.pupil === child.id).map((cell) => cell.problems),
      ),
    }),
  );
  const steps = counted.steps.slice(0, WEEK_STEPS).map((step) => {
    // The grid of the pupil the step explains most problems of.
    const cell = counted.cells
      .filter((each) => each.bug === step.bug && each.subject === step.subject)
      .sort((a, b) => b.problems - a.problems)[0]!;
    const row = rows[cell.example]!;
    const example = reportedMistake(row, zoneOf.get(row.studentId) ?? null);
    return {
      bug: step.bug,
      subject: step.subject,
      pupils: step.pupils,
      example: { ...example, pupil: named.get(row.studentId) ?? '' },
    };
  });
  return {
    ...week,
    pupils: pupils.sort(
      (a, b) => a.firstname.localeCompare(b.firstname) || a.initial.localeCompare(b.initial),
    ),
    steps,
  };
}

/** One class's week, for its teacher (class.week). */
export async function classWeekOf(
  db: Db,
  teacherId: string,
  classId: string,
  now: Date,
): Promise<ClassWeek> {
  return weekOfClass(db, await ownClass(db, teacherId, classId), now);
}

/** The week of each of the teacher's open classes with pupils: the weekly e-mail's matter. */
export async function teacherWeeks(db: Db, teacherId: string, now: Date): Promise<ClassWeek[]> {
  const open = await db
    .select()
    .from(tables.classes)
    .where(and(eq(tables.classes.teacherId, teacherId), isNull(tables.classes.archivedAt)))
    .orderBy(asc(tables.classes.name));
  const weeks: ClassWeek[] = [];
  for (const found of open) {
    const week = await weekOfClass(db, found, now);
    if (week.pupils.length > 0) weeks.push(week);
  }
  return weeks;
}
