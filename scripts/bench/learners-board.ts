// The live board's stuck flag on simulated children whose truth is known (docs/product.md
// "The live board"): each child does six days of ten problems of one subject; after each day
// the board's rule (`stuckStep`) reads that day's wrong answers, each with the steps
// `diagnose` finds in it as the server keeps them, and the steps named that day, kept as the
// server keeps them: the report card's rule (`findMisconceptions`, with the right first tries
// of the days before) run whenever a wrong answer a step explains arrives. The children are
// this file's own and the published bugs' (published-bugs.ts), and some the flag's
// assumptions do not hold for: careless children slipping a digit in five, guessers, children
// with habits no step of the catalogue describes, children whose bug goes away on the
// third day, and long-division children writing their grids by this file's own long division.
import {
  answerOf,
  type BoardTile,
  type BugId,
  createRandom,
  diagnose,
  findMisconceptions,
  generateProblem,
  type Mistake,
  operandsOf,
  type Problem,
  type PupilToday,
  type Random,
  type RightAnswer,
  SUBJECTS,
  type Subject,
  stuckStep,
  writtenAnswer,
} from '@mathsteps/domain';
import { levelsShowing, percent, withSlips, writtenBy } from './learners-bugs';
import { LEVELS, WEEK, workOf } from './learners-diagnosis';
import { type ChildBug, ONE_BUG, TWO_BUGS } from './published-bugs';

const CHILDREN = 40;
/** The day (0-based) the fading children's bug goes away. */
const FADES_ON = 2;

/** One child's answer: the number written, and its grid when the child wrote one. */
type Written = { answer: string; entries?: Record<string, string> };

interface Child {
  subject: Subject;
  level: number;
  problem: (random: Random) => Problem;
  answer: (problem: Problem, day: number, random: Random) => Written;
  /** The steps the child truly gets wrong on a day. */
  truth: (day: number) => ReadonlySet<BugId>;
}

/** The board's flag at the end of each day. */
function flags(child: Child, random: Random): BoardTile['stuck'][] {
  const mistakes: Mistake[] = [];
  const rights: RightAnswer[] = [];
  /** The steps named now, each with the day it was first named (the server's named_steps). */
  let named = new Map<string, { subject: Subject; bug: BugId; day: number }>();
  const days: BoardTile['stuck'][] = [];
  for (let day = 0; day < WEEK.days; day++) {
    const wrong: PupilToday['wrong'] = [];
    const rightToday: RightAnswer[] = [];
    for (let n = 0; n < WEEK.problemsADay; n++) {
      const problem = child.problem(random);
      const written = child.answer(problem, day, random);
      if (written.answer === String(answerOf(problem))) {
        rightToday.push({ problem });
        continue;
      }
      mistakes.push({ problem, ...written });
      const bugs = [
        ...new Set(diagnose(problem, written.answer, written.entries).flatMap((each) => each.bugs)),
      ];
      wrong.push({ subject: child.subject, problem: operandsOf(problem).join(','), bugs });
      if (bugs.length === 0) continue;
      const now = new Map<string, { subject: Subject; bug: BugId; day: number }>();
      for (const found of findMisconceptions(mistakes, undefined, rights)) {
        const key = `${found.subject}:${found.bug}`;
        now.set(key, named.get(key) ?? { subject: found.subject, bug: found.bug, day });
      }
      named = now;
    }
    // The assignment's right first tries arrive with its completion, at the day's end.
    rights.push(...rightToday);
    days.push(
      stuckStep(
        wrong,
        [...named.values()].filter((each) => each.day === day),
      ),
    );
  }
  return days;
}

/** A child without a bug who slips a digit of the grid at `slip`. */
const slipping =
  (slip: number) =>
  (subject: Subject, random: Random): Child => {
    const level = LEVELS[subject][random.int(0, LEVELS[subject].length - 1)]!;
    return {
      subject,
      level,
      problem: (draw) => generateProblem(subject, level, draw),
      answer: (problem, _day, draw) => {
        const entries = workOf(problem, slip, draw);
        return { answer: writtenAnswer(problem, entries), entries };
      },
      truth: () => new Set(),
    };
  };

/** A child without a bug who writes a guess of the answer's length on two problems in five. */
const guessing = (subject: Subject, random: Random): Child => {
  const careful = slipping(0.05)(subject, random);
  return {
    ...careful,
    answer: (problem, day, draw) => {
      if (draw.next() >= 0.4) return careful.answer(problem, day, draw);
      const length = String(answerOf(problem)).length;
      return { answer: String(draw.int(10 ** (length - 1), 10 ** length - 1)) };
    },
  };
};

/**
 * A child with a habit no step of the catalogue describes, on half the problems it fits: the
 * flag must not give it a catalogue's name.
 */
const offCatalogue =
  (habit: (answer: number) => number) =>
  (subject: Subject, random: Random): Child => {
    const careful = slipping(0.05)(subject, random);
    return {
      ...careful,
      answer: (problem, day, draw) =>
        draw.next() < 0.5
          ? { answer: withSlips(habit(answerOf(problem)), 0.05, draw) }
          : careful.answer(problem, day, draw),
    };
  };
/** Writes the answer's digits in reverse order. */
const reversed = (answer: number) => Number([...String(answer)].reverse().join(''));
/** Writes an answer ten off. */
const tenOff = (answer: number) => (answer >= 10 ? answer - 10 : answer + 10);

/** A child with a published bug applied on 60-100% of the problems it fits, slipping 5%. */
const withBug =
  (bug: ChildBug, fades: boolean) =>
  (random: Random): Child => {
    const levels = levelsShowing(bug);
    const level = levels[random.int(0, levels.length - 1)]!;
    const applied = 0.6 + 0.4 * random.next();
    const truth = new Set<BugId>(bug.catalog);
    const gone = (day: number) => fades && day >= FADES_ON;
    return {
      subject: bug.subject,
      level,
      problem: (draw) => writtenBy(bug, generateProblem(bug.subject, level, draw)),
      answer: (problem, day, draw) => {
        const buggy = !gone(day) && draw.next() < applied;
        const [a, b] = operandsOf(problem);
        const answer = buggy ? bug.work(a, b) : answerOf(problem);
        return { answer: withSlips(answer, 0.05, draw) };
      },
      truth: (day) => (gone(day) ? new Set() : truth),
    };
  };

/**
 * A long division's grid as a child with one of its published bugs writes it (Ashlock 2010,
 * "Error Patterns in Computation"), by this bench's own long division, not the product's: each
 * step's answer digit, its product and what is left, and the next digit brought down.
 * - `missing-zero`: a step the divisor does not go into gets no 0 on top: the child only brings
 *   the next digit down beside it and goes on (612 / 6 becomes 1 _ 2, read 12).
 * - `last-digit-small`: the last answer digit is one too small, so what is left is as big as
 *   the divisor (85 / 4 becomes 20, with 5 left).
 * Each digit written slips at `slip`.
 */
function divisionGrid(
  a: number,
  b: number,
  bug: 'missing-zero' | 'last-digit-small',
  slip: number,
  random: Random,
): Record<string, string> {
  const digits = [...String(a)].map(Number);
  const entries: Record<string, string> = {};
  const write = (box: string, digit: number) => {
    entries[box] = String(random.next() < slip ? (digit + random.int(1, 9)) % 10 : digit);
  };
  const writeNumber = (row: string, value: number) => {
    for (const [place, digit] of [...String(value)].reverse().entries()) {
      write(`${row}.${place}`, Number(digit));
    }
  };
  // The first step takes the dividend's digits until the divisor goes into them.
  let last = 0;
  let partial = digits[0]!;
  while (partial < b && last < digits.length - 1) partial = partial * 10 + digits[++last]!;
  for (let step = 1; ; step++) {
    const column = digits.length - 1 - last;
    const final = last === digits.length - 1;
    let digit = Math.floor(partial / b);
    if (bug === 'last-digit-small' && final && digit > 0) digit -= 1;
    const skipped = bug === 'missing-zero' && digit === 0 && step > 1;
    if (!skipped) {
      write(`quotient.s${step}.${column}`, digit);
      writeNumber(`multiply.s${step}`, digit * b);
      writeNumber(`subtract.s${step}`, partial - digit * b);
    }
    if (final) return entries;
    const next = digits[++last]!;
    write(`bringDown.s${step}.0`, next);
    partial = (partial - digit * b) * 10 + next;
  }
}

/** A child with a published long-division bug, on 60-100% of the problems, its grid written. */
const withDivisionBug =
  (bug: 'missing-zero' | 'last-digit-small', step: BugId) =>
  (random: Random): Child => {
    const level = LEVELS.division[random.int(0, LEVELS.division.length - 1)]!;
    const applied = 0.6 + 0.4 * random.next();
    const careful = slipping(0.02)('division', random);
    return {
      ...careful,
      level,
      problem: (draw) => generateProblem('division', level, draw),
      answer: (problem, day, draw) => {
        if (draw.next() >= applied) return careful.answer(problem, day, draw);
        const [a, b] = operandsOf(problem);
        const entries = divisionGrid(a, b, bug, 0.02, draw);
        return { answer: writtenAnswer(problem, entries), entries };
      },
      truth: () => new Set([step]),
    };
  };

interface Row {
  name: string;
  children: number;
  /** Flagged on the first day, with one of its own steps. */
  firstDay: number;
  /** Flagged with one of its own steps by the end of the second day. */
  byDayTwo: number;
  /** Days flagged with a step it does not have (of all its days). */
  wrongDays: number;
  days: number;
  /** Flagged with a step it does not have on some day. */
  wrongChildren: number;
}

function row(name: string, make: (index: number) => Child): Row {
  const result: Row = {
    name,
    children: 0,
    firstDay: 0,
    byDayTwo: 0,
    wrongDays: 0,
    days: 0,
    wrongChildren: 0,
  };
  for (let index = 0; index < CHILDREN; index++) {
    const child = make(index);
    const random = createRandom(`board:${name}:${index}`);
    const days = flags(child, random);
    const own = (day: number) => {
      const flag = days[day];
      return flag !== null && flag !== undefined && child.truth(day).has(flag.bug);
    };
    const wrong = days.map((flag, day) => flag !== null && !child.truth(day).has(flag.bug));
    result.children++;
    if (own(0)) result.firstDay++;
    if (own(0) || own(1)) result.byDayTwo++;
    result.days += days.length;
    result.wrongDays += wrong.filter(Boolean).length;
    if (wrong.some(Boolean)) result.wrongChildren++;
  }
  return result;
}

export function benchBoardFlags(): void {
  console.log(
    `\nThe live board's stuck flag: ${CHILDREN} children a row, ${WEEK.days} days of ${WEEK.problemsADay} problems, the flag read at each day's end\n`,
  );
  console.log(
    '| child | flagged with its step on day 1 | by day 2 | days flagged with a step it does not have | children flagged so, any day |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const print = (each: Row, buggy: boolean) =>
    console.log(
      `| ${each.name} | ${buggy ? percent(each.firstDay, each.children) : ''} | ${
        buggy ? percent(each.byDayTwo, each.children) : ''
      } | ${percent(each.wrongDays, each.days)} | ${percent(each.wrongChildren, each.children)} |`,
    );
  const rows: { row: Row; buggy: boolean }[] = [];
  for (const [name, make] of [
    ['no bug, slips 5% of digits', slipping(0.05)],
    ['no bug, slips 10%', slipping(0.1)],
    ['no bug, careless: slips 20%', slipping(0.2)],
    ['no bug, guesses 2 problems in 5', guessing],
    ['writes the digits reversed, 1 problem in 2', offCatalogue(reversed)],
    ['writes an answer ten off, 1 problem in 2', offCatalogue(tenOff)],
  ] as const) {
    const made = row(name, (index) => {
      const subject = SUBJECTS[index % SUBJECTS.length]!;
      return make(subject, createRandom(`board-child:${name}:${index}`));
    });
    rows.push({ row: made, buggy: false });
  }
  for (const bug of [...ONE_BUG, ...TWO_BUGS]) {
    const make = withBug(bug, false);
    rows.push({
      row: row(bug.name, (index) => make(createRandom(`board-child:${bug.name}:${index}`))),
      buggy: true,
    });
  }
  for (const [name, make] of [
    [
      'division: no 0 where a step does not go',
      withDivisionBug('missing-zero', 'missing-zero-in-quotient'),
    ],
    [
      'division: last answer digit one too small',
      withDivisionBug('last-digit-small', 'quotient-digit-too-small'),
    ],
  ] as const) {
    rows.push({
      row: row(name, (index) => make(createRandom(`board-child:${name}:${index}`))),
      buggy: true,
    });
  }
  for (const bug of ONE_BUG.slice(0, 6)) {
    const make = withBug(bug, true);
    const name = `${bug.name}, gone on day ${FADES_ON + 1}`;
    rows.push({
      row: row(name, (index) => make(createRandom(`board-child:${name}:${index}`))),
      buggy: true,
    });
  }
  for (const each of rows) print(each.row, each.buggy);
  const buggy = rows.filter((each) => each.buggy).map((each) => each.row);
  const worstFound = buggy.reduce((a, b) =>
    b.byDayTwo / b.children < a.byDayTwo / a.children ? b : a,
  );
  const worstWrong = rows
    .map((each) => each.row)
    .reduce((a, b) => (b.wrongDays / b.days > a.wrongDays / a.days ? b : a));
  console.log(
    `\nWorst found by day 2: ${worstFound.name} ${percent(worstFound.byDayTwo, worstFound.children)}; most days flagged wrongly: ${worstWrong.name} ${percent(worstWrong.wrongDays, worstWrong.days)}`,
  );
}
