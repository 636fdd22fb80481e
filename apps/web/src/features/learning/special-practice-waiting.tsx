import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusSetQuery } from '../../api/learning';
import { specialPracticeWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/** How the practice page knows the child came to start the special practice at once. */
export interface StartSpecial {
  startSpecial: true;
}

/**
 * A special practice set the parent (or the class's teacher) started (docs/misconceptions.md), told where the child looks
 * first (the dashboard, the assignments), with the button that starts it on the practice
 * page. Nothing while none waits.
 */
export function SpecialPracticeWaiting() {
  const { i18n, t } = useLingui();
  const { data: focus } = useQuery(focusSetQuery);
  if (!focus) return null;
  const count = focus.questions.length;
  const kind = t(SUBJECT_WORDS[focus.subject]).toLowerCase();
  const words =
    focus.by === 'teacher'
      ? t`Your teacher picked ${count} ${kind} problems for you.`
      : t`Your parent picked ${count} ${kind} problems for you.`;
  return (
    <SpecialPracticeOffer
      titleId="special-waiting-title"
      size="compact"
      spoken={specialPracticeWords(i18n, count, kind, focus.by)}
    >
      <p>{words}</p>
      <ButtonLink to={paths.practiceProblems} state={{ startSpecial: true } satisfies StartSpecial}>
        <Trans>Start Special Practice</Trans>
      </ButtonLink>
    </SpecialPracticeOffer>
  );
}

/**
 * The card that offers the special practice: on the dashboard and the assignments (compact,
 * leading to the practice page), and on the practice page itself, where it starts.
 */
export function SpecialPracticeOffer({
  titleId,
  size = 'full',
  spoken,
  children,
}: {
  titleId: string;
  size?: 'compact' | 'full';
  /** What the speaker reads. */
  spoken: string;
  children: ReactNode;
}) {
  const compact = size === 'compact';
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col items-start gap-3 rounded-card bg-sun-100 ring-1 ring-sun-700/30 ${compact ? 'p-5' : 'p-6'}`}
    >
      <div className="flex w-full items-center justify-between gap-3">
        <h2
          id={titleId}
          className={`flex items-center gap-2 font-bold ${compact ? 'text-lg' : 'text-xl'}`}
        >
          <Target aria-hidden="true" className="size-6" /> <Trans>Special practice</Trans>
        </h2>
        <Speaker text={spoken} />
      </div>
      {children}
    </section>
  );
}
