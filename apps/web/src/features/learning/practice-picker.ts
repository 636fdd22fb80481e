import { createRandom, generateProblem, operandsOf, SIGNS, type Subject } from '@mathsteps/domain';

/**
 * A level shown the way a child knows it, by a problem of that level ("47 + 38") rather
 * than a number; the same example every time (seeded by subject and level).
 */
export function levelExample(subject: Subject, level: number): string {
  const problem = generateProblem(subject, level, createRandom(`example-${subject}-${level}`));
  const [a, b] = operandsOf(problem);
  return `${a} ${SIGNS[subject]} ${b}`;
}

/** The levels offered for practice (docs/product.md): from 1 (our 0) up to the ceiling. */
export function levelsUpTo(ceiling: number): number[] {
  return Array.from({ length: Math.max(0, ceiling) + 1 }, (_, level) => level);
}
