import {
  boxesOf,
  type DivisionProblem,
  divisorRightLayout,
  equalAdditionsLayout,
  operandsOf,
  type Problem,
  type SchoolMethod,
  SIGNS,
  type SubtractionProblem,
} from '@mathsteps/domain';
import { GridView } from './grid-view';
import { layoutOf } from './layout';
import { PaperLayoutView } from './paper-layout-view';

/** "52 − 27": a problem in one line. */
export function problemText(problem: Problem): string {
  const [a, b] = operandsOf(problem);
  return `${a} ${SIGNS[problem.subject]} ${b}`;
}

/**
 * A problem drawn as the child's school writes it (docs/help-tonight.md "The school's method"):
 * worked right, or `blank` to be worked on paper. Equal additions and the divisor on the right
 * are drawn from their paper layouts; every other method as the app's own grid.
 */
export function MethodDrawing({
  problem,
  method,
  label,
  blank = false,
}: {
  problem: Problem;
  method: SchoolMethod;
  label: string;
  blank?: boolean;
}) {
  const paper = paperLayoutOf(problem, method, !blank);
  if (paper) return <PaperLayoutView layout={paper} label={label} />;
  return <GridView problem={problem} label={label} blank={blank} />;
}

/** The paper layout of a method the app's grids do not draw; undefined for the app's grid. */
function paperLayoutOf(problem: Problem, method: SchoolMethod, worked: boolean) {
  if (problem.subject === 'subtraction' && method.subtraction === 'equal-additions') {
    return equalAdditionsLayout(problem as SubtractionProblem, worked);
  }
  if (problem.subject === 'division' && method.division === 'divisor-right') {
    return divisorRightLayout(problem as DivisionProblem, worked);
  }
  return undefined;
}

/** The columns and rows the drawing takes, for fitting drawings on paper. */
export function drawnSize(
  problem: Problem,
  method: SchoolMethod,
): { columns: number; rows: number } {
  const paper = paperLayoutOf(problem, method, false);
  if (paper) return { columns: paper.cols, rows: paper.rows };
  const layout = layoutOf(problem, boxesOf(problem));
  return { columns: layout.columns, rows: layout.rows.length };
}
