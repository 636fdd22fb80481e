import {
  addDays,
  assignmentProblems,
  type BadgeId,
  type FirstTry,
  gradeFirstTries,
  levelDecision,
  type Problem,
  percent,
  problemsToText,
  type Refusal,
  type Rewards,
  type RewardsView,
  recentFromText,
  recentToText,
  rewardFinishedWork,
  SUBJECTS,
  type Subject,
  type TagOutput,
} from '@mathsteps/domain';
import type { SessionStudent, SubjectRow } from '../accounts/students';
import { rewardsOf, rewardsView } from './rewards';
import type { HistoryRow, RecentWork, WorkDay } from './student-day';

/**
 * What a finished assignment records and answers (docs/product.md), decided from the student
 * as read: one history entry on the student's local date, the subject's completion date, the
 * level options of decision 0018 ordered by the level rule (which may also move the child
 * down by itself), and the rewards it earns (decision record 0006). Nothing here reads or
 * writes the database: learning/work-records.ts does.
 */

const answerOf = (
  entry: Pick<RecentWork, 'options' | 'localDate' | 'questions' | 'errors'>,
  rewards: RewardsView,
  earned: BadgeId[],
  fresh?: { moved?: number; starsEarned: number },
): TagOutput<'student.mathcomplete'> => ({
  options: entry.options as TagOutput<'student.mathcomplete'>['options'],
  ...(fresh?.moved !== undefined && { moved: String(fresh.moved) }),
  completion: entry.localDate,
  score: String(percent(entry.questions - entry.errors, entry.questions)),
  rewards,
  earned,
  ...(fresh && { starsearned: fresh.starsEarned }),
});

export interface StudentState {
  student: SessionStudent;
  subjects: Map<Subject, SubjectRow>;
  /** At least today's work. */
  workDays: WorkDay[];
  /** This attempt, when it is known to be recorded already. */
  earlier?: RecentWork;
}

export interface Finished {
  subject: Subject;
  firsttries: FirstTry[];
  attempt: string;
  today: string;
  premium: boolean;
}

export type Answer = TagOutput<'student.mathcomplete'>;

/**
 * What a finished assignment records and answers, given the student as read: the work to
 * record, the first answer again for an attempt recorded already, or why it is refused.
 */
export function decide(
  { student, subjects, workDays, earlier }: StudentState,
  work: Finished,
): { answer: Answer; record: WorkRecord } | { answer: Answer } | { refused: Refusal } {
  const { today } = work;
  const before = rewardsOf(student);
  if (earlier) {
    return { answer: answerOf(earlier, rewardsView(before, subjects.values(), today), []) };
  }
  const roundsBefore = workDays.filter(
    (entry) => entry.subject === work.subject && entry.localDate === today,
  ).length;
  if (roundsBefore > 0 && !work.premium) {
    return { refused: { code: 'already_done_today', params: { subject: work.subject } } };
  }

  // Scored out of the problems the child had (5 or 10), from their first tries.
  const level = subjects.get(work.subject)?.level ?? 0;
  const graded = gradedFirstTries({ student, workDays }, work, level);
  if (graded === undefined) return { refused: { code: 'work_changed' } };
  const { errors } = graded;
  const questions = work.firsttries.length;
  // The level rule reads the subject's last assignments with this one (decisions 0018 and 0027); when
  // it moves the child down by itself, there is nothing left to choose.
  const recent = [
    ...recentFromText(subjects.get(work.subject)?.recent ?? ''),
    { level, correct: questions - errors, questions },
  ];
  const { options, moveTo } = levelDecision(work.subject, level, recent);
  const entry = {
    attemptId: work.attempt,
    subject: work.subject,
    level,
    localDate: today,
    questions,
    errors,
    options: moveTo === null ? options : [],
    // The evidence rule weighs a suspected bug against these (docs/misconceptions.md).
    rightFirstTries: problemsToText(graded.right),
  };
  const days = new Map(
    SUBJECTS.map((subject) => [
      subject,
      {
        schedule: subjects.get(subject)?.schedule ?? '',
        completion: subject === work.subject ? today : subjects.get(subject)?.completionDate,
      },
    ]),
  );
  const { rewards, earned } = rewardFinishedWork(before, {
    subject: work.subject,
    day: today,
    questions: entry.questions,
    errors: entry.errors,
    roundsBefore,
    subjects: days,
  });
  return {
    answer: answerOf(entry, rewardsView(rewards, subjects.values(), today), earned, {
      moved: moveTo ?? undefined,
      starsEarned: rewards.stars - before.stars,
    }),
    record: { entry, rewards, earned, recent: recentToText(recent), moveTo, served: graded.served },
  };
}

/**
 * The wrong first tries (decision 0012), graded against the problems the server sent:
 * today's set of the round still to be done, or, before any of the subject today,
 * yesterday's (an assignment finished after midnight, or offline). Recorded today, that
 * set is not taken again. A set already recorded, or of another level, is none of them.
 */
function gradedFirstTries(
  { student, workDays }: Pick<StudentState, 'student' | 'workDays'>,
  work: Finished,
  level: number,
): (NonNullable<ReturnType<typeof gradeFirstTries>> & { served: Problem[] }) | undefined {
  const roundsOn = (date: string) =>
    workDays.filter((entry) => entry.subject === work.subject && entry.localDate === date).length;
  const yesterday = addDays(work.today, -1);
  const sets: [string, number][] = [[work.today, roundsOn(work.today)]];
  if (sets[0]![1] === 0) sets.push([yesterday, roundsOn(yesterday)]);
  for (const [date, round] of sets) {
    const problems = assignmentProblems(student.id, work.subject, level, date, round);
    const graded = gradeFirstTries(problems, work.firsttries);
    if (graded !== undefined)
      return { ...graded, served: problems.slice(0, work.firsttries.length) };
  }
  return undefined;
}

export interface WorkRecord {
  entry: RecentWork & Pick<HistoryRow, 'rightFirstTries'>;
  rewards: Rewards;
  earned: BadgeId[];
  /** The subject's last assignments with this one, as stored (decision 0018). */
  recent: string;
  /** The level the rule moved the child to by itself, or null. */
  moveTo: number | null;
  /** The problems the first tries answered: their facts are the only evidence taken. */
  served: Problem[];
}
