import { and, type Db, eq, inArray, type SQL, sql, tables } from '@mathsteps/db';
import {
  type BoxTiming,
  type FactRecord,
  type FactsReport,
  type FactTry,
  factKey,
  factsOf,
  fluencyState,
  gridEvidence,
  type LocalDate,
  parseFactKey,
  RECENT_TRIES,
  REVIEW_DAYS,
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

/**
 * Writes what grid work says of each fact (issue 37, item 3) as part of the statement that
 * records the work, so the timings cost no round trip: `owner` is a subquery answering the
 * student's id in a column `id` when the work is recorded, and no row when it is not (an
 * attempt sent twice counts once). Its placeholders are filled by `gridFactsValues`.
 *
 * The tries are added to the fact's counts and its latest RECENT_TRIES kept; the review
 * follows `reviewAfterGrid`: a fact met before moves up one box on a quick try when it is
 * due, and one met first starts where the evidence says. The SQL holds the same rule as the
 * domain function, and a test holds them to each other on both engines.
 */
export const gridFactsWrite = (owner: SQL) => sql`
  insert into ${studentFacts} as f
    (student_id, fact, operation, tries, "right", recent, box, due, updated_at)
  select o.id, e.fact, e.operation, e.tries, e."right", e.recent, e.box, e.due,
    ${sql.placeholder('factsAt')}
  from ${owner} o,
    jsonb_to_recordset(${sql.placeholder('facts')}::jsonb)
      as e(fact text, operation text, tries int, "right" int, recent jsonb, box int, due text)
  on conflict (student_id, fact) do update set
    tries = f.tries + excluded.tries,
    "right" = f."right" + excluded."right",
    recent = (
      select coalesce(jsonb_agg(t.x order by t.n), '[]'::jsonb)
      from jsonb_array_elements(f.recent || excluded.recent) with ordinality as t(x, n)
      where t.n > jsonb_array_length(f.recent || excluded.recent) - ${sql.placeholder('recentTries')}::int
    ),
    -- A first review in box 1 means the last try was quick (reviewAfterGrid).
    box = case when excluded.box > 0 and f.due <= ${sql.placeholder('factsDay')}::text
      then least(f.box + 1, cardinality(${sql.placeholder('reviewDays')}::int[]) - 1)
      else f.box end,
    due = case when excluded.box > 0 and f.due <= ${sql.placeholder('factsDay')}::text
      then (${sql.placeholder('factsDay')}::date + (${sql.placeholder('reviewDays')}::int[])[
        least(f.box + 1, cardinality(${sql.placeholder('reviewDays')}::int[]) - 1) + 1])::text
      else f.due end,
    updated_at = excluded.updated_at`;

/** The values of `gridFactsWrite`'s placeholders for one piece of work's timings. */
export function gridFactsValues(
  timings: readonly BoxTiming[] | undefined,
  today: LocalDate,
  now: Date,
) {
  const facts = gridEvidence(timings ?? [], today).map((each) => ({
    fact: each.fact,
    operation: each.operation,
    tries: each.tries,
    right: each.right,
    recent: each.recent,
    box: each.first.box,
    due: each.first.due,
  }));
  return {
    facts: JSON.stringify(facts),
    factsDay: today,
    factsAt: now,
    recentTries: RECENT_TRIES,
    reviewDays: `{${REVIEW_DAYS.join(',')}}`,
  };
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
