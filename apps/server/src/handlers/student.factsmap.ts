import { activeStudent } from '../learning/callers';
import { factsOnRecord, factsReportOf } from '../learning/facts';
import type { Handler } from './context';

/** The child's facts map on My Progress: every fact of each table and how well it is known. */
export const studentFactsmap: Handler<'student.factsmap'> = async (_input, { db, caller }) => ({
  facts: factsReportOf(await factsOnRecord(db, activeStudent(caller).id)),
});
