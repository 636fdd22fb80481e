import { ownStudent } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { factsReportOf } from '../learning/facts';
import { reportOf } from '../learning/report';
import { parentOf } from '../rpc/callers';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

export const REPORTS_ARE_PREMIUM =
  'Report cards are part of MathSteps Premium. Sign up to see how your child is doing.';

/** A premium parent's report on one of their own students. */
export const studentReport: Handler<'student.report'> = async (input, { db, caller, now }) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  if (!(await isPremium(db, parentId))) throw new ApiFailure(402, REPORTS_ARE_PREMIUM);
  const [report, facts] = await Promise.all([
    reportOf(db, student, now()),
    factsReportOf(db, student.id),
  ]);
  return { report, facts };
};
