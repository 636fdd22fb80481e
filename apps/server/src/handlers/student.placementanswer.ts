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
  if (!row) throw ApiFailure.refusing(404, { code: 'placement_not_found' });
  if (row.finishedAt !== null) throw ApiFailure.refusing(409, { code: 'placement_finished' });
  const answers = answersOf(row);
  if (input.index < answers.length) throw ApiFailure.refusing(409, { code: 'answer_recorded' });
  if (input.index > answers.length) throw ApiFailure.refusing(409, { code: 'answer_out_of_order' });
  const plan = planOf(row);
  const step = placementStep(plan, answers);
  if (step.done) {
    // Every answer was taken, and the server stopped before it set the level: set it now.
    const finished = await finishPlacement(db, row, step.level, now());
    if (finished) return { done: true, level: String(step.level) };
    throw ApiFailure.refusing(409, { code: 'placement_finished' });
  }

  const problem = placementProblem(row.id, plan.subject, step.level, step.index);
  const answer = placementAnswer(problem, step.level, input.entries ?? null);
  const recorded = await recordAnswer(db, row, answer);
  // Another request recorded an answer since this one read the placement: this one is late.
  if (!recorded) throw ApiFailure.refusing(409, { code: 'answer_recorded' });

  const after = placementStep(plan, answersOf(recorded));
  if (!after.done) return { done: false, next: { level: after.level, index: after.index } };
  const finished = await finishPlacement(db, recorded, after.level, now());
  return {
    done: true,
    level: String(after.level),
    ...(finished ? { stars: student.stars + PLACEMENT_STARS } : {}),
  };
};
