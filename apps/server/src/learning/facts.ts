import { and, type Db, eq, inArray, sql, tables } from '@mathsteps/db';
import {
  type FactRecord,
  type FactsReport,
  type FactTry,
  factKey,
  factsOf,
  fluencyState,
  type LocalDate,
  parseFactKey,
  type ReviewState,
  recordTry,
  reviewed,
  SUBJECTS,
  type Subject,
  sessionOutcomes,
  type TagInput,
  type TagOutput,
  typingMsPerDigit,
} from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';

/**
 * Number facts per student (issue 37; decision 0010): the review state that plans a Quick
 * Facts session, and a finished session's answers turned into fluency and review, recorded
 * once per attempt.
 */
const { studentFacts, factSessions, students } = tables;

type Reader = Pick<Db, 'select'>;

/** The student's review state of each fact of the operation they have met. */
export async function reviewsOf(
  db: Reader,
  studentId: string,
  operation: Subject,
): Promise<Map<string, ReviewState>> {
  const rows = await db
    .select({ fact: studentFacts.fact, box: studentFacts.box, due: studentFacts.due })
    .from(studentFacts)
    .where(and(eq(studentFacts.studentId, studentId), eq(studentFacts.operation, operation)));
  return new Map(rows.map((row) => [row.fact, { box: row.box, due: row.due }]));
}

export const SESSION_ELSEWHERE = 'That Quick Facts session was recorded for someone else.';

type Summary = TagOutput<'student.factscomplete'>;

/**
 * Records a finished session: each fact's first answer as a try and a review, and a star per
 * fact right at the first try. In one transaction that starts by claiming the attempt id,
 * so the same session sent twice (a retry, or twice at once) counts once; the second gets
 * the first one's summary.
 */
export async function recordFactSession(
  db: Db,
  studentId: string,
  input: Pick<TagInput<'student.factscomplete'>, 'operation' | 'attempt' | 'typing' | 'answers'>,
  today: LocalDate,
  now: Date,
): Promise<Summary> {
  const { operation } = input;
  const stray = input.answers.find((answer) => parseFactKey(answer.fact)?.operation !== operation);
  if (stray) {
    throw new ApiFailure(400, `${stray.fact} is not a fact of ${operation}`);
  }
  const outcomes = sessionOutcomes(operation, input.answers, typingMsPerDigit(input.typing));
  const right = outcomes.filter((each) => each.right).length;
  const summary: Summary = {
    stars: right,
    facts: outcomes.length,
    right,
    quick: outcomes.filter((each) => each.outcome === 'quick').length,
  };
  return db.transaction(async (tx) => {
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
      return { studentId, fact: each.key, operation, ...stored(record, review), updatedAt: now };
    });
    if (written.length > 0) {
      await tx
        .insert(studentFacts)
        .values(written)
        .onConflictDoUpdate({
          target: [studentFacts.studentId, studentFacts.fact],
          set: {
            tries: sql`excluded.tries`,
            right: sql`excluded.right`,
            recent: sql`excluded.recent`,
            box: sql`excluded.box`,
            due: sql`excluded.due`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    if (summary.stars > 0) {
      // The revision moves too: work recorded from a session read before this sees it changed.
      await tx
        .update(students)
        .set({
          stars: sql`${students.stars} + ${summary.stars}`,
          revision: sql`${students.revision} + 1`,
        })
        .where(eq(students.id, studentId));
    }
    return summary;
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

/** Every fact of each table and how well the student knows it: a parent's facts map. */
export async function factsReportOf(db: Reader, studentId: string): Promise<FactsReport> {
  const rows = await db
    .select({
      fact: studentFacts.fact,
      tries: studentFacts.tries,
      right: studentFacts.right,
      recent: studentFacts.recent,
    })
    .from(studentFacts)
    .where(eq(studentFacts.studentId, studentId));
  const met = new Map(rows.map((row) => [row.fact, row]));
  return Object.fromEntries(
    SUBJECTS.map((operation) => [
      operation,
      Object.fromEntries(
        factsOf(operation).map((fact) => {
          const key = factKey(fact);
          const row = met.get(key);
          const record = row && {
            tries: row.tries,
            right: row.right,
            recent: row.recent as FactTry[],
          };
          return [
            key,
            { state: fluencyState(record), tries: row?.tries ?? 0, right: row?.right ?? 0 },
          ];
        }),
      ),
    ]),
  ) as FactsReport;
}
