import type { LevelOption } from '../arithmetic/curriculum';
import { MAX_LEVEL } from '../arithmetic/curriculum';
import type { Subject } from '../arithmetic/problem';
import {
  atMost,
  type Belief,
  believe,
  expectedShare,
  levelBoxes,
  quantileLevel,
  rightLevels,
} from '../placement/ability';
import { ADVANCE_FROM, DECREASE_BELOW, levelOptions, scoresAtLeast } from './progress';

/**
 * Where a child works next in a subject (decisions 0018 and 0027): a belief about the child's
 * right level from the subject's recent assignments (ability.ts), and the level most likely to
 * be the right one or one above. One bad or lucky day moves the belief a little, a run of them
 * moves it a level; a run of failed days at levels the child had done easily, and done well
 * since, is a bad spell (an illness, a hard week) and moves it not at all.
 */

/** A finished assignment of the subject, as the rule reads it. */
export interface LevelWork {
  level: number;
  correct: number;
  questions: number;
}

export interface LevelDecision {
  /** The product's options after an assignment, the one the rule suggests first. */
  options: LevelOption[];
  /** The level the child is moved to without being asked, or null. */
  moveTo: number | null;
}

/**
 * How many of a subject's last assignments are kept for the rule (about two weeks'): the belief
 * reads them all, the older ones counting less (FADE); they also say which levels the child has
 * done easily (a bad spell, its way back).
 */
export const RECENT_ASSIGNMENTS = 16;

/** Recent assignments as stored with the subject: `level:correct/questions`, by spaces. */
export function recentFromText(text: string): LevelWork[] {
  return text
    .split(' ')
    .map((entry) => /^(\d+):(\d+)\/(\d+)$/.exec(entry))
    .filter((match) => match !== null)
    .map(([, level, correct, questions]) => ({
      level: Number(level),
      correct: Number(correct),
      questions: Number(questions),
    }));
}

/** The last RECENT_ASSIGNMENTS of `recent`, as stored with the subject. */
export function recentToText(recent: readonly LevelWork[]): string {
  return recent
    .slice(-RECENT_ASSIGNMENTS)
    .map((work) => `${work.level}:${work.correct}/${work.questions}`)
    .join(' ');
}

/**
 * Children learn, and an older score says less: each assignment further back counts this much
 * less than the one after it (the sixteenth from the end a fifth as much as the last). Reading
 * two weeks rather than one lets a day unlike the others weigh less (decision 0027, "Since:
 * two weeks of work, not one").
 */
const FADE = 0.9;
/**
 * Before any work at it, the level the child is at is taken as its right level, give or take
 * this many levels: a placement or a parent chose it.
 */
const PRIOR_SPREAD = 1.5;
const PRIOR_LIFT = 0.5;
/** Two assignments in a row with less than half right at a level bring it down by itself. */
const FAILING = 0.5;
/**
 * Go up when the right level is this likely above the current one: a level done easily says
 * little about the one above it, so the rule goes to see.
 */
const READY_FOR_MORE = 0.4;
/** The level above is expected to go this well: going up costs nothing. */
const EASY_ENOUGH = 0.8;
/**
 * The most levels one move by itself goes down: a day's work says the level is too hard far
 * more surely than by how much (decision 0027).
 */
const MOST_DOWN = 3;
/**
 * When the work says the child is two or more levels too high more likely than not, it comes
 * down by itself, to the right level (MOVE_TO) at most MOST_DOWN below: a wrong call still lands
 * at or next to the right level. On the subject's one first assignment the rule must be surer:
 * one day at a level a parent or a placement chose suggests going down, it does not move
 * (decision 0027, "Since").
 */
const SURELY_TOO_HIGH = 0.5;
const SURELY_TOO_HIGH_AFTER_ONE_DAY = 0.75;
/**
 * Where the right level is taken to be, for going down (suggested or by itself): the lowest
 * level it is at or below with this probability, a little over the median, so that one more
 * right answer never sends the child further down (decision 0027, "Monotone where it can be").
 */
const MOVE_TO = 0.55;
/** The most levels one move by itself goes up: back to levels the child has done easily. */
const MOST_UP = 3;

/**
 * A level done well for SETTLED_DAYS assignments in a row (SETTLED_PERCENT right in all, none
 * poor) is tried one up, unless a try of the level above failed in the work kept, and not in a
 * stretch of poor days at lower levels too (an illness: decision 0027). The belief
 * reads a steady 85% as "about here" where the levels above have longer grids, and a child who
 * does those as well waited weeks (decision 0027, "Since: a level done well for a while is
 * tried one up").
 */
const SETTLED_DAYS = 8;
const SETTLED_PERCENT = 85;

/** What the recent assignments say of the child (docs/decisions/0027-placement.md). */
export function beliefFromWork(
  subject: Subject,
  level: number,
  recent: readonly LevelWork[],
  spell: readonly boolean[] = badSpells(subject, recent),
): Belief {
  const counted = recent.slice(-RECENT_ASSIGNMENTS);
  const skipped = recent.length - counted.length;
  return believe(
    subject,
    level + PRIOR_LIFT,
    PRIOR_SPREAD,
    counted.map((work, index) => ({
      level: work.level,
      right: work.correct,
      tried: work.questions,
      weight: spell[skipped + index] ? 0 : FADE ** (counted.length - 1 - index),
    })),
  );
}

const failing = (work: LevelWork) => work.correct < work.questions * FAILING;
/** The product's own lines for offering the level above and the level below. */
const easy = (work: LevelWork) => scoresAtLeast(work.correct, work.questions, ADVANCE_FROM);
const poor = (work: LevelWork) => !scoresAtLeast(work.correct, work.questions, DECREASE_BELOW);

/**
 * Whether an easy day at `work` says the child knows `level`: the same level, or a higher one
 * whose problems have as many boxes or more (knowing only grows with the level; what a lower
 * level can add is boxes to slip on).
 */
function showsKnown(subject: Subject, work: LevelWork, level: number): boolean {
  if (!easy(work) || work.level < level) return false;
  const boxes = levelBoxes(subject);
  return work.level === level || (boxes[work.level] ?? 0) >= (boxes[level] ?? 0);
}

/**
 * The failed days of a bad spell: two or more failed days in a row, each at a level an easy
 * day before it showed known, with an easy day since. A steady child does not fail a level it
 * did easily; one failed day alone the belief already reads as a bad day (decision 0027,
 * "Since: a bad spell").
 */
function badSpells(subject: Subject, recent: readonly LevelWork[]): boolean[] {
  const inRun = (i: number) =>
    failing(recent[i]!) &&
    ((recent[i - 1] !== undefined && failing(recent[i - 1]!)) ||
      (recent[i + 1] !== undefined && failing(recent[i + 1]!)));
  return recent.map(
    (work, i) =>
      inRun(i) &&
      recent.slice(0, i).some((before) => showsKnown(subject, before, work.level)) &&
      recent.slice(i + 1).some(easy),
  );
}

/**
 * After an easy day, the highest level at most MOST_UP above up to which every level was shown
 * known and not done poorly since (but in a bad spell): where a child who came down in a bad
 * spell goes back to.
 */
function wayBack(
  subject: Subject,
  level: number,
  recent: readonly LevelWork[],
  spell: readonly boolean[],
): number {
  let top = level;
  for (let above = level + 1; above <= Math.min(MAX_LEVEL, level + MOST_UP); above++) {
    let known = false;
    recent.forEach((work, i) => {
      if (showsKnown(subject, work, above)) known = true;
      else if (work.level === above && poor(work) && !spell[i]) known = false;
    });
    if (!known) break;
    top = above;
  }
  return top;
}

/**
 * The last SETTLED_DAYS assignments all at `level`, done well, and no failed try of the level
 * above but one in a bad stretch (a poor day at or below `level` came after it).
 */
function settledWell(level: number, recent: readonly LevelWork[]): boolean {
  const settled = recent.slice(-SETTLED_DAYS);
  if (settled.length < SETTLED_DAYS) return false;
  if (settled.some((work) => work.level !== level || poor(work))) return false;
  const correct = settled.reduce((sum, work) => sum + work.correct, 0);
  const questions = settled.reduce((sum, work) => sum + work.questions, 0);
  if (!scoresAtLeast(correct, questions, SETTLED_PERCENT)) return false;
  let failedAbove = -1;
  recent.forEach((work, i) => {
    if (work.level === level + 1 && poor(work)) failedAbove = i;
  });
  // A poor day since, at this level or below, which the child now does well: the failed try
  // was part of a bad stretch, not the level above being unknown.
  return (
    failedAbove < 0 ||
    recent.slice(failedAbove + 1).some((work) => work.level <= level && poor(work))
  );
}

/** How likely the child's right level is two or more below `level`, from `atMost(levels)`. */
const twoTooHigh = (upTo: readonly number[], level: number) => upTo[level - 2] ?? 0;

/**
 * The highest level at most `from` where the child would not be moved down by itself: two or
 * more levels too high there less likely than SURELY_TOO_HIGH.
 */
function highestNotTooHigh(upTo: readonly number[], from: number): number {
  let top = from;
  while (top >= 2 && twoTooHigh(upTo, top) >= SURELY_TOO_HIGH) top--;
  return top;
}

/**
 * The decision after an assignment: `recent` is the subject's finished assignments, oldest
 * first, the one just finished last. The options are the product's for the last score (going up
 * after 80% or more, going down below 60%), the rule's suggestion among them first. The child
 * is moved one level down without asking after two assignments in a row below half right at
 * the level, or when the work says it is more likely than not two or more levels above its right
 * level (after one assignment alone, surely). After an easy day, a child who came down in a bad
 * spell is moved back up by itself, up to MOST_UP levels, to levels it has done easily; without
 * a spell, no higher than a level it would not be moved down from.
 */
export function levelDecision(
  subject: Subject,
  level: number,
  recent: readonly LevelWork[],
): LevelDecision {
  const last = recent.at(-1);
  if (!last) return { options: ['repeat'], moveTo: null };
  const offered = levelOptions(last.correct, last.questions, level);
  const spell = badSpells(subject, recent);
  const belief = beliefFromWork(subject, level, recent, spell);
  const levels = rightLevels(belief);
  const upTo = atMost(levels);
  const back = last.level === level && easy(last) ? wayBack(subject, level, recent, spell) : level;
  // Without a bad spell, the levels done well before are no surer than the belief: the way
  // back stops short of a level the belief would bring the child down from by itself (or the
  // child goes up and comes down day after day, decision 0027 "Since: no way back to a level
  // the work says is too high").
  const top = spell.some(Boolean) ? back : Math.min(back, highestNotTooHigh(upTo, back));
  if (top >= level + 2) {
    return {
      options: ['advance', ...offered.filter((option) => option !== 'advance')],
      moveTo: top,
    };
  }
  const lastTwo = recent.slice(-2);
  const sinking =
    lastTwo.length === 2 && lastTwo.every((work) => work.level === level && failing(work));
  const target = quantileLevel(levels, MOVE_TO);
  const tooHigh = twoTooHigh(upTo, level);
  const moveTo =
    tooHigh >= (recent.length >= 2 ? SURELY_TOO_HIGH : SURELY_TOO_HIGH_AFTER_ONE_DAY)
      ? Math.max(level - MOST_DOWN, Math.min(level - 1, target))
      : sinking && level > 0
        ? level - 1
        : null;
  const above = 1 - (upTo[level] ?? 1);
  // Up only where the product offers it (80% or more); the belief's expected share of the level
  // above, the costly reading, last.
  const goesUp =
    offered.includes('advance') &&
    (above >= READY_FOR_MORE ||
      settledWell(level, recent) ||
      (level < MAX_LEVEL && expectedShare(belief, level + 1) >= EASY_ENOUGH));
  const suggested: LevelOption = goesUp
    ? 'advance'
    : target < level && offered.includes('decrease')
      ? 'decrease'
      : 'repeat';
  const options = [suggested, ...offered.filter((option) => option !== suggested)];
  return { options, moveTo };
}
