import { and, count, type Db, eq, inArray, lte, sql, tables } from '@mathsteps/db';
import {
  addDays,
  DEFAULT_MS_PER_DIGIT,
  type FactOnRecord,
  type FactsReport,
  type FactsSummary,
  type FactTry,
  factKey,
  factsDaysAfter,
  factsOf,
  fluencyState,
  type LocalDate,
  parseFactKey,
  quickCount,
  type ReviewState,
  recordTry,
  reviewed,
  SUBJECTS,
  type Subject,
  sessionOutcomes,
  sessionSize,
  slowestFacts,
  slowFactInBoxes,
  type TagInput,
  type TagOutput,
  typingMsPerDigit,
} from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import { foldEvidence } from './fact-evidence';
import {
  lockStudent,
  onRecord,
  recordColumns,
  recordQuickCounts,
  stored,
  upsertFacts,
} from './fact-records';

/**
 * Number facts per student (decision 0010): the review state that plans a Quick
 * Facts session, and a finished session's answers turned into fluency and review, recorded
 * once per attempt.
 */
const { studentFacts, factSessions, factCounts, students } = tables;

type Reader = Pick<Db, 'select'>;

/**
 * What plans the student's Quick Facts session of an operation (decision 0010): the review
 * state of each fact they have met, and the session's size at their pace (their recent right
 * answers' thinking times, and their typing as Quick Facts measured it).
 */
export async function sessionPlanOf(
  db: Db,
  studentId: string,
  operation: Subject,
): Promise<{ reviews: Map<string, ReviewState>; size: number }> {
  await foldEvidence(db, studentId);
  const rows = await db
    .select({
      fact: studentFacts.fact,
      box: studentFacts.box,
      due: studentFacts.due,
      recent: studentFacts.recent,
    })
    .from(studentFacts)
    .where(and(eq(studentFacts.studentId, studentId), eq(studentFacts.operation, operation)));
  const [student] = await db
    .select({ typingMsPerDigit: students.typingMsPerDigit })
    .from(students)
    .where(eq(students.id, studentId));
  const thinking = rows.flatMap((row) =>
    (row.recent as FactTry[]).filter((each) => each.right).map((each) => each.thinkingMs),
  );
  return {
    reviews: new Map(rows.map((row) => [row.fact, { box: row.box, due: row.due }])),
    size: sessionSize(thinking, student?.typingMsPerDigit ?? DEFAULT_MS_PER_DIGIT),
  };
}

type Summary = TagOutput<'student.factscomplete'>;

/** The Quick Facts sessions of a day that earn stars (a session is about two minutes). */
export const STARRED_FACT_SESSIONS_PER_DAY = 5;

/**
 * Records a finished session: each planned fact's first answer as a try and a review, and a
 * star per fact right at the first try; an answer to a fact the session did not plan is left
 * out (learning/fact-sessions.ts). In one transaction that starts by claiming the attempt id,
 * so the same session sent twice (a retry, or twice at once) counts once; the second gets
 * the first one's summary.
 */
export async function recordFactSession(
  db: Db,
  { id: studentId, factsDays }: { id: string; factsDays: string },
  input: Pick<TagInput<'student.factscomplete'>, 'operation' | 'attempt' | 'typing' | 'answers'>,
  planned: ReadonlySet<string>,
  today: LocalDate,
  now: Date,
): Promise<Summary> {
  const { operation } = input;
  const stray = input.answers.find((answer) => parseFactKey(answer.fact)?.operation !== operation);
  if (stray) {
    throw new ApiFailure(400, `${stray.fact} is not a fact of ${operation}`);
  }
  const msPerDigit = typingMsPerDigit(input.typing);
  const outcomes = sessionOutcomes(
    operation,
    input.answers.filter((answer) => planned.has(answer.fact)),
    msPerDigit,
  );
  const right = outcomes.filter((each) => each.right).length;
  const summary: Summary = {
    stars: right,
    facts: outcomes.length,
    right,
    quick: outcomes.filter((each) => each.outcome === 'quick').length,
  };
  // The grids' evidence first, so the session's answers are the latest tries.
  await foldEvidence(db, studentId);
  return db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    // Stars for the first sessions of a day only: a script sending sessions without end
    // earned stars without end. The facts still count.
    const [{ sessions } = { sessions: 0 }] = await tx
      .select({ sessions: count() })
      .from(factSessions)
      .where(and(eq(factSessions.studentId, studentId), eq(factSessions.localDate, today)));
    if (sessions >= STARRED_FACT_SESSIONS_PER_DAY) summary.stars = 0;
    const [claimed] = await tx
      .insert(factSessions)
      .values({ id: input.attempt, studentId, operation, localDate: today, summary })
      .onConflictDoNothing()
      .returning({ id: factSessions.id });
    if (!claimed) return earlierSummary(tx, input.attempt, studentId);

    const keys = outcomes.map((each) => each.key);
    const rows =
      keys.length === 0
        ? []
        : await tx
            .select()
            .from(studentFacts)
            .where(and(eq(studentFacts.studentId, studentId), inArray(studentFacts.fact, keys)))
            .for('update');
    const before = new Map(rows.map((row) => [row.fact, row]));
    // Every fact of the session in one statement.
    const written = outcomes.map((each) => {
      const row = before.get(each.key);
      const record = recordTry(
        row && { tries: row.tries, right: row.right, recent: row.recent as FactTry[] },
        { right: each.right, thinkingMs: each.thinkingMs, day: today },
      );
      const review = reviewed(row && { box: row.box, due: row.due }, each.outcome, today);
      const inGrids = row?.inGrids ?? 0;
      return {
        studentId,
        fact: each.key,
        operation,
        ...stored(record, review),
        inGrids,
        updatedAt: now,
      };
    });
    await upsertFacts(tx, written);
    await recordQuickCounts(tx, studentId, [operation], today);
    // The day counts for a schedule with Quick Facts on it. The revision moves with the
    // stars: work recorded from a session read before this sees it changed.
    await tx
      .update(students)
      .set({
        factsDays: factsDaysAfter(factsDays, today),
        // The typing the session measured, for the grids' boxes (decision 0010).
        ...(input.typing.length > 0 ? { typingMsPerDigit: Math.round(msPerDigit) } : {}),
        ...(summary.stars > 0
          ? {
              stars: sql`${students.stars} + ${summary.stars}`,
              revision: sql`${students.revision} + 1`,
            }
          : {}),
      })
      .where(eq(students.id, studentId));
    return summary;
  });
}

/**
 * Makes a fact due on `today` in box 0: the next Quick Facts session takes it among the due
 * facts. A fact never met gets a row with no tries (still "new" on the map).
 */
export async function factDueNow(
  db: Pick<Db, 'insert'>,
  studentId: string,
  key: string,
  today: LocalDate,
  now: Date,
): Promise<void> {
  const fact = parseFactKey(key);
  if (!fact) throw new ApiFailure(400, `${key} is not a number fact`);
  await db
    .insert(studentFacts)
    .values({
      studentId,
      fact: key,
      operation: fact.operation,
      tries: 0,
      right: 0,
      recent: [],
      box: 0,
      due: today,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [studentFacts.studentId, studentFacts.fact],
      set: { box: 0, due: sql`least(${studentFacts.due}, excluded.due)`, updatedAt: now },
    });
}

async function earlierSummary(db: Reader, attempt: string, studentId: string): Promise<Summary> {
  const [earlier] = await db
    .select({ studentId: factSessions.studentId, summary: factSessions.summary })
    .from(factSessions)
    .where(eq(factSessions.id, attempt));
  if (!earlier || earlier.studentId !== studentId)
    throw ApiFailure.refusing(409, { code: 'facts_session_elsewhere' });
  return earlier.summary as Summary;
}

/** The student's facts met, by operation, after their grid evidence is folded in. */
export async function factsOnRecord(
  db: Db,
  studentId: string,
): Promise<Map<Subject, FactOnRecord[]>> {
  await foldEvidence(db, studentId);
  const rows = await db
    .select({ operation: studentFacts.operation, ...recordColumns })
    .from(studentFacts)
    .where(eq(studentFacts.studentId, studentId));
  const byOperation = new Map<Subject, FactOnRecord[]>(SUBJECTS.map((each) => [each, []]));
  for (const row of rows) byOperation.get(row.operation as Subject)?.push(onRecord(row));
  return byOperation;
}

/** Every fact of each table and how well the student knows it: the facts map. */
export function factsReportOf(met: Map<Subject, FactOnRecord[]>): FactsReport {
  return Object.fromEntries(
    SUBJECTS.map((operation) => {
      const known = new Map((met.get(operation) ?? []).map((each) => [each.fact, each.record]));
      return [
        operation,
        Object.fromEntries(
          factsOf(operation).map((fact) => {
            const key = factKey(fact);
            const record = known.get(key);
            return [
              key,
              { state: fluencyState(record), tries: record?.tries ?? 0, right: record?.right ?? 0 },
            ];
          }),
        ),
      ];
    }),
  ) as FactsReport;
}

/**
 * Per operation the child has met: quick facts now and how many more than `days` ago (from
 * the last count on or before that day; none before means none were quick; null for a child
 * who joined since), the slowest by name, and the slow fact most met in the grids.
 */
export async function factsSummaryOf(
  db: Reader,
  studentId: string,
  met: Map<Subject, FactOnRecord[]>,
  today: LocalDate,
  days: number,
): Promise<FactsSummary> {
  const then = addDays(today, -days);
  const counts = await db
    .select({ operation: factCounts.operation, quick: factCounts.quick })
    .from(factCounts)
    .where(and(eq(factCounts.studentId, studentId), lte(factCounts.localDate, then)))
    .orderBy(factCounts.localDate);
  const quickThen = new Map(counts.map((row) => [row.operation, row.quick]));
  // A child whose account is younger than the period has no "then" to compare with.
  const [student] = await db
    .select({ createdAt: students.createdAt })
    .from(students)
    .where(eq(students.id, studentId));
  const joinedSince = (student?.createdAt.toISOString().slice(0, 10) ?? then) > then;
  const summary: FactsSummary = {};
  for (const [operation, facts] of met) {
    if (facts.length === 0) continue;
    const quick = quickCount(facts);
    summary[operation] = {
      quick,
      total: factsOf(operation).length,
      change: joinedSince ? null : quick - (quickThen.get(operation) ?? 0),
      slowest: slowestFacts(facts),
      inBoxes: slowFactInBoxes(facts),
    };
  }
  return summary;
}
