import { and, type Db, gte, inArray, tables } from '@mathsteps/db';
import {
  ALERT_DAYS,
  BUGS,
  type BugId,
  type ClassMistakes,
  type ClassWrongAnswer,
  countMistakes,
  type FactOnRecord,
  fluencyState,
  isBugId,
  isSubject,
  localDate,
  MISTAKE_DAYS,
  practiceStatus,
  type Subject,
  slowestFacts,
} from '@mathsteps/domain';
import { ownClass } from '../accounts/classes';
import { onRecord, recordColumns } from '../learning/fact-records';
import { startFocus } from '../learning/focus-practices';
import {
  boxesOfStep,
  type ErrorReportRow,
  reportedMistake,
  stepsOfWrongAnswer,
} from '../learning/misconceptions';
import { subjectsOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import { childrenOfClass } from './class-children';

const DAY_MS = 86_400_000;

/**
 * The class's mistakes by step over the last two weeks (docs/product.md "The class's
 * mistakes"), each cell with its pupil's latest grid of the step, the practice given, and the
 * week's alerts.
 */
export async function mistakesOf(
  db: Db,
  teacherId: string,
  classId: string,
  now: Date,
): Promise<ClassMistakes> {
  await ownClass(db, teacherId, classId);
  const children = await childrenOfClass(db, classId);
  const ids = children.map((child) => child.id);
  if (ids.length === 0)
    return { pupils: [], steps: [], cells: [], facts: [], practice: [], alerts: [] };
  const since = new Date(now.getTime() - MISTAKE_DAYS * DAY_MS);
  const reports = await db
    .select()
    .from(tables.errorReports)
    .where(
      and(inArray(tables.errorReports.studentId, ids), gte(tables.errorReports.createdAt, since)),
    );
  const rows: ErrorReportRow[] = [];
  const answers: ClassWrongAnswer[] = [];
  for (const row of reports) {
    if (!isSubject(row.subject)) continue;
    // A report kept before its steps were is diagnosed now.
    const bugs = (row.bugs ?? stepsOfWrongAnswer(row)).split(' ').filter(isBugId);
    rows.push(row);
    answers.push({
      pupil: row.studentId,
      subject: row.subject,
      problem: `${row.number0},${row.number1}`,
      bugs,
      at: row.createdAt,
    });
  }
  const zoneOf = new Map(children.map((child) => [child.id, child.timezone]));
  const counted = countMistakes(
    answers,
    children.length,
    new Date(now.getTime() - ALERT_DAYS * DAY_MS),
  );
  const practices = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(
        inArray(tables.focusPractices.studentId, ids),
        gte(tables.focusPractices.createdAt, since),
      ),
    );
  // The facts as last folded in (a child's own reading folds its grids' evidence first).
  const factRows = await db
    .select({ studentId: tables.studentFacts.studentId, ...recordColumns })
    .from(tables.studentFacts)
    .where(
      and(inArray(tables.studentFacts.studentId, ids), gte(tables.studentFacts.updatedAt, since)),
    );
  const factsOf = new Map<string, FactOnRecord[]>();
  for (const row of factRows)
    factsOf.set(row.studentId, [...(factsOf.get(row.studentId) ?? []), onRecord(row)]);
  const ranked = new Map(counted.pupilOrder.map((id, index) => [id, index]));
  const rank = (id: string) => ranked.get(id) ?? ranked.size;
  return {
    pupils: [...children]
      .sort((a, b) => rank(a.id) - rank(b.id) || a.firstname.localeCompare(b.firstname))
      .map(({ id, firstname, initial }) => ({ id, firstname, initial })),
    steps: counted.steps,
    cells: counted.cells.map((cell) => {
      const row = rows[cell.example]!;
      return {
        pupil: cell.pupil,
        bug: cell.bug,
        subject: cell.subject,
        problems: cell.problems,
        example: {
          ...reportedMistake(row, zoneOf.get(row.studentId) ?? null),
          boxes: boxesOfStep(row, cell.bug),
        },
      };
    }),
    facts: [...factsOf.entries()].flatMap(([pupil, met]) => {
      const learning = met.filter((each) => {
        const state = fluencyState(each.record);
        return state === 'learning' || state === 'slow';
      }).length;
      return learning > 0 ? [{ pupil, learning, slowest: slowestFacts(met) }] : [];
    }),
    practice: practices.flatMap((practice) =>
      isBugId(practice.bug) && isSubject(practice.subject)
        ? [
            {
              pupil: practice.studentId,
              bug: practice.bug,
              subject: practice.subject,
              status: practiceStatus(practice.outcome),
              date: localDate(
                practice.finishedAt ?? practice.createdAt,
                zoneOf.get(practice.studentId) ?? 'UTC',
              ),
            },
          ]
        : [],
    ),
    alerts: counted.alerts.map(({ example, ...alert }) => ({
      ...alert,
      number_0: rows[example]!.number0,
      number_1: rows[example]!.number1,
    })),
  };
}

/**
 * Gives the step's targeted practice set (docs/misconceptions.md) to the class's children named,
 * each at its level of the subject, on its next sign-in; a set of the step still waiting is
 * kept. Answers how many were given.
 */
export async function givePractice(
  db: Db,
  teacherId: string,
  classId: string,
  step: { bug: BugId; subject: Subject; pupils: readonly string[] },
  now: Date,
): Promise<number> {
  await ownClass(db, teacherId, classId);
  if (!BUGS[step.bug].subjects.includes(step.subject)) {
    throw ApiFailure.refusing(400, {
      code: 'step_not_in_subject',
      params: { subject: step.subject },
    });
  }
  const children = new Set((await childrenOfClass(db, classId)).map((child) => child.id));
  if (step.pupils.some((pupil) => !children.has(pupil)))
    throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
  for (const pupil of new Set(step.pupils)) {
    const level = (await subjectsOf(db, pupil)).get(step.subject)?.level ?? 0;
    await startFocus(db, {
      studentId: pupil,
      bug: step.bug,
      subject: step.subject,
      level,
      createdAt: now,
      givenBy: 'teacher',
    });
  }
  return new Set(step.pupils).size;
}
