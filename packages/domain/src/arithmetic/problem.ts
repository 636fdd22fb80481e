import { type AdditionProblem, additionBoxes, solveAddition } from './addition';
import { type DivisionProblem, divisionBoxes, solveDivision } from './division';
import { type Fact, factBoxes, isFact } from './facts';
import { type Box, type Entries, type Grading, gradeBoxes } from './grid';
import {
  type MultiplicationProblem,
  multiplicationBoxes,
  solveMultiplication,
} from './multiplication';
import { DEFAULT_SCHOOL_METHOD, type SchoolMethod } from './school-method';
import type { Subject } from './subject';
import { type SubtractionProblem, solveSubtraction, subtractionBoxes } from './subtraction';

export {
  isSubject,
  NOMBRES_DE_OPERACION,
  OPERATORS,
  type Operator,
  SIGNS,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
} from './subject';

export type Problem =
  | AdditionProblem
  | SubtractionProblem
  | MultiplicationProblem
  | DivisionProblem;

const SOLVERS: Record<Subject, (a: number, b: number) => Problem> = {
  addition: solveAddition,
  subtraction: solveSubtraction,
  multiplication: solveMultiplication,
  division: solveDivision,
};

/** Works a problem from its two operands; throws InvalidProblemError when it cannot be worked. */
export function solve(subject: Subject, a: number, b: number): Problem {
  return SOLVERS[subject](a, b);
}

/**
 * The problem as the child's school writes it (docs/written-methods.md): a subtraction by equal
 * additions, a long division with the divisor on the right. The answer is the same; the
 * grid's scratch boxes, its drawing, "Show me how" and the diagnosis follow the method.
 */
export function inSchoolMethod(problem: Problem, method: SchoolMethod): Problem {
  if (problem.subject === 'subtraction') {
    const { method: _, ...borrowing } = problem;
    return method.subtraction === 'equal-additions'
      ? { ...borrowing, method: 'equal-additions' }
      : borrowing;
  }
  if (problem.subject === 'division') {
    const { method: _, ...bracket } = problem;
    return method.division === 'divisor-right' ? { ...bracket, method: 'divisor-right' } : bracket;
  }
  return problem;
}

/**
 * The problem in the method its grid was written in, told by the grid's scratch boxes: only
 * equal additions has a ten added and a one paid back (docs/written-methods.md). A mistake is
 * diagnosed in the method the child used, whatever the child's method is today.
 */
export function writtenAs(problem: Problem, entries: Record<string, string> | undefined): Problem {
  if (problem.subject !== 'subtraction' || !entries) return problem;
  const equal = Object.keys(entries).some(
    (id) => id.startsWith('tenAdded.') || id.startsWith('payBack.'),
  );
  return inSchoolMethod(problem, {
    ...DEFAULT_SCHOOL_METHOD,
    subtraction: equal ? 'equal-additions' : 'regrouping',
  });
}

/** The two numbers of the problem, in the order they are written. */
export function operandsOf(problem: Problem): [number, number] {
  switch (problem.subject) {
    case 'addition':
      return [problem.addend1, problem.addend2];
    case 'subtraction':
      return [problem.minuend, problem.subtrahend];
    case 'multiplication':
      return [problem.multiplicand, problem.multiplier];
    case 'division':
      return [problem.dividend, problem.divisor];
  }
}

/** The answer as a child would say it: the quotient (the remainder is in the grid). */
export function answerOf(problem: Problem): number {
  switch (problem.subject) {
    case 'addition':
      return problem.sum;
    case 'subtraction':
      return problem.difference;
    case 'multiplication':
      return problem.product;
    case 'division':
      return problem.quotient;
  }
}

/**
 * The fact a problem is, when its whole answer is one number fact (7 + 5, 15 - 8, 12 x 7,
 * 56 / 7): it is typed as written, in one field. Undefined for column work.
 */
export function factOf(problem: Problem): Fact | undefined {
  const [a, b] = operandsOf(problem);
  const fact = { operation: problem.subject, a, b };
  return isFact(fact) ? fact : undefined;
}

/**
 * Every box of the problem's grid, in the order the work goes (paper-path.ts types them).
 * A one-fact problem has only its answer field's boxes: it has no working to write.
 */
export function boxesOf(problem: Problem): Box[] {
  const fact = factOf(problem);
  if (fact) return factBoxes(fact);
  switch (problem.subject) {
    case 'addition':
      return additionBoxes(problem);
    case 'subtraction':
      return subtractionBoxes(problem);
    case 'multiplication':
      return multiplicationBoxes(problem);
    case 'division':
      return divisionBoxes(problem);
  }
}

/**
 * Grades a child's entries (docs/product.md). A multiplication is complete when its product is
 * right, whatever the partial rows say; every other subject needs every graded box.
 */
export function gradeProblem(
  problem: Problem,
  entries: Entries,
  boxes: readonly Box[] = boxesOf(problem),
): Grading {
  const decides =
    problem.subject === 'multiplication' ? (box: Box) => box.fieldType === 'product' : () => true;
  return gradeBoxes(boxes, entries, decides);
}

/** The answer in words of print: "79 r 2" for a division with a remainder. */
export function answerText(problem: Problem): string {
  const remainder =
    problem.subject === 'division' && problem.remainder > 0 ? ` r ${problem.remainder}` : '';
  return `${answerOf(problem)}${remainder}`;
}
