import {
  firstTryOf,
  type OpenPlacement,
  type PlacementAnswer,
  type PlacementStep,
  type Problem,
  placementAnswer,
  placementProblem,
  placementStep,
  type Subject,
} from '@mathsteps/domain';

/**
 * Where a placement stands on this device: the answers the server has, then those given here
 * and not taken yet, one per problem in order; the next problem, or the level found. Pure, so
 * the child's screen and its tests read it alike (docs/decisions/0027-placement.md).
 */
export function placementNow(
  placement: OpenPlacement,
  waiting: readonly { index: number; answer: PlacementAnswer }[],
): { answers: PlacementAnswer[]; step: PlacementStep } {
  const answers = [...placement.answers];
  for (const work of [...waiting].sort((a, b) => a.index - b.index)) {
    if (work.index === answers.length) answers.push(work.answer);
  }
  return { answers, step: placementStep(placement, answers) };
}

/** The problem of a step, as the server draws it (method-free: its grid is the child's own). */
export function stepProblem(placement: OpenPlacement, level: number, index: number): Problem {
  return placementProblem(placement.id, placement.subject, level, index);
}

/**
 * What the device sends and keeps of an answer: the first try in method-free box order (the
 * grid's own method has the same answer boxes), or null for "I haven't learned this yet".
 */
export function answerOf(
  problem: Problem,
  level: number,
  entries: Record<string, string> | null,
): { entries: string | null; answer: PlacementAnswer } {
  const written = entries === null ? null : firstTryOf(problem, entries).entries;
  return { entries: written, answer: placementAnswer(problem, level, written) };
}

/**
 * The placement a sitting shows. The one already on screen stays while it runs and once it
 * has ended, though the server stops listing it when its last answer is taken (the screen may
 * be drawn anew then, as answers kept offline reach it); only an open placement of the subject
 * asked for, another one, takes its place. With none on screen: the subject's open one, else
 * the first that waits.
 */
export function placementToShow(
  onScreen: OpenPlacement | undefined,
  open: readonly OpenPlacement[],
  subject: Subject | undefined,
): OpenPlacement | undefined {
  const ofSubject = open.find((placement) => placement.subject === subject);
  if (onScreen && (!ofSubject || ofSubject.id === onScreen.id)) return onScreen;
  return ofSubject ?? open[0];
}
