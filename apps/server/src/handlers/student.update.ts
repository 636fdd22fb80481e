import { eq, tables } from '@mathsteps/db';
import { SUBJECTS } from '@mathsteps/domain';
import { ownStudent, updateSubject, withSubjects } from '../accounts/students';
import { hashPassword } from '../auth/passwords';
import { isPremium } from '../billing/subscriptions';
import { parentOf } from '../rpc/callers';
import type { Handler } from '../rpc/handler';

/** A parent changes one thing of their own student: grade, schedule, levels or passcode. */
export const studentUpdate: Handler<'student.update'> = async (input, { db, caller }) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const subjectRows = (values: Partial<Record<string, object | undefined>> | undefined) =>
    SUBJECTS.flatMap((subject) => (values?.[subject] ? [[subject, values[subject]] as const] : []));

  await db.transaction(async (tx) => {
    if (input.gradelevel !== undefined) {
      await tx
        .update(tables.students)
        .set({ gradelevel: input.gradelevel })
        .where(eq(tables.students.id, student.id));
    }
    if (input.accountpassword) {
      await tx
        .update(tables.students)
        .set({ passwordHash: await hashPassword(input.accountpassword) })
        .where(eq(tables.students.id, student.id));
    }
    for (const [subject, change] of [
      ...subjectRows(input.mathschedule),
      ...subjectRows(input.mathlevels),
    ]) {
      await updateSubject(tx, student.id, subject, change);
    }
  });
  const [fresh] = await db.select().from(tables.students).where(eq(tables.students.id, student.id));
  const [data] = await withSubjects(db, [fresh!], await isPremium(db, student.parentId));
  return { student: data! };
};
