// Simulated children whose truth is known, for the level rules (docs/decisions/0027-placement.md).
// Eight models, written apart from the rules and each breaking one of their assumptions:
//
// - logistic: the rules' own family. A child of ability θ gets a problem of level ℓ right
//   with probability 1 / (1 + e^(a(ℓ - θ))), the slope a per child (0.8, 1.2 or 1.8).
// - cliff: the child has mastered the levels up to M. One level above M it gets a problem
//   right with 40% of its usual chance, two above 20%, three or more 10%; at every level each
//   required box of the problem can slip (2-5% per box, per child), so a 30-box problem is
//   harder than a 6-box one even when mastered. Not smooth in the level, not logistic.
// - learner: a cliff child whose M rises by one after 3-10 days of work at the level above it.
// - forgetter: a cliff child away for five weeks after its twelfth day of work: the two top
//   levels it knew, not worked for three weeks, lose accuracy (a problem of theirs is right
//   with 60% of the usual chance) until a day of work at or just below each brings it back.
// - moody: a cliff child who is not the same child every day. Each day its slips are half,
//   once or twice its usual rate (a quarter, a half and a quarter of days), and one day in six
//   is a bad day on which it knows a problem with half its usual chance: the rules' belief
//   of one steady child, wrong on a bad day or two, meets days that disagree with each other.
// - sick: a cliff child ill for a week (5-7 days in a row, starting between days 5 and 25):
//   those days it slips twice as often and knows a problem with half its usual chance. Bad days
//   in a run, where the moody child's come one at a time: the rules must not leave it down once
//   it is well. Its right level is its usual one.
// - gentle: a child whose skill fades above M rather than falling off a cliff: one level above
//   it gets a problem right with 60% of its usual chance, two above 40%, three 20%, four or more
//   10% (slips as the cliff child's). A level above is half known, so a score there says less.
// - daunted: a cliff child who, in a placement, taps "I haven't learned this yet" on half the
//   problems of 20 or more boxes, known or not. Its daily work is a cliff child's. The
//   placement takes the tap as not known; this child's taps say the grid is long, not that the
//   level is unknown.
//
// A child's right level is the highest level up to which it is expected to score 80% or more.
import {
  boxesOf,
  createRandom,
  generateProblem,
  type Level,
  MAX_LEVEL,
  type Problem,
  type Random,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';

export const MODELS = [
  'logistic',
  'cliff',
  'learner',
  'forgetter',
  'moody',
  'sick',
  'gentle',
  'daunted',
] as const;
export type ModelName = (typeof MODELS)[number];

export interface SimChild {
  subject: Subject;
  /** The child's expected share right at a level, today. */
  expected(level: Level): number;
  /** Whether the child's first try at this problem is right. */
  answers(problem: Problem, random: Random): boolean;
  /** Whether, in a placement, the child taps "I haven't learned this yet" on this problem. */
  skips(problem: Problem, random: Random): boolean;
  /** A day of work at this level was done (learners and forgetters change with it). */
  worked(level: Level): void;
  /** Weeks away: what was not worked is forgotten. */
  away(days: number): void;
}

/** A problem's required boxes: each one a chance to slip. */
export const requiredCount = (problem: Problem) =>
  boxesOf(problem).filter((box) => box.required).length;

const SAMPLE = 60;
const boxCounts = new Map<string, number[]>();
/** The required boxes of SAMPLE of the product's own problems of a subject and level. */
function requiredBoxes(subject: Subject, level: Level): number[] {
  const key = `${subject}:${level}`;
  let counts = boxCounts.get(key);
  if (!counts) {
    const random = createRandom(`boxes:${key}`);
    counts = Array.from({ length: SAMPLE }, () =>
      requiredCount(generateProblem(subject, level, random)),
    );
    boxCounts.set(key, counts);
  }
  return counts;
}

const CLIFF = [1, 0.4, 0.2, 0.1];
/** The gentle child's chances one, two, three and four or more levels above M. */
const GENTLE = [1, 0.6, 0.4, 0.2, 0.1];
const FORGOTTEN = 0.6;
/** A child's chance of knowing a problem of `level` when it has mastered up to `mastered`. */
export const cliffFactor = (level: Level, mastered: number, fallOff: readonly number[] = CLIFF) =>
  fallOff[Math.min(fallOff.length - 1, Math.max(0, level - mastered))]!;

/** The share of a level's problems done without a slip, at `slip` per required box. */
export function cleanShare(subject: Subject, level: Level, slip: number): number {
  const counts = requiredBoxes(subject, level);
  return counts.reduce((sum, boxes) => sum + (1 - slip) ** boxes, 0) / counts.length;
}

/** The right level of a cliff child that has mastered up to `mastered` and slips `slip` a box. */
export function cliffRightLevel(subject: Subject, mastered: number, slip: number): Level {
  return rightOf((level) => cliffFactor(level, mastered) * cleanShare(subject, level, slip));
}

/** The highest level up to which the child is expected to score 80% or more (0 if none). */
export function rightLevel(child: SimChild): Level {
  return rightOf(child.expected);
}

function rightOf(expected: (level: Level) => number): Level {
  let right = 0;
  for (let level = 0; level <= MAX_LEVEL; level++) {
    if (expected(level) < 0.8) break;
    right = level;
  }
  return right;
}

function logisticChild(subject: Subject, random: Random): SimChild {
  const ability = 1 + random.next() * 17;
  const slope = [0.8, 1.2, 1.8][random.int(0, 2)]!;
  const expected = (level: Level) => 1 / (1 + Math.exp(slope * (level - ability)));
  return {
    subject,
    expected,
    answers: (problem, draw) => draw.next() < expected(levelOfProblem(problem)),
    skips: () => false,
    worked: () => {},
    away: () => {},
  };
}

/** The level a simulated problem was drawn at (the bench tags each problem it draws). */
const problemLevels = new WeakMap<Problem, Level>();
export function drawProblem(subject: Subject, level: Level, random: Random): Problem {
  const problem = generateProblem(subject, level, random);
  problemLevels.set(problem, level);
  return problem;
}
const levelOfProblem = (problem: Problem) => problemLevels.get(problem) ?? 0;

interface CliffOptions {
  /** Days of work at M + 1 before M rises, or null for a child who does not learn. */
  learnDays: () => number | null;
  forgets?: boolean;
  /** Days unlike each other: slips and bad days drawn afresh each day. */
  moody?: boolean;
  /** A week of illness: slips doubled and half the knowing, 5-7 days in a row. */
  sick?: boolean;
  /** The chances above M (CLIFF when not given). */
  fallOff?: readonly number[];
  /** In a placement, taps "I haven't learned this yet" on half the long problems. */
  daunted?: boolean;
}

/** A moody child's days: how its slips scale, how often, and a bad day's share of knowing. */
const MOODS = [
  { slips: 0.5, share: 0.25 },
  { slips: 1, share: 0.5 },
  { slips: 2, share: 0.25 },
];
const BAD_DAYS = 1 / 6;
const BAD_DAY_KNOWING = 0.5;
/** A sick child's days: when the illness starts and how long it lasts. */
const ILLNESS = { from: [5, 25], days: [5, 7] } as const;
/** A daunted child's long problem, and how often it taps "I haven't learned this yet" on one. */
const LONG_PROBLEM = 20;
const DAUNTED_SKIPS = 0.5;

function cliffChild(subject: Subject, random: Random, options: CliffOptions): SimChild {
  const top = random.int(0, MAX_LEVEL);
  const slip = 0.02 + random.next() * 0.03;
  let mastered = top;
  /** Days of work at the level above the mastered one, toward learning it. */
  let progress = 0;
  let needed = options.learnDays();
  /** Levels forgotten while away: right with FORGOTTEN of the usual chance until worked. */
  const forgotten = new Set<Level>();
  const factor = (level: Level) =>
    cliffFactor(level, mastered, options.fallOff) * (forgotten.has(level) ? FORGOTTEN : 1);
  const illnessFrom = options.sick ? random.int(...ILLNESS.from) : -1;
  const illnessTo = options.sick ? illnessFrom + random.int(...ILLNESS.days) : -1;
  /** Days of work done so far (the sick child's calendar). */
  let day = 0;
  /** Today's slip rate and share of knowing (a moody or sick child's change each day). */
  let today = { slip, knowing: 1 };
  const newDay = () => {
    if (options.sick) {
      const ill = day >= illnessFrom && day < illnessTo;
      today = ill ? { slip: slip * 2, knowing: BAD_DAY_KNOWING } : { slip, knowing: 1 };
    }
    if (!options.moody) return;
    const pick = random.next();
    let below = 0;
    const mood =
      MOODS.find((m) => {
        below += m.share;
        return pick < below;
      }) ?? MOODS[1]!;
    today = {
      slip: slip * mood.slips,
      knowing: random.next() < BAD_DAYS ? BAD_DAY_KNOWING : 1,
    };
  };
  newDay();
  // Expected over the days: a moody child's right level is the one it does at 80% on average.
  const expected = (level: Level) =>
    options.moody
      ? factor(level) *
        (1 - BAD_DAYS * (1 - BAD_DAY_KNOWING)) *
        MOODS.reduce((sum, m) => sum + m.share * cleanShare(subject, level, slip * m.slips), 0)
      : factor(level) * cleanShare(subject, level, slip);
  return {
    subject,
    expected,
    answers: (problem, draw) => {
      const level = levelOfProblem(problem);
      if (draw.next() >= factor(level) * today.knowing) return false;
      return boxesOf(problem).every((box) => !box.required || draw.next() >= today.slip);
    },
    skips: (problem, draw) =>
      options.daunted === true &&
      requiredCount(problem) >= LONG_PROBLEM &&
      draw.next() < DAUNTED_SKIPS,
    worked: (level) => {
      day++;
      newDay();
      forgotten.delete(level);
      forgotten.delete(level + 1);
      if (level !== mastered + 1 || mastered >= MAX_LEVEL) return;
      progress++;
      if (needed !== null && progress >= needed) {
        mastered++;
        progress = 0;
        needed = options.learnDays();
      }
    },
    away: () => {
      if (!options.forgets) return;
      for (const level of [mastered, mastered - 1]) if (level >= 0) forgotten.add(level);
    },
  };
}

/** A child of the model, its subject drawn from the four. */
export function drawChild(model: ModelName, random: Random): SimChild {
  const subject = SUBJECTS[random.int(0, SUBJECTS.length - 1)]!;
  switch (model) {
    case 'logistic':
      return logisticChild(subject, random);
    case 'cliff':
      return cliffChild(subject, random, { learnDays: () => null });
    case 'learner':
      return cliffChild(subject, random, { learnDays: () => random.int(3, 10) });
    case 'forgetter':
      return cliffChild(subject, random, { learnDays: () => null, forgets: true });
    case 'moody':
      return cliffChild(subject, random, { learnDays: () => null, moody: true });
    case 'sick':
      return cliffChild(subject, random, { learnDays: () => null, sick: true });
    case 'gentle':
      return cliffChild(subject, random, { learnDays: () => null, fallOff: GENTLE });
    case 'daunted':
      return cliffChild(subject, random, { learnDays: () => null, daunted: true });
  }
}
