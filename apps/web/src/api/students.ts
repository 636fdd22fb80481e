import type { StudentData, TagInput } from '@mathsteps/domain';
import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../lib/rpc-client';

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

/** Saves one change of a student and answers the server's copy of it. */
export async function updateStudent(student: StudentData, change: StudentChange) {
  return (await rpc('student.update', { accountname: student.accountname, ...change })).student;
}
