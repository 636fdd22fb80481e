import {
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
  if (problem.subject === 'subtraction' && method.subtraction === 'equal-additions') {
    return (
      <PaperLayoutView
        layout={equalAdditionsLayout(problem as SubtractionProblem, !blank)}
        label={label}
      />
    );
  }
  if (problem.subject === 'division' && method.division === 'divisor-right') {
    return (
      <PaperLayoutView
        layout={divisorRightLayout(problem as DivisionProblem, !blank)}
        label={label}
      />
    );
  }
  return <GridView problem={problem} label={label} blank={blank} />;
}
