import { generateProblem, MAX_LEVEL, TIERS } from '../arithmetic/curriculum';
import { boxId, isBoxCorrect } from '../arithmetic/grid';
import {
  answerOf,
  boxesOf,
  inSchoolMethod,
  type Problem,
  type Subject,
} from '../arithmetic/problem';
import { DEFAULT_SCHOOL_METHOD } from '../arithmetic/school-method';
import { createRandom } from '../random';
import { bugsOfProblem, methodForBug } from './bugs-of';
import { BUG_IDS, type BugId } from './catalog';
import { answerAsNumber, diagnose, writtenAnswer } from './diagnose';
import { type BuggyWork, buggyWorks } from './procedures';

/** A bug is reported when it explains this many recent problems; one is a slip. */
export const MIN_EXPLAINED = 2;

/**
 * The evidence rule (docs/misconceptions.md, "Named on evidence"): a bug is weighed against
 * slips, as a likelihood ratio over the child's recent first tries of the subject. Each
 * wrong answer the bug explains is BUG_APPLIED / SLIP_MATCHES times likelier with the bug
 * than by a slip; each right answer to a problem the bug gets wrong, whichever way, is
 * (1 - BUG_APPLIED) / (1 - SLIP_AT_ALL) times as likely; each wrong answer to such a
 * problem that another bug explains and this one does not (the child did not apply it) is
 * 1 - BUG_APPLIED times as likely. The bug is named when the ratio reaches NAMED_RATIO.
 */
/** A child with a bug applies it on most problems it fits, not all (bugs come and go). */
export const BUG_APPLIED = 0.8;
/** That a slip writes exactly the answer a bug gives (about one time in forty). */
export const SLIP_MATCHES = 0.025;
/** That a problem has a slip at all (a few digits at 5-10% each). */
export const SLIP_AT_ALL = 0.2;
/** How much likelier than slips the answers must be with the bug: 100 to 1. */
export const NAMED_RATIO = 100;

/**
 * The evidence for a bug against slips, as the log of the likelihood ratio: `explained`
 * wrong answers it explains, `rightAgainst` right answers it would have got wrong,
 * `wrongAgainst` wrong answers another bug explains where it would have written its own.
 */
export function bugEvidence(explained: number, rightAgainst: number, wrongAgainst = 0): number {
  return (
    explained * Math.log(BUG_APPLIED / SLIP_MATCHES) +
    rightAgainst * Math.log((1 - BUG_APPLIED) / (1 - SLIP_AT_ALL)) +
    wrongAgainst * Math.log(1 - BUG_APPLIED)
  );
}

/** A first try answered right, for the evidence rule: the problem. */
export interface RightAnswer {
  problem: Problem;
}
/** Problems in a targeted practice set. */
export const PROBE_SIZE = 5;
/**
 * A set starts at the Easy tier's first level (two digits), or at the child's level when
 * lower, and goes up only as far as it must to show the bug: the step the bug gets wrong in
 * the smallest numbers that show it. Bigger numbers add nothing but places to slip (a child
 * without the bug, slipping 5% a digit, passed sets of four- to six-digit products 90% of
 * the time, `npm run bench -- learners`).
 */
const SET_FROM_LEVEL = TIERS.find((tier) => tier.name === 'Easy')!.startLevel;
/** Problems drawn per level when looking for those that expose a bug. */
const DRAWS_PER_LEVEL = 100;
/**
 * Problems drawn per level, from the child's level up and then down, for a bug that few
 * problems show (a borrow from the leftmost digit in a subtract step of long division):
 * with DRAWS_PER_LEVEL alone, one set in twenty at level 0 came back short and one in
 * eight held fewer than five problems the bug changes in the grid (over 200-1,000 random
 * seeds), so a child with the bug could see it cleared.
 */
const RARE_DRAWS_PER_LEVEL = 400;

/** A wrong submission: the problem, the answer row as the child wrote it, and the grid. */
export interface Mistake {
  problem: Problem;
  answer: string;
  entries?: Record<string, string>;
}

export interface Finding {
  bug: BugId;
  subject: Subject;
  /** How many different recent problems of the subject the bug explains. */
  explains: number;
  /** How many different problems of the subject were wrong. */
  wrong: number;
  /** How many right first tries of the subject the bug gets wrong, whichever way. */
  rightAgainst: number;
  /** How many wrong first tries of the subject another bug explains and it gets wrong its own way. */
  wrongAgainst: number;
  /** The latest mistake it explains (an index into the mistakes), and where it shows. */
  example: number;
  boxes: string[];
}

/**
 * The bugs behind a student's recent mistakes (docs/misconceptions.md, docs/misconceptions.md).
 * `mistakes` go oldest first; a problem counts once, by its first wrong submission (later
 * ones are the child fixing red boxes). A bug is a candidate when it explains at least
 * MIN_EXPLAINED problems on its own or together with one same other bug (a pair the
 * catalog composes); answers explained only with the help of different bugs are slips or
 * other bugs, not evidence of this one. It is named when its evidence against slips
 * (`bugEvidence`) reaches NAMED_RATIO, counting against it the child's first tries it would
 * have got wrong and did not explain: `rights` (the first tries answered right in the same
 * window) and the other wrong answers. Of bugs where one explains all of another's
 * problems, the one with more problems, then more evidence, then first in the catalog (the
 * more common) is named. `counts` can leave out evidence: a mistake made before practice
 * cleared that bug.
 */
export function findMisconceptions(
  mistakes: readonly Mistake[],
  counts: (bug: BugId, subject: Subject, index: number) => boolean = () => true,
  rights: readonly RightAnswer[] = [],
): Finding[] {
  const firstTries = new Map<string, number>();
  mistakes.forEach((mistake, index) => {
    const key = `${mistake.problem.subject}:${mistake.problem.id}`;
    if (!firstTries.has(key)) firstTries.set(key, index);
  });

  const wrong = new Map<Subject, number>();
  const explained = new Map<
    string,
    {
      bug: BugId;
      subject: Subject;
      problems: Set<number>;
      /** The problems it explains on its own, not only together with another bug. */
      alone: Set<number>;
      /** The problems it explains together with each other bug. */
      withOther: Map<BugId, Set<number>>;
      boxes: Map<number, string[]>;
    }
  >();
  /** The bugs that explain each wrong first try, by index (evidence against those that do not). */
  const explainedBy = new Map<number, Set<BugId>>();
  for (const index of firstTries.values()) {
    const mistake = mistakes[index]!;
    const subject = mistake.problem.subject;
    wrong.set(subject, (wrong.get(subject) ?? 0) + 1);
    const diagnoses = diagnose(mistake.problem, mistake.answer, mistake.entries);
    explainedBy.set(index, new Set(diagnoses.flatMap((each) => each.bugs)));
    for (const diagnosis of diagnoses) {
      for (const bug of diagnosis.bugs) {
        if (!counts(bug, subject, index)) continue;
        const key = `${subject}:${bug}`;
        const entry = explained.get(key) ?? {
          bug,
          subject,
          problems: new Set(),
          alone: new Set(),
          withOther: new Map(),
          boxes: new Map(),
        };
        entry.problems.add(index);
        if (diagnosis.bugs.length === 1) entry.alone.add(index);
        for (const other of diagnosis.bugs) {
          if (other === bug) continue;
          const together = entry.withOther.get(other) ?? new Set();
          together.add(index);
          entry.withOther.set(other, together);
        }
        entry.boxes.set(index, diagnosis.boxes);
        explained.set(key, entry);
      }
    }
  }

  // The first tries the bug would have got wrong, whichever way, and did not explain: right
  // ones, and wrong ones another bug explains (a problem counts once). A wrong answer
  // nothing explains is a slip, as likely with the bug as without it: no evidence either way.
  const rightProblems = new Map<string, Problem>();
  for (const { problem } of rights) rightProblems.set(`${problem.subject}:${problem.id}`, problem);
  const rightAgainst = (bug: BugId, subject: Subject) =>
    [...rightProblems.values()].filter(
      (problem) => problem.subject === subject && wrongEveryWay(problem, bug),
    ).length;
  const wrongAgainst = (bug: BugId, subject: Subject) =>
    [...firstTries.values()].filter((index) => {
      const { problem } = mistakes[index]!;
      const bugs = explainedBy.get(index)!;
      return (
        problem.subject === subject &&
        bugs.size > 0 &&
        !bugs.has(bug) &&
        wrongEveryWay(problem, bug)
      );
    }).length;

  // Its own evidence: the problems it explains alone, or those it explains together with
  // the one same other bug (a pair of bugs working together), whichever are more.
  const own = (each: { alone: Set<number>; withOther: Map<BugId, Set<number>> }) =>
    Math.max(each.alone.size, ...[...each.withOther.values()].map((together) => together.size));
  const candidates = [...explained.values()]
    .filter((each) => own(each) >= MIN_EXPLAINED)
    .map((each) => {
      const right = rightAgainst(each.bug, each.subject);
      const other = wrongAgainst(each.bug, each.subject);
      return {
        ...each,
        rightAgainst: right,
        wrongAgainst: other,
        evidence: bugEvidence(each.problems.size, right, other),
      };
    })
    .filter((each) => each.evidence >= Math.log(NAMED_RATIO));
  type Candidate = (typeof candidates)[number];
  const rank = (each: Candidate) => BUG_IDS.indexOf(each.bug);
  // Another bug explains a problem as well as this one: by itself, or in a pair without it
  // where this one needs a pair too (two bugs of one pair never stand in for each other).
  const covers = (other: Candidate, each: Candidate, problem: number) =>
    other.alone.has(problem) ||
    (other.problems.has(problem) &&
      !each.alone.has(problem) &&
      !other.withOther.get(each.bug)?.has(problem));
  const dominated = (each: Candidate) =>
    candidates.some(
      (other) =>
        other !== each &&
        other.subject === each.subject &&
        [...each.problems].every((problem) => covers(other, each, problem)) &&
        (other.problems.size > each.problems.size ||
          other.evidence > each.evidence ||
          (other.evidence === each.evidence && rank(other) < rank(each))),
    );
  return candidates
    .filter((each) => !dominated(each))
    .map((each) => {
      const example = Math.max(...each.problems);
      return {
        bug: each.bug,
        subject: each.subject,
        explains: each.problems.size,
        wrong: wrong.get(each.subject) ?? 0,
        rightAgainst: each.rightAgainst,
        wrongAgainst: each.wrongAgainst,
        example,
        boxes: each.boxes.get(example) ?? [],
      };
    })
    .sort((a, b) => b.explains - a.explains || b.example - a.example);
}

/**
 * How closely a problem fits a bug, 0 the best: 0 when the bug shows in the child's grid
 * with an answer no other single bug gives; 1 when it shows in the grid; 2 when the bug
 * only changes the answer (a whole product of four digits does not fit a row of three
 * boxes), or its grid is not diagnosed as this bug; null when the bug does not change it,
 * done any of its ways: a child who drops carries but writes the last column whole gets
 * 92 + 81 right, and a right answer there would clear a bug the child still has
 * (docs/misconceptions.md, "Confirmed or cleared").
 * "Shows" is judged by the diagnosis itself, so that a set of problems that fit confirms
 * the bug when the child works it the bug's way (probeOutcome).
 */
function fitOf(problem: Problem, bug: BugId): 0 | 1 | 2 | null {
  if (!wrongEveryWay(problem, bug)) return null;
  const wrong = buggyWorks(problem, new Set([bug]));
  const shown = wrong.filter(
    (work) =>
      showsInGrid(problem, work) &&
      diagnose(problem, writtenAnswer(problem, work.entries), work.entries).some((each) =>
        each.bugs.includes(bug),
      ),
  );
  if (shown.length === 0) return 2;
  const answers = shown.map(answerText);
  const unique = bugsOfProblem(problem)
    .filter((other) => other !== bug)
    .every((other) =>
      buggyWorks(problem, new Set([other])).every((work) => !answers.includes(answerText(work))),
    );
  return unique ? 0 : 1;
}

/** A work's answer as it is compared: the number, and a division's remainder. */
const answerText = (work: { answer: number; remainder?: number }) =>
  `${work.answer} r ${work.remainder ?? ''}`;

/** Whether the bug gets the problem wrong whichever way the child does it. */
export function wrongEveryWay(problem: Problem, bug: BugId): boolean {
  const correct = answerText(buggyWorks(problem, new Set())[0] ?? { answer: answerOf(problem) });
  const works = buggyWorks(problem, new Set([bug]));
  return works.length > 0 && works.every((work) => answerText(work) !== correct);
}

/**
 * Every digit the buggy work writes has its box in the grid, and the answer row then
 * reads as that work's answer.
 */
function showsInGrid(problem: Problem, work: BuggyWork): boolean {
  const ids = new Set(boxesOf(problem).map(boxId));
  if (Object.keys(work.entries).some((id) => !ids.has(id))) return false;
  const written = writtenAnswer(problem, work.entries);
  return /^\d+$/.test(written) && Number(written) === work.answer;
}

/**
 * A targeted practice set (docs/misconceptions.md): problems from `level` (SET_FROM_LEVEL at most) up
 * (and below it when the
 * levels above cannot show the bug) where the suspected bug gives a wrong answer, in the
 * child's grid, that no other bug gives (for the borrow-across-zero bugs, top numbers with
 * zeros), so the child's answers confirm or clear it; where too few are found, the search
 * goes on longer, then takes the next best fits. Seeded: the same seed gives the same set.
 */
export function probeProblems(
  bug: BugId,
  subject: Subject,
  level: number,
  seed: string,
  count = PROBE_SIZE,
): Problem[] {
  const random = createRandom(seed);
  // A method's own bug is looked for in problems written in that method.
  const method = methodForBug(bug, DEFAULT_SCHOOL_METHOD);
  // Problems by how well they fit, drawn level by level until enough fit best.
  const byFit: Problem[][] = [[], [], []];
  const seen = new Set<string>();
  const draw = (levels: number[], enough: () => boolean, draws = DRAWS_PER_LEVEL) => {
    for (const each of levels) {
      for (let drawn = 0; drawn < draws && !enough(); drawn++) {
        const problem = inSchoolMethod(generateProblem(subject, each, random), method);
        if (seen.has(problem.id)) continue;
        seen.add(problem.id);
        const fit = fitOf(problem, bug);
        if (fit !== null) byFit[fit]!.push(problem);
      }
    }
  };
  const from = Math.max(0, Math.min(level, SET_FROM_LEVEL));
  const range = (a: number, b: number) =>
    Array.from({ length: Math.abs(b - a) + 1 }, (_, i) => (a <= b ? a + i : a - i));
  draw(range(from, MAX_LEVEL), () => byFit[0]!.length >= count);
  // Too big a level can hide a bug (a whole product does not fit its row): the levels
  // below give problems where the child's grid shows it.
  const shown = () => byFit[0]!.length + byFit[1]!.length >= count;
  if (from > 0 && !shown()) draw(range(from - 1, 0), shown);
  const everyLevel =
    from > 0 ? [...range(from, MAX_LEVEL), ...range(from - 1, 0)] : range(0, MAX_LEVEL);
  if (!shown()) draw(everyLevel, shown, RARE_DRAWS_PER_LEVEL);
  return byFit.flat().slice(0, count);
}

/**
 * Answers of a targeted practice set that must be right for it to clear the bug: all but
 * two, when the bug explains at most one (else it is confirmed). Every problem of the set is
 * one the bug gets wrong, whichever way, so a child who has it gets none right but by luck;
 * a child without it slips now and then (at 5% a digit, one problem in seven is wrong, and
 * "all but one" failed one such child in seven, `npm run bench -- learners`). Blank or
 * otherwise wrong answers show nothing either way (five blank answers once "cleared" a bug
 * and earned a badge: decision 0012).
 */
export const CLEARED_RIGHT = PROBE_SIZE - 2;

/**
 * What a targeted practice set says of the suspected bug: confirmed when it explains
 * MIN_EXPLAINED or more of the answers; cleared when CLEARED_RIGHT or more are right;
 * otherwise inconclusive (the bug stays suspected, and no badge).
 */
export function probeOutcome(
  bug: BugId,
  answers: readonly Mistake[],
): { outcome: 'confirmed' | 'cleared' | 'inconclusive'; explained: number; right: number } {
  const explained = answers.filter((answer) =>
    diagnose(answer.problem, answer.answer, answer.entries).some((each) => each.bugs.includes(bug)),
  ).length;
  // Right: every graded box of the grid, or without a grid the answer itself (a division's
  // remainder is in its grid).
  const right = answers.filter(({ problem, answer, entries }) =>
    entries
      ? boxesOf(problem).every((box) => !box.graded || isBoxCorrect(box, entries[boxId(box)]))
      : problem.subject !== 'division' && answerAsNumber(answer) === String(answerOf(problem)),
  ).length;
  const outcome =
    explained >= MIN_EXPLAINED
      ? 'confirmed'
      : right >= Math.min(CLEARED_RIGHT, answers.length)
        ? 'cleared'
        : 'inconclusive';
  return { outcome, explained, right };
}
