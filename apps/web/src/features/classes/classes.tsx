import { Trans, useLingui } from '@lingui/react/macro';
import {
  CLASSES_MAX,
  type ClassData,
  displayName,
  isLocale,
  LOCALE_NAMES,
  type Locale,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Plus, School, Settings, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { classesQuery, useClassArchive, useClassDelete } from '../../api/classes';
import {
  Banner,
  Button,
  ButtonLink,
  ConfirmDialog,
  QueryView,
  WriteFailure,
} from '../../components/ui';
import { paths } from '../../config/paths';
import { DIVISION_METHOD_WORDS, SUBTRACTION_METHOD_WORDS } from '../../lib/domain-words';
import type { TeacherProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { ClassDialog } from './class-form';

/**
 * /classes, a teacher's home (docs/product.md "Teachers and classes"): the classes, the
 * newest first, each with its grade, language and the school's methods; New class; a class's
 * settings; archived classes apart, brought back or deleted (asked first).
 */
export function Classes({ teacher }: { teacher: TeacherProfile }) {
  const { t, i18n } = useLingui();
  const classes = useQuery(classesQuery);
  const [message, setMessage] = useFlash();
  const [dialog, setDialog] = useState<{ editing?: ClassData } | undefined>();
  const pageLocale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en-US';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-lg text-muted">{t`Welcome, ${displayName(teacher.firstName)}!`}</p>
        <p className="flex items-center gap-2 font-semibold [overflow-wrap:anywhere]">
          <School aria-hidden className="size-5 shrink-0 text-muted" />
          {teacher.school}
        </p>
      </div>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      <QueryView
        query={classes}
        loading={t`Loading your classes...`}
        failed={t`Your classes could not be loaded. Please try again.`}
      >
        {(list) => {
          const active = list.filter((each) => !each.archived);
          const archived = list.filter((each) => each.archived);
          const full = list.length >= CLASSES_MAX;
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-muted">{t`${list.length} of ${CLASSES_MAX} classes`}</p>
                <Button onClick={() => setDialog({})} disabled={full}>
                  <Plus aria-hidden className="size-5" />
                  <Trans>New class</Trans>
                </Button>
              </div>
              {full && (
                <Banner tone="info">
                  {t`You can have at most 30 classes. Delete one you no longer need first.`}
                </Banner>
              )}
              {list.length === 0 ? (
                <Banner tone="info">
                  <Trans>
                    No classes yet. Make your first class: its name, its grade, the language of its
                    screens and how its school writes subtraction and long division.
                  </Trans>
                </Banner>
              ) : active.length === 0 ? (
                <p className="text-muted">
                  <Trans>Every class is archived: bring one back, or make a new class.</Trans>
                </p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {active.map((each) => (
                    <li key={each.id}>
                      <ClassCard
                        each={each}
                        onSettings={() => setDialog({ editing: each })}
                        onMessage={setMessage}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {archived.length > 0 && (
                <section aria-labelledby="archived-classes" className="flex flex-col gap-3">
                  <h2 id="archived-classes" className="text-xl font-bold">
                    <Trans>Archived classes</Trans>
                  </h2>
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {archived.map((each) => (
                      <li key={each.id}>
                        <ClassCard each={each} onMessage={setMessage} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </QueryView>
      {dialog && (
        <ClassDialog
          editing={dialog.editing}
          locale={pageLocale}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            setDialog(undefined);
            setMessage({
              tone: 'success',
              text: dialog.editing ? t`${saved.name} is saved.` : t`${saved.name} is made.`,
            });
          }}
        />
      )}
    </div>
  );
}

/** One class: what it is, and what can be done with it. */
function ClassCard({
  each,
  onSettings,
  onMessage,
}: {
  each: ClassData;
  onSettings?: () => void;
  onMessage: (message: { tone: 'success'; text: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const archive = useClassArchive();
  const remove = useClassDelete();
  const [deleting, setDeleting] = useState(false);
  const headingId = `class-${each.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
    >
      <h3 id={headingId} className="text-xl font-bold [overflow-wrap:anywhere]">
        {each.name}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t({ message: 'Grade', context: 'a school year' })}</dt>
        <dd>{each.grade}</dd>
        <dt className="text-muted">
          <Trans>Language</Trans>
        </dt>
        <dd lang={each.locale}>{LOCALE_NAMES[each.locale]}</dd>
        <dt className="text-muted">
          <Trans>Subtraction</Trans>
        </dt>
        <dd>{i18n._(SUBTRACTION_METHOD_WORDS[each.schoolmethod.subtraction])}</dd>
        <dt className="text-muted">
          <Trans>Long division</Trans>
        </dt>
        <dd>{i18n._(DIVISION_METHOD_WORDS[each.schoolmethod.division])}</dd>
      </dl>
      <WriteFailure
        write={archive}
        fallback={t`The class could not be changed. Please try again.`}
      />
      <div className="mt-auto flex flex-wrap gap-2">
        {!each.archived && (
          <ButtonLink to={generatePath(paths.classRoom, { classId: each.id })}>
            <Users aria-hidden className="size-5" />
            <Trans>Pupils</Trans>
          </ButtonLink>
        )}
        {onSettings && (
          <Button variant="secondary" onClick={onSettings}>
            <Settings aria-hidden className="size-5" />
            <Trans>Settings</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={archive.isPending}
          onClick={() =>
            archive.mutate(
              { id: each.id, archived: !each.archived },
              {
                onSuccess: (saved) =>
                  onMessage({
                    tone: 'success',
                    text: saved.archived
                      ? t`${saved.name} is archived.`
                      : t`${saved.name} is back among your classes.`,
                  }),
              },
            )
          }
        >
          {each.archived ? (
            <ArchiveRestore aria-hidden className="size-5" />
          ) : (
            <Archive aria-hidden className="size-5" />
          )}
          {each.archived ? t`Bring back` : t`Archive`}
        </Button>
        {each.archived && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden className="size-5" />
            <Trans>Delete</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t`Delete ${each.name}?`}
        dismiss={t`Cancel`}
        confirm={remove.isPending ? t`Deleting...` : t`Yes, Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(each.id, {
            onSuccess: () => {
              setDeleting(false);
              onMessage({ tone: 'success', text: t`${each.name} is deleted.` });
            },
          })
        }
      >
        <Trans>The class and everything it holds will be deleted. This cannot be undone.</Trans>
        <WriteFailure
          write={remove}
          fallback={t`The class could not be deleted. Please try again.`}
        />
      </ConfirmDialog>
    </article>
  );
}
