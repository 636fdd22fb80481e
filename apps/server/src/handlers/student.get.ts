import { toStudentData } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { activeStudent } from '../learning/callers';
import { rewardsOf, rewardsView } from '../learning/rewards';
import { practiceCeilings, progressOf, subjectsOf, todayOf } from '../learning/student-day';
import type { Handler } from './context';

/** The signed-in student's own record read afresh, with progress, practice ceilings and rewards. */
export const studentGet: Handler<'student.get'> = async (_input, { db, caller, now }) => {
  const student = activeStudent(caller);
  const subjects = await subjectsOf(db, student.id);
  const today = todayOf(student, now());
  const progress = await progressOf(db, student, subjects, today);
  const ceilings = await practiceCeilings(db, student.id, subjects);
  return {
    student: toStudentData(student, [...subjects.values()], await isPremium(db, student.parentId)),
    progress,
    practicemax: Object.fromEntries(
      Object.entries(ceilings).map(([subject, level]) => [subject, String(level)]),
    ),
    // The row came with the session: the rewards cost no query.
    rewards: rewardsView(rewardsOf(student), subjects.values(), today),
  };
};
