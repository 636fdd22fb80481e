import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  type ClassWork,
  LEVELS,
  type Locale,
  languageOf,
  levelRule,
  type PupilData,
  pupilName,
  SUBJECTS,
  type Subject,
  type SubjectWork,
} from '@mathsteps/domain';
import { useState } from 'react';
import { useFindLevels, useSetWork } from '../../api/classes';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Button, Dialog, RadioCard, SelectField, WriteFailure } from '../../components/ui';
import { DaysPicker } from '../../components/ui/days-picker';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/** Every level a teacher may choose: 0 to 19. */
const LEVEL_CHOICES = Array.from({ length: LEVELS }, (_, level) => level);

/** A subject's level, or "find": each pupil's next session finds its own (a placement). */
type Work = Record<Subject, { level: number | 'find'; schedule: string }>;

/** The work a dialog starts from: the one pupil's, else the class's (level 0, no days unset). */
function startingWork(each: ClassData, pupil: PupilData | undefined): Record<Subject, SubjectWork> {
  return Object.fromEntries(
    SUBJECTS.map((subject) => [
      subject,
      pupil?.work[subject] ?? each.work[subject] ?? { level: 0, schedule: '' },
    ]),
  ) as Record<Subject, SubjectWork>;
}

/**
 * The class's work (docs/product.md "Teachers and classes"): per subject a level and its
 * days, for the whole class (and the pupils added later), for a group of pupils ticked, or for
 * one pupil (`pupil`, its own work). Only the subjects changed are sent. A level may be "Find
 * each pupil's level" (docs/decisions/0027-placement.md): the days are saved with the level
 * as it was, and each pupil's next session of the subject finds its own. Mounted per opening.
 */
export function WorkDialog({
  each,
  pupils,
  pupil,
  onSaved,
  onClose,
}: {
  each: ClassData;
  pupils: PupilData[];
  pupil?: PupilData;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const original = startingWork(each, pupil);
  const [work, setWork] = useState<Work>(original);
  const [whom, setWhom] = useState<'class' | 'group'>('class');
  const [group, setGroup] = useState<string[]>([]);
  const save = useSetWork(each.id);
  const find = useFindLevels(each.id);
  const language = languageOf(i18n.locale as Locale);
  const changed = SUBJECTS.filter(
    (subject) =>
      work[subject].level !== original[subject].level ||
      work[subject].schedule !== original[subject].schedule ||
      (!pupil && whom === 'group'),
  );
  const pupilIds = pupil ? [pupil.id] : whom === 'group' ? group : undefined;
  const ready = changed.length > 0 && (pupilIds === undefined || pupilIds.length > 0);
  const change = (subject: Subject, edit: Partial<Work[Subject]>) =>
    setWork((current) => ({ ...current, [subject]: { ...current[subject], ...edit } }));
  const finding = changed.filter((subject) => work[subject].level === 'find');
  const busy = save.isPending || find.isPending;
  const submit = async () => {
    const sent: ClassWork = Object.fromEntries(
      changed.map((subject) => {
        const { level, schedule } = work[subject];
        // "find" keeps the level as it was until the pupil's session finds it.
        return [subject, { level: level === 'find' ? original[subject].level : level, schedule }];
      }),
    );
    try {
      await save.mutateAsync({ pupilIds, work: sent });
      for (const subject of finding) await find.mutateAsync({ subject, pupilIds });
    } catch {
      return; // Said by the failures below.
    }
    const saved = pupil
      ? t`${pupilName(pupil)}’s work is saved.`
      : pupilIds
        ? t`The work of ${pupilIds.length} pupils is saved.`
        : t`The class’s work is saved.`;
    onSaved(
      finding.length > 0
        ? `${saved} ${t`The level is found at each pupil’s next session of ${finding.map((subject) => t(SUBJECT_WORDS[subject]).toLowerCase()).join(', ')}.`}`
        : saved,
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={pupil ? t`Work of ${pupilName(pupil)}` : t`Work of ${each.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} disabled={!ready || busy}>
            {busy ? t`Saving...` : t`Save`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p>
          {pupil ? (
            <Trans>This pupil’s own level and days for each subject.</Trans>
          ) : (
            <Trans>The level and the days of each subject’s assignment.</Trans>
          )}
        </p>
        {!pupil && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-bold">
              <Trans>For</Trans>
            </legend>
            <RadioCard
              name="whom"
              value="class"
              checked={whom === 'class'}
              onChange={() => setWhom('class')}
            >
              <span>
                <Trans>The whole class, and the pupils added later</Trans>
              </span>
            </RadioCard>
            <RadioCard
              name="whom"
              value="group"
              checked={whom === 'group'}
              onChange={() => setWhom('group')}
            >
              <span>
                <Trans>A group of pupils</Trans>
              </span>
            </RadioCard>
            {whom === 'group' && (
              <ul className="grid grid-cols-2 gap-1 ps-2">
                {pupils.map((each) => (
                  <li key={each.id}>
                    <label className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-600"
                        checked={group.includes(each.id)}
                        onChange={(event) =>
                          setGroup((current) =>
                            event.target.checked
                              ? [...current, each.id]
                              : current.filter((id) => id !== each.id),
                          )
                        }
                      />
                      {pupilName(each)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
        {SUBJECTS.map((subject) => (
          <DaysPicker
            key={subject}
            legend={<SubjectMark subject={subject} size="sm" />}
            schedule={work[subject].schedule}
            onChange={(edit) => change(subject, { schedule: edit(work[subject].schedule) })}
          >
            <SelectField
              label={t`Level of ${t(SUBJECT_WORDS[subject])}`}
              value={work[subject].level}
              onChange={({ target }) =>
                change(subject, { level: target.value === 'find' ? 'find' : Number(target.value) })
              }
            >
              <option value="find">{t`Find each pupil’s level`}</option>
              {LEVEL_CHOICES.map((option) => (
                <option key={option} value={option}>
                  {t`Level ${option}`}: {levelRule(subject, option, language)}
                </option>
              ))}
            </SelectField>
          </DaysPicker>
        ))}
        <WriteFailure write={save} fallback={t`The work could not be saved. Please try again.`} />
        <WriteFailure write={find} fallback={t`The levels could not be found. Please try again.`} />
      </div>
    </Dialog>
  );
}
