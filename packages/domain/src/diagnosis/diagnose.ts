import { type Box, boxId, expectedEntries } from '../arithmetic/grid';
import { answerOf, boxesOf, gradeProblem, type Problem } from '../arithmetic/problem';
import { bugsOfProblem } from './bugs-of';
import type { BugId } from './catalog';
import { type BuggyWork, buggyWorks } from './procedures';

/** One explanation of a wrong answer: a bug, or two bugs together, and where they show. */
export interface Diagnosis {
  bugs: BugId[];
  /** Ids of the grid boxes where the buggy work differs from the correct one. */
  boxes: string[];
}

/** The rows that hold the answer itself; the other rows are the child's working. */
const ANSWER_ROWS = new Set<Box['fieldType']>(['sum', 'difference', 'product', 'quotient']);

/**
 * The graded boxes that write the answer: its rows, and a division's remainder (the last
 * subtract row). A slip anywhere else leaves the answer right.
 */
export function answerBoxes(problem: Problem, boxes: Box[] = boxesOf(problem)): Box[] {
  const last = problem.subject === 'division' ? problem.steps.length : 0;
  return boxes.filter(
    (box) =>
      box.graded &&
      (ANSWER_ROWS.has(box.fieldType) || (box.fieldType === 'subtract' && box.stepNumber === last)),
  );
}

/**
 * The answer as the child wrote it in the grid, highest place first ("035"): what the
 * child's answer row says, whatever the other rows hold.
 */
export function writtenAnswer(problem: Problem, entries: Record<string, string>): string {
  return boxesOf(problem)
    .filter((box) => ANSWER_ROWS.has(box.fieldType))
    .sort((a, b) => b.column - a.column)
    .map((box) => entries[boxId(box)] ?? '')
    .join('');
}

/**
 * An answer as a report prints it: its numbers without the zeros a child typed in front
 * ("02125" is 2125, "07 r 03" is 7 r 3); anything else as it was.
 */
export function answerAsNumber(answer: string): string {
  return answer.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
}

interface ChildAnswer {
  answer: number;
  remainder?: number;
}

/**
 * "35", "035" or "20 r 5"; null when it holds no number. A remainder of 0 is left out,
 * as the product itself writes answers ("1054", not "1054 r 0"): `diagnose` reads a
 * missing remainder as 0, or from the grid when there is one.
 */
function parseAnswer(answer: string): ChildAnswer | null {
  const match = /^\s*(\d{1,16})(?:\s*r\s*(\d{1,16}))?\s*$/i.exec(answer);
  if (!match) return null;
  const remainder = match[2] === undefined ? 0 : Number(match[2]);
  return { answer: Number(match[1]), ...(remainder === 0 ? {} : { remainder }) };
}

/** A division's remainder as the child wrote it: the last subtract row of the grid. */
function writtenRemainder(problem: Problem, entries: Record<string, string>): number | undefined {
  if (problem.subject !== 'division') return undefined;
  const last = problem.steps.length;
  const digits = boxesOf(problem)
    .filter((box) => box.fieldType === 'subtract' && box.stepNumber === last)
    .sort((a, b) => b.position - a.position)
    .map((box) => entries[boxId(box)] ?? '')
    .join('');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

function sameAnswer(work: ChildAnswer, child: ChildAnswer): boolean {
  if (work.answer !== child.answer) return false;
  return (
    child.remainder === undefined ||
    work.remainder === undefined ||
    work.remainder === child.remainder
  );
}

/** Every pair of the subject's bugs. */
function pairsOf(bugs: readonly BugId[]): BugId[][] {
  const pairs: BugId[][] = [];
  for (let i = 0; i < bugs.length; i++) {
    for (let j = i + 1; j < bugs.length; j++) pairs.push([bugs[i]!, bugs[j]!]);
  }
  return pairs;
}

/**
 * How well a work agrees with the child's grid: null when it contradicts a box of the
 * child's working (a wrong partial row, a carry the procedure would not write), else the
 * number of helper boxes (carries, borrows) where the child wrote what the procedure writes.
 */
function agreement(
  boxes: readonly Box[],
  work: BuggyWork,
  entries: Record<string, string>,
): number | null {
  let agreeing = 0;
  for (const box of boxes) {
    if (ANSWER_ROWS.has(box.fieldType)) continue;
    const id = boxId(box);
    const simulated = work.entries[id];
    if (simulated === undefined) continue;
    const written = entries[id] ?? '';
    // A carry or borrow of 0 may be written or left blank.
    const typed = !box.graded && written === '0' ? '' : written;
    if (box.graded) {
      if (typed !== simulated && !(typed === '' && simulated === '0' && box.blankAllowed)) {
        return null;
      }
    } else if (typed === simulated) {
      agreeing++;
    } else if (typed !== '') {
      return null;
    }
  }
  return agreeing;
}

/** The boxes where the buggy work writes something other than the correct solution. */
function differingBoxes(boxes: readonly Box[], work: BuggyWork): string[] {
  const correct = expectedEntries(boxes);
  const differing: string[] = [];
  boxes.forEach((box, index) => {
    const id = boxId(box);
    const simulated = work.entries[id];
    if (simulated !== undefined && simulated !== correct[index]) differing.push(id);
  });
  return differing;
}

/**
 * The bugs, alone or in pairs, that reproduce a wrong answer (BUGGY's method: run every
 * buggy procedure and keep those that write what the child wrote). The answer alone is
 * enough; the child's box entries, when there, rule out procedures that would have written
 * other working (partial rows, division steps, a carry the child did not write that way)
 * and prefer those whose carries and borrows match the child's. A single bug
 * is preferred to a pair. A correct answer is never diagnosed.
 */
export function diagnose(
  problem: Problem,
  answer: string,
  entries?: Record<string, string>,
): Diagnosis[] {
  const parsed = parseAnswer(answer);
  if (!parsed) return [];
  // "1055" and "1055 r 0" are the same answer: nothing left over, unless the grid's last
  // subtract row says what is.
  const remainder =
    parsed.remainder ??
    (problem.subject !== 'division' ? undefined : entries ? writtenRemainder(problem, entries) : 0);
  const child: ChildAnswer = {
    answer: parsed.answer,
    ...(remainder === undefined ? {} : { remainder }),
  };
  const correct = {
    answer: answerOf(problem),
    remainder: problem.subject === 'division' ? problem.remainder : undefined,
  };
  if (sameAnswer(correct, child)) return [];
  const boxes = boxesOf(problem);
  if (
    entries &&
    gradeProblem(
      problem,
      boxes.map((box) => entries[boxId(box)] ?? ''),
    ).complete
  ) {
    return [];
  }

  const explaining = (sets: BugId[][]) => {
    const found: { bugs: BugId[]; work: BuggyWork; agreement: number | null }[] = [];
    for (const bugs of sets) {
      const work = buggyWorks(problem, new Set(bugs)).find((each) => sameAnswer(each, child));
      if (!work) continue;
      found.push({ bugs, work, agreement: entries ? agreement(boxes, work, entries) : 0 });
    }
    return found.filter((each) => each.agreement !== null);
  };
  // A single bug is preferred to a pair, so pairs are tried only when no single fits.
  const single = bugsOfProblem(problem);
  let pool = explaining(single.map((bug) => [bug]));
  if (pool.length === 0) pool = explaining(pairsOf(single));
  if (entries) {
    const best = Math.max(...pool.map((each) => each.agreement ?? 0));
    pool = pool.filter((each) => (each.agreement ?? 0) === best);
  }
  return pool.map((each) => ({ bugs: each.bugs, boxes: differingBoxes(boxes, each.work) }));
}

/**
 * The boxes of a wrong grid whose digits a buggy procedure explains (the boxes where the
 * works that write the child's answer differ from the right one): their error is the
 * procedure's, not a fact's, and does not count against the facts behind them (decision
 * 0010, "The grids' timed boxes").
 */
export function procedureBoxes(problem: Problem, grid: Record<string, string>): Set<string> {
  return new Set(
    diagnose(problem, writtenAnswer(problem, grid), grid).flatMap((each) => each.boxes),
  );
}
