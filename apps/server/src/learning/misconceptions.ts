import { and, type Db, desc, eq, gte, tables } from '@mathsteps/db';
import {
  answerAsNumber,
  type BugId,
  diagnose,
  findMisconceptions,
  InvalidProblemError,
  isBugId,
  isSubject,
  localDate,
  type Misconception,
  type Mistake,
  misconceptionText,
  type Problem,
  probeProblems,
  problemsFromText,
  type StudentReport,
  type Subject,
  solve,
  writtenAs,
} from '@mathsteps/domain';
import type { SessionStudent } from '../accounts/students';

/** How far back a report looks for the mistakes behind a misconception. */
const RECENT_DAYS = 60;
const RECENT_MISTAKES = 300;
/** And for the assignments whose right first tries weigh against a bug (ten problems each). */
const RECENT_ASSIGNMENTS = 120;

export type ErrorReportRow = typeof tables.errorReports.$inferSelect;
export type FocusRow = typeof tables.focusPractices.$inferSelect;

/** A wrong answer as reports show it, dated in the student's own time zone. */
export function reportedMistake(
  row: ErrorReportRow,
  timezone: string | null,
): Omit<StudentReport['mistakes'][number], 'tries'> {
  return {
    subject: row.subject,
    level: String(row.level),
    number_0: row.number0,
    number_1: row.number1,
    // As a number: the zero a child typed in an extra front box is not part of it.
    answer: answerAsNumber(row.answer),
    correct: row.correctAnswer,
    entries: row.entries,
    date: localDate(row.createdAt, timezone ?? 'UTC'),
  };
}

type WrongAnswer = Pick<ErrorReportRow, 'subject' | 'number0' | 'number1' | 'answer' | 'entries'>;

function problemOf(row: WrongAnswer): Problem | null {
  if (!isSubject(row.subject)) return null;
  try {
    return writtenAs(solve(row.subject, Number(row.number0), Number(row.number1)), row.entries);
  } catch (error) {
    if (error instanceof InvalidProblemError) return null;
    throw error;
  }
}

/**
 * The steps (bug ids, by spaces) that explain one wrong answer, alone or in a pair: what the
 * class's live board counts (docs/product.md "The live board"); empty for a slip none explains.
 */
export function stepsOfWrongAnswer(report: WrongAnswer): string {
  const problem = problemOf(report);
  if (!problem) return '';
  const found = diagnose(problem, report.answer, report.entries).flatMap((each) => each.bugs);
  return [...new Set(found)].join(' ');
}

/** The boxes of a wrong answer where this step shows (none when it does not explain it). */
export function boxesOfStep(report: WrongAnswer, bug: BugId): string[] {
  const problem = problemOf(report);
  if (!problem) return [];
  return (
    diagnose(problem, report.answer, report.entries).find((each) => each.bugs.includes(bug))
      ?.boxes ?? []
  );
}

/**
 * What the report card's rule reads of a child (docs/misconceptions.md, "Named on evidence"):
 * its recent wrong answers, the right first tries of its recent assignments, and its targeted
 * practice sets, newest first.
 */
interface Evidence {
  rows: ErrorReportRow[];
  assignments: { subject: string; rights: string }[];
  practices: FocusRow[];
}

async function evidenceOf(
  db: Db,
  student: Pick<SessionStudent, 'id'>,
  now: Date,
): Promise<Evidence> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  /** The student's rows of a table made since then. */
  const recent = (table: typeof tables.errorReports | typeof tables.assignmentHistory) =>
    and(eq(table.studentId, student.id), gte(table.createdAt, since));
  const rows = (
    await db
      .select()
      .from(tables.errorReports)
      .where(recent(tables.errorReports))
      .orderBy(desc(tables.errorReports.createdAt))
      .limit(RECENT_MISTAKES)
  ).reverse();
  const assignments = await db
    .select({
      subject: tables.assignmentHistory.subject,
      rights: tables.assignmentHistory.rightFirstTries,
    })
    .from(tables.assignmentHistory)
    .where(recent(tables.assignmentHistory))
    .orderBy(desc(tables.assignmentHistory.createdAt))
    .limit(RECENT_ASSIGNMENTS);
  const practices = await db
    .select()
    .from(tables.focusPractices)
    .where(eq(tables.focusPractices.studentId, student.id))
    .orderBy(desc(tables.focusPractices.createdAt));
  return { rows, assignments, practices };
}

/** The latest practice set of a step, if any. */
const latestPractice = (evidence: Evidence, bug: string, subject: string) =>
  evidence.practices.find((each) => each.bug === bug && each.subject === subject);

/**
 * The rule's findings on that evidence, with the wrong answers they point into; of one
 * subject only when it is given. The rule weighs each subject's evidence on its own (a
 * finding, its evidence for and against, all within its subject), so one subject's findings
 * are those of the whole, at a fraction of the work.
 */
function findingsIn(evidence: Evidence, subject?: Subject) {
  const ofSubject = (name: string) => subject === undefined || name === subject;
  const mistakes: { row: ErrorReportRow; mistake: Mistake }[] = [];
  for (const row of evidence.rows) {
    const problem = ofSubject(row.subject) ? problemOf(row) : null;
    if (problem)
      mistakes.push({ row, mistake: { problem, answer: row.answer, entries: row.entries } });
  }
  // The right first tries of the same days: a bug that would have got them wrong is
  // weighed against slips (docs/misconceptions.md, "Named on evidence").
  const rights = evidence.assignments.flatMap(({ subject: name, rights }) =>
    isSubject(name) && ofSubject(name)
      ? problemsFromText(name, rights).map((problem) => ({ problem }))
      : [],
  );
  // A practice set that cleared a bug wipes the slate for it: only later mistakes count.
  const clearedAt = (bug: string, name: string) => {
    const practice = latestPractice(evidence, bug, name);
    return practice?.outcome === 'cleared' ? practice.finishedAt : null;
  };
  const findings = findMisconceptions(
    mistakes.map((each) => each.mistake),
    (bug, name, index) => {
      const cleared = clearedAt(bug, name);
      return !cleared || mistakes[index]!.row.createdAt > cleared;
    },
    rights,
  );
  return { findings, mistakes };
}

/**
 * The misconceptions behind a student's recent mistakes (docs/misconceptions.md), each with an
 * example and the state of its targeted practice.
 */
export async function misconceptionsOf(
  db: Db,
  student: Pick<SessionStudent, 'id' | 'timezone'>,
  now: Date,
): Promise<Misconception[]> {
  const evidence = await evidenceOf(db, student, now);
  const { findings, mistakes } = findingsIn(evidence);
  const timezone = student.timezone ?? 'UTC';
  return findings.map((finding) => {
    const example = mistakes[finding.example]!.row;
    const practice = latestPractice(evidence, finding.bug, finding.subject);
    return {
      id: finding.bug,
      subject: finding.subject,
      ...misconceptionText(finding.bug, finding.subject),
      explains: finding.explains,
      wrong: finding.wrong,
      example: { ...reportedMistake(example, timezone), boxes: finding.boxes },
      practice: practiceState(practice, timezone),
    };
  });
}

/** The steps the report card names for the child now in one subject: the rule alone, no words. */
export async function namedStepsOf(
  db: Db,
  student: Pick<SessionStudent, 'id'>,
  subject: Subject,
  now: Date,
): Promise<BugId[]> {
  const { findings } = findingsIn(await evidenceOf(db, student, now), subject);
  return findings.map((finding) => finding.bug);
}

function practiceState(
  practice: FocusRow | undefined,
  timezone: string,
): Misconception['practice'] {
  if (!practice) return null;
  if (practice.outcome === null) {
    return { status: 'waiting', date: localDate(practice.createdAt, timezone) };
  }
  if (practice.outcome === 'confirmed' && practice.finishedAt) {
    return { status: 'confirmed', date: localDate(practice.finishedAt, timezone) };
  }
  return null;
}

/**
 * The problems of a targeted practice set: seeded by its id, so a reload shows the same.
 * Finding them can take a tenth of a second of search, and the child's screen asks for
 * them again on each visit: the sets of the most recent ids are kept.
 */
export function focusProblems(focus: FocusRow): Problem[] {
  if (!isBugId(focus.bug) || !isSubject(focus.subject)) return [];
  const key = `${focus.id}:${focus.bug}:${focus.subject}:${focus.level}`;
  const kept = recentSets.get(key);
  if (kept) return kept;
  const problems = probeProblems(focus.bug, focus.subject, focus.level, focus.id);
  recentSets.set(key, problems);
  // A Map keeps insertion order: the oldest set goes first.
  if (recentSets.size > RECENT_SETS) recentSets.delete(recentSets.keys().next().value!);
  return problems;
}
const RECENT_SETS = 500;
const recentSets = new Map<string, Problem[]>();
