import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  type ClassLink,
  csvOf,
  PUPILS_MAX,
  type PupilData,
  SUBJECTS,
} from '@mathsteps/domain';
import {
  ArrowLeft,
  CalendarDays,
  Download,
  FileText,
  LayoutGrid,
  Printer,
  Table2,
  Tablet,
} from 'lucide-react';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { usePictureWords } from '../../components/pictures/pictures';
import { Banner, Button, ButtonLink, Panel, textLinkClass } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { useFlash } from '../../lib/use-flash';
import { AddPupils } from './add-pupils';
import { ClassFamilies } from './class-families';
import { PupilCard, WorkSummary } from './pupil-card';
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
      <Panel id="sign-in-heading" title={<Trans>Signing in</Trans>}>
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
      </Panel>
      <Panel id="work-heading" title={<Trans>The class’s work</Trans>}>
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
      </Panel>
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
