// Targeted practice sets judged on simulated children (decision 0020): does a set clear a
// bug the child still has, and does it clear a bug the child never had? The children's bugs
// are the bench's own implementation of the published rules (published-bugs.ts).
import {
  createRandom,
  operandsOf,
  type Problem,
  probeOutcome,
  probeProblems,
  type Random,
} from '@mathsteps/domain';
import { type ChildBug, ONE_BUG } from './published-bugs';

const CHILDREN = 400;
/** A slip: a digit of the answer written wrong, this often per digit. */
const SLIP = 0.05;

const rightAnswer = (problem: Problem) => {
  const [a, b] = operandsOf(problem);
  return problem.subject === 'addition' ? a + b : problem.subject === 'subtraction' ? a - b : a * b;
};

/** The answer with each digit slipped at SLIP: another digit in its place. */
function withSlips(answer: number, random: Random): string {
  return [...String(answer)]
    .map((digit) =>
      random.next() < SLIP ? String((Number(digit) + random.int(1, 9)) % 10) : digit,
    )
    .join('');
}

/** A child whose bug is not stable: it shows on this share of the problems (Ashlock's "not always"). */
const SOMETIMES = 0.7;

/**
 * How often a set is passed (cleared): by children with the bug on every problem, with it on
 * SOMETIMES of them, and without it.
 */
function passRates(bug: ChildBug) {
  let withBug = 0;
  let sometimes = 0;
  let without = 0;
  for (let child = 0; child < CHILDREN; child++) {
    const random = createRandom(`practice:${bug.name}:${child}`);
    const level = random.int(bug.subject === 'multiplication' ? 8 : 2, 12);
    const problems = probeProblems(bug.catalog[0]!, bug.subject, level, `set:${bug.name}:${child}`);
    const answer = (work: (problem: Problem) => number) =>
      problems.map((problem) => ({ problem, answer: withSlips(work(problem), random) }));
    const buggy = answer((problem) => bug.work(...operandsOf(problem)));
    if (probeOutcome(bug.catalog[0]!, buggy).outcome === 'cleared') withBug++;
    const mixed = answer((problem) =>
      random.next() < SOMETIMES ? bug.work(...operandsOf(problem)) : rightAnswer(problem),
    );
    if (probeOutcome(bug.catalog[0]!, mixed).outcome === 'cleared') sometimes++;
    if (probeOutcome(bug.catalog[0]!, answer(rightAnswer)).outcome === 'cleared') without++;
  }
  const pct = (n: number) => `${((100 * n) / CHILDREN).toFixed(1)}%`;
  return { withBug: pct(withBug), sometimes: pct(sometimes), without: pct(without) };
}

export function benchPracticeSets(): void {
  console.log(
    `\nTargeted practice sets: ${CHILDREN} children per bug, with the bug on every problem, on ${SOMETIMES * 100}% of them, and without it; slips ${SLIP * 100}% a digit\n`,
  );
  console.log(
    `| child's bug (published rule) | set for | with the bug: passed | on ${SOMETIMES * 100}% of problems: passed | without it: passed |`,
  );
  console.log('|---|---|---:|---:|---:|');
  for (const bug of ONE_BUG) {
    const { withBug, sometimes, without } = passRates(bug);
    console.log(`| ${bug.name} | ${bug.catalog[0]} | ${withBug} | ${sometimes} | ${without} |`);
  }
  console.log('| goal | | <= 5% | | >= 95% |');
}
