import type {
  BugId,
  ClassData,
  ClassForm,
  ClassLink,
  ClassWork,
  PupilData,
  RosterPupil,
  Subject,
} from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * A teacher's classes (docs/product.md "Teachers and classes"): the list (a query) and each
 * change of a class. A write puts the server's copy of the class in the list, without reading
 * it again.
 */

/** The teacher's classes, the newest first, archived ones too (class.list). */
export const classesQuery = queryOptions({
  queryKey: ['class.list'],
  queryFn: async () => (await rpc('class.list', {})).classes,
});

/** Puts the server's copy of a class in the list: in its place, or first when it is new. */
function keepClass(saved: ClassData) {
  queryClient.setQueryData(classesQuery.queryKey, (list) => {
    if (!list) return list;
    return list.some((each) => each.id === saved.id)
      ? list.map((each) => (each.id === saved.id ? saved : each))
      : [saved, ...list];
  });
}

/** Takes a deleted class out of the list. */
function dropClass(id: string) {
  queryClient.setQueryData(classesQuery.queryKey, (list) => list?.filter((each) => each.id !== id));
}

/** The New class form's save: answers the class made. */
export async function createClass(form: ClassForm): Promise<ClassData> {
  const created = (await rpc('class.create', form)).class;
  keepClass(created);
  return created;
}

/** A class's settings form's save. */
export async function updateClassSettings(id: string, form: ClassForm): Promise<ClassData> {
  const saved = (await rpc('class.update', { classid: id, ...form })).class;
  keepClass(saved);
  return saved;
}

/** A class archived (out of the way, kept) or brought back. */
export function useClassArchive() {
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      (await rpc('class.update', { classid: id, archived })).class,
    onSuccess: keepClass,
  });
}

/** A class deleted with everything it holds. */
export function useClassDelete() {
  return useMutation({
    mutationFn: async (id: string) => {
      await rpc('class.delete', { classid: id });
      return id;
    },
    onSuccess: dropClass,
  });
}

/** One class with its pupils and their pictures (class.get). */
export const classQuery = (classId: string) =>
  queryOptions({
    queryKey: ['class.get', classId],
    queryFn: () => rpc('class.get', { classid: classId }),
  });

/** Puts the server's pupils of a class in its query, as a write answered them. */
function keepPupils(classId: string, change: (pupils: PupilData[]) => PupilData[]) {
  queryClient.setQueryData(classQuery(classId).queryKey, (got) =>
    got ? { ...got, pupils: change(got.pupils) } : got,
  );
}

/** Pupils added from a typed or pasted roster: all of them or none. */
export function useAddPupils(classId: string) {
  return useMutation({
    mutationFn: async (roster: string) =>
      (await rpc('class.addpupils', { classid: classId, pupils: roster })).pupils,
    onSuccess: (pupils) => keepPupils(classId, () => pupils),
  });
}

/** A pupil taken out of the class, with its account and work. */
export function useRemovePupil(classId: string) {
  return useMutation({
    mutationFn: async (pupilId: string) => {
      await rpc('class.removepupil', { classid: classId, pupilid: pupilId });
      return pupilId;
    },
    onSuccess: (pupilId) => keepPupils(classId, (list) => list.filter((p) => p.id !== pupilId)),
  });
}

/** New pictures for a pupil: its old card no longer signs in. */
export function useNewPictures(classId: string) {
  return useMutation({
    mutationFn: async (pupilId: string) =>
      (await rpc('class.newpictures', { classid: classId, pupilid: pupilId })).pupil,
    onSuccess: (pupil) =>
      keepPupils(classId, (list) => list.map((each) => (each.id === pupil.id ? pupil : each))),
  });
}

/**
 * The work of the whole class (`pupilIds` undefined), of a group or of one pupil: the class
 * and its pupils as the server answers them.
 */
export function useSetWork(classId: string) {
  return useMutation({
    mutationFn: ({ pupilIds, work }: { pupilIds: string[] | undefined; work: ClassWork }) =>
      rpc('class.setwork', { classid: classId, ...(pupilIds && { pupilids: pupilIds }), work }),
    onSuccess: ({ class: saved, pupils }) => {
      queryClient.setQueryData(classQuery(classId).queryKey, (got) =>
        got ? { ...got, class: saved, pupils } : got,
      );
      keepClass(saved);
    },
  });
}

/** One class of a OneRoster export: its pupils added, or updated when an earlier import made them. */
export function useImportRoster(classId: string) {
  return useMutation({
    mutationFn: (pupils: RosterPupil[]) => rpc('class.importroster', { classid: classId, pupils }),
    onSuccess: ({ pupils }) => keepPupils(classId, () => pupils),
  });
}

/** Puts the server's links of a class in its query, as a write answered one of them. */
function keepLinks(classId: string, change: (links: ClassLink[]) => ClassLink[]) {
  queryClient.setQueryData(classQuery(classId).queryKey, (got) =>
    got ? { ...got, links: change(got.links) } : got,
  );
}

const withLink = (link: ClassLink) => (links: ClassLink[]) =>
  links.some((each) => each.id === link.id)
    ? links.map((each) => (each.id === link.id ? link : each))
    : [...links, link];

/** A new class code: the old one is taken no more. */
export function useNewClassCode(classId: string) {
  return useMutation({
    mutationFn: async () => (await rpc('class.newcode', { classid: classId })).class,
    onSuccess: (saved) => {
      queryClient.setQueryData(classQuery(classId).queryKey, (got) =>
        got ? { ...got, class: saved } : got,
      );
      keepClass(saved);
    },
  });
}

/** A family's child invited by its sign-in name; its parent approves. */
export function useInviteChild(classId: string) {
  return useMutation({
    mutationFn: async (accountname: string) =>
      (await rpc('class.invite', { classid: classId, accountname })).link,
    onSuccess: (link) => keepLinks(classId, withLink(link)),
  });
}

/** A family's request to join accepted. */
export function useAcceptLink(classId: string) {
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await rpc('class.acceptlink', { classid: classId, linkid: linkId })).link,
    onSuccess: (link) => keepLinks(classId, withLink(link)),
  });
}

/** A link ended by the teacher: a request declined, an invitation withdrawn, a child taken out. */
export function useEndLink(classId: string) {
  return useMutation({
    mutationFn: async (linkId: string) => {
      await rpc('class.endlink', { classid: classId, linkid: linkId });
      return linkId;
    },
    onSuccess: (linkId) => keepLinks(classId, (links) => links.filter((l) => l.id !== linkId)),
  });
}

/** The report card of a pupil, or of a family's child linked to the class (class.report). */
export const classReportQuery = (classId: string, pupilId: string) =>
  queryOptions({
    queryKey: ['class.report', classId, pupilId],
    queryFn: () => rpc('class.report', { classid: classId, pupilid: pupilId }),
  });

/** "Find the level" of a subject for the whole class (`pupilIds` undefined) or the pupils named. */
export function useFindLevels(classId: string) {
  return useMutation({
    mutationFn: async ({ subject, pupilIds }: { subject: Subject; pupilIds?: string[] }) =>
      (
        await rpc('class.findlevels', {
          classid: classId,
          subject,
          ...(pupilIds && { pupilids: pupilIds }),
        })
      ).started,
    // The pupils' cards say whose level is being found.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classQuery(classId).queryKey }),
  });
}

/** The class's mistakes by step over the last two weeks (class.mistakes). */
export const classMistakesQuery = (classId: string) =>
  queryOptions({
    queryKey: ['class.mistakes', classId],
    queryFn: () => rpc('class.mistakes', { classid: classId }),
  });

/** A step's practice set for the pupils named; the table is read again to show it waiting. */
export function useGivePractice(classId: string) {
  return useMutation({
    mutationFn: async (given: { bug: BugId; subject: Subject; pupilIds: string[] }) =>
      (
        await rpc('class.givepractice', {
          classid: classId,
          misconception: given.bug,
          subject: given.subject,
          pupilids: given.pupilIds,
        })
      ).given,
    onSuccess: () => queryClient.invalidateQueries(classMistakesQuery(classId)),
  });
}

/** The class's week, to read and print (class.week). */
export const classWeekQuery = (classId: string) =>
  queryOptions({
    queryKey: ['class.week', classId],
    queryFn: () => rpc('class.week', { classid: classId }),
  });
