import { SUBJECT_NAMES, type Subject } from '@mathsteps/domain';
import { SUBJECT_LOOK } from './subject-look';

/** A subject's icon in its colour, with its name: how a subject is named on a child's screen. */
export function SubjectMark({ subject }: { subject: Subject }) {
  const look = SUBJECT_LOOK[subject];
  const Icon = look.icon;
  return (
    <span className={`flex items-center gap-2 ${look.text}`}>
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-white ${look.solid}`}
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={3} />
      </span>
      {SUBJECT_NAMES[subject]}
    </span>
  );
}
