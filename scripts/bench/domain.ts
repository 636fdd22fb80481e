// Domain figures: problems generated, laid out and graded per second.
import {
  boxesOf,
  createRandom,
  expectedEntries,
  generateProblem,
  gradeProblem,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';

const MEASURE_MS = 1000;
const LEVELS = [0, 10, 19];

/** Problems generated, laid out as a grid and graded (with the right answer) per second. */
function problemsPerSecond(subject: Subject, level: number): number {
  const random = createRandom(`bench:${subject}:${level}`);
  const once = () => {
    const problem = generateProblem(subject, level, random);
    const boxes = boxesOf(problem);
    if (!gradeProblem(problem, expectedEntries(boxes), boxes).complete)
      throw new Error('grading failed');
  };
  for (let i = 0; i < 5000; i++) once(); // warm up the JIT
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MEASURE_MS) {
    for (let i = 0; i < 500; i++) once();
    count += 500;
  }
  return (count / (performance.now() - start)) * 1000;
}

const TARGET = 100_000;

export function benchDomain(): void {
  console.log('Domain: problems generated and graded per second (target >= 100,000)\n');
  console.log(`| subject        | ${LEVELS.map((l) => `level ${l}`.padStart(10)).join(' | ')} |`);
  console.log(`|----------------|${LEVELS.map(() => '-'.repeat(12)).join('|')}|`);
  let allMet = true;
  for (const subject of SUBJECTS) {
    const cells = LEVELS.map((level) => {
      const rate = problemsPerSecond(subject, level);
      if (rate < TARGET) allMet = false;
      return `${Math.round(rate).toLocaleString('en-US')}${rate < TARGET ? ' !' : ''}`.padStart(10);
    });
    console.log(`| ${subject.padEnd(14)} | ${cells.join(' | ')} |`);
  }
  console.log(
    allMet ? '\nAll at or above the target.' : '\n! below the target of 100,000 per second.',
  );
}
