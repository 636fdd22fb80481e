import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  boxesOf,
  boxId,
  factOf,
  type Grading,
  type Language,
  type Problem,
  spokenFactWrong,
  spokenText,
  spokenWrongBox,
} from '@mathsteps/domain';
import { useEffect, useState } from 'react';
import { getSession } from '../../lib/session';
import { problemWords } from './problem-words';
import { spokenLanguage } from './read-aloud';
import { type Sentence, say, stopSpeaking, useAutoRead } from './speech';

/**
 * Reading a problem screen aloud, for the assignments and practice alike: the
 * words of the problem on screen (for its speaker: the problem, then the box to start with,
 * the red box to look at again or "Correct!"), read on their own when the child's "Read
 * aloud" is on, as are the feedback after a submit and "Show me how". The box a sentence is
 * about is highlighted while it is read.
 */
export function useProblemReading(problem: Problem | undefined, level: number | undefined) {
  const { i18n } = useLingui();
  const language = spokenLanguage(i18n);
  const autoRead = useAutoRead();
  const session = getSession();
  const grade = session?.role === 'student' ? session.grade : undefined;
  // What the last submit said (a red box, or "Correct!"), until the next problem.
  const [feedback, setFeedback] = useState<{ problem: Problem; sentence: Sentence }>();
  const words: Sentence[] = problem ? problemWords(problem, grade, level, language) : [];
  if (problem && feedback?.problem === problem) {
    words.splice(1, words.length - 1, feedback.sentence);
  }
  const tell = (shown: Problem, sentence: Sentence) => {
    setFeedback({ problem: shown, sentence });
    if (autoRead) say([sentence]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when a problem appears.
  useEffect(() => {
    if (autoRead && words.length > 0) say(words);
  }, [problem, autoRead]);
  useEffect(() => stopSpeaking, []);
  return {
    words,
    /** A submit with red boxes: the first is named. */
    submitted(shown: Problem, grading: Grading) {
      const first = grading.wrong[0];
      if (first !== undefined) tell(shown, wrongBoxSentence(shown, first, language));
    },
    /** The problem is solved: "Correct!", and the button that goes on. */
    solved(shown: Problem, nextLabel: string) {
      tell(shown, { text: i18n._(msg`Correct! Tap ${nextLabel} to go on.`) });
    },
    /** "Show me how"'s words about a box, as they are said (for its speaker). */
    explanation: (text: string, explainedBox: number) =>
      problem ? explanationWords(problem, text, explainedBox, grade, language) : [],
    /** "Show me how" explained a box: its words as they are said, not as printed. */
    explained(text: string, explainedBox: number) {
      if (autoRead && problem) say(explanationWords(problem, text, explainedBox, grade, language));
    },
  };
}

/** What a submit with red boxes says: the first red box, or for a number fact to try again. */
export function wrongBoxSentence(
  problem: Problem,
  index: number,
  language: Language = 'en',
): Sentence {
  if (factOf(problem)) return { text: spokenFactWrong(language) };
  const box = boxesOf(problem)[index]!;
  return { text: spokenWrongBox(box, language), box: boxId(box) };
}

/** "Show me how" as it is read: about the box it explains. */
export function explanationWords(
  problem: Problem,
  text: string,
  index: number,
  grade?: number,
  language: Language = 'en',
): Sentence[] {
  return [{ text: spokenText(text, grade ?? 3, language), box: boxId(boxesOf(problem)[index]!) }];
}
