import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LevelOption, Subject } from '@mathsteps/domain';
import { ArrowDown, ArrowUp, type LucideIcon, Repeat } from 'lucide-react';
import { type Ref, useState } from 'react';
import { chooseLevel } from '../../api/learning';
import { useWaitingChoices } from '../../api/student';
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

/** What each option brings, said beside its button: told apart by ear as well as by eye. */
const OPTION_MEANINGS = {
  advance: msg`Harder problems.`,
  repeat: msg`The same level again.`,
  decrease: msg`Easier problems.`,
} as const;
const OPTION_ICONS: Record<LevelOption, LucideIcon> = {
  advance: ArrowUp,
  repeat: Repeat,
  decrease: ArrowDown,
};

/**
 * The level options' buttons, the first the highlighted one: each with its arrow (up, again,
 * down) and a speaker of its own that says the button and what it brings, so a child who does
 * not read yet tells them apart (docs/decisions/0013-read-aloud.md).
 */
export function LevelChoiceButtons({
  options,
  level,
  disabled,
  onChoose,
  firstRef,
}: {
  options: readonly LevelOption[];
  level: number;
  disabled: boolean;
  onChoose: (option: LevelOption) => void;
  firstRef?: Ref<HTMLButtonElement>;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-3">
      {choicesOf(i18n, options, level).map(({ option, label }, position) => {
        const Icon = OPTION_ICONS[option];
        return (
          <span key={option} className="inline-flex items-center gap-1">
            <Button
              ref={position === 0 ? firstRef : undefined}
              variant={position === 0 ? 'primary' : 'secondary'}
              disabled={disabled}
              onClick={() => onChoose(option)}
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </Button>
            <Speaker text={`${label}. ${i18n._(OPTION_MEANINGS[option])}`} />
          </span>
        );
      })}
    </div>
  );
}

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
  const waiting = useWaitingChoices();
  if (session?.role !== 'student') return null;
  return waiting.map(([subject, { level, options }]) => (
    <SubjectChoice
      key={subject}
      subject={subject}
      level={Number(level)}
      options={options}
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
      <LevelChoiceButtons
        options={options}
        level={level}
        disabled={choosing}
        onChoose={(option) => {
          setChoosing(true);
          void chooseLevel(subject, option);
        }}
      />
    </section>
  );
}
