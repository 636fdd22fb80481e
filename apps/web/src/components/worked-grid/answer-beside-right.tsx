import { useLingui } from '@lingui/react/macro';
import { type Problem, type Subject, solve, writtenAs } from '@mathsteps/domain';
import { GridView } from './grid-view';

/** A reported mistake's problem, or undefined for numbers no grid of its subject holds. */
export function problemOfMistake(mistake: {
  subject: string;
  number_0: string;
  number_1: string;
}): Problem | undefined {
  try {
    return solve(mistake.subject as Subject, Number(mistake.number_0), Number(mistake.number_1));
  } catch {
    return undefined;
  }
}

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
