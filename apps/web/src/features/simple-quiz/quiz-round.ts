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
  /** Why a given value was not used, for a link someone typed or edited by hand. */
  problems: string[];
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
  const problems: string[] = [];

  let subject = QUIZ_DEFAULTS.subject;
  if (operation !== null && operation !== undefined && operation !== '') {
    const wanted = String(operation).trim().toLowerCase();
    if (isSubject(wanted)) subject = wanted;
    else
      problems.push(
        `"${String(operation)}" is not an operation we practice, so this quiz is multiplication.`,
      );
  }

  let chosenLevel = QUIZ_DEFAULTS.level;
  if (level !== null && level !== undefined && level !== '') {
    const number = Number(level);
    if (Number.isInteger(number) && number >= QUIZ_LEVELS.min && number <= QUIZ_LEVELS.max) {
      chosenLevel = number;
    } else {
      problems.push(
        `Level "${String(level)}" is not a whole number from ${QUIZ_LEVELS.min} to ${QUIZ_LEVELS.max}, so this quiz is level 1.`,
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
  label: string;
  /** The level of the next round, or 'back' to leave the quiz. */
  to: number | 'back';
}

export interface QuizOutcome {
  title: string;
  message: string;
  choices: QuizChoice[];
}

/**
 * The outcome dialog after ten problems (docs/product.md): 0-4 right, keep
 * practicing (same level or go back); 5-8, a lower level or continue; 9-10, the next level
 * or stay. There is no step
 * below the lowest level or above the highest.
 */
export function quizOutcome(correct: number, level: number): QuizOutcome {
  const score = `You got ${correct} of ${QUIZ_LENGTH} right on the first try.`;
  const lower = Math.max(level - 1, QUIZ_LEVELS.min);
  const higher = Math.min(level + 1, QUIZ_LEVELS.max);
  if (correct <= 4) {
    return {
      title: 'Keep practicing!',
      message: `${score} Another round at this level will help.`,
      choices: [
        { label: `Try Level ${level} Again`, to: level },
        { label: 'Go Back', to: 'back' },
      ],
    };
  }
  if (correct <= 8) {
    return {
      title: 'Good effort!',
      message: `${score} Try an easier level, or keep going at this one.`,
      choices: [
        ...(lower < level ? [{ label: `Try Level ${lower}`, to: lower }] : []),
        { label: 'Continue', to: level },
      ],
    };
  }
  return {
    title: 'Great job!',
    message: `${score} You are ready for the next level.`,
    choices: [
      ...(higher > level ? [{ label: `Try Level ${higher}`, to: higher }] : []),
      { label: `Stay at Level ${level}`, to: level },
    ],
  };
}
