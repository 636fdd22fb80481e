import { boxId, type Entries } from './grid';
import { boxesOf, gradeProblem, inSchoolMethod, operandsOf, type Problem, solve } from './problem';
import { DEFAULT_SCHOOL_METHOD } from './school-method';
import type { Subject } from './subject';

/**
 * A child's first submission of one problem of an assignment, as student.mathcomplete
 * carries it (decision 0012): the server grades it against the problems it sent, so
 * stars and "right at the first try" come from answers, not from a count the browser sends.
 */
export interface FirstTry {
  number_0: string;
  number_1: string;
  /**
   * One character per box of `boxesOf(problem)` as borrowing and the bracket write it, in that
   * order: a digit, or `_` when empty. The server sends problems without a method and grades
   * them so; a grid in another method has the same answer boxes (docs/written-methods.md), and
   * its own scratch boxes, never graded, are left out.
   */
  entries: string;
}

/** What an empty box is written as in `FirstTry.entries`. */
export const EMPTY_BOX = '_';

/** The most boxes a grid has (a level-19 division has about 60): a bound for the contract. */
export const FIRST_TRY_MAX_BOXES = 200;

/** A first try from the grid's entries by box id, as the child's screen holds them. */
export function firstTryOf(problem: Problem, entries: Record<string, string>): FirstTry {
  const [a, b] = operandsOf(problem);
  return {
    number_0: String(a),
    number_1: String(b),
    entries: boxesOf(inSchoolMethod(problem, DEFAULT_SCHOOL_METHOD))
      .map((box) => entries[boxId(box)] || EMPTY_BOX)
      .join(''),
  };
}

/** The entries of a first try by box index, as `gradeProblem` reads them. */
export function firstTryEntries(text: string): Entries {
  return Array.from(text, (char) => (char === EMPTY_BOX ? '' : char));
}

/**
 * How many of `problems` were not complete at their first try, or undefined when the tries
 * are not of these problems (another day's or round's, another level's), one for one in
 * order. A try may cover the first `tries.length` problems only: the five of a set of ten.
 */
export function firstTryErrors(
  problems: readonly Problem[],
  tries: readonly FirstTry[],
): number | undefined {
  return gradeFirstTries(problems, tries)?.errors;
}

/**
 * The first tries graded against the problems sent: how many were not complete, and the
 * problems answered right (the evidence rule weighs a bug against them); undefined as for
 * `firstTryErrors`.
 */
export function gradeFirstTries(
  problems: readonly Problem[],
  tries: readonly FirstTry[],
): { errors: number; right: Problem[] } | undefined {
  if (tries.length === 0 || tries.length > problems.length) return undefined;
  const right: Problem[] = [];
  for (const [index, tried] of tries.entries()) {
    const problem = problems[index]!;
    const [a, b] = operandsOf(problem);
    if (tried.number_0 !== String(a) || tried.number_1 !== String(b)) return undefined;
    if (gradeProblem(problem, firstTryEntries(tried.entries)).complete) right.push(problem);
  }
  return { errors: tries.length - right.length, right };
}

/** Problems as `assignment_history.right_first_tries` keeps them: "53-27,61-38". */
export function problemsToText(problems: readonly Problem[]): string {
  return problems.map((problem) => operandsOf(problem).join('-')).join(',');
}

/** The problems of a subject kept by `problemsToText`; what does not read is left out. */
export function problemsFromText(subject: Subject, text: string): Problem[] {
  return text.split(',').flatMap((pair) => {
    const match = /^(\d{1,16})-(\d{1,16})$/.exec(pair);
    if (!match) return [];
    try {
      return [solve(subject, Number(match[1]), Number(match[2]))];
    } catch {
      return [];
    }
  });
}
