import { isSubject, toServerQuestion } from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import { waitingFocus } from '../learning/focus-practices';
import { focusProblems } from '../learning/misconceptions';
import type { Handler } from './context';

/** The oldest targeted practice set waiting for the child, with its problems. */
export const studentFocusget: Handler<'student.focusget'> = async (_input, { db, caller }) => {
  const student = activeStudent(caller);
  const focus = await waitingFocus(db, student.id);
  if (!focus || !isSubject(focus.subject)) return { focus: null };
  return {
    focus: {
      id: focus.id,
      subject: focus.subject,
      questions: focusProblems(focus).map(toServerQuestion),
      by: focus.givenBy === 'teacher' ? 'teacher' : 'parent',
    },
  };
};
