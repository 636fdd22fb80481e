import {
  type Box,
  boxesOf,
  type Level,
  type Problem,
  paperPath,
  spokenNextBox,
  spokenProblem,
} from '@mathsteps/domain';

/**
 * What a new problem reads aloud (issue 41): the problem in words and the box to start
 * with. Apart from read-aloud.ts so that only the problem screens load the paper path.
 */

/** The box the child types first, on the paper path of the grid at this level. */
export function firstBoxOf(problem: Problem, level?: number): Box | undefined {
  const boxes = boxesOf(problem);
  return boxes[paperPath(problem, boxes, level as Level | undefined).chain[0] ?? 0];
}

/** A new problem: the problem in words, then the box to start with. */
export function problemWords(problem: Problem, grade: number | undefined, first?: Box): string {
  const said = spokenProblem(problem, grade ?? 3);
  const sentence = `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  return first ? `${sentence} ${spokenNextBox(first)}` : sentence;
}
