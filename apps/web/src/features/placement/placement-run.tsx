import { Trans, useLingui } from '@lingui/react/macro';
import {
  inSchoolMethod,
  maxProblems,
  type OpenPlacement,
  PLACEMENT_STARS,
  type PlacementAnswer,
  type Subject,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { workOwner } from '../../api/learning';
import { placementsQuery, sendPlacementAnswer, useWaitingAnswers } from '../../api/placements';
import { useStudentRecord } from '../../api/student';
import { placementDoneWords, placementWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { useProblemReading } from '../../components/read-aloud/use-problem-reading';
import { Mascot } from '../../components/rewards/mascot';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Button, ButtonLink, QueryView } from '../../components/ui';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import type { StudentProfile } from '../../lib/session';
import { answerOf, placementNow, placementToShow, stepProblem } from './placement-now';
import { useScheduledPlacements } from './placement-waiting';

/**
 * A placement, on /assignments (docs/decisions/0027-placement.md): the child's open placement of a subject,
 * one problem at a time in the usual grid. No red box, no score: the first submit is the
 * answer, or "I haven't learned this yet". The device chooses the next problem itself, so the
 * child never waits, also offline; left half-way, it goes on from where it was.
 */
export function PlacementRun({
  student,
  subject,
}: {
  student: StudentProfile;
  subject: Subject | undefined;
}) {
  const { t } = useLingui();
  const query = useQuery(placementsQuery);
  const scheduled = useScheduledPlacements();
  const owner = workOwner(student);
  // The one the child tapped, else the first: kept while it runs and after its end (the list
  // changes at its end), also if the screen is drawn anew from the top.
  const [chosen, setChosen] = useState(() => sittingsOnScreen.get(owner));
  // The sitting the child answers in is kept (give), also while the list is being read: its
  // answers reaching the server take it out of the list, and its end must stay on screen.
  const placement = placementToShow(chosen ?? sittingsOnScreen.get(owner), scheduled, subject);
  // Pinned once the server's copy is read: one kept on the device may be behind it.
  useEffect(() => {
    if (placement && placement !== chosen && !query.isFetching) {
      sittingsOnScreen.set(owner, placement);
      setChosen(placement);
    }
  }, [chosen, placement, query.isFetching, owner]);
  return (
    <QueryView
      query={query}
      loading={t`Loading your problems...`}
      failed={t`Failed to load problems. Please try again.`}
    >
      {() =>
        placement ? (
          <PlacementSitting key={placement.id} placement={placement} student={student} />
        ) : (
          <NothingToFind />
        )
      }
    </QueryView>
  );
}

function NothingToFind() {
  return (
    <section className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-line">
      <p>
        <Trans>Your levels are all set. Nothing to find right now.</Trans>
      </p>
      <ButtonLink to={paths.assignments}>
        <Trans>Back to Assignments</Trans>
      </ButtonLink>
    </section>
  );
}

type Given = { index: number; entries: string | null; answer: PlacementAnswer };

/**
 * The sitting on screen, by child, and the answers given in it, by placement: kept beside the
 * components, so a sitting drawn anew (the session saved again as its answers reach the server)
 * goes on where it was, its end screen included. Forgotten when the child goes back to the day.
 */
const sittingsOnScreen = new Map<string, OpenPlacement>();
const givenOnScreen = new Map<string, Given[]>();
/** Placements whose Start was tapped: a screen drawn anew (the cache restored) does not ask again. */
const startedOnScreen = new Set<string>();

function PlacementSitting({
  placement,
  student,
}: {
  placement: OpenPlacement;
  student: StudentProfile;
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const autoRead = useAutoRead();
  const subject = t(SUBJECT_WORDS[placement.subject]);
  // Answered before (this device or another): no need to say again what it is.
  const [given, setGiven] = useState<Given[]>(() => givenOnScreen.get(placement.id) ?? []);
  const [started, setStarted] = useState(
    placement.answers.length > 0 || given.length > 0 || startedOnScreen.has(placement.id),
  );
  const waiting = useWaitingAnswers(placement.id);
  const method = useStudentRecord()?.schoolmethod;
  const { step } = placementNow(placement, [...given, ...waiting]);
  const shown = useMemo(() => {
    if (step.done) return undefined;
    const drawn = stepProblem(placement, step.level, step.index);
    return {
      drawn,
      // Drawn in the child's school's method; the answer boxes are the same in every method.
      grid: method ? inSchoolMethod(drawn, method) : drawn,
    };
  }, [placement, step, method]);
  // Read once it shows: not under the words that say what a placement is.
  const reading = useProblemReading(
    started ? shown?.grid : undefined,
    step.done ? undefined : step.level,
  );
  const introWords = placementWords(i18n, subject);
  const doneWords = step.done ? placementDoneWords(i18n, step.level, PLACEMENT_STARS) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: read when the start or the end shows.
  useEffect(() => {
    if (!autoRead) return;
    if (!started) say(introWords);
    else if (step.done) say(doneWords);
  }, [started, step.done, autoRead]);

  const give = (entries: Record<string, string> | null) => {
    if (step.done || !shown) return;
    const answer = { index: step.index, ...answerOf(shown.drawn, step.level, entries) };
    const list = [...given, answer];
    givenOnScreen.set(placement.id, list);
    // Answered here: this sitting is the one on screen until the child goes back to the day,
    // whatever the list says after (a reading that never ended offline pinned nothing).
    if (!sittingsOnScreen.has(workOwner(student)))
      sittingsOnScreen.set(workOwner(student), placement);
    setGiven(list);
    sendPlacementAnswer({
      account: workOwner(student),
      placementid: placement.id,
      subject: placement.subject,
      ...answer,
    });
  };

  const title = (
    <h2 id="placement-title" className="flex items-center gap-2 text-xl font-bold">
      <SubjectMark subject={placement.subject} />
      <span>
        · <Trans>Finding your level</Trans>
      </span>
    </h2>
  );

  if (!started) {
    return (
      <PlacementCard title={title} words={introWords} mood="wave">
        <div className="flex items-center gap-4">
          <Mascot mood="wave" className="size-16 sm:size-20" />
          <p className="text-lg">
            <Trans>Let's find your level. Some of these may be too hard, and that's OK.</Trans>
          </p>
        </div>
        <p>
          <Trans>
            Work each problem as well as you can. If you have not learned it yet, tap "I haven't
            learned this yet".
          </Trans>
        </p>
        <Button
          onClick={() => {
            startedOnScreen.add(placement.id);
            setStarted(true);
          }}
        >
          <Trans>Start</Trans>
        </Button>
      </PlacementCard>
    );
  }

  if (step.done || !shown) {
    return (
      <PlacementCard title={title} words={doneWords} mood="cheer">
        <div className="flex items-center gap-4">
          <Mascot mood="cheer" className="size-16 sm:size-20" />
          <div className="flex flex-col gap-1">
            <p className="text-lg font-bold">
              <Trans>All done, thank you!</Trans>
            </p>
            <p>
              <Trans>Your new level is {step.level}.</Trans>
            </p>
            <p className="flex items-center gap-1 font-bold text-sun-700">
              <Star aria-hidden="true" className="size-5 fill-sun-400 text-sun-700" />
              <Trans>+{PLACEMENT_STARS} stars</Trans>
            </p>
          </div>
        </div>
        <Button
          onClick={() => {
            sittingsOnScreen.delete(workOwner(student));
            givenOnScreen.delete(placement.id);
            startedOnScreen.delete(placement.id);
            navigate(paths.assignments);
          }}
        >
          <Trans>Back to Assignments</Trans>
        </Button>
      </PlacementCard>
    );
  }

  const number = step.index + 1;
  const most = maxProblems(placement.kind);
  return (
    <section aria-labelledby="placement-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        {title}
        {reading.words.length > 0 && <Speaker text={reading.words} />}
      </div>
      <p className="text-muted">
        <Trans>
          Problem {number} · at most {most}
        </Trans>
      </p>
      <WorkedProblem
        key={step.index}
        problem={shown.grid}
        level={step.level}
        onAnswer={give}
        onNext={() => {}}
      />
      <div className="flex justify-center">
        <Button variant="secondary" onClick={() => give(null)}>
          <Trans>I haven't learned this yet</Trans>
        </Button>
      </div>
    </section>
  );
}

/** The card before and after the problems: the title and its speaker, then what it says. */
function PlacementCard({
  title,
  words,
  mood,
  children,
}: {
  title: ReactNode;
  words: string;
  /** The start waves; the end cheers, and is announced as it appears. */
  mood: 'wave' | 'cheer';
  children: ReactNode;
}) {
  const look = mood === 'wave' ? 'bg-brand-50 ring-brand-700/30' : 'bg-leaf-50 ring-leaf-700/40';
  return (
    <section
      aria-labelledby="placement-title"
      aria-live={mood === 'cheer' ? 'polite' : undefined}
      className={`flex flex-col items-start gap-4 rounded-card p-6 ring-1 ${look}`}
    >
      <div className="flex w-full items-center justify-between gap-3">
        {title}
        <Speaker text={words} />
      </div>
      {children}
    </section>
  );
}
