import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  PUPILS_MAX,
  type PupilData,
  type RosterLine,
  readRoster,
  rosterPupils,
} from '@mathsteps/domain';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddPupils } from '../../api/classes';
import { Banner, Button, FieldError, Panel, WriteFailure } from '../../components/ui';
import { OneRosterImport } from './oneroster-import';

/** Why a roster line names no pupil, in the teacher's words. */
function useProblemWords() {
  const { t } = useLingui();
  return (line: Extract<RosterLine, { problem: string }>) => {
    const { name = '' } = line;
    switch (line.problem) {
      case 'not_a_name':
        return t`Line ${line.line}: a first name and a last name or its initial, in letters only.`;
      case 'too_long':
        return t`Line ${line.line}: a name can be at most 60 letters.`;
      case 'twice':
        return t`Line ${line.line}: ${name} is on the list twice. Add a letter to tell them apart.`;
      case 'in_class':
        return t`Line ${line.line}: ${name} is in the class already.`;
      case 'class_full':
        return t`Line ${line.line}: the class is full (${PUPILS_MAX} pupils).`;
    }
  };
}

/**
 * The roster form: one pupil a line, read as the server reads it (the domain's `readRoster`),
 * so that every line it cannot take is named with its number before anything is sent.
 */
export function AddPupils({
  each,
  pupils,
  linked,
  onAdded,
  onImported,
}: {
  each: ClassData;
  pupils: PupilData[];
  linked: number;
  onAdded: (count: number) => void;
  onImported: (text: string) => void;
}) {
  const { t } = useLingui();
  const add = useAddPupils(each.id);
  const form = useForm({ defaultValues: { roster: '' } });
  const [problems, setProblems] = useState<Extract<RosterLine, { problem: string }>[]>([]);
  const problemWords = useProblemWords();
  const id = useId();
  const full = pupils.length + linked >= PUPILS_MAX;
  const submit = form.handleSubmit(({ roster }) => {
    const lines = readRoster(roster, pupils, linked);
    const found = lines.filter((line) => 'problem' in line);
    setProblems(found);
    const named = rosterPupils(lines);
    if (found.length > 0 || !named) {
      document.getElementById(id)?.focus();
      return;
    }
    if (named.length === 0) {
      setProblems([]);
      form.setError('roster', { message: t`Type a pupil’s name first.` });
      document.getElementById(id)?.focus();
      return;
    }
    add.mutate(roster, {
      onSuccess: () => {
        form.reset();
        onAdded(named.length);
      },
    });
  });
  const emptyError = form.formState.errors.roster?.message;
  const describedBy = [
    `${id}-hint`,
    problems.length > 0 && `${id}-problems`,
    emptyError && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Panel id={`${id}-heading`} title={<Trans>Add pupils</Trans>}>
      {full ? (
        <Banner tone="info">
          <Trans>The class is full: a class holds at most {PUPILS_MAX} pupils.</Trans>
        </Banner>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <label htmlFor={id} className="font-bold">
            <Trans>One pupil a line: first name and last initial</Trans>
          </label>
          <textarea
            id={id}
            rows={6}
            {...form.register('roster', { onChange: () => setProblems([]) })}
            aria-invalid={problems.length > 0 || emptyError ? true : undefined}
            aria-describedby={describedBy}
            spellCheck={false}
            autoComplete="off"
            className="rounded-lg border border-line bg-card px-3 py-2 text-base aria-invalid:border-berry-700"
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            <Trans>
              “Ana R”, or a column of names pasted from a spreadsheet. Only the first letter of a
              last name is kept, and no e-mail is asked for: each pupil gets pictures to sign in
              with.
            </Trans>
          </p>
          <FieldError id={`${id}-error`} error={emptyError} />
          {problems.length > 0 && (
            <div id={`${id}-problems`} role="alert" className="flex flex-col gap-1">
              <p className="font-bold text-berry-700">
                <Plural
                  value={problems.length}
                  one="No pupil was added. Mend this line and add them again:"
                  other="No pupil was added. Mend these # lines and add them again:"
                />
              </p>
              <ul className="list-disc ps-6 text-berry-700">
                {problems.map((problem) => (
                  <li key={problem.line}>{problemWords(problem)}</li>
                ))}
              </ul>
            </div>
          )}
          <WriteFailure
            write={add}
            fallback={t`The pupils could not be added. Please try again.`}
          />
          <Button type="submit" disabled={add.isPending} className="self-start">
            <UserPlus aria-hidden className="size-5" />
            {add.isPending ? t`Adding...` : t`Add pupils`}
          </Button>
        </form>
      )}
      {!full && <OneRosterImport each={each} onImported={onImported} />}
    </Panel>
  );
}
