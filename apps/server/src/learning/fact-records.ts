import { and, type Db, eq, inArray, sql, tables } from '@mathsteps/db';
import {
  type FactOnRecord,
  type FactRecord,
  type FactTry,
  type LocalDate,
  quickCount,
  type ReviewState,
  type Subject,
} from '@mathsteps/domain';

/**
 * The writes every change of a child's facts shares (decision 0010): one writer at a time,
 * the facts' rows, and the day's count of quick facts.
 */
const { studentFacts, factCounts, students } = tables;

/**
 * One writer of a child's facts at a time: the student's row is locked first, as
 * student.mathcomplete locks it, so sessions sent at once neither deadlock on each other's
 * fact rows nor write over each other's tries (a fact met for the first time has no row to
 * lock), and the rows read after the lock are the latest.
 */
export async function lockStudent(tx: Pick<Db, 'select'>, studentId: string): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
}

export type FactRow = typeof studentFacts.$inferInsert;

/** Every fact given, in one statement: a new row, or the stored one replaced. */
export async function upsertFacts(db: Pick<Db, 'insert'>, rows: FactRow[]): Promise<void> {
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

export const stored = (record: FactRecord, review: ReviewState) => ({
  tries: record.tries,
  right: record.right,
  recent: record.recent,
  box: review.box,
  due: review.due,
});

/**
 * Writes how many facts of each operation given are quick now, as the count of `day`: the
 * last count of a day stands for the day.
 */
export async function recordQuickCounts(
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
export const recordColumns = {
  fact: studentFacts.fact,
  tries: studentFacts.tries,
  right: studentFacts.right,
  recent: studentFacts.recent,
  inGrids: studentFacts.inGrids,
};

export type RecordRow = {
  fact: string;
  tries: number;
  right: number;
  recent: unknown;
  inGrids: number;
};

export const onRecord = (row: RecordRow): FactOnRecord => ({
  fact: row.fact,
  record: { tries: row.tries, right: row.right, recent: row.recent as FactTry[] },
  inGrids: row.inGrids,
});
