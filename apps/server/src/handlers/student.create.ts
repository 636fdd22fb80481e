import { SUBJECTS } from '@mathsteps/domain';
import { createStudent, withSubjects } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { hashPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
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
    { code: 'too_many_students' },
  );
  const { student, premium } = await createStudent(
    db,
    parentId,
    {
      accountname: input.accountname,
      firstname: input.firstname,
      lastname: input.lastname,
      passwordHash: await hashPassword(input.accountpassword),
      gradelevel: input.gradelevel,
    },
    Object.fromEntries(
      SUBJECTS.map((subject) => [subject, input.mathlevels?.[subject]?.level ?? 0]),
    ),
    now(),
  );
  const [data] = await withSubjects(db, [student], premium);
  return { student: data!, result: 'true' };
};
