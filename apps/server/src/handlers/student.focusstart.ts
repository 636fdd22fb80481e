import { and, eq, isNull, tables } from '@mathsteps/db';
import { BUGS, localDate, SUBJECT_NAMES } from '@mathsteps/domain';
import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import { subjectsOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

export const PRACTICE_IS_PREMIUM =
  'Targeted practice is part of MathSteps Premium. Sign up to help your child with the step they get wrong.';

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
  if (!(await isPremium(db, parentId))) throw new ApiFailure(402, PRACTICE_IS_PREMIUM);
  const bug = BUGS[input.misconception];
  if (!bug.subjects.includes(input.subject)) {
    throw new ApiFailure(
      400,
      `"${bug.title}" does not happen in ${SUBJECT_NAMES[input.subject].toLowerCase()}.`,
    );
  }
  const level = (await subjectsOf(db, student.id)).get(input.subject)?.level ?? 0;
  await db
    .insert(tables.focusPractices)
    .values({
      studentId: student.id,
      bug: bug.id,
      subject: input.subject,
      level,
      createdAt: now(),
    })
    .onConflictDoNothing();
  const [waiting] = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(
        eq(tables.focusPractices.studentId, student.id),
        eq(tables.focusPractices.bug, bug.id),
        eq(tables.focusPractices.subject, input.subject),
        isNull(tables.focusPractices.outcome),
      ),
    );
  if (!waiting) throw new Error('The practice set was not kept');
  return {
    practice: {
      status: 'waiting',
      date: localDate(waiting.createdAt, student.timezone ?? 'UTC'),
    },
  };
};
