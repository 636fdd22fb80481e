// The level rules on simulated children of known truth (docs/decisions/0027-placement.md): the
// placement that finds a level in one sitting, and the pacing rule after it, on every model of
// child-models.ts, each from the placement's level, from level 0, from the parent's tier (at
// or below the child's right level) and 4 levels too high. The worst model is the one that counts.
import {
  createRandom,
  firstGuess,
  type Level,
  type LevelWork,
  levelDecision,
  MAX_LEVEL,
  type PlacementAnswer,
  type PlacementKind,
  placementStep,
  type Random,
  RECENT_ASSIGNMENTS,
} from '@mathsteps/domain';
import {
  drawChild,
  drawProblem,
  MODELS,
  type ModelName,
  requiredCount,
  rightLevel,
  type SimChild,
} from './child-models';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 400);
/** BENCH_MODELS=sick,gentle runs only those models (every model when not set). */
const CHOSEN = process.env.BENCH_MODELS?.split(',');
const DAYS = 40;
const QUESTIONS = 10;
const TIER_STARTS = [0, 4, 7, 11];
/** Forgetters are away five weeks after this many days of work, then re-checked. */
const AWAY_AFTER = 12;

/** A placement or re-check as a child does it: the levels asked, and the level found. */
function place(
  child: SimChild,
  kind: PlacementKind,
  start: { grade: number; level: number },
  random: Random,
): { level: Level; asked: number } {
  const plan = { kind, subject: child.subject, grade: start.grade, level: start.level };
  const answers: PlacementAnswer[] = [];
  for (;;) {
    const step = placementStep(plan, answers);
    if (step.done) return { level: step.level, asked: step.asked };
    const problem = drawProblem(child.subject, step.level, random);
    answers.push({
      level: step.level,
      boxes: requiredCount(problem),
      // "I haven't learned this yet" counts as not known (docs/product.md "Finding the level").
      right: !child.skips(problem, random) && child.answers(problem, random),
    });
  }
}

/** The school grade whose first guess is nearest the child's right level, give or take one. */
function gradeOf(child: SimChild, right: Level, random: Random): number {
  let grade = 1;
  for (let g = 1; g <= 7; g++) {
    const guess = firstGuess({ kind: 'placement', subject: child.subject, grade: g, level: 0 });
    const best = firstGuess({ kind: 'placement', subject: child.subject, grade, level: 0 });
    if (Math.abs(guess - right) < Math.abs(best - right)) grade = g;
  }
  return Math.min(7, Math.max(1, grade + random.int(-1, 1)));
}

interface Day {
  level: Level;
  right: Level;
  expected: number;
}

/** 40 days of one assignment each, pressing the option shown first. */
export function live(
  child: SimChild,
  start: Level,
  grade: number,
  goesAway: boolean,
  random: Random,
): Day[] {
  let level = start;
  const history: LevelWork[] = [];
  const days: Day[] = [];
  for (let day = 0; day < DAYS; day++) {
    if (goesAway && day === AWAY_AFTER) {
      child.away(35);
      level = place(child, 'recheck', { grade, level }, random).level;
      // A re-check starts the subject's recent work afresh, as the server does.
      history.length = 0;
    }
    days.push({ level, right: rightLevel(child), expected: child.expected(level) });
    let correct = 0;
    for (let q = 0; q < QUESTIONS; q++) {
      if (child.answers(drawProblem(child.subject, level, random), random)) correct++;
    }
    child.worked(level);
    history.push({ level, correct, questions: QUESTIONS });
    const decision = levelDecision(child.subject, level, history.slice(-RECENT_ASSIGNMENTS));
    if (decision.moveTo !== null) level = decision.moveTo;
    else if (decision.options[0] === 'advance') level = Math.min(MAX_LEVEL, level + 1);
    else if (decision.options[0] === 'decrease') level = Math.max(0, level - 1);
  }
  return days;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ??
  0;

const STARTS = ['placement', 'level 0', 'parent tier', '4 too high'] as const;
type Start = (typeof STARTS)[number];

interface Tally {
  lastDays: number;
  inBand: number;
  days: number;
  tooHard: number;
  high: number;
  highWithin5: number;
}

function modelFigures(model: ModelName) {
  const placement = { children: 0, withinOne: 0, twoHigh: 0, asked: [] as number[] };
  const tallies = Object.fromEntries(
    STARTS.map((start) => [
      start,
      { lastDays: 0, inBand: 0, days: 0, tooHard: 0, high: 0, highWithin5: 0 },
    ]),
  ) as Record<Start, Tally>;
  for (let n = 0; n < CHILDREN; n++) {
    const seed = `${model}:${n}`;
    const fresh = () => drawChild(model, createRandom(seed));
    const probe = fresh();
    const right = rightLevel(probe);
    // Each child's draws come from its own sources, one for its placement and one for each
    // start's 40 days: a changed rule meets the same children on the same days (until their
    // paths part), so two runs compare rule with rule, not one sample with another.
    const grade = gradeOf(probe, right, createRandom(`${seed}:grade`));
    const placed = place(
      probe,
      'placement',
      { grade, level: 0 },
      createRandom(`${seed}:placement`),
    );
    placement.children++;
    placement.asked.push(placed.asked);
    if (Math.abs(placed.level - right) <= 1) placement.withinOne++;
    if (placed.level >= right + 2) placement.twoHigh++;
    const starts: Record<Start, Level> = {
      placement: placed.level,
      'level 0': 0,
      'parent tier': Math.max(...TIER_STARTS.filter((tier) => tier <= right)),
      '4 too high': right + 4,
    };
    for (const start of STARTS) {
      if (starts[start] > MAX_LEVEL) continue;
      const days = live(
        fresh(),
        starts[start],
        grade,
        model === 'forgetter',
        createRandom(`${seed}:${start}`),
      );
      const tally = tallies[start];
      for (const day of days.slice(-10)) {
        tally.lastDays++;
        if (day.level === day.right || day.level === day.right + 1) tally.inBand++;
      }
      for (const day of days) {
        tally.days++;
        if (day.expected < 0.6) tally.tooHard++;
      }
      if (start === '4 too high') {
        tally.high++;
        if (days.slice(0, 6).some((day) => day.level <= day.right + 1)) tally.highWithin5++;
      }
    }
  }
  return { placement, tallies };
}

export function benchLevels(): void {
  console.log(
    `\nPlacement: ${CHILDREN} simulated children per model, one sitting from the child's grade (give or take one)\n`,
  );
  console.log(
    '| model | within one of the right level | 2+ levels too high | problems (median) | problems (90th percentile) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const all = MODELS.filter((model) => !CHOSEN || CHOSEN.includes(model)).map(
    (model) => [model, modelFigures(model)] as const,
  );
  for (const [model, { placement }] of all) {
    console.log(
      `| ${model} | ${pct(placement.withinOne, placement.children)} | ${pct(placement.twoHigh, placement.children)} | ${median(placement.asked)} | ${quantile(placement.asked, 0.9)} |`,
    );
  }
  console.log('| goal | >= 90% | | <= 12 | |');
  console.log(
    `\nPacing: the same children, ${DAYS} days of one ${QUESTIONS}-problem assignment, pressing the option shown first (forgetters away 5 weeks after day ${AWAY_AFTER}, then re-checked)\n`,
  );
  console.log(
    '| model | start | last 10 days at right level or one above | days at a level under 60% | 4 too high: at most one above within 5 days |',
  );
  console.log('|---|---|---:|---:|---:|');
  for (const [model, { tallies }] of all) {
    for (const start of STARTS) {
      const t = tallies[start];
      const high = start === '4 too high' ? pct(t.highWithin5, t.high) : '';
      console.log(
        `| ${model} | ${start} | ${pct(t.inBand, t.lastDays)} | ${pct(t.tooHard, t.days)} | ${high} |`,
      );
    }
  }
  console.log('| goal | every start | >= 90% | <= 10% | >= 95% |');
}
