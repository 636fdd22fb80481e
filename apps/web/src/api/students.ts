import { prehashPassword, type StudentData, type TagInput } from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { parentQuery, updateStudents } from './parent';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * A parent's view of each child (the student.* tags a parent calls): the report card, and every
 * change a parent makes to a child. The list of students comes with the parent (parent.ts,
 * user.get); a write that changes a child puts the server's copy of it in that list.
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

/**
 * Saves changes of one student (a popup's or a card's choice, Help tonight's written methods)
 * and puts the server's copy in the parent's list of students.
 */
export function useStudentChange(student: StudentData | undefined) {
  return useMutation({
    mutationFn: (change: StudentChange) => {
      if (!student) throw new Error('No such student');
      return updateStudent(student, change);
    },
    onSuccess: (saved) =>
      updateStudents((list) => list.map((each) => (each.id === saved.id ? saved : each))),
  });
}

/** The add-student form's new child, with its passcode pre-hashed with its handle. */
export async function createStudent(
  input: Omit<TagInput<'student.create'>, 'accountpassword' | 'deviceid'> & { passcode: string },
): Promise<StudentData> {
  const { passcode, ...rest } = input;
  const { student } = await rpc('student.create', {
    ...rest,
    accountpassword: await prehashPassword(input.accountname, passcode),
  });
  return student;
}

/** The schedule popup's save: the subjects' days, then Quick Facts' days and operation. */
export function useScheduleSave(student: StudentData) {
  return useMutation({
    mutationFn: async ({
      subjects,
      facts,
    }: {
      subjects?: StudentChange['mathschedule'];
      facts?: Omit<TagInput<'student.factsschedule'>, 'accountname' | 'deviceid'>;
    }) => {
      let saved = student;
      if (subjects) saved = await updateStudent(student, { mathschedule: subjects });
      if (facts) {
        const answer = await rpc('student.factsschedule', {
          accountname: student.accountname,
          ...facts,
        });
        saved = answer.student;
      }
      return saved;
    },
  });
}

/** Makes a resting child the active one (a free plan has one active child). */
export function useActivateStudent() {
  return useMutation({
    mutationFn: (student: StudentData) =>
      rpc('student.activate', { accountname: student.accountname }),
    onSuccess: (answer) => updateStudents(() => answer.students),
  });
}

/** Deletes a child and its work; the list is read again either way. */
export function useDeleteStudent() {
  return useMutation({
    mutationFn: (student: StudentData) =>
      rpc('student.delete', { accountname: student.accountname }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentQuery.queryKey }),
  });
}

/** A step's targeted practice set, waiting on the child's Practice page; the report shows it. */
export function useFocusPractice(accountname: string) {
  return useMutation({
    mutationFn: (step: Omit<TagInput<'student.focusstart'>, 'accountname' | 'deviceid'>) =>
      rpc('student.focusstart', { accountname, ...step }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQuery(accountname).queryKey }),
  });
}

/** A fact first in the child's next Quick Facts (student.factsfocus). */
export function useFactFirst(accountname: string) {
  return useMutation({
    mutationFn: (fact: string) => rpc('student.factsfocus', { accountname, fact }),
  });
}
