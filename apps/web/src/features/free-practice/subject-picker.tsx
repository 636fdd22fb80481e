import { SIGNS, SUBJECT_NAMES, SUBJECTS, type Subject } from '@mathsteps/domain';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';

/**
 * The four subjects as buttons, not radio buttons: arrow keys pressed by a child who
 * meant the grid never switch the subject (and lose the problem). On a phone each shows
 * its sign only, so the four fit on one line above the grid.
 */
export function SubjectPicker({
  subject,
  onPick,
}: {
  subject: Subject;
  onPick: (subject: Subject) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Subject</legend>
      {SUBJECTS.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={each === subject}
          onClick={() => onPick(each)}
          className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 font-bold ring-2 sm:px-4 ${
            each === subject
              ? `${SUBJECT_LOOK[each].solid} text-white ring-transparent`
              : `${SUBJECT_LOOK[each].tint} ${SUBJECT_LOOK[each].text} ring-line`
          }`}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {SIGNS[each]}
          </span>
          <span className="sr-only sm:not-sr-only">{SUBJECT_NAMES[each]}</span>
        </button>
      ))}
    </fieldset>
  );
}
