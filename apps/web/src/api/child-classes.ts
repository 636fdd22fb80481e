import type { ChildClass, StudentData } from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * A child's classes as its parent sees them (docs/product.md "Families' children in a
 * class"): linked, asked to join, invited to; the class code entered, an invitation approved,
 * a link ended. Each write puts the server's copy in the child's list.
 */

/** The child's classes (student.classes). */
export const childClassesQuery = (accountname: string) =>
  queryOptions({
    queryKey: ['student.classes', accountname],
    queryFn: async () => (await rpc('student.classes', { accountname })).classes,
  });

function keepChildClasses(accountname: string, change: (list: ChildClass[]) => ChildClass[]) {
  queryClient.setQueryData(childClassesQuery(accountname).queryKey, (list) =>
    list ? change(list) : list,
  );
}

const withClass = (saved: ChildClass) => (list: ChildClass[]) =>
  list.some((each) => each.id === saved.id)
    ? list.map((each) => (each.id === saved.id ? saved : each))
    : [...list, saved];

/** The class code entered on the child's card: the child asks to join (or joins, invited). */
export function useJoinClass(student: StudentData) {
  return useMutation({
    mutationFn: async (code: string) =>
      (await rpc('student.joinclass', { accountname: student.accountname, code })).class,
    onSuccess: (saved) => keepChildClasses(student.accountname, withClass(saved)),
  });
}

/** A teacher's invitation approved: the child is linked to the class. */
export function useApproveClass(student: StudentData) {
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await rpc('student.approveclass', { accountname: student.accountname, linkid: linkId }))
        .class,
    onSuccess: (saved) => keepChildClasses(student.accountname, withClass(saved)),
  });
}

/** A link ended by the parent: an invitation declined, a request taken back, the child taken out. */
export function useLeaveClass(student: StudentData) {
  return useMutation({
    mutationFn: async (linkId: string) => {
      await rpc('student.leaveclass', { accountname: student.accountname, linkid: linkId });
      return linkId;
    },
    onSuccess: (linkId) =>
      keepChildClasses(student.accountname, (list) => list.filter((each) => each.id !== linkId)),
  });
}
