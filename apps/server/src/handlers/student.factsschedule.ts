import { ownStudent, updateStudentSettings, withSubjects } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import type { Handler } from './context';

/**
 * A parent puts Quick Facts on a child's schedule like a subject (decision 0010), for an
 * operation or the child's choice: on its days it counts in the day status. Quick Facts is
 * free for every student, so is its schedule.
 */
export const studentFactsschedule: Handler<'student.factsschedule'> = async (
  input,
  { db, caller },
) => {
  const parentId = parentOf(caller);
  const student = await ownStudent(db, parentId, input.accountname);
  const fresh = await updateStudentSettings(db, student.id, {
    factsSchedule: input.schedule,
    factsOperation: input.operation || null,
  });
  const [data] = await withSubjects(db, [fresh], await isPremium(db, parentId));
  return { student: data! };
};
