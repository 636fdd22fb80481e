import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createRandom,
  generateQuizProblem,
  isSubject,
  type Problem,
  QUIZ_LEVELS,
  type Subject,
} from '@mathsteps/domain';

/** Problems in one round of the simple quiz (docs/product.md). */
export const QUIZ_LENGTH = 10;

export const QUIZ_DEFAULTS = { subject: 'multiplication' as Subject, level: 1 };

export interface QuizSettings {
  subject: Subject;
  level: number;
  /**
   * Why a given value was not used, for a link someone typed or edited by hand; in the page's
   * language when drawn (docs/languages.md).
   */
  problems: MessageDescriptor[];
}

/**
 * The quiz's operation and level: from navigation state when a screen sent them, else from
 * the query (`?operation=division&level=3`), else the defaults. A value that is not an
 * operation or not a whole level in range falls back to its default, with a reason.
 */
export function quizSettings(query: URLSearchParams, state: unknown): QuizSettings {
  const fromState = (state ?? {}) as { operation?: unknown; level?: unknown };
  const operation = fromState.operation ?? query.get('operation');
  const level = fromState.level ?? query.get('level');
  const problems: MessageDescriptor[] = [];

  let subject = QUIZ_DEFAULTS.subject;
  if (operation !== null && operation !== undefined && operation !== '') {
    const wanted = String(operation).trim().toLowerCase();
    if (isSubject(wanted)) subject = wanted;
    else
      problems.push(
        msg`"${String(operation)}" is not an operation we practice, so this quiz is multiplication.`,
      );
  }

  let chosenLevel = QUIZ_DEFAULTS.level;
  if (level !== null && level !== undefined && level !== '') {
    const number = Number(level);
    if (Number.isInteger(number) && number >= QUIZ_LEVELS.min && number <= QUIZ_LEVELS.max) {
      chosenLevel = number;
    } else {
      const { min, max } = QUIZ_LEVELS;
      problems.push(
        msg`Level "${String(level)}" is not a whole number from ${min} to ${max}, so this quiz is level 1.`,
      );
    }
  }
  return { subject, level: chosenLevel, problems };
}

/** Ten problems made in the browser; each round gets its own seed. */
export function quizRound(subject: Subject, level: number, seed: number): Problem[] {
  const random = createRandom(seed);
  return Array.from({ length: QUIZ_LENGTH }, () => generateQuizProblem(subject, level, random));
}

export interface QuizChoice {
  label: MessageDescriptor;
  /** The level of the next round, or 'back' to leave the quiz. */
  to: number | 'back';
}

export interface QuizOutcome {
  title: MessageDescriptor;
  message: MessageDescriptor;
  choices: QuizChoice[];
}

/**
 * The outcome dialog after ten problems (docs/product.md): 0-4 right, keep
 * practicing (same level or go back); 5-8, a lower level or continue; 9-10, the next level
 * or stay. There is no step
 * below the lowest level or above the highest.
 */
export function quizOutcome(correct: number, level: number): QuizOutcome {
  const total = QUIZ_LENGTH;
  const lower = Math.max(level - 1, QUIZ_LEVELS.min);
  const higher = Math.min(level + 1, QUIZ_LEVELS.max);
  if (correct <= 4) {
    return {
      title: msg`Keep practicing!`,
      message: msg`You got ${correct} of ${total} right on the first try. Another round at this level will help.`,
      choices: [
        { label: msg`Try Level ${level} Again`, to: level },
        { label: msg`Go Back`, to: 'back' },
      ],
    };
  }
  if (correct <= 8) {
    return {
      title: msg`Good effort!`,
      message: msg`You got ${correct} of ${total} right on the first try. Try an easier level, or keep going at this one.`,
      choices: [
        ...(lower < level ? [{ label: msg`Try Level ${lower}`, to: lower }] : []),
        { label: msg`Continue`, to: level },
      ],
    };
  }
  return {
    title: msg`Great job!`,
    message: msg`You got ${correct} of ${total} right on the first try. You are ready for the next level.`,
    choices: [
      ...(higher > level ? [{ label: msg`Try Level ${higher}`, to: higher }] : []),
      { label: msg`Stay at Level ${level}`, to: level },
    ],
  };
}
