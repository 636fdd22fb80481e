import type { StudentData, TagInput } from '@mathsteps/domain';
import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../lib/rpc-client';
import { updateStudents } from './parent';

/**
 * A parent's view of each child (the student.* tags a parent calls). The list of students
 * comes with the parent (parent.ts, user.get).
 */

/** One child's report card: subjects, figures, the steps to work on, facts (student.report). */
export const reportQuery = (accountname: string) =>
  queryOptions({
    queryKey: ['student.report', accountname],
    queryFn: () => rpc('student.report', { accountname }),
  });

/** One change of `student.update`: grade, schedule, levels, passcode, size or time zone. */
export type StudentChange = Omit<
  TagInput<'student.update'>,
  'accountname' | 'deviceid' | 'usertoken'
>;

/** Saves one change of a student; the parent's list then holds the server's copy. */
export async function updateStudent(student: StudentData, change: StudentChange) {
  const { student: saved } = await rpc('student.update', {
    accountname: student.accountname,
    ...change,
  });
  replaceStudent(saved);
  return saved;
}

/** Puts the server's fresh copy of a student in the parent's list. */
export function replaceStudent(saved: StudentData): void {
  updateStudents((list) => list.map((each) => (each.id === saved.id ? saved : each)));
}
