import { ownStudent, studentsOf } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium, keepOneActive } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Without premium, the parent chooses which one student is active (docs/product.md "Plans"). */
export const studentActivate: Handler<'student.activate'> = async (input, { db, caller }) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  if (await isPremium(db, parentId)) {
    throw ApiFailure.refusing(409, { code: 'every_student_active' });
  }
  await db.transaction((tx) => keepOneActive(tx, parentId, student.id));
  return { students: await studentsOf(db, parentId, false) };
};
