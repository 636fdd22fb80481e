import { type Db, eq, tables } from '@mathsteps/db';
import type { ClassWork, PupilData, Subject } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import { type ClassRow, ownClass } from './classes';
import { pupilRows, toPupilData } from './pupils';
import { updateSubject } from './students';

/**
 * The work a teacher gives a class's pupils (docs/product.md "Teachers and classes"): the
 * subjects, levels and days of the whole class or of some pupils, and the pupils whose level a
 * placement is to find.
 */

/**
 * Sets the work of the whole class (`pupilIds` undefined: every pupil, and the class's own
 * work that pupils added later start with) or of the pupils named, all of them the class's
 * or none changed. The class's row is locked, so that a roster added at the same moment
 * either gets the new work or is there to be given it.
 */
export async function setWork(
  db: Db,
  teacherId: string,
  classId: string,
  pupilIds: readonly string[] | undefined,
  work: ClassWork,
): Promise<{ found: ClassRow; pupils: PupilData[] }> {
  return db.transaction(async (tx) => {
    let found = await ownClass(tx, teacherId, classId, { lock: true });
    const inClass = await pupilRows(tx, classId);
    const ids = pupilIds ?? inClass.map((pupil) => pupil.id);
    const known = new Set(inClass.map((pupil) => pupil.id));
    if (ids.some((id) => !known.has(id))) {
      throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
    }
    // One statement a subject, for every pupil named.
    for (const [subject, change] of Object.entries(work)) {
      await updateSubject(tx, ids, subject, change);
    }
    if (!pupilIds) {
      const [saved] = await tx
        .update(tables.classes)
        .set({ work: { ...found.work, ...work } })
        .where(eq(tables.classes.id, classId))
        .returning();
      found = saved!;
    }
    return { found, pupils: (await pupilRows(tx, classId)).map(toPupilData) };
  });
}

/**
 * The teacher's pupils whose level of `subject` is to be found (the whole class when
 * `pupilIds` is undefined), each with its level now, and the class's grade; a pupil not of
 * this class refuses them all.
 */
export async function pupilsToPlace(
  db: Db,
  teacherId: string,
  classId: string,
  subject: Subject,
  pupilIds: readonly string[] | undefined,
): Promise<{ grade: number; pupils: { id: string; level: number }[] }> {
  const found = await ownClass(db, teacherId, classId);
  const inClass = await pupilRows(db, classId);
  const ids = pupilIds ?? inClass.map((pupil) => pupil.id);
  const byId = new Map(inClass.map((pupil) => [pupil.id, pupil]));
  if (ids.some((id) => !byId.has(id))) throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
  return {
    grade: found.grade,
    pupils: ids.map((id) => ({
      id,
      level: byId.get(id)!.subjects.find((each) => each.subject === subject)?.level ?? 0,
    })),
  };
}
