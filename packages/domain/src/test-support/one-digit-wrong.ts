import fc from 'fast-check';
import { generateProblem, LEVELS } from '../arithmetic/curriculum';
import { type Box, expectedEntries } from '../arithmetic/grid';
import { boxesOf, type Problem, type Subject } from '../arithmetic/problem';
import { createRandom } from '../random';

/**
 * A property over random problems of the subject at every level: for each graded box,
 * the right entries with that one box changed to another digit. Shared by the tests of
 * grading and of Show me how (tests only; not exported by the package).
 */
export function forEachOneDigitWrong(
  subject: Subject,
  numRuns: number,
  check: (problem: Problem, boxes: Box[], entries: string[], index: number) => void,
): void {
  fc.assert(
    fc.property(
      fc.integer(),
      fc.integer({ min: 0, max: LEVELS - 1 }),
      fc.integer({ min: 1, max: 9 }),
      (seed, level, shift) => {
        const problem = generateProblem(subject, level, createRandom(seed));
        const boxes = boxesOf(problem);
        const right = expectedEntries(boxes);
        boxes.forEach((box, index) => {
          if (!box.graded) return;
          const entries = [...right];
          entries[index] = String(((box.expected ?? 0) + shift) % 10);
          check(problem, boxes, entries, index);
        });
      },
    ),
    { numRuns },
  );
}
