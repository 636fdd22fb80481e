import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import { reportCardOf } from '../learning/report';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** A premium parent's report on one of their own students. */
export const studentReport: Handler<'student.report'> = async (input, { db, caller, now }) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  if (!(await isPremium(db, parentId)))
    throw ApiFailure.refusing(402, { code: 'reports_are_premium' });
  return reportCardOf(db, student, now());
};
