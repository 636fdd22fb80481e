import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type LevelOption, SUBJECTS, type Subject } from '@mathsteps/domain';
import { useState } from 'react';
import { chooseLevel } from '../../api/learning';
import { choiceWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { Button } from '../../components/ui';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { useSession } from '../../lib/session';

/** The words of each level option's button (decision 0018). */
const OPTION_LABELS: Record<LevelOption, (i18n: I18n, level: number) => string> = {
  advance: (i18n, level) => {
    const up = level + 1;
    return i18n._(msg`Go up to level ${up}`);
  },
  repeat: (i18n, level) => i18n._(msg`Stay at level ${level}`),
  decrease: (i18n, level) => {
    const down = level - 1;
    return i18n._(msg`Go down to level ${down}`);
  },
};

/** A level option with its button's words, in the reader's language. */
export const choicesOf = (i18n: I18n, options: readonly LevelOption[], level: number) =>
  options.map((option) => ({ option, label: OPTION_LABELS[option](i18n, level) }));

/**
 * The level choice of work counted after its result screen was left: finished offline and
 * sent when the connection came back. Asked where the child looks (the dashboard, the
 * assignments), with the result screen's words and buttons, until one is taken.
 */
export function LevelChoiceWaiting() {
  const session = useSession();
  if (session?.role !== 'student') return null;
  const waiting = SUBJECTS.filter((subject) => (session.math[subject]?.choice ?? []).length > 0);
  return waiting.map((subject) => (
    <SubjectChoice
      key={subject}
      subject={subject}
      level={Number(session.math[subject]!.level)}
      options={session.math[subject]!.choice!}
      grade={session.grade}
    />
  ));
}

function SubjectChoice({
  subject,
  level,
  options,
  grade,
}: {
  subject: Subject;
  level: number;
  options: LevelOption[];
  grade: number | undefined;
}) {
  const { i18n, t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const choices = choicesOf(i18n, options, level);
  const name = t(SUBJECT_WORDS[subject]);
  const kind = name.toLowerCase();
  const told = t`Your ${kind} work is counted.`;
  const id = `choice-${subject}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-start gap-3 rounded-card bg-leaf-50 p-5 ring-1 ring-leaf-700/30"
    >
      <div className="flex w-full items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {t`${name}: what next?`}
        </h2>
        <Speaker text={`${told} ${choiceWords(i18n, choices, grade)}`} />
      </div>
      <p>{told}</p>
      <div className="flex flex-wrap gap-3">
        {choices.map(({ option, label }, position) => (
          <Button
            key={option}
            variant={position === 0 ? 'primary' : 'secondary'}
            disabled={choosing}
            onClick={() => {
              setChoosing(true);
              void chooseLevel(subject, option);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
