import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Subject, TagOutput } from '@mathsteps/domain';
import { useEffect } from 'react';
import { factsSummaryWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { Mascot } from '../../components/rewards/mascot';
import { Button, ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/** The end of a Quick Facts round: what it brought, read aloud, and another round or home. */
export function Summary({
  summary,
  operation,
  onAgain,
}: {
  summary: TagOutput<'student.factscomplete'>;
  operation: Subject;
  onAgain: () => void;
}) {
  const { i18n, t } = useLingui();
  const kind = t(SUBJECT_WORDS[operation]).toLowerCase();
  const words = factsSummaryWords(i18n, summary, kind);
  const autoRead = useAutoRead();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the round ends.
  useEffect(() => {
    if (autoRead) say(words);
  }, [autoRead]);
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col items-center gap-4 rounded-card bg-card p-6 text-center shadow-card ring-1 ring-line"
    >
      <div className="flex items-center gap-3">
        <Mascot mood="cheer" className="size-24" />
        <Speaker text={words} />
      </div>
      <h2 id="summary-title" className="text-2xl font-bold">
        <Trans>Great round!</Trans>
      </h2>
      <p className="text-lg">
        {t`You did ${summary.facts} ${kind} facts: ${summary.right} right the first time, ${summary.quick} answered quickly.`}
      </p>
      {/* A round without a star says nothing of stars, never "+0 stars". */}
      {summary.stars > 0 && (
        <p className="font-bold text-sun-700 text-xl">
          {t`+${plural(summary.stars, { one: '# star', other: '# stars' })}`}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onAgain}>
          <Trans>Another round</Trans>
        </Button>
        <ButtonLink variant="secondary" to={paths.studentDashboard}>
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
