// How well could any placement do? (docs/decisions/0027-placement.md, "What is not reached yet")
// An ideal observer of the cliff children: it knows their model exactly (mastered up to M, 40%,
// 20%, 10% of the usual chance above it, every required box slipping at the child's rate) and
// reads the same whole-problem answers as the placement, asks by the same rule (the level
// whose answer leaves the right level least uncertain) and stops by the same rule. Only its
// belief about the child's slip rate is varied: the rules' range, or the cliff model's own.
// What it misses, no placement of whole-problem answers can find. The same observer then paces
// the children for 40 days (one 10-problem assignment a day, all of it remembered), each day
// moving to the level most likely the right one or one above (up one or down up to three):
// what the pacing rule could reach if it knew the children's model.
import {
  boxesOf,
  createRandom,
  type Level,
  MAX_LEVEL,
  PLACEMENT_MAX_PROBLEMS,
  SLIP_RATES,
  type Subject,
} from '@mathsteps/domain';
import {
  cleanShare,
  cliffFactor,
  cliffRightLevel,
  drawChild,
  drawProblem,
  rightLevel,
} from './child-models';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 400);
const LEVELS = MAX_LEVEL + 1;
const MIN_PROBLEMS = 4;

interface Hypothesis {
  mastered: number;
  slip: number;
  right: Level;
  weight: number;
}

const entropy = (levels: readonly number[]) =>
  levels.reduce((sum, p) => (p > 0 ? sum - p * Math.log(p) : sum), 0);

function rightLevels(hypotheses: readonly Hypothesis[], chance?: (h: Hypothesis) => number) {
  const levels = new Array<number>(LEVELS).fill(0);
  let total = 0;
  for (const h of hypotheses) {
    const weight = h.weight * (chance ? chance(h) : 1);
    levels[h.right] = levels[h.right]! + weight;
    total += weight;
  }
  return { levels: levels.map((p) => p / total), total };
}

function window(levels: readonly number[]): { level: Level; sure: number } {
  let best = { level: 0, sure: -1 };
  for (let level = 0; level < LEVELS; level++) {
    const sure = (levels[level - 1] ?? 0) + levels[level]! + (levels[level + 1] ?? 0);
    if (sure > best.sure) best = { level, sure };
  }
  return best;
}

/** Stop as the placement does (sure within one at 0.9), or never before the last problem. */
const STOPS = [
  { name: 'stops as the placement does', sure: 0.9 },
  { name: `asks all ${PLACEMENT_MAX_PROBLEMS}`, sure: Infinity },
];

/** Every child the observer thinks possible: each mastered level with each slip rate. */
function hypothesesOf(subject: Subject, slips: readonly number[], weight: number): Hypothesis[] {
  return Array.from({ length: MAX_LEVEL + 1 }, (_, mastered) =>
    slips.map((slip) => ({
      mastered,
      slip,
      right: cliffRightLevel(subject, mastered, slip),
      weight,
    })),
  ).flat();
}

/** One cliff child placed by the ideal observer with a prior over slip rates. */
function observe(n: number, slips: readonly number[], sure: number) {
  const child = drawChild('cliff', createRandom(`cliff:${n}`));
  const subject: Subject = child.subject;
  const random = createRandom(`cliff:${n}:ideal`);
  const hypotheses = hypothesesOf(subject, slips, 1);
  const usual = (h: Hypothesis, level: Level) =>
    cliffFactor(level, h.mastered) * cleanShare(subject, level, h.slip);
  let asked = 0;
  for (; asked < PLACEMENT_MAX_PROBLEMS; asked++) {
    if (asked >= MIN_PROBLEMS && window(rightLevels(hypotheses).levels).sure >= sure) break;
    let next = { level: 0, left: Infinity };
    for (let level = 0; level < LEVELS; level++) {
      const ifRight = rightLevels(hypotheses, (h) => usual(h, level));
      const ifWrong = rightLevels(hypotheses, (h) => 1 - usual(h, level));
      const p = ifRight.total / (ifRight.total + ifWrong.total);
      const left = p * entropy(ifRight.levels) + (1 - p) * entropy(ifWrong.levels);
      if (left < next.left) next = { level, left };
    }
    const problem = drawProblem(subject, next.level, random);
    const boxes = boxesOf(problem).filter((box) => box.required).length;
    const right = child.answers(problem, random);
    for (const h of hypotheses) {
      const p = cliffFactor(next.level, h.mastered) * (1 - h.slip) ** boxes;
      h.weight *= right ? p : 1 - p;
    }
  }
  const found = window(rightLevels(hypotheses).levels).level;
  return { found, right: rightLevel(child), asked };
}

const PRIORS = [
  { name: "the rules' range (0, 1, 2, 3.5, 5, 7%)", slips: SLIP_RATES },
  {
    name: "the cliff model's own (2-5%)",
    slips: Array.from({ length: 13 }, (_, i) => 0.02 + i * 0.0025),
  },
];

export function benchPlacementCeiling(): void {
  console.log(
    `\nThe best a placement could do: an ideal observer of ${CHILDREN} cliff children, knowing their model but not their slip rate\n`,
  );
  console.log(
    '| its belief about slips | it | within one of the right level | 2+ levels too high | problems (median) |',
  );
  console.log('|---|---|---:|---:|---:|');
  for (const prior of PRIORS)
    for (const stop of STOPS) {
      let within = 0;
      let high = 0;
      const asked: number[] = [];
      for (let n = 0; n < CHILDREN; n++) {
        const placed = observe(n, prior.slips, stop.sure);
        if (Math.abs(placed.found - placed.right) <= 1) within++;
        if (placed.found >= placed.right + 2) high++;
        asked.push(placed.asked);
      }
      asked.sort((a, b) => a - b);
      const pct = (part: number) => `${((100 * part) / CHILDREN).toFixed(1)}%`;
      console.log(
        `| ${prior.name} | ${stop.name} | ${pct(within)} | ${pct(high)} | ${asked[CHILDREN >> 1]} |`,
      );
    }
}

const DAYS = 40;
const QUESTIONS = 10;

/** 40 days of a cliff child paced by the ideal observer, from `start` (or 4 too high). */
function paceIdeally(n: number, start: 'level 0' | '4 too high') {
  const child = drawChild('cliff', createRandom(`cliff:${n}`));
  const subject: Subject = child.subject;
  const right = rightLevel(child);
  const random = createRandom(`cliff:${n}:pace`);
  // Weights as logarithms here: 40 days of answers underflow a product.
  const hypotheses = hypothesesOf(subject, SLIP_RATES, 0);
  let level = start === 'level 0' ? 0 : right + 4;
  if (level > MAX_LEVEL) return null;
  const days: { level: Level; expected: number }[] = [];
  for (let day = 0; day < DAYS; day++) {
    days.push({ level, expected: child.expected(level) });
    let correct = 0;
    for (let q = 0; q < QUESTIONS; q++) {
      if (child.answers(drawProblem(subject, level, random), random)) correct++;
    }
    for (const h of hypotheses) {
      const p = cliffFactor(level, h.mastered) * cleanShare(subject, level, h.slip);
      const q = Math.min(0.999, Math.max(0.001, p));
      h.weight += correct * Math.log(q) + (QUESTIONS - correct) * Math.log(1 - q);
    }
    const top = Math.max(...hypotheses.map((h) => h.weight));
    const levels = new Array<number>(LEVELS).fill(0);
    for (const h of hypotheses) levels[h.right] = levels[h.right]! + Math.exp(h.weight - top);
    let best = { level, inBand: -1 };
    for (let at = Math.max(0, level - 3); at <= Math.min(MAX_LEVEL, level + 1); at++) {
      const inBand = levels[at]! + (levels[at - 1] ?? 0);
      if (inBand > best.inBand + 1e-9) best = { level: at, inBand };
    }
    level = best.level;
  }
  return { right, days };
}

export function benchPacingCeiling(): void {
  console.log(
    `\nThe best pacing could do: the same observer (the rules' slip range) paces ${CHILDREN} cliff children for ${DAYS} days\n`,
  );
  console.log(
    '| start | last 10 days at right level or one above | days at a level under 60% | 4 too high: at most one above within 5 days |',
  );
  console.log('|---|---:|---:|---:|');
  for (const start of ['level 0', '4 too high'] as const) {
    let last = 0;
    let inBand = 0;
    let all = 0;
    let hard = 0;
    let children = 0;
    let within5 = 0;
    for (let n = 0; n < CHILDREN; n++) {
      const paced = paceIdeally(n, start);
      if (!paced) continue;
      children++;
      for (const day of paced.days.slice(-10)) {
        last++;
        if (day.level === paced.right || day.level === paced.right + 1) inBand++;
      }
      for (const day of paced.days) {
        all++;
        if (day.expected < 0.6) hard++;
      }
      if (paced.days.slice(0, 6).some((day) => day.level <= paced.right + 1)) within5++;
    }
    const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
    const high = start === '4 too high' ? pct(within5, children) : '';
    console.log(`| ${start} | ${pct(inBand, last)} | ${pct(hard, all)} | ${high} |`);
  }
}
