import { boxesOf, type Grading, type Problem, spokenText, spokenWrongBox } from '@mathsteps/domain';
import { useEffect } from 'react';
import { getSession } from '../../lib/session';
import { firstBoxOf, problemWords } from './problem-words';
import { say, stopSpeaking, useAutoRead } from './speech';

/**
 * Reading a problem screen aloud (issue 41), for the assignments and practice alike: the
 * words of the problem on screen (for its speaker), read on their own when the child's "Read
 * aloud" is on, as are the first red box after a submit and "Show me how".
 */
export function useProblemReading(problem: Problem | undefined, level: number) {
  const autoRead = useAutoRead();
  const session = getSession();
  const grade = session?.role === 'student' ? session.grade : undefined;
  const words = problem ? problemWords(problem, grade, firstBoxOf(problem, level)) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when a problem appears.
  useEffect(() => {
    if (autoRead && words) say(words);
  }, [problem, autoRead]);
  useEffect(() => stopSpeaking, []);
  return {
    words,
    /** A submit with red boxes: the first is named. */
    submitted(shown: Problem, grading: Grading) {
      const red = grading.wrong[0];
      if (autoRead && red !== undefined) say(spokenWrongBox(boxesOf(shown)[red]!));
    },
    /** "Show me how" explained a box: its words as they are said, not as printed. */
    explained(text: string) {
      if (autoRead) say(spokenText(text, grade ?? 3));
    },
  };
}
