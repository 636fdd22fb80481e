import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  ONEROSTER_FILES,
  ONEROSTER_MAX_BYTES,
  type OneRosterRead,
  type RosterFileProblem,
  readOneRoster,
} from '@mathsteps/domain';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useImportRoster } from '../../api/classes';
import { Button, RadioCard, WriteFailure } from '../../components/ui';

/**
 * A OneRoster export read in the browser (docs/product.md "Teachers and classes"): a zip, or
 * its CSV files chosen together. Its problems are listed with their file and line; else the
 * teacher picks which of its classes is this one, and only that class's pupils are sent.
 */
export function OneRosterImport({
  each,
  onImported,
}: {
  each: ClassData;
  onImported: (text: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [read, setRead] = useState<OneRosterRead | undefined>();
  const [chosen, setChosen] = useState<string | undefined>();
  const save = useImportRoster(each.id);
  const problemWords = useFileProblemWords();
  const open = async (files: FileList | null) => {
    setChosen(undefined);
    save.reset();
    if (!files || files.length === 0) return setRead(undefined);
    const got = await textsOf(files);
    const result = got ? readOneRoster(got) : { ok: false as const, problems: [TOO_LARGE] };
    setRead(result);
    if (result.ok && result.classes.length === 1) setChosen(result.classes[0]!.sourcedId);
  };
  const picked = read?.ok ? read.classes.find((one) => one.sourcedId === chosen) : undefined;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <label htmlFor={id} className="font-bold">
        <Trans>Or import your school’s OneRoster export (a zip, or its CSV files)</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept=".zip,.csv,application/zip,text/csv"
        multiple
        onChange={(event) => void open(event.target.files)}
        className="text-base file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-bold file:text-brand-700"
      />
      {read && !read.ok && (
        <div role="alert" className="flex flex-col gap-1">
          <p className="font-bold text-berry-700">
            <Trans>This file cannot be imported. Nothing was added:</Trans>
          </p>
          <ul className="list-disc ps-6 text-berry-700">
            {read.problems.map((problem) => (
              <li key={JSON.stringify(problem)}>{problemWords(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {read?.ok && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">
            <Trans>Which class of the export is {each.name}?</Trans>
          </legend>
          {read.classes.map((one) => (
            <RadioCard
              key={one.sourcedId}
              name={`${id}-class`}
              value={one.sourcedId}
              checked={chosen === one.sourcedId}
              onChange={() => setChosen(one.sourcedId)}
            >
              <span>
                <span className="font-bold">{one.title}</span>{' '}
                <span className="text-muted">
                  {t`${plural(one.pupils.length, { one: '(# pupil)', other: '(# pupils)' })}`}
                </span>
              </span>
            </RadioCard>
          ))}
        </fieldset>
      )}
      <WriteFailure
        write={save}
        fallback={t`The pupils could not be imported. Please try again.`}
      />
      {picked && (
        <Button
          className="self-start"
          disabled={save.isPending || picked.pupils.length === 0}
          onClick={() =>
            save.mutate(picked.pupils, {
              onSuccess: ({ added, updated }) => {
                setRead(undefined);
                const title = picked.title;
                onImported(
                  t`From ${title}: ${plural(added, { one: '# pupil added', other: '# pupils added' })}, ${plural(updated, { one: '# updated', other: '# updated' })}.`,
                );
              },
            })
          }
        >
          <FileUp aria-hidden className="size-5" />
          {save.isPending
            ? t`Importing...`
            : t`${plural(picked.pupils.length, { one: 'Import # pupil', other: 'Import # pupils' })}`}
        </Button>
      )}
    </div>
  );
}

const TOO_LARGE: RosterFileProblem = { problem: 'too_large' };

/**
 * The export's CSV texts by name: a zip's (never unpacking more than an export may weigh),
 * or the files chosen; undefined when they weigh too much.
 */
async function textsOf(files: FileList): Promise<Record<string, string> | undefined> {
  const chosen = [...files];
  if (chosen.reduce((sum, file) => sum + file.size, 0) > ONEROSTER_MAX_BYTES) return undefined;
  const texts: Record<string, string> = {};
  for (const file of chosen) {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      texts[file.name] = await file.text();
      continue;
    }
    const { unzipSync } = await import('fflate');
    let total = 0;
    let tooLarge = false;
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
      filter: (entry) => {
        if (!entry.name.toLowerCase().endsWith('.csv')) return false;
        total += entry.originalSize;
        if (total > ONEROSTER_MAX_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
    if (tooLarge) return undefined;
    const decoder = new TextDecoder('utf-8');
    for (const [name, bytes] of Object.entries(entries)) texts[name] = decoder.decode(bytes);
  }
  return texts;
}

/** A problem of an export, in the teacher's words. */
function useFileProblemWords() {
  const { t } = useLingui();
  return (problem: RosterFileProblem): string => {
    switch (problem.problem) {
      case 'missing_file':
        return t`${problem.file} is missing: a OneRoster export has ${ONEROSTER_FILES.join(', ')}.`;
      case 'missing_column':
        return t`${problem.file} has no ${problem.column} column.`;
      case 'not_oneroster':
        return t`${problem.file} does not say OneRoster 1.1 or 1.2.`;
      case 'too_large':
        return t`The export is larger than 2 MB.`;
      case 'too_many_rows':
        return t`${problem.file} has more than 5,000 rows.`;
      case 'bad_csv':
        return t`${problem.file}, line ${problem.line}: a quote is never closed.`;
      case 'formula':
        return t`${problem.file}, line ${problem.line}: a name starts like a spreadsheet formula.`;
      case 'duplicate_id':
        return t`${problem.file}, line ${problem.line}: ${problem.id} is there twice.`;
      case 'unknown_class':
        return t`${problem.file}, line ${problem.line}: class ${problem.id} is not in classes.csv.`;
      case 'unknown_user':
        return t`${problem.file}, line ${problem.line}: user ${problem.id} is not in users.csv.`;
      case 'not_a_name':
        return t`${problem.file}, line ${problem.line}: the name has more than letters.`;
    }
  };
}
