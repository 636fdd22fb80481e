import { and, asc, type Db, eq, isNull, tables } from '@mathsteps/db';
import type { BugId, Subject } from '@mathsteps/domain';
import type { FocusRow } from './misconceptions';

/**
 * The targeted practice sets of a child (docs/misconceptions.md): a parent starts one for a
 * suspected misconception, the child does it once, and its outcome is recorded once.
 */

/** The oldest set waiting for the child, if any. */
export async function waitingFocus(db: Db, studentId: string): Promise<FocusRow | undefined> {
  const [focus] = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(eq(tables.focusPractices.studentId, studentId), isNull(tables.focusPractices.outcome)),
    )
    .orderBy(asc(tables.focusPractices.createdAt))
    .limit(1);
  return focus;
}

/**
 * Starts a set for this bug and subject, or keeps the one that waits already (one waiting set
 * per bug and subject: a unique index), and answers the one that waits.
 */
export async function startFocus(
  db: Db,
  set: {
    studentId: string;
    bug: BugId;
    subject: Subject;
    level: number;
    createdAt: Date;
    givenBy?: 'teacher';
  },
): Promise<FocusRow> {
  await db.insert(tables.focusPractices).values(set).onConflictDoNothing();
  const [waiting] = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(
        eq(tables.focusPractices.studentId, set.studentId),
        eq(tables.focusPractices.bug, set.bug),
        eq(tables.focusPractices.subject, set.subject),
        isNull(tables.focusPractices.outcome),
      ),
    );
  if (!waiting) throw new Error('The practice set was not kept');
  return waiting;
}

/** The child's own set with this id (another child's is not found). */
export async function focusOfStudent(
  db: Db,
  focusId: string,
  studentId: string,
): Promise<FocusRow | undefined> {
  const [focus] = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(eq(tables.focusPractices.id, focusId), eq(tables.focusPractices.studentId, studentId)),
    );
  return focus;
}

/**
 * Records a set's outcome if none is recorded yet. Answers the outcome that stands: this one,
 * or the one another request recorded a moment before.
 */
export async function recordFocusOutcome(
  db: Db,
  focusId: string,
  result: Pick<FocusRow, 'outcome' | 'explained' | 'finishedAt'>,
): Promise<{ recorded: boolean; outcome: string | null }> {
  const [recorded] = await db
    .update(tables.focusPractices)
    .set(result)
    .where(and(eq(tables.focusPractices.id, focusId), isNull(tables.focusPractices.outcome)))
    .returning();
  if (recorded) return { recorded: true, outcome: recorded.outcome };
  const [done] = await db
    .select({ outcome: tables.focusPractices.outcome })
    .from(tables.focusPractices)
    .where(eq(tables.focusPractices.id, focusId));
  return { recorded: false, outcome: done?.outcome ?? null };
}
