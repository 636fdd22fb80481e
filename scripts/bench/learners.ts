// Simulated children whose truth is known, judged by the domain's rules the way the
// server runs them. The children are this file's own model, written apart from the rules:
//
// Levels: a child of ability θ gets a problem of level ℓ right with probability
// 1 / (1 + e^(a(ℓ - θ))), the slope a drawn per child (0.8, 1.2 or 1.8: some children's
// chances fall slowly from level to level, some fast). Their right level is the highest
// at which they are expected to get 80% right (the definition). Each day: one
// assignment of 10 problems at the current level, then the child presses the option shown
// first; a move the rule makes by itself comes first.
import {
  createRandom,
  LEVEL_OPTIONS,
  type LevelDecision,
  type LevelWork,
  levelDecision,
  levelOptions,
  MAX_LEVEL,
  type Random,
} from '@mathsteps/domain';
import { benchBugDiagnosis } from './learners-bugs';
import { benchSlipOnlyDiagnosis } from './learners-diagnosis';
import { benchGridFluency, benchQuickFactsPacing } from './learners-facts';
import { benchPracticeSets } from './learners-practice';

const CHILDREN = 2000;
const DAYS = 40;
const QUESTIONS = 10;
const SLOPES = [0.8, 1.2, 1.8];
/** The levels a parent's starting difficulty gives (Introductory, Easy, Medium, Hard). */
const TIER_STARTS = [0, 4, 7, 11];
/** How many assignments of the subject the server passes the rule (the last week's). */
const RECENT = 8;

interface Child {
  ability: number;
  slope: number;
}

const chance = (child: Child, level: number) =>
  1 / (1 + Math.exp(child.slope * (level - child.ability)));

/** The highest level the child is expected to get 80% right at (0 if none). */
function rightLevel(child: Child): number {
  let right = 0;
  for (let level = 0; level <= MAX_LEVEL; level++) if (chance(child, level) >= 0.8) right = level;
  return right;
}

function binomial(random: Random, n: number, p: number): number {
  let hits = 0;
  for (let i = 0; i < n; i++) if (random.next() < p) hits++;
  return hits;
}

type Rule = (level: number, recent: readonly LevelWork[]) => LevelDecision;

/** The rule before decision 0018: the product's options by the last score alone, none automatic. */
const seedRule: Rule = (level, recent) => {
  const last = recent.at(-1)!;
  return { options: levelOptions(last.correct, last.questions, level), moveTo: null };
};

/** A plain staircase for comparison: up after two days at 80%+, down after one below 60%. */
const staircase: Rule = (level, recent) => {
  const last = recent.at(-1)!;
  const atLevel = recent.filter((work) => work.level === level).slice(-2);
  const good = (work: LevelWork) => work.correct >= 0.8 * work.questions;
  if (atLevel.length === 2 && atLevel.every(good) && level < MAX_LEVEL)
    return { options: ['advance', 'repeat'], moveTo: null };
  if (last.correct < 0.6 * last.questions && level > 0)
    return { options: ['decrease', 'repeat'], moveTo: null };
  return { options: ['repeat'], moveTo: null };
};

interface Day {
  level: number;
  movedDown: boolean;
}

/** One child's 40 days under a rule, from a starting level. */
function live(child: Child, start: number, rule: Rule, random: Random): Day[] {
  let level = start;
  const history: LevelWork[] = [];
  const days: Day[] = [];
  for (let day = 0; day < DAYS; day++) {
    const correct = binomial(random, QUESTIONS, chance(child, level));
    history.push({ level, correct, questions: QUESTIONS });
    const decision = rule(level, history.slice(-RECENT));
    const before = level;
    if (decision.moveTo !== null) level = decision.moveTo;
    else {
      const option = decision.options[0]!;
      if (!LEVEL_OPTIONS.includes(option)) throw new Error(`unknown option ${option}`);
      if (option === 'advance') level = Math.min(MAX_LEVEL, level + 1);
      if (option === 'decrease') level = Math.max(0, level - 1);
    }
    days.push({ level: before, movedDown: level < before });
  }
  return days;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function drawChild(random: Random): Child {
  return {
    ability: 1 + random.next() * 17,
    slope: SLOPES[random.int(0, SLOPES.length - 1)]!,
  };
}

/** The figures of the levels goals for one rule. */
function levelFigures(rule: Rule) {
  const random = createRandom('learners:levels');
  // Days counted, and how many of them say what each goal asks.
  const count = {
    lastDays: 0,
    atRight: 0,
    tooHard: 0,
    placedHigh: 0,
    highEnded: 0,
    highWithin7: 0,
  };
  const atRightLevel = { days: 0, down: 0 };
  for (let n = 0; n < CHILDREN; n++) {
    const child = drawChild(random);
    const right = rightLevel(child);
    // A parent's starting difficulty: the tier start at or below the child's right level.
    const start = Math.max(...TIER_STARTS.filter((tier) => tier <= right));
    const days = live(child, start, rule, random);
    for (const day of days.slice(-10)) {
      count.lastDays++;
      if (day.level === right || day.level === right + 1) count.atRight++;
      if (chance(child, day.level) < 0.6) count.tooHard++;
    }
    // The same child placed 4 levels too high (Hard for a second-grader).
    if (right + 4 <= MAX_LEVEL) {
      count.placedHigh++;
      const high = live(child, right + 4, rule, random);
      const endLevel = high.at(-1)!.level;
      if (endLevel <= right + 1) count.highEnded++;
      if (high.slice(0, 8).some((day) => day.level <= right + 1)) count.highWithin7++;
    }
    // The same child placed at its right level: how often it is moved down from there.
    for (const day of live(child, right, rule, random)) {
      if (day.level !== right) continue;
      atRightLevel.days++;
      if (day.movedDown) atRightLevel.down++;
    }
  }
  return {
    atRight: pct(count.atRight, count.lastDays),
    tooHard: pct(count.tooHard, count.lastDays),
    highEnded: pct(count.highEnded, count.placedHigh),
    highWithin7: pct(count.highWithin7, count.placedHigh),
    rightDown: pct(atRightLevel.down, atRightLevel.days),
  };
}

export function benchLearners(): void {
  const rules: [string, Rule][] = [
    ['levelDecision', levelDecision],
    ['before (seed options)', seedRule],
    ['2-up/1-down staircase', staircase],
  ];
  console.log(
    `\nLevels: ${CHILDREN} simulated children, ${DAYS} days of one ${QUESTIONS}-problem assignment, pressing the option shown first\n`,
  );
  console.log(
    '| rule                   | last 10 days at right level or one above | at a level under 60% | placed 4 high: at most one above at the end | ... within 7 days | at right level: moved down (days) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, rule] of rules) {
    const f = levelFigures(rule);
    console.log(
      `| ${name.padEnd(22)} | ${f.atRight} | ${f.tooHard} | ${f.highEnded} | ${f.highWithin7} | ${f.rightDown} |`,
    );
  }
  console.log('| goal                   | >= 85% | <= 15% | >= 95% | >= 95% | <= 5% |');
  benchSlipOnlyDiagnosis();
  benchBugDiagnosis();
  benchPracticeSets();
  benchGridFluency();
  benchQuickFactsPacing();
}
