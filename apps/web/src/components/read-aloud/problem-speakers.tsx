import type { Problem } from '@mathsteps/domain';
import { problemWords } from './problem-words';
import { Speaker } from './speaker';
import { explanationWords } from './use-problem-reading';

/**
 * The speakers of a visitor's free problems, loaded after the grid so that the
 * page's first download stays small: a visitor has no "Read aloud" setting, so nothing is
 * read without a tap, and no grade, so the signs are said as from grade 3 ("minus").
 */
export function ProblemSpeaker({ problem, level }: { problem: Problem; level: number }) {
  return <Speaker text={problemWords(problem, undefined, level)} />;
}

export function ExplanationSpeaker({
  problem,
  text,
  box,
}: {
  problem: Problem;
  text: string;
  box: number;
}) {
  return <Speaker text={explanationWords(problem, text, box)} />;
}
