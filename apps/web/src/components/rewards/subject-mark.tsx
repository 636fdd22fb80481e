import { useLingui } from '@lingui/react/macro';
import { SIGNS, type Subject } from '@mathsteps/domain';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { SUBJECT_LOOK } from './subject-look';

const DISC = {
  sm: 'size-6 text-base',
  md: 'size-8 text-xl',
  lg: 'size-12 text-3xl',
} as const;

/** A subject's icon: its sign, white in a disc of its colour (decorative; the name is said). */
export function SubjectIcon({
  subject,
  size = 'md',
}: {
  subject: Subject;
  size?: keyof typeof DISC;
}) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold leading-none text-white ${DISC[size]} ${SUBJECT_LOOK[subject].solid}`}
    >
      {SIGNS[subject]}
    </span>
  );
}

/** A subject's icon with its name in its colour: how a subject is named on every screen. */
export function SubjectMark({ subject, size = 'md' }: { subject: Subject; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  return (
    <span className={`flex items-center gap-2 ${SUBJECT_LOOK[subject].text}`}>
      <SubjectIcon subject={subject} size={size} />
      {t(SUBJECT_WORDS[subject])}
    </span>
  );
}
