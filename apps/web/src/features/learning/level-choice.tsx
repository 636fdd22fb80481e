import { useLingui } from '@lingui/react';
import { type LevelOption, SUBJECT_NAMES, SUBJECTS, type Subject } from '@mathsteps/domain';
import { useState } from 'react';
import { chooseLevel } from '../../api/learning';
import { choiceWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { Button } from '../../components/ui';
import { useSession } from '../../lib/session';

/** The words of each level option's button (decision 0018). */
export const OPTION_LABELS: Record<LevelOption, (level: number) => string> = {
  advance: (level) => `Go up to level ${level + 1}`,
  repeat: (level) => `Stay at level ${level}`,
  decrease: (level) => `Go down to level ${level - 1}`,
};

/** A level option with its button's words. */
export const choicesOf = (options: readonly LevelOption[], level: number) =>
  options.map((option) => ({ option, label: OPTION_LABELS[option](level) }));

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
  const { i18n } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const choices = choicesOf(options, level);
  const name = SUBJECT_NAMES[subject];
  const told = `Your ${name.toLowerCase()} work is counted.`;
  const id = `choice-${subject}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-start gap-3 rounded-card bg-leaf-50 p-5 ring-1 ring-leaf-700/30"
    >
      <div className="flex w-full items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {name}: what next?
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
