import { and, type Db, eq, inArray, type SQL, sql, tables } from '@mathsteps/db';
import {
  afterGrid,
  type BoxTiming,
  DEFAULT_MS_PER_DIGIT,
  type FactTry,
  gridEvidence,
  gridTypingMsPerDigit,
  type KnownFact,
  type LocalDate,
  type Subject,
} from '@mathsteps/domain';

import { lockStudent, recordQuickCounts, stored, upsertFacts } from './fact-records';

const { studentFacts, factEvidence, students } = tables;

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
