import { useLingui } from '@lingui/react/macro';
import { type Problem, writtenAs } from '@mathsteps/domain';
import { GridView } from './grid-view';

/** The child's grid as they left it, red where it went wrong, beside the same problem worked right. */
export function AnswerBesideRight({
  problem,
  child,
  mistake,
  className = '',
}: {
  problem: Problem;
  child: string;
  mistake: { entries: Record<string, string>; answer: string; correct: string };
  className?: string;
}) {
  const { t } = useLingui();
  const answer = mistake.answer || t`blank`;
  // Drawn in the method the child wrote it in (docs/written-methods.md), the right one too.
  const written = writtenAs(problem, mistake.entries);
  return (
    <div className={`flex flex-wrap gap-6 ${className}`}>
      <GridView
        problem={written}
        entries={mistake.entries}
        label={t`${child}'s answer: ${answer}`}
      />
      <GridView problem={written} label={t`The right answer: ${mistake.correct}`} />
    </div>
  );
}
