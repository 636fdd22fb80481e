import { and, asc, type Db, desc, eq, inArray, isNull, sql, tables } from '@mathsteps/db';
import {
  daysBetween,
  isSubject,
  type LocalDate,
  localDate,
  type OpenPlacement,
  PLACEMENT_STARS,
  type PlacementAnswer,
  type PlacementKind,
  type PlacementPlan,
  type PlacementStatus,
  placementAnswersFromText,
  placementAnswersToText,
  RECHECK_AFTER_DAYS,
  type Subject,
} from '@mathsteps/domain';
import type { SessionStudent, SubjectRow } from '../accounts/students';
import { updateSubject } from '../accounts/students';

/**
 * A child's placements and re-checks (docs/decisions/0027-placement.md): started by a parent
 * or by weeks away, answered one problem at a time, each answer once, and finished once, when
 * the subject's level becomes the level found.
 */

export type PlacementRow = typeof tables.placements.$inferSelect;
const { placements } = tables;

export function planOf(row: PlacementRow): PlacementPlan {
  return {
    kind: row.kind === 'recheck' ? 'recheck' : 'placement',
    subject: row.subject as Subject,
    grade: row.grade,
    level: row.fromLevel,
  };
}

export function answersOf(row: PlacementRow): PlacementAnswer[] {
  return placementAnswersFromText(row.answers);
}

/**
 * Starts a placement of a subject: an open one is set aside first (never found), so at most
 * one is open (a unique index). Two starts at once: the second finds the first's, and answers it.
 */
export async function startPlacement(
  db: Db,
  start: {
    studentId: string;
    subject: Subject;
    kind: PlacementKind;
    grade: number;
    fromLevel: number;
    now: Date;
  },
): Promise<PlacementRow> {
  return db.transaction(async (tx) => {
    if (start.kind === 'placement') {
      await tx
        .update(placements)
        .set({ finishedAt: start.now })
        .where(
          and(
            eq(placements.studentId, start.studentId),
            eq(placements.subject, start.subject),
            isNull(placements.finishedAt),
          ),
        );
    }
    const [created] = await tx
      .insert(placements)
      .values({
        studentId: start.studentId,
        subject: start.subject,
        kind: start.kind,
        grade: start.grade,
        fromLevel: start.fromLevel,
        createdAt: start.now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [open] = await tx
      .select()
      .from(placements)
      .where(
        and(
          eq(placements.studentId, start.studentId),
          eq(placements.subject, start.subject),
          isNull(placements.finishedAt),
        ),
      );
    if (!open) throw new Error('The placement was not kept');
    return open;
  });
}

/** The open placements of these subjects end unfound: a parent chose their levels. */
export async function setAsidePlacements(
  db: Db,
  studentId: string,
  subjects: readonly Subject[],
  now: Date,
): Promise<void> {
  await db
    .update(placements)
    .set({ finishedAt: now })
    .where(
      and(
        eq(placements.studentId, studentId),
        inArray(placements.subject, [...subjects]),
        isNull(placements.finishedAt),
      ),
    );
}

/** The child's open placements, oldest first. */
export async function openPlacements(db: Db, studentId: string): Promise<PlacementRow[]> {
  return db
    .select()
    .from(placements)
    .where(and(eq(placements.studentId, studentId), isNull(placements.finishedAt)))
    .orderBy(asc(placements.createdAt));
}

/** The child's own placement with this id (another child's is not found). */
export async function placementOfStudent(
  db: Db,
  placementId: string,
  studentId: string,
): Promise<PlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.id, placementId), eq(placements.studentId, studentId)));
  return row;
}

/** The latest placement of each subject of these students. */
export async function latestPlacements(
  db: Db,
  studentIds: readonly string[],
): Promise<PlacementRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .selectDistinctOn([placements.studentId, placements.subject])
    .from(placements)
    .where(inArray(placements.studentId, [...studentIds]))
    .orderBy(placements.studentId, placements.subject, desc(placements.createdAt));
}

/**
 * A scheduled subject not worked for four weeks or more, with no placement since that work,
 * gets a re-check around the level it was at. Answers the open placements after it.
 */
export async function withRechecks(
  db: Db,
  student: SessionStudent,
  subjects: ReadonlyMap<Subject, SubjectRow>,
  today: LocalDate,
  now: Date,
): Promise<PlacementRow[]> {
  const away = [...subjects.values()].filter(
    (row) =>
      row.schedule !== '' &&
      row.completionDate !== null &&
      daysBetween(row.completionDate, today) >= RECHECK_AFTER_DAYS,
  );
  if (away.length > 0) {
    const latest = new Map(
      (await latestPlacements(db, [student.id])).map((row) => [row.subject, row]),
    );
    for (const row of away) {
      const last = latest.get(row.subject);
      const zone = student.timezone ?? 'UTC';
      if (last && localDate(last.createdAt, zone) >= row.completionDate!) continue;
      await startPlacement(db, {
        studentId: student.id,
        subject: row.subject as Subject,
        kind: 'recheck',
        grade: student.gradelevel,
        fromLevel: row.level,
        now,
      });
    }
  }
  return openPlacements(db, student.id);
}

/**
 * Records the answer to problem `answers.length` once: only while the answers are still those
 * read (a second request with the same answer finds them changed, and records nothing).
 */
export async function recordAnswer(
  db: Db,
  row: PlacementRow,
  answer: PlacementAnswer,
): Promise<PlacementRow | undefined> {
  const answers = placementAnswersToText([...answersOf(row), answer]);
  const [updated] = await db
    .update(placements)
    .set({ answers })
    .where(
      and(
        eq(placements.id, row.id),
        eq(placements.answers, row.answers),
        isNull(placements.finishedAt),
      ),
    )
    .returning();
  return updated;
}

/**
 * Finishes a placement once: the subject moves to the level found, its recent work starts
 * afresh (the level rule reads from the level found), and the child earns its stars.
 */
export async function finishPlacement(
  db: Db,
  row: PlacementRow,
  level: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(placements)
      .set({ foundLevel: level, finishedAt: now })
      .where(and(eq(placements.id, row.id), isNull(placements.finishedAt)))
      .returning({ id: placements.id });
    if (!finished) return false;
    await updateSubject(tx, row.studentId, row.subject as Subject, { level, recent: '' });
    await tx
      .update(tables.students)
      .set({ stars: sql`${tables.students.stars} + ${PLACEMENT_STARS}` })
      .where(eq(tables.students.id, row.studentId));
    return true;
  });
}

/** An open placement as the child's device runs it. */
export function toOpenPlacement(row: PlacementRow): OpenPlacement {
  const plan = planOf(row);
  return {
    id: row.id,
    subject: plan.subject,
    kind: plan.kind,
    grade: plan.grade,
    level: plan.level,
    answers: answersOf(row),
  };
}

/** A placement as its parent reads it (the page says it in words: `placementWords`). */
export function toPlacementStatus(
  row: PlacementRow,
  timezone: string,
): PlacementStatus | undefined {
  if (!isSubject(row.subject)) return undefined;
  const asked = answersOf(row).length;
  const found = row.foundLevel;
  // One set aside by a newer placement is history: the newer one is the subject's.
  if (row.finishedAt !== null && found === null) return undefined;
  return {
    subject: row.subject,
    kind: row.kind === 'recheck' ? 'recheck' : 'placement',
    status: found !== null ? 'found' : asked > 0 ? 'started' : 'waiting',
    asked,
    ...(found !== null ? { level: String(found) } : {}),
    date: localDate(row.finishedAt ?? row.createdAt, timezone),
  };
}
