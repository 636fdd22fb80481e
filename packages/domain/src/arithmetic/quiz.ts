import type { Random } from '../random';
import { type Problem, type Subject, solve } from './problem';

/**
 * The simple quiz at /math-problems (docs/product.md): numbers up to min(10 x level, 1000) for
 * addition and subtraction, factors up to min(5 + level, 20) for multiplication and division.
 */
export function quizMaximum(subject: Subject, level: number): number {
  return subject === 'addition' || subject === 'subtraction'
    ? Math.min(10 * level, 1000)
    : Math.min(5 + level, 20);
}

export const QUIZ_LEVELS = { min: 1, max: 100 } as const;

export function generateQuizProblem(subject: Subject, level: number, random: Random): Problem {
  if (!Number.isInteger(level) || level < QUIZ_LEVELS.min || level > QUIZ_LEVELS.max) {
    throw new RangeError(`Quiz levels run from ${QUIZ_LEVELS.min} to ${QUIZ_LEVELS.max}`);
  }
  const max = quizMaximum(subject, level);
  const a = random.int(0, max);
  const b = random.int(0, max);
  switch (subject) {
    case 'addition':
    case 'multiplication':
      return solve(subject, a, b);
    case 'subtraction':
      return solve(subject, Math.max(a, b), Math.min(a, b));
    case 'division': {
      // Built from divisor x quotient, both from 1, so it is exact and valid.
      const divisor = random.int(1, max);
      return solve(subject, divisor * random.int(1, max), divisor);
    }
  }
}
