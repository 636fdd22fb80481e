import { and, count, type Db, eq, inArray, lte, type SQL, sql, tables } from '@mathsteps/db';
import {
  addDays,
  afterGrid,
  type BoxTiming,
  DEFAULT_MS_PER_DIGIT,
  type FactOnRecord,
  type FactRecord,
  type FactsReport,
  type FactsSummary,
  type FactTry,
  factKey,
  factsDaysAfter,
  factsOf,
  fluencyState,
  gridEvidence,
  gridTypingMsPerDigit,
  type KnownFact,
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

/**
 * Number facts per student (decision 0010): the review state that plans a Quick
 * Facts session, and a finished session's answers turned into fluency and review, recorded
 * once per attempt.
 */
const { studentFacts, factSessions, factEvidence, factCounts, students } = tables;

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

export const SESSION_ELSEWHERE = 'That Quick Facts session was recorded for someone else.';

type Summary = TagOutput<'student.factscomplete'>;

/** The Quick Facts sessions of a day that earn stars (a session is about two minutes). */
export const STARRED_FACT_SESSIONS_PER_DAY = 5;

/**
 * One writer of a child's facts at a time: the student's row is locked first, as
 * student.mathcomplete locks it, so sessions sent at once neither deadlock on each other's
 * fact rows nor write over each other's tries (a fact met for the first time has no row to
 * lock), and the rows read after the lock are the latest.
 */
async function lockStudent(tx: Pick<Db, 'select'>, studentId: string): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
}

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
        { right: each.right, thinkingMs: each.thinkingMs },
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
 * Keeps grid work's timed boxes (decision 0010) as part of the statement that records the
 * work, at the cost of one row and no round trip: `owner` is a subquery answering the
 * student's id in a column `id` when the work is recorded, and no row when it is not (an
 * attempt sent twice counts once). Its placeholders are filled by `evidenceValues`. The
 * boxes become tries when the child's facts are next read (`foldEvidence`).
 */
export const evidenceWrite = (owner: SQL) => sql`
  insert into ${factEvidence} (student_id, local_date, boxes)
  select o.id, ${sql.placeholder('evidenceDay')}, ${sql.placeholder('evidence')}::json
  from ${owner} o
  where ${sql.placeholder('evidenceCount')}::int > 0`;

/** A digit typed in a grid without a fact, as kept beside the timed boxes. */
interface TypedDigit {
  typed: number;
}

/**
 * The values of `evidenceWrite`'s placeholders: the timed boxes, and the digits typed without
 * a fact (`{ typed: ms }`), the child's typing where Quick Facts never measured it.
 */
export function evidenceValues(
  timings: readonly BoxTiming[] | undefined,
  today: LocalDate,
  typing: readonly number[] = [],
) {
  const kept: (BoxTiming | TypedDigit)[] = [
    ...(timings ?? []),
    ...typing.map((typed) => ({ typed })),
  ];
  return {
    evidence: JSON.stringify(kept),
    evidenceCount: timings?.length ?? 0,
    evidenceDay: today,
  };
}

/**
 * Folds the student's grid evidence into their facts, in the order the work was done, by the
 * domain's rules (`gridEvidence`, `afterGrid`). In one transaction that starts by deleting
 * the evidence it folds: two readers at once fold each piece once.
 */
export async function foldEvidence(db: Db, studentId: string): Promise<void> {
  // Mostly there is none: one read, not a transaction's three round trips (logins, reads).
  const [waiting] = await db
    .select({ id: factEvidence.id })
    .from(factEvidence)
    .where(eq(factEvidence.studentId, studentId))
    .limit(1);
  if (!waiting) return;
  await db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    const pieces = await tx
      .delete(factEvidence)
      .where(eq(factEvidence.studentId, studentId))
      .returning();
    if (pieces.length === 0) return;
    pieces.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const kept = pieces.map((piece) => piece.boxes as (BoxTiming | TypedDigit)[]);
    // The child's typing: as Quick Facts measured it, else as the grids show it.
    const [student] = await tx
      .select({ typingMsPerDigit: students.typingMsPerDigit })
      .from(students)
      .where(eq(students.id, studentId));
    const msPerDigit =
      student?.typingMsPerDigit ??
      gridTypingMsPerDigit(kept.flat().flatMap((each) => ('typed' in each ? [each.typed] : []))) ??
      DEFAULT_MS_PER_DIGIT;
    const work = pieces.map((piece, n) => ({
      day: piece.localDate,
      evidence: gridEvidence(
        kept[n]!.filter((each): each is BoxTiming => 'fact' in each),
        piece.localDate,
        msPerDigit,
      ),
    }));
    const keys = [...new Set(work.flatMap((each) => each.evidence.map((fact) => fact.fact)))];
    if (keys.length === 0) return;
    const rows = await tx
      .select()
      .from(studentFacts)
      .where(and(eq(studentFacts.studentId, studentId), inArray(studentFacts.fact, keys)))
      .for('update');
    const known = new Map<string, KnownFact>(
      rows.map((row) => [
        row.fact,
        {
          record: { tries: row.tries, right: row.right, recent: row.recent as FactTry[] },
          review: { box: row.box, due: row.due },
        },
      ]),
    );
    const inGrids = new Map(rows.map((row) => [row.fact, row.inGrids]));
    const operations = new Map<string, Subject>();
    for (const { day, evidence } of work) {
      for (const fact of evidence) {
        known.set(fact.fact, afterGrid(known.get(fact.fact), fact, day));
        inGrids.set(fact.fact, (inGrids.get(fact.fact) ?? 0) + fact.tries);
        operations.set(fact.fact, fact.operation);
      }
    }
    await upsertFacts(
      tx,
      keys.map((key) => {
        const { record, review } = known.get(key)!;
        return {
          studentId,
          fact: key,
          operation: operations.get(key)!,
          ...stored(record, review),
          inGrids: inGrids.get(key) ?? 0,
          updatedAt: pieces.at(-1)!.createdAt,
        };
      }),
    );
    await recordQuickCounts(tx, studentId, [...new Set(operations.values())], work.at(-1)!.day);
  });
}

/**
 * Writes how many facts of each operation given are quick now, as the count of `day`: the
 * last count of a day stands for the day.
 */
async function recordQuickCounts(
  tx: Pick<Db, 'select' | 'insert'>,
  studentId: string,
  operations: Subject[],
  day: LocalDate,
): Promise<void> {
  if (operations.length === 0) return;
  const rows = await tx
    .select({ operation: studentFacts.operation, ...recordColumns })
    .from(studentFacts)
    .where(and(eq(studentFacts.studentId, studentId), inArray(studentFacts.operation, operations)));
  await tx
    .insert(factCounts)
    .values(
      operations.map((operation) => ({
        studentId,
        operation,
        localDate: day,
        quick: quickCount(
          rows.filter((row) => row.operation === operation).map((row) => onRecord(row)),
        ),
      })),
    )
    .onConflictDoUpdate({
      target: [factCounts.studentId, factCounts.operation, factCounts.localDate],
      set: { quick: sql`excluded.quick` },
    });
}

/** What a fact's row holds of its record. */
const recordColumns = {
  fact: studentFacts.fact,
  tries: studentFacts.tries,
  right: studentFacts.right,
  recent: studentFacts.recent,
  inGrids: studentFacts.inGrids,
};

type RecordRow = { fact: string; tries: number; right: number; recent: unknown; inGrids: number };

const onRecord = (row: RecordRow): FactOnRecord => ({
  fact: row.fact,
  record: { tries: row.tries, right: row.right, recent: row.recent as FactTry[] },
  inGrids: row.inGrids,
});

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

type FactRow = typeof studentFacts.$inferInsert;

/** Every fact given, in one statement: a new row, or the stored one replaced. */
async function upsertFacts(db: Pick<Db, 'insert'>, rows: FactRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(studentFacts)
    .values(rows)
    .onConflictDoUpdate({
      target: [studentFacts.studentId, studentFacts.fact],
      set: {
        tries: sql`excluded.tries`,
        right: sql`excluded.right`,
        recent: sql`excluded.recent`,
        box: sql`excluded.box`,
        due: sql`excluded.due`,
        inGrids: sql`excluded.in_grids`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

const stored = (record: FactRecord, review: ReviewState) => ({
  tries: record.tries,
  right: record.right,
  recent: record.recent,
  box: review.box,
  due: review.due,
});

async function earlierSummary(db: Reader, attempt: string, studentId: string): Promise<Summary> {
  const [earlier] = await db
    .select({ studentId: factSessions.studentId, summary: factSessions.summary })
    .from(factSessions)
    .where(eq(factSessions.id, attempt));
  if (!earlier || earlier.studentId !== studentId) throw new ApiFailure(409, SESSION_ELSEWHERE);
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
