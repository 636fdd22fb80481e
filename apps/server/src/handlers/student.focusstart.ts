import { BUGS, localDate } from '@mathsteps/domain';
import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import { startFocus } from '../learning/focus-practices';
import { subjectsOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * A premium parent starts a targeted practice set for a suspected misconception
 * (docs/misconceptions.md), at the student's level in the subject. Starting it again while the
 * child has not done it yet keeps the one that waits.
 */
export const studentFocusstart: Handler<'student.focusstart'> = async (
  input,
  { db, caller, now },
) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  if (!(await isPremium(db, parentId)))
    throw ApiFailure.refusing(402, { code: 'practice_is_premium' });
  const bug = BUGS[input.misconception];
  if (!bug.subjects.includes(input.subject)) {
    throw ApiFailure.refusing(400, {
      code: 'step_not_in_subject',
      params: { subject: input.subject },
    });
  }
  const level = (await subjectsOf(db, student.id)).get(input.subject)?.level ?? 0;
  const waiting = await startFocus(db, {
    studentId: student.id,
    bug: bug.id,
    subject: input.subject,
    level,
    createdAt: now(),
  });
  return {
    practice: {
      status: 'waiting',
      date: localDate(waiting.createdAt, student.timezone ?? 'UTC'),
    },
  };
};
