import { Trans, useLingui } from '@lingui/react/macro';
import {
  PASSCODE_LENGTH,
  PASSCODE_PICTURES,
  type PasscodePicture,
  type PupilTile,
  pupilName,
  readAloudOf,
} from '@mathsteps/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Delete } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { classPageQuery, signInPupil } from '../../api/class-sign-in';
import { PageTitle } from '../../components/layout/page';
import { PictureIcon, usePictureWords } from '../../components/pictures/pictures';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useCanSpeak } from '../../components/read-aloud/speech';
import { Banner, Button, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { followAccount } from '../../lib/i18n';
import { RpcError, reasonOf } from '../../lib/server-errors';

/**
 * A class's sign-in page on the class's tablets (docs/product.md "Teachers and classes"): the
 * pupils' names, each with its picture; a pupil taps its name, then its three pictures in
 * order, and is signed in as a family's child is. Nobody reads or types: every step is read
 * aloud on its own for a class of grades 1 and 2, and by the speaker for any class.
 */
export function ClassSignIn({ classId }: { classId: string }) {
  const { t } = useLingui();
  const page = useQuery(classPageQuery(classId));
  const locale = page.data?.class.locale;
  // The page speaks the class's language, whatever the tablet's.
  useEffect(() => {
    if (locale) followAccount(locale);
  }, [locale]);
  const [pupil, setPupil] = useState<PupilTile | undefined>();
  return (
    <QueryView
      query={page}
      loading={t`Loading the class...`}
      failed={
        page.error instanceof RpcError && page.error.status === 404
          ? t`This class’s sign-in page is closed. Ask your teacher.`
          : t`The class could not be loaded. Please try again.`
      }
    >
      {({ class: each, pupils }) => {
        const autoRead = readAloudOf(each.grade, null);
        return pupil ? (
          <Pictures
            classId={classId}
            pupil={pupil}
            autoRead={autoRead}
            onBack={() => setPupil(undefined)}
          />
        ) : (
          <Names name={each.name} pupils={pupils} autoRead={autoRead} onChoose={setPupil} />
        );
      }}
    </QueryView>
  );
}

/** Reads `words` as the step opens, for a class whose screens read on their own. */
function useReadStep(words: string, autoRead: boolean) {
  const canSpeak = useCanSpeak();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once as the step opens, in the words of then.
  useEffect(() => {
    if (autoRead && canSpeak) say(words);
  }, [autoRead, canSpeak]);
}

/** The class's pupils: each a big tile with its picture and name. */
function Names({
  name,
  pupils,
  autoRead,
  onChoose,
}: {
  name: string;
  pupils: PupilTile[];
  autoRead: boolean;
  onChoose: (pupil: PupilTile) => void;
}) {
  const { t } = useLingui();
  const words = t`Tap your name.`;
  useReadStep(words, autoRead);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle title={name}>{name}</PageTitle>
        <Speaker text={words} />
      </div>
      <p className="text-2xl font-bold text-brand-700">
        <Trans>Tap your name.</Trans>
      </p>
      {pupils.length === 0 ? (
        <Banner tone="info">
          <Trans>This class has no pupils yet. Ask your teacher.</Trans>
        </Banner>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {pupils.map((pupil) => (
            <li key={pupil.id}>
              <button
                type="button"
                onClick={() => onChoose(pupil)}
                className="flex min-h-28 w-full flex-col items-center justify-center gap-2 rounded-card bg-card p-3 text-xl font-bold ring-2 ring-line hover:bg-brand-50 hover:ring-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <PictureIcon picture={pupil.picture} className="size-12" />
                <span className="[overflow-wrap:anywhere]">{pupilName(pupil)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The picture pad: the nine pictures, the ones tapped so far in their places, sent as the
 * third is tapped. A wrong try says so and starts again.
 */
function Pictures({
  classId,
  pupil,
  autoRead,
  onBack,
}: {
  classId: string;
  pupil: PupilTile;
  autoRead: boolean;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pictureWords = usePictureWords();
  const canSpeak = useCanSpeak();
  const [tapped, setTapped] = useState<PasscodePicture[]>([]);
  const name = pupilName(pupil);
  const ask = t`${name}, tap your ${PASSCODE_LENGTH} pictures, in order.`;
  useReadStep(ask, autoRead);
  const signIn = useMutation({
    mutationFn: (pictures: PasscodePicture[]) => signInPupil(classId, pupil.id, pictures),
    onSuccess: () => navigate(paths.studentDashboard),
    onError: () => setTapped([]),
  });
  const refused = signIn.error
    ? reasonOf(signIn.error, t`Could not reach MathSteps. Check your connection and try again.`)
    : undefined;
  const words = refused ? `${refused} ${ask}` : ask;
  // A wrong try is read on its own for a class whose screens read.
  const heard = useRef<unknown>(undefined);
  useEffect(() => {
    if (!signIn.error || heard.current === signIn.error) return;
    heard.current = signIn.error;
    if (autoRead && canSpeak) say(words);
  }, [signIn.error, autoRead, canSpeak, words]);

  const tap = (picture: PasscodePicture) => {
    if (signIn.isPending || tapped.length >= PASSCODE_LENGTH) return;
    const next = [...tapped, picture];
    setTapped(next);
    if (autoRead && canSpeak) say(pictureWords(picture));
    if (next.length === PASSCODE_LENGTH) signIn.mutate(next);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle title={name}>
          <span className="flex items-center gap-3">
            <PictureIcon picture={pupil.picture} className="size-10" />
            {name}
          </span>
        </PageTitle>
        <Speaker text={words} />
      </div>
      <p className="text-2xl font-bold text-brand-700">
        <Trans>Tap your {PASSCODE_LENGTH} pictures, in order.</Trans>
      </p>
      {refused && (
        <p role="alert" className="text-xl font-bold text-berry-700">
          {refused}
        </p>
      )}
      <ol aria-label={t`Pictures tapped`} className="flex gap-3">
        {Array.from({ length: PASSCODE_LENGTH }, (_, index) => {
          const picture = tapped[index];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a place of the passcode is its key.
              key={index}
              className="flex size-16 items-center justify-center rounded-full bg-card ring-2 ring-line"
            >
              {picture ? (
                <PictureIcon picture={picture} label={pictureWords(picture)} className="size-10" />
              ) : (
                <span className="text-xl font-bold text-muted">
                  <span className="sr-only">{t`Place ${index + 1}, empty`}</span>
                  <span aria-hidden>{index + 1}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <fieldset aria-busy={signIn.isPending} className="max-w-md">
        <legend className="sr-only">{t`Pictures`}</legend>
        <div className="grid grid-cols-3 gap-3">
          {PASSCODE_PICTURES.map((picture) => (
            <button
              key={picture}
              type="button"
              aria-label={pictureWords(picture)}
              onClick={() => tap(picture)}
              disabled={signIn.isPending}
              className="flex aspect-square items-center justify-center rounded-card bg-card ring-2 ring-line hover:bg-brand-50 hover:ring-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              <PictureIcon picture={picture} className="size-14" />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-5" />
          <Trans>Not me</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => setTapped([])}
          disabled={tapped.length === 0 || signIn.isPending}
        >
          <Delete aria-hidden className="size-5" />
          <Trans>Start again</Trans>
        </Button>
      </div>
    </div>
  );
}
