import {
  PLACEMENT_STARS,
  placementAnswer,
  placementProblem,
  placementStep,
} from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import {
  answersOf,
  finishPlacement,
  placementOfStudent,
  planOf,
  recordAnswer,
} from '../learning/placements';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

export const PLACEMENT_NOT_FOUND = 'That placement was not found.';
export const PLACEMENT_FINISHED = 'That placement is finished.';
export const ANSWER_RECORDED = 'That answer was already recorded.';
export const ANSWER_OUT_OF_ORDER = "Answer the placement's problems in order.";
export const ENTRIES_OR_NOT_LEARNED =
  'Send the first try (entries) or "I haven\'t learned this yet" (notlearned), not both.';

/**
 * One answer of a placement (docs/decisions/0027-placement.md), graded here against the problem
 * the search draws for it: the device runs the same search, so the server replays it from the
 * answers it has. Each answer is taken once and in order; the last one sets the level.
 */
export const studentPlacementanswer: Handler<'student.placementanswer'> = async (
  input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  if ((input.entries === undefined) === (input.notlearned === undefined)) {
    throw new ApiFailure(400, ENTRIES_OR_NOT_LEARNED);
  }
  const row = await placementOfStudent(db, input.placementid, student.id);
  if (!row) throw new ApiFailure(404, PLACEMENT_NOT_FOUND);
  if (row.finishedAt !== null) throw new ApiFailure(409, PLACEMENT_FINISHED);
  const answers = answersOf(row);
  if (input.index < answers.length) throw new ApiFailure(409, ANSWER_RECORDED);
  if (input.index > answers.length) throw new ApiFailure(409, ANSWER_OUT_OF_ORDER);
  const plan = planOf(row);
  const step = placementStep(plan, answers);
  if (step.done) {
    // Every answer was taken, and the server stopped before it set the level: set it now.
    const finished = await finishPlacement(db, row, step.level, now());
    if (finished) return { done: true, level: String(step.level) };
    throw new ApiFailure(409, PLACEMENT_FINISHED);
  }

  const problem = placementProblem(row.id, plan.subject, step.level, step.index);
  const answer = placementAnswer(problem, step.level, input.entries ?? null);
  const recorded = await recordAnswer(db, row, answer);
  // Another request recorded an answer since this one read the placement: this one is late.
  if (!recorded) throw new ApiFailure(409, ANSWER_RECORDED);

  const after = placementStep(plan, answersOf(recorded));
  if (!after.done) return { done: false, next: { level: after.level, index: after.index } };
  const finished = await finishPlacement(db, recorded, after.level, now());
  return {
    done: true,
    level: String(after.level),
    ...(finished ? { stars: student.stars + PLACEMENT_STARS } : {}),
  };
};
