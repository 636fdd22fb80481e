// Children with known bugs and the bugs the report names (docs/misconceptions.md, decision
// 0021). Each child has one published bug, or two of one subject working together
// (published-bugs.ts), applied on every problem it fits or on 60-80% of them, and slips a
// digit of the answer at 0, 5 or 10%. It does six days of ten problems of its subject at a
// level where its bug changes at least a third of the answers (each of two bugs: a child's
// level exercises the step it gets wrong); the report's rule
// (`findMisconceptions`, with the child's right first tries) looks at all its answers so
// far. The answers are the numbers the child writes (no grid: the catalog's own grids would
// hand the rule the catalog's view of the bug).
import {
  answerOf,
  type BugId,
  createRandom,
  DEFAULT_SCHOOL_METHOD,
  diagnose,
  findMisconceptions,
  generateProblem,
  inSchoolMethod,
  MAX_LEVEL,
  type Mistake,
  operandsOf,
  type Problem,
  type Random,
} from '@mathsteps/domain';
import { WEEK } from './learners-diagnosis';
import { type ChildBug, ONE_BUG, TWO_BUGS } from './published-bugs';

const CHILDREN = 40;
const SLIPS = [0, 0.05, 0.1];
/** A level is one where the bug shows when it changes at least this share of its answers. */
const SHOWS = 1 / 3;

/** The levels where the child's bug (each of its bugs) changes SHOWS of the answers or more. */
export function levelsShowing(bug: ChildBug): number[] {
  const random = createRandom(`levels:${bug.name}`);
  return Array.from({ length: MAX_LEVEL + 1 }, (_, level) => level).filter((level) => {
    const problems = Array.from({ length: 200 }, () => generateProblem(bug.subject, level, random));
    return (bug.parts ?? [bug.work]).every(
      (work) =>
        problems.filter((problem) => work(...operandsOf(problem)) !== answerOf(problem)).length >=
        SHOWS * problems.length,
    );
  });
}

/** The problem as the child's school writes it: its grid, and so the bugs looked for. */
export const writtenBy = (bug: ChildBug, problem: Problem): Problem =>
  bug.method
    ? inSchoolMethod(problem, { ...DEFAULT_SCHOOL_METHOD, subtraction: bug.method })
    : problem;

/** The answer with each digit slipped at `slip`: another digit in its place. */
export function withSlips(answer: number, slip: number, random: Random): string {
  return [...String(answer)]
    .map((digit) =>
      random.next() < slip ? String((Number(digit) + random.int(1, 9)) % 10) : digit,
    )
    .join('');
}

interface Outcome {
  /** Named exactly the child's bugs at the last report. */
  exact: boolean;
  /** The first bug named at the last report is one of the child's. */
  top: boolean;
  /** Every one of the child's bugs named at the last report. */
  all: boolean;
  /** Some daily report named a bug the child does not have. */
  wrongNamed: boolean;
  /** Problems where a bug showed before all of them were named (null: never). */
  shownBeforeNamed: number | null;
  /** The same, by the baseline rule. */
  baseline: { top: boolean; all: boolean; wrongNamed: boolean };
}

/**
 * A simple baseline: every bug that explains two or more of the child's wrong first tries
 * (alone or in a pair), the one explaining most first; right answers never count.
 */
function baselineRule(mistakes: readonly Mistake[]): BugId[] {
  const explains = new Map<BugId, number>();
  for (const { problem, answer } of mistakes) {
    for (const bug of new Set(diagnose(problem, answer).flatMap((each) => each.bugs))) {
      explains.set(bug, (explains.get(bug) ?? 0) + 1);
    }
  }
  return [...explains]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([bug]) => bug);
}

function simulate(
  bug: ChildBug,
  levels: number[],
  slip: number,
  stable: boolean,
  child: number,
): Outcome {
  const random = createRandom(`bugs:${bug.name}:${slip}:${stable}:${child}`);
  const level = levels[random.int(0, levels.length - 1)]!;
  const applied = stable ? 1 : 0.6 + 0.2 * random.next();
  const truth = new Set<BugId>(bug.catalog);
  const mistakes: Mistake[] = [];
  const rights: { problem: Problem }[] = [];
  let shown = 0;
  let shownBeforeNamed: number | null = null;
  let wrongNamed = false;
  let named: BugId[] = [];
  let base: BugId[] = [];
  let baseWrong = false;
  for (let day = 0; day < WEEK.days; day++) {
    for (let n = 0; n < WEEK.problemsADay; n++) {
      const problem = writtenBy(bug, generateProblem(bug.subject, level, random));
      const right = answerOf(problem);
      const buggy = bug.work(...operandsOf(problem));
      const answer = withSlips(random.next() < applied ? buggy : right, slip, random);
      if (answer === String(right)) rights.push({ problem });
      else mistakes.push({ problem, answer });
      if (buggy === right) continue;
      shown++;
      // The report can be opened after any problem: when were all the child's bugs named?
      if (shownBeforeNamed === null && answer !== String(right)) {
        const now = new Set(findMisconceptions(mistakes, undefined, rights).map((f) => f.bug));
        if ([...truth].every((each) => now.has(each))) shownBeforeNamed = shown;
      }
    }
    named = findMisconceptions(mistakes, undefined, rights).map((found) => found.bug);
    wrongNamed ||= named.some((each) => !truth.has(each));
    base = baselineRule(mistakes);
    baseWrong ||= base.some((each) => !truth.has(each));
  }
  return {
    exact: named.length === truth.size && named.every((each) => truth.has(each)),
    top: named.length > 0 && truth.has(named[0]!),
    all: [...truth].every((each) => named.includes(each)),
    wrongNamed,
    shownBeforeNamed,
    baseline: {
      top: base.length > 0 && truth.has(base[0]!),
      all: [...truth].every((each) => base.includes(each)),
      wrongNamed: baseWrong,
    },
  };
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Every child of these bugs, at every slip rate, stable and not. */
function outcomes(bugs: ChildBug[]): Map<ChildBug, Outcome[]> {
  const all = new Map<ChildBug, Outcome[]>();
  for (const bug of bugs) {
    const list: Outcome[] = [];
    const levels = levelsShowing(bug);
    for (const slip of SLIPS) {
      for (const stable of [true, false]) {
        for (let child = 0; child < CHILDREN; child++) {
          list.push(simulate(bug, levels, slip, stable, child));
        }
      }
    }
    all.set(bug, list);
  }
  return all;
}

export function benchBugDiagnosis(): void {
  const children = CHILDREN * SLIPS.length * 2;
  console.log(
    `\nChildren with published bugs (${children} per row: slips 0, 5, 10% a digit; the bug on every problem or on 60-80%), ${WEEK.days} days of ${WEEK.problemsADay} problems\n`,
  );
  console.log(
    '| child | named first at the end | exactly its bugs | all its bugs named | a bug it does not have named (any day) | problems where it showed, till named (median) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  const totals = { one: [] as Outcome[], two: [] as Outcome[] };
  for (const [group, bugs] of [
    ['one', ONE_BUG],
    ['two', TWO_BUGS],
  ] as const) {
    for (const [bug, list] of outcomes(bugs)) {
      totals[group].push(...list);
      const till = list.flatMap((each) =>
        each.shownBeforeNamed === null ? [] : [each.shownBeforeNamed],
      );
      console.log(
        `| ${bug.name} | ${percent(list.filter((each) => each.top).length, list.length)} | ${percent(
          list.filter((each) => each.exact).length,
          list.length,
        )} | ${percent(list.filter((each) => each.all).length, list.length)} | ${percent(
          list.filter((each) => each.wrongNamed).length,
          list.length,
        )} | ${median(till)} |`,
      );
    }
  }
  const { one, two } = totals;
  const tillOne = one.flatMap((each) =>
    each.shownBeforeNamed === null ? [] : [each.shownBeforeNamed],
  );
  console.log(
    `| **one bug, all** | ${percent(one.filter((each) => each.top).length, one.length)} | ${percent(
      one.filter((each) => each.exact).length,
      one.length,
    )} | | ${percent(one.filter((each) => each.wrongNamed).length, one.length)} | ${median(tillOne)} |`,
  );
  console.log(
    `| **two bugs, all** | | | ${percent(two.filter((each) => each.all).length, two.length)} | | |`,
  );
  console.log(
    `| baseline: bugs explaining 2 wrong answers | ${percent(
      one.filter((each) => each.baseline.top).length,
      one.length,
    )} | | two bugs: ${percent(two.filter((each) => each.baseline.all).length, two.length)} | ${percent(
      one.filter((each) => each.baseline.wrongNamed).length,
      one.length,
    )} | |`,
  );
  console.log('| goal | one bug: >= 96% | | two bugs: >= 80% | one bug: <= 3% | <= 4 |');
}
