import type { Problem, Subject } from '../arithmetic/problem';
import type { SchoolMethod, SubtractionMethod } from '../arithmetic/school-method';
import { BUG_IDS, BUGS, type BugId } from './catalog';

/** Which bugs of the catalog (catalog.ts) can show where: a subject, a written method, a problem. */

/**
 * The bugs that can show in a subject's grid: in subtraction, those of the written method
 * when one is named (regrouping and exchanging are borrowing's names), else of any method.
 */
export function bugsOf(subject: Subject, method?: SubtractionMethod): BugId[] {
  const written =
    method === undefined ? undefined : method === 'equal-additions' ? method : 'borrowing';
  return BUG_IDS.filter((id) => {
    const bug = BUGS[id];
    if (!bug.subjects.includes(subject)) return false;
    return (
      subject !== 'subtraction' ||
      written === undefined ||
      bug.method === undefined ||
      bug.method === written
    );
  });
}

/** The methods a bug is looked for in: the child's, unless the bug belongs to another one. */
export function methodForBug(bug: BugId, method: SchoolMethod): SchoolMethod {
  const own = BUGS[bug].method;
  if (own === 'equal-additions') return { ...method, subtraction: 'equal-additions' };
  if (own === 'borrowing' && method.subtraction === 'equal-additions') {
    return { ...method, subtraction: 'regrouping' };
  }
  return method;
}

/** The bugs that can show in this problem's grid, as its method writes it. */
export function bugsOfProblem(problem: Problem): BugId[] {
  return bugsOf(
    problem.subject,
    problem.subject === 'subtraction' && problem.method === 'equal-additions'
      ? 'equal-additions'
      : 'regrouping',
  );
}
