import { dayLetterOf, displayName, isScheduled, localDate, SUBJECTS } from '@mathsteps/domain';
import { BarChart3, CalendarCheck, Eye, LogOut, Pencil, Zap } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDay } from '../../api/learning';
import { signOut } from '../../api/sign-out';
import { dashboardWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { chooseReadAloud, useCanSpeak } from '../../components/read-aloud/speech';
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
import type { StudentProfile } from '../../lib/session';
import { LevelChoiceWaiting } from './level-choice';
import { NotCounted } from './not-counted';
import { SpecialPracticeWaiting } from './special-practice-waiting';
import { leftToday, toDoToday } from './todays-work';
import { useFreshStudent } from './use-fresh-student';

/** Today's scheduled subjects not yet done (docs/product.md: the Assignments badge). */
export function unfinishedToday(student: StudentProfile, now: Date): number {
  const today = localDate(now, student.timezone);
  const day = dayLetterOf(today);
  return SUBJECTS.filter((subject) => {
    const entry = student.math[subject];
    return entry && isScheduled(entry.schedule, day) && entry.completion !== today;
  }).length;
}

/**
 * /student-dashboard (docs/product.md): greeting, tiles, and who can see the child's work; with
 * Pip the owl, the child's stars and streak, new badges announced once, and the sound
 * switch (decision record 0006).
 */
export function StudentDashboard({ student }: { student: StudentProfile }) {
  const navigate = useNavigate();
  const firstName = displayName(student.fullName.split(' ')[0] || student.accountname);
  const { now, rewards, fresh } = useFreshStudent(student.timezone);
  const unfinishedSubjects = unfinishedToday(student, now);
  const [sound, setSound] = useState(() => soundOn(student.accountname));
  // Shown switched at once, while it is saved; back as it was if saving fails.
  const [readAloud, setReadAloud] = useState(student.readaloud === 'true');
  const canSpeak = useCanSpeak();
  // Today's work, kept on the device and read again behind: the first
  // assignment is one tap away, with no wait for the network.
  const { day } = useDay(student);
  const next = day ? toDoToday(day)[0] : undefined;
  // Counted as the assignments count it once the day is here (Quick Facts too).
  const unfinished = day ? leftToday(day) : unfinishedSubjects;

  const logout = async () => {
    await signOut('student');
    navigate(paths.landing);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Mascot mood="wave" className="size-20 sm:size-24" />
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-2xl font-bold text-brand-700">
            Hi, {firstName}! Ready to practice?
            <Speaker text={dashboardWords(firstName, unfinished)} />
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
      <SpecialPracticeWaiting />
      <LevelChoiceWaiting />
      {next && (
        <div>
          <Button onClick={() => navigate(paths.assignmentQuestions, { state: next })}>
            Start {next.name}
          </Button>
        </div>
      )}
      {/* Announced from the server's answer: the kept copy may hold badges told since. */}
      {rewards && fresh && <NewBadges badges={rewards.badges} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile
          to={paths.assignments}
          icon={CalendarCheck}
          title="Assignments"
          badge={
            unfinished > 0 ? (
              <Badge>
                {unfinished}
                <span className="sr-only"> to do today</span>
              </Badge>
            ) : undefined
          }
        >
          {unfinished > 0
            ? `${unfinished} subject${unfinished > 1 ? 's' : ''} to do today.`
            : 'Nothing left for today.'}
        </Tile>
        <Tile to={paths.practiceProblems} icon={Pencil} title="Practice">
          Pick a subject and a level.
        </Tile>
        <Tile to={paths.quickFacts} icon={Zap} title="Quick Facts">
          Two minutes of facts: how quick are you today?
        </Tile>
        <Tile to={paths.myProgress} icon={BarChart3} title="My Progress">
          See how you are doing.
        </Tile>
        <Tile onClick={logout} icon={LogOut} title="Logout">
          See you next time!
        </Tile>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-muted">
          <Eye aria-hidden="true" className="size-5" /> Your grown-up can see your progress.
        </p>
        <span className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {canSpeak && (
            <span className="flex items-center gap-3">
              <span aria-hidden="true">Read aloud</span>
              <Toggle
                label="Read aloud"
                checked={readAloud}
                onChange={(on) => {
                  setReadAloud(on);
                  chooseReadAloud(on).catch(() => setReadAloud(!on));
                }}
              />
            </span>
          )}
          <span className="flex items-center gap-3">
            <span aria-hidden="true">Sounds</span>
            <Toggle
              label="Sounds"
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
