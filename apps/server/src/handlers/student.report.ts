import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import { factsOnRecord, factsReportOf, factsSummaryOf } from '../learning/facts';
import { reportOf } from '../learning/report';
import { todayOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** The report says how many more facts are quick than this many days ago. */
const FACTS_CHANGE_DAYS = 28;

/** A premium parent's report on one of their own students. */
export const studentReport: Handler<'student.report'> = async (input, { db, caller, now }) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  if (!(await isPremium(db, parentId)))
    throw ApiFailure.refusing(402, { code: 'reports_are_premium' });
  const [report, met] = await Promise.all([
    reportOf(db, student, now()),
    factsOnRecord(db, student.id),
  ]);
  const today = todayOf(student, now());
  return {
    report,
    facts: factsReportOf(met),
    factssummary: await factsSummaryOf(db, student.id, met, today, FACTS_CHANGE_DAYS),
  };
};
