import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dayLetterOf,
  displayName,
  isScheduled,
  localDate,
  type StudentData,
  SUBJECTS,
} from '@mathsteps/domain';
import { BarChart3, CalendarCheck, Eye, LogOut, Pencil, Zap } from 'lucide-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useDay } from '../../api/learning';
import { usePlacedSubjects } from '../../api/placements';
import { signOut } from '../../api/sign-out';
import { useReadAloudChoice, useStudentRecord } from '../../api/student';
import { dashboardWords } from '../../components/read-aloud/read-aloud';
import { useReadOnOpen } from '../../components/read-aloud/read-on-open';
import { Speaker } from '../../components/read-aloud/speaker';
import { useCanSpeak } from '../../components/read-aloud/speech';
import { NewBadges } from '../../components/rewards/badges';
import { Mascot } from '../../components/rewards/mascot';
import {
  NO_STREAK_TODAY,
  NO_STREAK_YET,
  RewardsSummary,
} from '../../components/rewards/rewards-summary';
import { setSoundOn, soundOn } from '../../components/rewards/sound';
import { Badge, Button, Tile, Toggle } from '../../components/ui';
import { paths } from '../../config/paths';
import { deviceReadsAloud } from '../../lib/device-reads-aloud';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import type { FindLevel } from '../../lib/find-level';
import { LevelChoiceWaiting } from './level-choice';
import { NotCounted } from './not-counted';
import { SpecialPracticeWaiting } from './special-practice-waiting';
import type { StudentScreenProps } from './student-screen';
import { leftToday, toDoToday } from './todays-work';
import { useFreshStudent } from './use-fresh-student';

/**
 * Today's scheduled subjects not yet done, by the child's record (docs/product.md: the
 * Assignments badge), until the day itself is here.
 */
export function unfinishedToday(
  record: StudentData | undefined,
  timezone: string,
  now: Date,
): number {
  if (!record) return 0;
  const today = localDate(now, timezone);
  const day = dayLetterOf(today);
  return SUBJECTS.filter((subject) => {
    const schedule = record.mathschedule[subject]?.schedule ?? '';
    return isScheduled(schedule, day) && record.mathlevels[subject]?.completion !== today;
  }).length;
}

/**
 * /student-dashboard (docs/product.md): greeting, tiles, and who can see the child's work; with
 * Pip the owl, the child's stars and streak, new badges announced once, and the sound
 * switch (decision record 0006).
 */
export function StudentDashboard({ student, notices }: StudentScreenProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const placed = usePlacedSubjects();
  const firstName = displayName(student.fullName.split(' ')[0] || student.accountname);
  const { now, rewards, fresh } = useFreshStudent(student.timezone);
  const record = useStudentRecord();
  const unfinishedSubjects = unfinishedToday(record, student.timezone, now);
  const [sound, setSound] = useState(() => soundOn(student.accountname));
  // Shown switched at once (in the record), while it is saved; back as it was if saving fails.
  const readAloudChoice = useReadAloudChoice();
  const readAloud = (record?.readaloud ?? (deviceReadsAloud() ? 'true' : 'false')) === 'true';
  const canSpeak = useCanSpeak();
  // Today's work, kept on the device and read again behind: the first
  // assignment is one tap away, with no wait for the network.
  const { day } = useDay(student);
  const next = day ? toDoToday(day)[0] : undefined;
  // Counted as the assignments count it once the day is here (Quick Facts too).
  const unfinished = day ? leftToday(day) : unfinishedSubjects;

  const startLabel = next && t`Start ${t(SUBJECT_WORDS[next.subject])}`;
  const words = dashboardWords(i18n, firstName, unfinished, startLabel);
  // Read as it opens for a child whose screens read on their own, once today's work is known.
  useReadOnOpen(day ? words : undefined);

  // A pupil signed in on its class's page leaves the tablet on that page for the next pupil.
  const { classId } = student;
  const logout = async () => {
    await signOut('student');
    navigate(classId ? generatePath(paths.classSignIn, { classId: classId }) : paths.landing);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Mascot mood="wave" className="size-20 sm:size-24" />
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-2xl font-bold text-brand-700">
            <Trans>Hi, {firstName}! Ready to practice?</Trans>
            <Speaker text={words} />
          </p>
          {rewards && (
            <RewardsSummary
              stars={rewards.stars}
              streak={rewards.streak}
              noStreak={unfinished > 0 ? NO_STREAK_YET : NO_STREAK_TODAY}
            />
          )}
        </div>
      </div>
      <NotCounted />
      {notices}
      <SpecialPracticeWaiting />
      <LevelChoiceWaiting />
      {next && (
        <div>
          <Button
            onClick={() =>
              // A subject whose first session is a placement starts with it (decision 0027).
              placed.has(next.subject)
                ? navigate(paths.assignments, {
                    state: { findLevel: next.subject } satisfies FindLevel,
                  })
                : navigate(paths.assignmentQuestions, { state: next })
            }
          >
            {startLabel}
          </Button>
        </div>
      )}
      {/* Announced from the server's answer: the kept copy may hold badges told since. */}
      {rewards && fresh && <NewBadges badges={rewards.badges} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile
          to={paths.assignments}
          icon={CalendarCheck}
          title={t`Assignments`}
          badge={
            unfinished > 0 ? (
              <Badge>
                {unfinished}
                <span className="sr-only">
                  {' '}
                  <Trans>to do today</Trans>
                </span>
              </Badge>
            ) : undefined
          }
        >
          {unfinished > 0
            ? t`${plural(unfinished, { one: '# subject to do today.', other: '# subjects to do today.' })}`
            : t`Nothing left for today.`}
        </Tile>
        <Tile to={paths.practiceProblems} icon={Pencil} title={t`Practice`}>
          <Trans>Pick a subject and a level.</Trans>
        </Tile>
        <Tile to={paths.quickFacts} icon={Zap} title={t`Quick Facts`}>
          <Trans>Two minutes of facts: how quick are you today?</Trans>
        </Tile>
        <Tile to={paths.myProgress} icon={BarChart3} title={t`My Progress`}>
          <Trans>See how you are doing.</Trans>
        </Tile>
        <Tile onClick={logout} icon={LogOut} title={classId ? t`Done` : t`Logout`}>
          <Trans>See you next time!</Trans>
        </Tile>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-muted">
          <Eye aria-hidden="true" className="size-5" />{' '}
          {classId ? (
            <Trans>Your teacher can see your progress.</Trans>
          ) : (
            <Trans>Your grown-up can see your progress.</Trans>
          )}
        </p>
        <span className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {canSpeak && (
            <span className="flex items-center gap-3">
              <span aria-hidden="true">
                <Trans>Read aloud</Trans>
              </span>
              <Toggle
                label={t`Read aloud`}
                checked={readAloud}
                onChange={(on) => readAloudChoice.mutate(on)}
              />
            </span>
          )}
          <span className="flex items-center gap-3">
            <span aria-hidden="true">
              <Trans>Sounds</Trans>
            </span>
            <Toggle
              label={t`Sounds`}
              checked={sound}
              onChange={(on) => {
                setSoundOn(student.accountname, on);
                setSound(on);
              }}
            />
          </span>
        </span>
      </div>
    </div>
  );
}
