import { importPupils } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** The pupils of one class of the school's OneRoster export: added, or updated when known. */
export const classImportroster: Handler<'class.importroster'> = async (
  input,
  { db, caller, now },
) => importPupils(db, teacherOf(caller), input.classid, input.pupils, now());
