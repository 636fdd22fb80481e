import {
  boxesOf,
  boxId,
  factOf,
  type Language,
  type Level,
  type Problem,
  paperPath,
  spokenFactStart,
  spokenNextBox,
  spokenProblem,
} from '@mathsteps/domain';
import { asSentence } from './read-aloud';
import type { Sentence } from './speech';

/**
 * What a new problem reads aloud: the problem in words, then the box to start
 * with (highlighted while it is named), or for a number fact "Type the answer.". Apart from read-aloud.ts so that only the problem
 * screens load the paper path.
 */
export function problemWords(
  problem: Problem,
  grade: number | undefined,
  level?: number,
  language: Language = 'en',
): Sentence[] {
  const said: Sentence[] = [{ text: asSentence(spokenProblem(problem, grade ?? 3, language)) }];
  // A fact is one field, typed as written: its places are no boxes the child sees.
  if (factOf(problem)) return [...said, { text: spokenFactStart(language) }];
  const boxes = boxesOf(problem);
  const first = paperPath(problem, boxes, level as Level | undefined).chain[0];
  const box = first === undefined ? undefined : boxes[first];
  if (box) said.push({ text: spokenNextBox(box, language), box: boxId(box) });
  return said;
}
