import { timingsOfProblems } from '@mathsteps/domain';
import { activeSession } from '../learning/callers';
import { evidenceValues } from '../learning/fact-evidence';
import { decide, type WorkRecord } from '../learning/finished-work';
import { todayOf } from '../learning/student-day';
import { recordWork, withStudentLocked } from '../learning/work-records';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * An assignment is finished (docs/product.md): one history entry on the student's local date,
 * the subject's completion date, the level options of decision 0018 ordered by the level
 * rule, which may also move the child down by itself (decision 0018), and the rewards it
 * earns (decision record 0006). The same attempt sent again (the answer was lost on the
 * way) gets the first answer back. A free student does each subject once a day; a premium
 * student may do more.
 *
 * One round trip after the session's: everything is decided from what came with the
 * session, and one statement records it only if no other work of the student was recorded
 * since (the row's revision). If some was, the decision is made again with the student's
 * row locked, where nothing can come between: "once a day", "once per attempt" and the
 * rewards hold when work arrives twice at once.
 */
export const studentMathcomplete: Handler<'student.mathcomplete'> = async (
  input,
  { db, caller, now },
) => {
  const session = activeSession(caller);
  // Bad input, refused before anything is decided or locked.
  if (input.errors > input.firsttries.length) {
    throw new ApiFailure(400, `errors must be a whole number from 0 to ${input.firsttries.length}`);
  }
  // The day in the zone stored at sign-in: a zone sent with this call cannot move it (a
  // free child could otherwise finish a subject three times a day, in three zones).
  const today = todayOf(session.student, now());
  const finished = { ...input, today, premium: session.premium };
  // What the grids' timed boxes say of each fact, written with the work (decision 0010):
  // only the facts of the problems the server served count.
  const evidenceOf = (record: WorkRecord) =>
    evidenceValues(timingsOfProblems(input.boxes, record.served), today, input.typing);

  // From the session, work can only be recorded: whether this very attempt was recorded
  // before (its answer lost on the way) only the history says, and the statement that
  // records refuses it then. Anything else is decided again with the student's row locked.
  const decided = decide(session, finished);
  if (
    'record' in decided &&
    (await recordWork(db, session.student, decided.record, evidenceOf(decided.record)))
  ) {
    return decided.answer;
  }
  return withStudentLocked(db, session.student.id, input.attempt, today, async (locked, tx) => {
    const again = decide(locked, finished);
    if ('refused' in again) throw ApiFailure.refusing(409, again.refused);
    if (
      'record' in again &&
      !(await recordWork(tx, locked.student, again.record, evidenceOf(again.record)))
    ) {
      throw new Error('work was recorded while the student row was locked');
    }
    return again.answer;
  });
};
