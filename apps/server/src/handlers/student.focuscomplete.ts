import { isBugId, isSubject, probeOutcome, writtenAnswer, writtenAs } from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import { focusOfStudent, recordFocusOutcome } from '../learning/focus-practices';
import { focusProblems } from '../learning/misconceptions';
import { recordNamedSteps } from '../learning/named-steps';
import { awardBadges } from '../learning/rewards';
import { todayOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * The child finished a targeted practice set: their first try at each problem confirms
 * the misconception (it explains two or more), clears it (three of five right, the bug explaining at most one), or shows
 * nothing either way (blank or otherwise wrong: the misconception stays, the parent may
 * start another set). Only clearing it earns the "Tricky step fixed" badge (decision
 * record 0006). Sending the same set again, as a retry after a lost answer does, gets the
 * outcome already recorded.
 */
export const studentFocuscomplete: Handler<'student.focuscomplete'> = async (
  input,
  { db, caller, now, request },
) => {
  const student = activeStudent(caller);
  const focus = await focusOfStudent(db, input.focusid, student.id);
  if (!focus || !isBugId(focus.bug)) throw ApiFailure.refusing(404, { code: 'practice_not_found' });
  if (isOutcome(focus.outcome)) return { outcome: focus.outcome };

  const problems = focusProblems(focus);
  if (input.answers.length !== problems.length) {
    throw new ApiFailure(400, `answers must hold ${problems.length} entry sets, one per problem`);
  }
  const answers = problems.map((drawn, index) => {
    const entries = input.answers[index]!;
    // Diagnosed in the method the child's grid was written in.
    const problem = writtenAs(drawn, entries);
    return { problem, answer: writtenAnswer(problem, entries), entries };
  });
  const { outcome, explained } = probeOutcome(focus.bug, answers);
  const stands = await recordFocusOutcome(db, focus.id, { outcome, explained, finishedAt: now() });
  if (stands.recorded && outcome === 'cleared') {
    await awardBadges(db, student.id, ['tricky-step'], todayOf(student, now()));
  }
  // A cleared step's earlier mistakes no longer count: the report card may name it no more.
  if (stands.recorded && isSubject(focus.subject)) {
    await recordNamedSteps(db, student, focus.subject, now(), request.log);
  }
  // Another request may have finished it a moment ago: its outcome is the one that stands.
  return { outcome: isOutcome(stands.outcome) ? stands.outcome : 'inconclusive' };
};

const OUTCOMES = ['confirmed', 'cleared', 'inconclusive'] as const;
const isOutcome = (value: unknown): value is (typeof OUTCOMES)[number] =>
  OUTCOMES.includes(value as never);
