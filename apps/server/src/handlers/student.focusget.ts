import { and, asc, eq, isNull, tables } from '@mathsteps/db';
import { isSubject, toServerQuestion } from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import { focusProblems } from '../learning/misconceptions';
import type { Handler } from './context';

/** The oldest targeted practice set waiting for the child, with its problems. */
export const studentFocusget: Handler<'student.focusget'> = async (_input, { db, caller }) => {
  const student = activeStudent(caller);
  const [focus] = await db
    .select()
    .from(tables.focusPractices)
    .where(
      and(eq(tables.focusPractices.studentId, student.id), isNull(tables.focusPractices.outcome)),
    )
    .orderBy(asc(tables.focusPractices.createdAt))
    .limit(1);
  if (!focus || !isSubject(focus.subject)) return { focus: null };
  return {
    focus: {
      id: focus.id,
      subject: focus.subject,
      questions: focusProblems(focus).map(toServerQuestion),
    },
  };
};
