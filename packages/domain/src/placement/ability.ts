import { generateProblem, type Level, MAX_LEVEL } from '../arithmetic/curriculum';
import type { Subject } from '../arithmetic/problem';
import { boxesOf } from '../arithmetic/problem';
import { createRandom } from '../random';

/**
 * What the level rules believe of a child (docs/decisions/0027-placement.md): a probability
 * over four unknowns, updated by every problem or assignment the child does.
 *
 * - ability θ on the levels' scale: the child knows the levels well below it;
 * - steepness a: how fast knowing falls off above θ (some children's chances fall slowly
 *   from level to level, some fall off a cliff);
 * - slip s: the chance of a wrong digit in any one box of known work, so a level whose
 *   problems have 30 boxes is harder than a level of 6 even when both are known;
 * - bad days: how often a whole assignment goes at half the child's usual chances (one day in
 *   fifty for most children, one in seven for some).
 *
 * The chance of a right first try at a problem of level ℓ with n required boxes is then
 * know(θ, a, ℓ) × (1 − s)^n on a usual day. The child's right level is the highest level up to
 * which the share right expected over its days, bad ones too, is 80% or more: box counts are
 * not monotone in the level (a 4-digit × 1-digit has fewer boxes than a 3-digit × 2-digit), so
 * a child who slips can have a right level below what it knows.
 */

const THETAS = Array.from({ length: 105 }, (_, i) => -3 + i * 0.25);
const SLOPES = [0.8, 1.8, 3.5];
/** The slip rates the rules consider, from none to 7% of boxes. */
export const SLIP_RATES = [0, 0.01, 0.02, 0.035, 0.05, 0.07];
/** Unknown work is still right this often (a lucky answer), so no answer rules a level out. */
const LUCK = 0.04;
/** The share right that makes a level the child's own. */
export const RIGHT_SHARE = 0.8;

/**
 * How often the child has a bad day, a whole assignment at half its usual chances (tired,
 * hurried), and the share of children believed to be so before any work: most children one day
 * in fifty; some one day in seven, whose days differ widely (decision 0027, "Since: a child who
 * is not the same child every day"). The child's own days tell which it is.
 */
const BAD_DAYS = [
  { rate: 0.02, share: 0.85 },
  { rate: 0.15, share: 0.15 },
];
/** A bad day's chances, as a share of the usual. */
const BAD_DAY_SHARE = 0.5;

interface Point {
  theta: number;
  slope: number;
  slip: number;
  /** The share of days that are bad. */
  bad: number;
  /** The log of the share of children believed to have such days. */
  logShare: number;
}
const POINTS: Point[] = THETAS.flatMap((theta) =>
  SLOPES.flatMap((slope) =>
    SLIP_RATES.flatMap((slip) =>
      BAD_DAYS.map((days) => ({
        theta,
        slope,
        slip,
        bad: days.rate,
        logShare: Math.log(days.share),
      })),
    ),
  ),
);
/** The share right expected over the child's days, bad ones too, of a usual day's chance. */
const averageDay = (point: Point) => 1 - point.bad * (1 - BAD_DAY_SHARE);

const knows = (point: Point, level: number) =>
  LUCK + (1 - LUCK) / (1 + Math.exp(point.slope * (level - point.theta)));

const SAMPLE = 24;
const boxCache = new Map<Subject, number[]>();
/** The usual number of required boxes of a problem of each level, from the level's own generator. */
export function levelBoxes(subject: Subject): readonly number[] {
  let counts = boxCache.get(subject);
  if (!counts) {
    counts = Array.from({ length: MAX_LEVEL + 1 }, (_, level) => {
      const random = createRandom(`boxes:${subject}:${level}`);
      let total = 0;
      for (let i = 0; i < SAMPLE; i++) {
        total += boxesOf(generateProblem(subject, level, random)).filter(
          (box) => box.required,
        ).length;
      }
      return total / SAMPLE;
    });
    boxCache.set(subject, counts);
  }
  return counts;
}

/** What the child did at a level: `right` of `tried` problems. */
export interface Evidence {
  level: Level;
  /** The problems' required boxes, when known one by one; else the level's usual count. */
  boxes?: number;
  right: number;
  tried: number;
  /** How much it counts (older work counts less). */
  weight?: number;
}

/** A child's expected share right at a level, at one point of belief. */
const chanceAt = (point: Point, level: number, boxes: number) =>
  knows(point, level) * (1 - point.slip) ** boxes;

interface SubjectTables {
  /** chance[point * LEVELS + level]: the share right on a usual day, at the level's usual boxes. */
  chance: Float64Array;
  /** The right level at each point, judged by its average day. */
  right: Uint8Array;
}
const LEVELS = MAX_LEVEL + 1;
const tables = new Map<Subject, SubjectTables>();
function tablesOf(subject: Subject): SubjectTables {
  let found = tables.get(subject);
  if (!found) {
    const boxes = levelBoxes(subject);
    const chance = new Float64Array(POINTS.length * LEVELS);
    const right = new Uint8Array(POINTS.length);
    POINTS.forEach((point, i) => {
      let top = 0;
      let falling = false;
      for (let level = 0; level < LEVELS; level++) {
        const p = chanceAt(point, level, boxes[level]!);
        chance[i * LEVELS + level] = p;
        if (p * averageDay(point) < RIGHT_SHARE) falling = true;
        if (!falling) top = level;
      }
      right[i] = top;
    });
    found = { chance, right };
    tables.set(subject, found);
  }
  return found;
}

/** A bad day's chances, on the log scale: what every bad-day likelihood adds. */
const LOG_BAD_DAY_SHARE = Math.log(BAD_DAY_SHARE);

/**
 * How likely `right` of `tried` is at chance p, for each kind of child's days (`logs[k]` gains
 * it, with the child's share of bad days `BAD_DAYS[k].rate`): a usual day, or a bad one. One
 * very poor score after good ones is not read as a level lost. More bad days for every child
 * would also excuse the failed tries of the level above, and the rule would try it again too
 * soon (measured, decision 0027): only a child whose own days differ is believed to have them.
 * One problem alone (a placement's) is not a day. Both kinds share one point's logarithms: the
 * belief's cost is in them.
 */
function addLikelihood(
  logs: Float64Array,
  offset: number,
  weight: number,
  p: number,
  right: number,
  tried: number,
): void {
  const logRight = Math.log(p);
  const usual = right * logRight + (tried - right) * Math.log(1 - p);
  if (tried === 1) {
    for (let k = 0; k < BAD_DAYS.length; k++) logs[offset + k]! += weight * usual;
    return;
  }
  const bad =
    right * (logRight + LOG_BAD_DAY_SHARE) + (tried - right) * Math.log(1 - p * BAD_DAY_SHARE);
  const top = Math.max(usual, bad);
  const usualShare = usual === top ? 1 : Math.exp(usual - top);
  const badShare = bad === top ? 1 : Math.exp(bad - top);
  for (let k = 0; k < BAD_DAYS.length; k++) {
    const rate = BAD_DAYS[k]!.rate;
    logs[offset + k]! += weight * (top + Math.log((1 - rate) * usualShare + rate * badShare));
  }
}

export interface Belief {
  subject: Subject;
  weights: Float64Array;
}

const clampChance = (p: number) => Math.min(0.999, Math.max(0.001, p));

/**
 * The belief after the evidence, from a first guess: the child's right level is about
 * `guess`, give or take `spread` levels.
 */
export function believe(
  subject: Subject,
  guess: number,
  spread: number,
  evidence: readonly Evidence[],
): Belief {
  const { chance } = tablesOf(subject);
  const logs = new Float64Array(POINTS.length);
  // The kinds of days are the innermost of POINTS: a run of BAD_DAYS.length points shares the
  // child's ability, steepness and slip, so one chance and its logarithms serve them all.
  for (let first = 0; first < POINTS.length; first += BAD_DAYS.length) {
    const point = POINTS[first]!;
    // The guess is about the right level; ability sits a little above it.
    const centre = guess + 0.5 + 1.3 / point.slope;
    const prior = -((point.theta - centre) ** 2) / (2 * spread ** 2);
    for (let k = 0; k < BAD_DAYS.length; k++) logs[first + k] = POINTS[first + k]!.logShare + prior;
    for (const seen of evidence) {
      const p = clampChance(
        seen.boxes === undefined
          ? chance[first * LEVELS + seen.level]!
          : chanceAt(point, seen.level, seen.boxes),
      );
      addLikelihood(logs, first, seen.weight ?? 1, p, seen.right, seen.tried);
    }
  }
  let top = -Infinity;
  for (const log of logs) if (log > top) top = log;
  let total = 0;
  const weights = logs.map((log) => {
    const weight = Math.exp(log - top);
    total += weight;
    return weight;
  });
  return { subject, weights: weights.map((weight) => weight / total) };
}

/** The probability that the child's right level is each of 0-19. */
export function rightLevels(belief: Belief): number[] {
  const { right } = tablesOf(belief.subject);
  const levels = new Array<number>(LEVELS).fill(0);
  belief.weights.forEach((weight, i) => {
    levels[right[i]!] = levels[right[i]!]! + weight;
  });
  return levels;
}

/** The child's expected share right at a level over its days, averaged over the belief. */
export function expectedShare(belief: Belief, level: Level): number {
  const { chance } = tablesOf(belief.subject);
  let sum = 0;
  belief.weights.forEach((weight, i) => {
    sum += weight * chance[i * LEVELS + level]! * averageDay(POINTS[i]!);
  });
  return sum;
}

/** Right levels as a cumulative list: the probability that it is at most each level. */
export function atMost(levels: readonly number[]): number[] {
  let sum = 0;
  return levels.map((p) => {
    sum += p;
    return sum;
  });
}

/** The level the child's right level is as likely to be above as below (the median). */
export function middleLevel(levels: readonly number[]): Level {
  return quantileLevel(levels, 0.5);
}

/** The lowest level the right level is at or below with probability `share`. */
export function quantileLevel(levels: readonly number[], share: number): Level {
  const index = atMost(levels).findIndex((sum) => sum >= share - 1e-9);
  return index < 0 ? MAX_LEVEL : index;
}

/**
 * The chance that the next problem of a level (of the level's usual box count) is right, and
 * the right levels (as `rightLevels` gives them) after each answer: what one more problem could
 * tell, before it is asked.
 */
export function nextAnswer(
  belief: Belief,
  level: Level,
): { chance: number; ifRight: number[]; ifWrong: number[] } {
  const tables = tablesOf(belief.subject);
  const ifRight = new Array<number>(LEVELS).fill(0);
  const ifWrong = new Array<number>(LEVELS).fill(0);
  let sum = 0;
  belief.weights.forEach((weight, i) => {
    const p = clampChance(tables.chance[i * LEVELS + level]!);
    const right = tables.right[i]!;
    ifRight[right] = ifRight[right]! + weight * p;
    ifWrong[right] = ifWrong[right]! + weight * (1 - p);
    sum += weight * p;
  });
  const scale = (levels: number[], total: number) =>
    total > 0 ? levels.map((p) => p / total) : levels;
  return { chance: sum, ifRight: scale(ifRight, sum), ifWrong: scale(ifWrong, 1 - sum) };
}
