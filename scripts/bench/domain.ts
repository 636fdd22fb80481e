// Domain figures: problems generated, laid out and graded per second; the level rules' steps
// (docs/decisions/0027-placement.md) per second, as a device or the server runs them.
import {
  boxesOf,
  createRandom,
  expectedEntries,
  generateProblem,
  gradeProblem,
  type LevelWork,
  levelDecision,
  type PlacementAnswer,
  type PlacementPlan,
  placementStep,
  RECENT_ASSIGNMENTS,
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
  return callsPerSecond(once, { warmUp: 5000, batch: 500 });
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

/**
 * Calls of `once` per second over MEASURE_MS, after `warmUp` calls for the JIT; the clock is
 * read after every `batch` calls (many, where a call is far shorter than reading it).
 */
function callsPerSecond(once: () => void, { warmUp = 20, batch = 1 } = {}): number {
  for (let i = 0; i < warmUp; i++) once();
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MEASURE_MS) {
    for (let i = 0; i < batch; i++) once();
    count += batch;
  }
  return (count / (performance.now() - start)) * 1000;
}

/**
 * The level rules at work: the next step of a placement half done (the device runs it after
 * every problem, offline) and the decision after an assignment, from a subject with eight
 * assignments kept and with all it keeps, RECENT_ASSIGNMENTS (the server runs it when an
 * assignment is finished; the belief reads every one kept).
 */
export function benchLevelRules(): void {
  const random = createRandom('bench:level-rules');
  const cases = Array.from({ length: 40 }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const plan: PlacementPlan = { kind: 'placement', subject, grade: 1 + (i % 7), level: 0 };
    const answers: PlacementAnswer[] = Array.from({ length: random.int(0, 11) }, () => ({
      level: random.int(0, 19),
      boxes: random.int(3, 30),
      right: random.next() < 0.6,
    }));
    const recent: LevelWork[] = Array.from({ length: RECENT_ASSIGNMENTS }, () => ({
      level: random.int(5, 8),
      correct: random.int(3, 10),
      questions: 10,
    }));
    return { plan, answers, recent };
  });
  let next = 0;
  const each = (run: (c: (typeof cases)[number]) => void) => () => {
    run(cases[next++ % cases.length]!);
  };
  const steps = callsPerSecond(each((c) => placementStep(c.plan, c.answers)));
  const decisions = (kept: number) =>
    callsPerSecond(each((c) => levelDecision(c.plan.subject, 7, c.recent.slice(-kept))));
  const [eight, all] = [decisions(8), decisions(RECENT_ASSIGNMENTS)];
  console.log('\nLevel rules: calls per second (one core)\n');
  console.log(
    `| placement step | level decision, 8 kept | level decision, ${RECENT_ASSIGNMENTS} kept |`,
  );
  console.log('|---:|---:|---:|');
  console.log(`| ${Math.round(steps)} | ${Math.round(eight)} | ${Math.round(all)} |`);
}
