import {
  boxesOf,
  boxId,
  type Level,
  type Problem,
  paperPath,
  spokenNextBox,
  spokenProblem,
} from '@mathsteps/domain';
import { asSentence } from './read-aloud';
import type { Sentence } from './speech';

/**
 * What a new problem reads aloud (issue 41): the problem in words, then the box to start
 * with (highlighted while it is named). Apart from read-aloud.ts so that only the problem
 * screens load the paper path.
 */
export function problemWords(
  problem: Problem,
  grade: number | undefined,
  level?: number,
): Sentence[] {
  const boxes = boxesOf(problem);
  const first = paperPath(problem, boxes, level as Level | undefined).chain[0];
  const said: Sentence[] = [{ text: asSentence(spokenProblem(problem, grade ?? 3)) }];
  const box = first === undefined ? undefined : boxes[first];
  if (box) said.push({ text: spokenNextBox(box), box: boxId(box) });
  return said;
}
