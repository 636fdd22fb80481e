import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AssignmentDay,
  daySummary,
  SUBJECTS,
  type Subject,
  type SubjectDayStatus,
  type TagOutput,
} from '@mathsteps/domain';
import { Check, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDay } from '../../api/learning';
import { usePlacedSubjects } from '../../api/placements';
import { useStudentRecord } from '../../api/student';
import { assignmentsWords } from '../../components/read-aloud/read-aloud';
import { useReadOnOpen } from '../../components/read-aloud/read-on-open';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { Mascot, type MascotMood } from '../../components/rewards/mascot';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Banner, Button, ButtonLink, ConfirmDialog, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, weekday } from '../../lib/domain-words';
import type { FindLevel } from '../../lib/find-level';
import { LevelChoiceWaiting } from './level-choice';
import { NotCounted } from './not-counted';
import { SpecialPracticeWaiting } from './special-practice-waiting';
import type { StudentScreenProps } from './student-screen';
import { type AssignmentState, assignmentOf, quickFactsToday, toDoToday } from './todays-work';
import { useFreshStudent } from './use-fresh-student';
import { WeekView } from './week-view';

const DO_MORE = msg`You already completed today's work! Do you want to do more?`;

/** What a subject's card says of today; `questions`: how many today's assignment has. */
function statusText(i18n: I18n, status: AssignmentDay['status'], questions: number): string {
  const day = weekday(i18n.locale, status.day ?? '');
  switch (status.status) {
    case 'today':
      return i18n._(msg`Today's assignment: ${questions} questions.`);
    case 'completed':
      return i18n._(msg`Done for today. Well done!`);
    case 'late':
      return i18n._(msg`You missed ${day}'s assignment.`);
    case 'early':
      return i18n._(msg`Next assignment on ${day}.`);
    case 'no-schedule':
      return i18n._(msg`Not on your schedule.`);
  }
}

type QuickFactsDay = TagOutput<'student.mathget'>['quickfacts'];

function quickFactsText(i18n: I18n, day: QuickFactsDay): string {
  const operation = day.operation
    ? i18n._(SUBJECT_WORDS[day.operation as Subject]).toLowerCase()
    : undefined;
  const facts = operation ? i18n._(msg`${operation} facts`) : i18n._(msg`the facts you choose`);
  const named = weekday(i18n.locale, day.status.day ?? '');
  switch (day.status.status) {
    case 'completed':
      return i18n._(msg`Done for today. Well done!`);
    case 'late':
      return i18n._(msg`You missed ${named}'s Quick Facts.`);
    case 'early':
      return i18n._(msg`Next Quick Facts on ${named}.`);
    default:
      return i18n._(msg`Today: about two minutes of ${facts}.`);
  }
}

/**
 * The day in one line, with Pip's mood: waving at work to do, cheering, or thinking. Quick
 * Facts on the schedule counts like a subject (decision 0010).
 */
function summaryOf(
  i18n: I18n,
  days: Record<string, AssignmentDay>,
  quickfacts: QuickFactsDay,
): { text: string; mood: MascotMood } {
  const summary = daySummary(
    [...Object.values(days), quickfacts].map((day) => day.status as SubjectDayStatus),
  );
  const { remaining } = summary;
  switch (summary.status) {
    case 'today':
      return {
        text: i18n._(
          msg`${plural(remaining, {
            one: 'You have # assignment today.',
            other: 'You have # assignments today.',
          })}`,
        ),
        mood: 'wave',
      };
    case 'partial':
      return {
        text: i18n._(
          msg`${plural(remaining, {
            one: '# subject remaining today.',
            other: '# subjects remaining today.',
          })}`,
        ),
        mood: 'wave',
      };
    case 'completed':
      return { text: i18n._(msg`All of today's work is done. Great job!`), mood: 'cheer' };
    case 'free':
      return { text: i18n._(msg`No assignments today. Practice is always open!`), mood: 'think' };
    case 'no-schedule':
      return {
        text: i18n._(msg`You have no schedule yet. Ask your grown-up to set one up.`),
        mood: 'think',
      };
  }
}

function Summary({
  text,
  mood,
  startable,
}: {
  text: string;
  mood: MascotMood;
  startable: readonly string[];
}) {
  const { i18n } = useLingui();
  const words = assignmentsWords(i18n, text, startable);
  // Read as it opens for a child whose screens read on their own (after a level choice too).
  useReadOnOpen(words);
  return (
    <div className="flex items-center gap-3">
      <Mascot mood={mood} className="size-16" />
      <p className="text-xl font-bold text-brand-700">{text}</p>
      <Speaker text={words} />
    </div>
  );
}

/**
 * /assignments (docs/product.md, "Premium and non-premium student"):
 * each subject with its status today; a premium student may do more after a finished day
 * (after a confirm) and sees the week.
 */
export function Assignments({ student, notices }: StudentScreenProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { query, day: shownDay } = useDay(student);
  const { refetch } = query;
  const [doMore, setDoMore] = useState<AssignmentState>();
  const autoRead = useAutoRead();
  const doMoreWords = `${t(DO_MORE)} ${t`Tap Yes or No.`}`;
  // The question is read as the dialog opens, for a child who cannot read it.
  useEffect(() => {
    if (autoRead && doMore) say(doMoreWords);
  }, [autoRead, doMore, doMoreWords]);
  // The profile is read again every 30 s: a premium that ended hides the week view.
  useFreshStudent(student.timezone);
  const premium = useStudentRecord()?.premium === 'true';
  // Back online: the day is read again (what waits on the device is sent by the cache).
  useEffect(() => {
    const online = () => void refetch();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refetch]);

  // A subject whose first session is a placement starts with it (docs/decisions/0027-placement.md).
  const placed = usePlacedSubjects();
  const start = (assignment: AssignmentState) =>
    placed.has(assignment.subject)
      ? navigate(paths.assignments, {
          state: { findLevel: assignment.subject } satisfies FindLevel,
        })
      : navigate(paths.assignmentQuestions, { state: assignment });

  return (
    <div className="flex flex-col gap-6">
      <QueryView
        query={{ data: shownDay, isError: query.isError, refetch: query.refetch }}
        loading={t`Loading your assignments...`}
        failed={t`Failed to load assignment. Please try again.`}
      >
        {(day) => (
          <>
            {/* The day kept on the device: the server cannot be asked. */}
            {!navigator.onLine && (
              <Banner>
                <Trans>
                  You are offline. Your work is saved on this device and sent when you are online.
                </Trans>
              </Banner>
            )}
            <NotCounted />
            {notices}
            <SpecialPracticeWaiting />
            <LevelChoiceWaiting />
            <Summary
              {...summaryOf(i18n, day.days, day.quickfacts)}
              // What the speaker adds: the buttons that start today's work.
              startable={[
                ...toDoToday(day).map((assignment) => t(SUBJECT_WORDS[assignment.subject])),
                ...(quickFactsToday(day) ? [t`Quick Facts`] : []),
              ]}
            />
            <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Today's assignments`}>
              {SUBJECTS.map((subject) => {
                const subjectDay = day.days[subject];
                if (!subjectDay) return null;
                const assignment = assignmentOf(day, subject);
                const done = subjectDay.status.status === 'completed';
                return (
                  <li
                    key={subject}
                    className={`flex flex-col gap-3 rounded-card p-5 ring-1 ${done ? 'bg-leaf-50 ring-leaf-700/40' : `${SUBJECT_LOOK[subject].tint} ring-line`}`}
                  >
                    <div className="flex items-baseline justify-between gap-2">
                      <h2 className="flex items-center gap-2 text-lg font-bold">
                        <SubjectMark subject={subject} />
                        {done && <Check aria-hidden="true" className="size-6 text-leaf-700" />}
                      </h2>
                      <span className="text-muted">
                        <Trans>Level {subjectDay.level}</Trans>
                      </span>
                    </div>
                    <p>{statusText(i18n, subjectDay.status, assignment?.questions.length ?? 10)}</p>
                    {subjectDay.status.status === 'today' && assignment && (
                      <Button onClick={() => start(assignment)}>
                        {t`Start ${t(SUBJECT_WORDS[subject])}`}
                      </Button>
                    )}
                    {done && premium && assignment && (
                      <Button variant="secondary" onClick={() => setDoMore(assignment)}>
                        <Trans>Do More</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
              {day.quickfacts.schedule !== '' && <QuickFactsCard day={day.quickfacts} />}
            </ul>
            {premium && (
              <WeekView
                today={day.today}
                firstDay={day.firstday}
                days={day.days}
                quickfacts={day.quickfacts}
              />
            )}
          </>
        )}
      </QueryView>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.practiceProblems}>
          <Trans>Go to Practice Problems</Trans>
        </ButtonLink>
        <ButtonLink to={paths.studentDashboard} variant="secondary">
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </div>

      <ConfirmDialog
        open={Boolean(doMore)}
        onClose={() => setDoMore(undefined)}
        title={t`Do more?`}
        dismiss={t`No`}
        confirm={t`Yes`}
        onConfirm={() => doMore && start(doMore)}
      >
        <span className="flex items-center justify-between gap-3">
          {t(DO_MORE)}
          <Speaker text={doMoreWords} />
        </span>
      </ConfirmDialog>
    </div>
  );
}

/** Quick Facts as a card of the day, when a parent put it on the schedule. */
function QuickFactsCard({ day }: { day: QuickFactsDay }) {
  const { i18n } = useLingui();
  const done = day.status.status === 'completed';
  return (
    <li
      className={`flex flex-col gap-3 rounded-card p-5 ring-1 ${done ? 'bg-leaf-50 ring-leaf-700/40' : 'bg-card ring-line'}`}
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Zap aria-hidden="true" className="size-6 text-sun-700" />
        <Trans>Quick Facts</Trans>
        {done && <Check aria-hidden="true" className="size-6 text-leaf-700" />}
      </h2>
      <p>{quickFactsText(i18n, day)}</p>
      {day.status.status === 'today' && (
        <ButtonLink to={paths.quickFacts}>
          <Trans>Start Quick Facts</Trans>
        </ButtonLink>
      )}
    </li>
  );
}
