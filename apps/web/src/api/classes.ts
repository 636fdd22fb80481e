import type { ClassData, ClassForm, ClassWork, PupilData, RosterPupil } from '@mathsteps/domain';
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
