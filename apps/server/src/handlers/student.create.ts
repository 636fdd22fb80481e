import { count, eq, tables } from '@mathsteps/db';
import { FREE_LIMIT_REASON, PREMIUM_LIMIT_REASON, STUDENTS_MAX, SUBJECTS } from '@mathsteps/domain';
import { withSubjects } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { hashPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { isPremium } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * Adds a student with a level per subject (Introductory 0 unless `mathlevels` says
 * otherwise) and no schedule yet. The student limit is checked inside the transaction,
 * with the parent's row locked, so concurrent requests cannot pass it together.
 */
export const studentCreate: Handler<'student.create'> = async (
  input,
  { db, caller, keys, now, request },
) => {
  const parentId = parentOf(caller);
  // "Handle taken" tells whether a handle exists: creating and deleting must not probe many.
  await claimAttempt(
    { db, keys },
    [
      { key: `student-create:${parentId}`, limit: LIMITS.studentCreatesPerParent },
      { key: `student-create-ip:${request.ip}`, limit: LIMITS.studentCreatesPerAddress },
    ],
    now(),
    'Too many new students at once. Please wait a while and try again.',
  );
  const passwordHash = await hashPassword(input.accountpassword);
  let premium = false;

  const student = await db.transaction(async (tx) => {
    await tx
      .select({ id: tables.parents.id })
      .from(tables.parents)
      .where(eq(tables.parents.id, parentId))
      .for('update');
    premium = await isPremium(tx, parentId);
    const limit = premium ? STUDENTS_MAX.premium : STUDENTS_MAX.free;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(tables.students)
      .where(eq(tables.students.parentId, parentId));
    if (n >= limit) throw new ApiFailure(403, premium ? PREMIUM_LIMIT_REASON : FREE_LIMIT_REASON);

    const [created] = await tx
      .insert(tables.students)
      .values({
        parentId,
        accountname: input.accountname,
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash,
        gradelevel: input.gradelevel,
        // The server's clock, not the database's: a student's first day is on the same clock as their days.
        createdAt: now(),
      })
      .onConflictDoNothing({ target: tables.students.accountname })
      .returning();
    if (!created)
      throw new ApiFailure(409, 'That student handle is already taken. Please choose another.');
    await tx.insert(tables.studentSubjects).values(
      SUBJECTS.map((subject) => ({
        studentId: created.id,
        subject,
        level: input.mathlevels?.[subject]?.level ?? 0,
      })),
    );
    return created;
  });
  const [data] = await withSubjects(db, [student], premium);
  return { student: data!, result: 'true' };
};
