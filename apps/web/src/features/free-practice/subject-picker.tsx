import { Trans, useLingui } from '@lingui/react/macro';
import { SIGNS, SUBJECTS, type Subject } from '@mathsteps/domain';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SUBJECT_WORDS } from '../../lib/domain-words';

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
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">
        <Trans>Subject</Trans>
      </legend>
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
          <span className="sr-only sm:not-sr-only">{t(SUBJECT_WORDS[each])}</span>
        </button>
      ))}
    </fieldset>
  );
}
