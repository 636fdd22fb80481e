import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  type ClassLink,
  csvOf,
  DAY_NAMES,
  isScheduled,
  PUPILS_MAX,
  type PupilData,
  pupilName,
  type RosterLine,
  readRoster,
  rosterPupils,
  SUBJECTS,
  type SubjectWork,
} from '@mathsteps/domain';
import {
  ArrowLeft,
  CalendarDays,
  Download,
  FileText,
  LayoutGrid,
  Printer,
  RefreshCw,
  Table2,
  Tablet,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath } from 'react-router';
import { useAddPupils, useNewPictures, useRemovePupil } from '../../api/classes';
import { PictureIcon, usePictureWords } from '../../components/pictures/pictures';
import {
  Banner,
  Button,
  ButtonLink,
  ConfirmDialog,
  FieldError,
  textLinkClass,
  WriteFailure,
} from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, weekday, weekInOrder } from '../../lib/domain-words';
import { useFlash } from '../../lib/use-flash';
import { ClassFamilies } from './class-families';
import { OneRosterImport } from './oneroster-import';
import { WorkDialog } from './work-dialog';

/**
 * A class's own page for its teacher (docs/product.md "Teachers and classes"): its pupils
 * with their pictures, pupils added from a typed or pasted list, a pupil's pictures made new
 * or the pupil taken out (asked first), the cards to print and the class's sign-in page.
 */
export function ClassRoom({
  each,
  pupils,
  links,
}: {
  each: ClassData;
  pupils: PupilData[];
  links: ClassLink[];
}) {
  const { t } = useLingui();
  // Families' linked children take places of the class as its own pupils do.
  const linked = links.filter((link) => link.status === 'linked').length;
  const asking = links.filter((link) => link.status === 'asked').length;
  const [message, setMessage] = useFlash();
  const [working, setWorking] = useState<{ pupil?: PupilData } | undefined>();
  const address = `${window.location.origin}${generatePath(paths.classSignIn, { classId: each.id })}`;
  return (
    <div className="flex flex-col gap-6">
      <ButtonLink to={paths.classes} variant="ghost" className="self-start">
        <ArrowLeft aria-hidden className="size-5" />
        <Trans>All classes</Trans>
      </ButtonLink>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={generatePath(paths.classBoard, { classId: each.id })}>
          <LayoutGrid aria-hidden className="size-5" />
          <Trans>Open the live board</Trans>
        </ButtonLink>
        <ButtonLink
          to={generatePath(paths.classMistakes, { classId: each.id })}
          variant="secondary"
        >
          <Table2 aria-hidden className="size-5" />
          <Trans>Mistakes by step</Trans>
        </ButtonLink>
        <ButtonLink to={generatePath(paths.classWeek, { classId: each.id })} variant="secondary">
          <FileText aria-hidden className="size-5" />
          <Trans>This week’s report</Trans>
        </ButtonLink>
      </div>
      {asking > 0 && (
        <Banner tone="info">
          <Plural
            value={asking}
            one="A family asks for its child to join the class."
            other="# families ask for their children to join the class."
          />{' '}
          <a href="#families-heading" className={textLinkClass}>
            <Trans>See Children from families</Trans>
          </a>
        </Banner>
      )}
      <section
        aria-labelledby="sign-in-heading"
        className="flex flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
      >
        <h2 id="sign-in-heading" className="text-xl font-bold">
          <Trans>Signing in</Trans>
        </h2>
        <p>
          <Trans>
            On the class’s tablets, open the sign-in page: each pupil taps its name, then its three
            pictures in order. Nobody reads or types. The cards give each pupil its pictures and the
            page’s QR code.
          </Trans>
        </p>
        <p className="font-mono text-sm [overflow-wrap:anywhere]">{address}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={generatePath(paths.classCards, { classId: each.id })} variant="secondary">
            <Printer aria-hidden className="size-5" />
            <Trans>Print sign-in cards</Trans>
          </ButtonLink>
          <ButtonLink
            to={generatePath(paths.classSignIn, { classId: each.id })}
            variant="secondary"
          >
            <Tablet aria-hidden className="size-5" />
            <Trans>Open the sign-in page</Trans>
          </ButtonLink>
        </div>
      </section>
      <section
        aria-labelledby="work-heading"
        className="flex flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
      >
        <h2 id="work-heading" className="text-xl font-bold">
          <Trans>The class’s work</Trans>
        </h2>
        <WorkSummary work={each.work} />
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setWorking({})}
          disabled={pupils.length === 0}
        >
          <CalendarDays aria-hidden className="size-5" />
          <Trans>Set the work</Trans>
        </Button>
        {pupils.length === 0 && (
          <p className="text-sm text-muted">
            <Trans>Add the class’s pupils first.</Trans>
          </p>
        )}
      </section>
      <AddPupils
        each={each}
        pupils={pupils}
        linked={linked}
        onImported={(text) => setMessage({ tone: 'success', text })}
        onAdded={(count) =>
          setMessage({
            tone: 'success',
            text: t`${plural(count, {
              one: '# pupil added. Print the card, or show the pupil its pictures.',
              other: '# pupils added. Print their cards, or show them their pictures.',
            })}`,
          })
        }
      />
      <section aria-labelledby="pupils-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pupils-heading" className="text-xl font-bold">
            <Trans>Pupils</Trans>
          </h2>
          <p className="text-muted">{t`${pupils.length + linked} of ${PUPILS_MAX} pupils`}</p>
        </div>
        {pupils.length === 0 ? (
          <Banner tone="info">
            <Trans>
              No pupils yet. Type or paste their names above, one a line: a first name and the
              initial of the last.
            </Trans>
          </Banner>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {pupils.map((pupil) => (
              <li key={pupil.id}>
                <PupilCard
                  classId={each.id}
                  pupil={pupil}
                  onMessage={setMessage}
                  onWork={() => setWorking({ pupil })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClassFamilies each={each} links={links} onMessage={setMessage} />
      {pupils.length > 0 && <ExportClass each={each} pupils={pupils} />}
      {working && (
        <WorkDialog
          each={each}
          pupils={pupils}
          pupil={working.pupil}
          onClose={() => setWorking(undefined)}
          onSaved={(text) => {
            setWorking(undefined);
            setMessage({ tone: 'success', text });
          }}
        />
      )}
    </div>
  );
}

/**
 * The subjects on a schedule, each with its level and days; or that none is. `finding`: the
 * subjects whose level the pupil's next session finds.
 */
function WorkSummary({
  work,
  finding = [],
}: {
  work: Partial<Record<string, SubjectWork>>;
  finding?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const set = SUBJECTS.filter((subject) => work[subject]?.schedule);
  if (set.length === 0) {
    return (
      <p className="text-muted">
        <Trans>No subject is on the schedule yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {set.map((subject) => {
        const { level, schedule } = work[subject]!;
        const days = weekInOrder(i18n.locale)
          .filter((day) => isScheduled(schedule, day))
          .map((day) => weekday(i18n.locale, DAY_NAMES[day], 'short'))
          .join(', ');
        return (
          <li key={subject}>
            <span className="font-bold">{t(SUBJECT_WORDS[subject])}</span>
            {': '}
            {finding.includes(subject) ? t`Finding the level` : t`Level ${level}`} · {days}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The class as a CSV file for the school's own records (docs/product.md "Teachers and
 * classes"): each pupil's name, pictures and work, in the teacher's language; a cell that
 * looks like a formula is written as text (the domain's `csvOf`).
 */
function ExportClass({ each, pupils }: { each: ClassData; pupils: PupilData[] }) {
  const { t } = useLingui();
  const words = usePictureWords();
  const download = () => {
    const subjects = SUBJECTS.map((subject) => t(SUBJECT_WORDS[subject]));
    const rows = [
      [
        t`First name`,
        t`Last initial`,
        t`Name picture`,
        t`Picture 1`,
        t`Picture 2`,
        t`Picture 3`,
        ...subjects.flatMap((subject) => [t`${subject}: level`, t`${subject}: days`]),
      ],
      ...pupils.map((pupil) => [
        pupil.firstname,
        pupil.initial,
        words(pupil.picture),
        ...pupil.pictures.map(words),
        ...SUBJECTS.flatMap((subject) => [pupil.work[subject].level, pupil.work[subject].schedule]),
      ]),
    ];
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csvOf(rows)], { type: 'text/csv;charset=utf-8' }));
    link.download = `${each.name}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-2">
      <h2 id="export-heading" className="text-xl font-bold">
        <Trans>The class’s data</Trans>
      </h2>
      <p className="text-muted">
        <Trans>
          A CSV file of the pupils, their pictures and their work, for the school’s own records.
          Deleting an archived class deletes every pupil’s data with it.
        </Trans>
      </p>
      <Button variant="secondary" className="self-start" onClick={download}>
        <Download aria-hidden className="size-5" />
        <Trans>Export the class (CSV)</Trans>
      </Button>
    </section>
  );
}

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
function AddPupils({
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
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        <Trans>Add pupils</Trans>
      </h2>
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
    </section>
  );
}

/** One pupil: its name and picture, its passcode's pictures, and what the teacher can do. */
function PupilCard({
  classId,
  pupil,
  onMessage,
  onWork,
}: {
  classId: string;
  pupil: PupilData;
  onMessage: (message: { tone: 'success'; text: string }) => void;
  onWork: () => void;
}) {
  const { t } = useLingui();
  const words = usePictureWords();
  const renew = useNewPictures(classId);
  const remove = useRemovePupil(classId);
  const [asking, setAsking] = useState<'renew' | 'remove' | undefined>();
  const name = pupilName(pupil);
  const headingId = `pupil-${pupil.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card bg-card p-4 ring-1 ring-line"
    >
      <h3 id={headingId} className="flex items-center gap-3 text-lg font-bold">
        <PictureIcon picture={pupil.picture} className="size-8" />
        <span className="[overflow-wrap:anywhere]">{name}</span>
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted">
          <Trans>Pictures:</Trans>
        </span>
        <ol className="flex gap-2" aria-label={t`${name}’s pictures, in order`}>
          {pupil.pictures.map((picture, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a passcode's place is its key.
              key={index}
              className="flex items-center gap-1 rounded-lg bg-paper px-2 py-1 ring-1 ring-line"
            >
              <span aria-hidden className="text-sm font-bold text-muted">
                {index + 1}
              </span>
              <PictureIcon picture={picture} label={words(picture)} className="size-7" />
            </li>
          ))}
        </ol>
      </div>
      <WorkSummary work={pupil.work} finding={pupil.finding} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onWork}>
          <CalendarDays aria-hidden className="size-5" />
          <Trans>Work</Trans>
        </Button>
        <ButtonLink
          variant="secondary"
          to={generatePath(paths.classPupil, { classId, pupilId: pupil.id })}
        >
          <FileText aria-hidden className="size-5" />
          <Trans>See work</Trans>
          <span className="sr-only"> {t`of ${name}`}</span>
        </ButtonLink>
        <Button variant="secondary" onClick={() => setAsking('renew')}>
          <RefreshCw aria-hidden className="size-5" />
          <Trans>New pictures</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setAsking('remove')}>
          <Trash2 aria-hidden className="size-5" />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'renew'}
        onClose={() => setAsking(undefined)}
        title={t`New pictures for ${name}?`}
        dismiss={t`Cancel`}
        confirm={renew.isPending ? t`Saving...` : t`Yes, new pictures`}
        busy={renew.isPending}
        onConfirm={() =>
          renew.mutate(pupil.id, {
            onSuccess: () => {
              setAsking(undefined);
              onMessage({
                tone: 'success',
                text: t`${name} has new pictures. Print a new card: the old one no longer signs in.`,
              });
            },
          })
        }
      >
        <Trans>
          The old pictures will no longer sign in, and {name} is signed out on every tablet.
        </Trans>
        <WriteFailure
          write={renew}
          fallback={t`The pictures could not be changed. Please try again.`}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'remove'}
        onClose={() => setAsking(undefined)}
        title={t`Remove ${name} from the class?`}
        dismiss={t`Cancel`}
        confirm={remove.isPending ? t`Removing...` : t`Yes, Remove`}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(pupil.id, {
            onSuccess: () => {
              setAsking(undefined);
              onMessage({ tone: 'success', text: t`${name} is no longer in the class.` });
            },
          })
        }
      >
        <Trans>{name}’s sign-in and work will be deleted. This cannot be undone.</Trans>
        <WriteFailure
          write={remove}
          fallback={t`The pupil could not be removed. Please try again.`}
        />
      </ConfirmDialog>
    </article>
  );
}
