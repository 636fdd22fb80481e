import { eq, tables } from '@mathsteps/db';
import { SUBJECTS } from '@mathsteps/domain';
import { ownStudent, STUDENT_NOT_FOUND, updateSubject, withSubjects } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { forgetDevices } from '../auth/logins';
import { hashPassword } from '../auth/passwords';
import { isPremium } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * A parent changes one thing of their own student: grade, schedule, levels, passcode, the
 * number of problems in an assignment, the time zone of the child's day or "Read aloud".
 * A new passcode signs the child out everywhere and forgets the devices remembered under the
 * old one (docs/decisions/0024-remembered-devices.md). The student's row is locked first, so a
 * delete at the same moment either waits or leaves a clean 404.
 */
export const studentUpdate: Handler<'student.update'> = async (input, { db, keys, caller }) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const subjectRows = (values: Partial<Record<string, object | undefined>> | undefined) =>
    SUBJECTS.flatMap((subject) => (values?.[subject] ? [[subject, values[subject]] as const] : []));

  // Hashed before the row is locked: argon2 takes a while.
  const passwordHash = input.accountpassword
    ? await hashPassword(input.accountpassword)
    : undefined;
  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, student.id))
      .for('update');
    if (!still) throw new ApiFailure(404, STUDENT_NOT_FOUND);
    if (input.gradelevel !== undefined) {
      await tx
        .update(tables.students)
        .set({ gradelevel: input.gradelevel })
        .where(eq(tables.students.id, student.id));
    }
    if (input.readaloud !== undefined) {
      await tx
        .update(tables.students)
        .set({ readAloud: input.readaloud === 'true' })
        .where(eq(tables.students.id, student.id));
    }
    if (input.timezone !== undefined) {
      await tx
        .update(tables.students)
        .set({ timezone: input.timezone })
        .where(eq(tables.students.id, student.id));
    }
    if (input.assignmentsize !== undefined) {
      await tx
        .update(tables.students)
        .set({ assignmentSize: Number(input.assignmentsize) })
        .where(eq(tables.students.id, student.id));
    }
    if (passwordHash) {
      await tx
        .update(tables.students)
        .set({ passwordHash })
        .where(eq(tables.students.id, student.id));
      await tx.delete(tables.sessions).where(eq(tables.sessions.studentId, student.id));
      await forgetDevices(tx, keys, [{ role: 'student', login: student.accountname }]);
    }
    for (const [subject, change] of [
      ...subjectRows(input.mathschedule),
      ...subjectRows(input.mathlevels),
    ]) {
      await updateSubject(tx, student.id, subject, change);
    }
  });
  const [fresh] = await db.select().from(tables.students).where(eq(tables.students.id, student.id));
  if (!fresh) throw new ApiFailure(404, STUDENT_NOT_FOUND);
  const [data] = await withSubjects(db, [fresh], await isPremium(db, student.parentId));
  return { student: data! };
};
