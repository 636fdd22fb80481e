import { type Level, type LevelSpec, levelSpec } from './curriculum';
import { digitCount } from './digits';
import { type Box, expectedEntries } from './grid';
import { factOf, type Problem } from './problem';

/**
 * What a child's grid shows and the order in which typing fills it: the paper path.
 *
 * A child writes the answer digits as on paper (addition and subtraction from the ones
 * column leftwards, each multiplication row from the ones, long division step by step),
 * so typing a digit, Tab and Enter visit those boxes only: the chain. Carry and borrow
 * boxes are scratch boxes that the child may note a digit in (by tapping them, or ArrowUp
 * from the box below) and are never in the chain. Nor is a leading box that may stay blank
 * when boxes to write follow it (a partial product row's spare column): it is there to tap.
 *
 * A one-fact problem (7 + 5) is not column work: its answer is typed as the number is
 * written, highest place first, in one field (facts.ts).
 *
 * At a level where no problem can carry or borrow, the grid leaves out the scratch boxes
 * and the answer columns that no problem of the level can fill: nothing there would be
 * useful, and showing them would only tempt a stray digit. They still exist as boxes (their
 * ids are the same everywhere) and, left blank, they are right.
 */
export interface PaperPath {
  /** Per box: drawn in the grid. */
  shown: boolean[];
  /** The boxes a child writes the answer in, in paper order: where typing goes. */
  chain: number[];
}

/** `level` is the curriculum level the problem was made at; without it every box is shown. */
export function paperPath(problem: Problem, boxes: readonly Box[], level?: Level): PaperPath {
  // A fact is written as the number is: its field's boxes are in that order already.
  if (factOf(problem)) return { shown: boxes.map(() => true), chain: boxes.map((_, i) => i) };
  const spec = level === undefined ? undefined : levelSpec(problem.subject, level);
  const shown = boxes.map((box) => !spec || !leftOut(problem, spec, box));
  const chain: number[] = [];
  let requiredLater = false;
  // From the end, so that a box's place is known against the boxes after it.
  for (let index = boxes.length - 1; index >= 0; index--) {
    const box = boxes[index]!;
    if (!box.graded || !shown[index]) continue;
    // A leading box that may stay blank is typed into only at the end of the answer: a
    // child finishing a row of long multiplication goes straight on to the next row.
    if (box.blankAllowed && !box.required && requiredLater) continue;
    chain.push(index);
    requiredLater ||= box.required;
  }
  chain.reverse();
  return { shown, chain };
}

function leftOut(problem: Problem, spec: LevelSpec, box: Box): boolean {
  if (!box.graded) return !spec.regroups;
  // Only a box that may stay blank can go: one that some problem needs is always there.
  if (box.required || !box.blankAllowed) return false;
  const width = columnsNeeded(problem, spec, box);
  return width !== undefined && box.column >= width;
}

/** How many columns the box's row can need at the level, from the level's largest operands. */
function columnsNeeded(problem: Problem, spec: LevelSpec, box: Box): number | undefined {
  const [, largestA] = spec.a;
  const [, largestB] = spec.b;
  switch (box.fieldType) {
    case 'sum':
      // Without carrying, a sum is no longer than the longer addend.
      return digitCount(spec.regroups ? largestA + largestB : Math.max(largestA, largestB));
    case 'product':
      return digitCount(largestA * largestB);
    case 'partial': {
      if (problem.subject !== 'multiplication') return undefined;
      const partial = problem.partialProducts[box.partialIndex ?? 0];
      return partial && digitCount(largestA * 9) + partial.position;
    }
    default:
      return undefined;
  }
}

/**
 * The right answer as a child writes it: the digits of the chain's boxes, in paper order;
 * a leading box that stays blank is not written.
 */
export function paperAnswer(
  boxes: readonly Box[],
  path: PaperPath,
): { index: number; digit: string }[] {
  const right = expectedEntries(boxes);
  return path.chain.flatMap((index) => (right[index] ? [{ index, digit: right[index] }] : []));
}
