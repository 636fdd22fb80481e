import {
  type Db,
  eq,
  preparedQuery,
  preparedStatement,
  type Reader,
  sql,
  tables,
} from '@mathsteps/db';
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
  type Rewards,
  type RewardsView,
  recentFromText,
  recentToText,
  rewardFinishedWork,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
  type TagOutput,
  timingsOfProblems,
} from '@mathsteps/domain';
import {
  type SessionStudent,
  STUDENT_NOT_FOUND,
  type SubjectRow,
  subjectsColumn,
} from '../accounts/students';
import { activeSession } from '../learning/callers';
import { evidenceValues, evidenceWrite } from '../learning/facts';
import { newBadges, rewardsOf, rewardsView } from '../learning/rewards';
import type { WorkDay } from '../learning/student-day';
import {
  attemptOrSinceColumn,
  bySubject,
  type HistoryRow,
  type RecentWork,
  todayOf,
} from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

const answerOf = (
  entry: Pick<RecentWork, 'options' | 'localDate' | 'questions' | 'errors'>,
  rewards: RewardsView,
  earned: BadgeId[],
  moved?: number,
): TagOutput<'student.mathcomplete'> => ({
  options: entry.options as TagOutput<'student.mathcomplete'>['options'],
  ...(moved !== undefined && { moved: String(moved) }),
  completion: entry.localDate,
  score: String(percent(entry.questions - entry.errors, entry.questions)),
  rewards,
  earned,
});

/**
 * An assignment is finished (docs/product.md): one history entry on the student's local date,
 * the subject's completion date, the level options of decision 0018 ordered by the level
 * rule, which may also move the child down by itself (decision 0018), and the rewards it
 * earns (decision record 0006). The same attempt sent again (the answer was lost on the
 * way) gets the first answer back. A free student does each subject once a day; a premium
 * student may do more.
 *
 * One round trip after the session's: everything is decided from what came with the
 * session, and one statement records it only if no other work of the student was recorded
 * since (the row's revision). If some was, the decision is made again with the student's
 * row locked, where nothing can come between: "once a day", "once per attempt" and the
 * rewards hold when work arrives twice at once.
 */
export const studentMathcomplete: Handler<'student.mathcomplete'> = async (
  input,
  { db, caller, now },
) => {
  const session = activeSession(caller);
  // Bad input, refused before anything is decided or locked.
  if (input.errors > input.firsttries.length) {
    throw new ApiFailure(400, `errors must be a whole number from 0 to ${input.firsttries.length}`);
  }
  // The day in the zone stored at sign-in: a zone sent with this call cannot move it (a
  // free child could otherwise finish a subject three times a day, in three zones).
  const today = todayOf(session.student, now());
  const finished = { ...input, today, premium: session.premium };
  // What the grids' timed boxes say of each fact, written with the work (decision 0010):
  // only the facts of the problems the server served count.
  const evidenceOf = (record: WorkRecord) =>
    evidenceValues(timingsOfProblems(input.boxes, record.served), today, input.typing);

  // From the session, work can only be recorded: whether this very attempt was recorded
  // before (its answer lost on the way) only the history says, and the statement that
  // records refuses it then. Anything else is decided again with the student's row locked.
  const decided = decide(session, finished);
  if (
    'record' in decided &&
    (await recordWork(db, session.student, decided.record, evidenceOf(decided.record)))
  ) {
    return decided.answer;
  }
  return db.transaction(async (tx) => {
    // Locked first, read after: a statement's subqueries would see the data as it was
    // before the lock was granted, not what the work recorded meanwhile wrote.
    const [row] = await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, session.student.id))
      .for('update');
    const locked = row && (await studentNow(tx, session.student.id, input.attempt, today));
    if (!locked) throw new ApiFailure(404, STUDENT_NOT_FOUND);
    const again = decide(locked, finished);
    if ('refused' in again) throw new ApiFailure(409, again.refused);
    if (
      'record' in again &&
      !(await recordWork(tx, locked.student, again.record, evidenceOf(again.record)))
    ) {
      throw new Error('work was recorded while the student row was locked');
    }
    return again.answer;
  });
};

interface StudentState {
  student: SessionStudent;
  subjects: Map<Subject, SubjectRow>;
  /** At least today's work. */
  workDays: WorkDay[];
  /** This attempt, when it is known to be recorded already. */
  earlier?: RecentWork;
}

interface Finished {
  subject: Subject;
  firsttries: FirstTry[];
  attempt: string;
  today: string;
  premium: boolean;
}

type Answer = TagOutput<'student.mathcomplete'>;

/**
 * What a finished assignment records and answers, given the student as read: the work to
 * record, the first answer again for an attempt recorded already, or why it is refused.
 */
function decide(
  { student, subjects, workDays, earlier }: StudentState,
  work: Finished,
): { answer: Answer; record: WorkRecord } | { answer: Answer } | { refused: string } {
  const { today } = work;
  const before = rewardsOf(student);
  if (earlier) {
    return { answer: answerOf(earlier, rewardsView(before, subjects.values(), today), []) };
  }
  const doneToday = workDays.some(
    (entry) => entry.subject === work.subject && entry.localDate === today,
  );
  if (doneToday && !work.premium) {
    return {
      refused: `You already finished today's ${SUBJECT_NAMES[work.subject].toLowerCase()}. Great work!`,
    };
  }

  // Scored out of the problems the child had (5 or 10), from their first tries.
  const level = subjects.get(work.subject)?.level ?? 0;
  const graded = gradedFirstTries({ student, workDays }, work, level);
  if (graded === undefined) return { refused: WORK_CHANGED };
  const { errors } = graded;
  const questions = work.firsttries.length;
  // The level rule reads the subject's last assignments with this one (decision 0018); when
  // it moves the child down by itself, there is nothing left to choose.
  const recent = [
    ...recentFromText(subjects.get(work.subject)?.recent ?? ''),
    { level, correct: questions - errors, questions },
  ];
  const { options, moveTo } = levelDecision(level, recent);
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
    subjects: days,
  });
  return {
    answer: answerOf(
      entry,
      rewardsView(rewards, subjects.values(), today),
      earned,
      moveTo ?? undefined,
    ),
    record: { entry, rewards, earned, recent: recentToText(recent), moveTo, served: graded.served },
  };
}

/** Said when the first tries are not of a set the server sent that is still to be done. */
export const WORK_CHANGED =
  'This assignment changed while you were working, so it was not counted. Great practice anyway!';

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

interface WorkRecord {
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

const { students, studentSubjects, assignmentHistory: history } = tables;
const value = (name: string) => sql.placeholder(name);

/**
 * The work, the subject's completion, the rewards and its timed boxes, in one
 * statement built once: written only if the student's row is still at the
 * revision it was read at and this attempt is not recorded yet. New badges are merged into
 * the ones the row holds.
 */
const recordWorkStatement = preparedStatement<{ recorded: number }>(sql`
  with saved as (
    update ${students}
    set stars = ${value('stars')}, streak_days = ${value('streakDays')},
      streak_last = ${value('streakLast')}, badges = ${value('badges')}::jsonb || badges,
      revision = revision + 1
    where id = ${value('studentId')} and revision = ${value('revision')}
      and not exists (select 1 from ${history} h
        where h.student_id = ${value('studentId')} and h.attempt_id = ${value('attemptId')})
    returning id
  ),
  entry as (
    insert into ${history} (student_id, attempt_id, subject, level, local_date, questions, errors, options, chosen_option, right_first_tries)
    select id, ${value('attemptId')}, ${value('subject')}, ${value('level')}, ${value('localDate')},
      ${value('questions')}, ${value('errors')}, ${value('options')}::text[],
      case when ${value('moveTo')}::int is null then null else 'decrease' end,
      ${value('rightFirstTries')} from saved
  ),
  subject as (
    update ${studentSubjects} set completion_date = ${value('localDate')},
      recent = ${value('recent')}, level = coalesce(${value('moveTo')}::int, level)
    where student_id = ${value('studentId')} and subject = ${value('subject')}
      and exists (select 1 from saved)
  ),
  evidence as (${evidenceWrite(sql`saved`)})
  select count(*)::int as recorded from saved`);

/**
 * Records the work, the subject's completion and the rewards, if nothing was recorded for
 * the student since their row was read. False when something was: nothing is written then.
 */
async function recordWork(
  db: Pick<Db, 'execute'>,
  student: SessionStudent,
  { entry, rewards, earned, recent, moveTo }: WorkRecord,
  evidence: ReturnType<typeof evidenceValues>,
): Promise<boolean> {
  const [result] = await recordWorkStatement(db, {
    ...evidence,
    studentId: student.id,
    revision: student.revision,
    stars: rewards.stars,
    streakDays: rewards.streak.days,
    streakLast: rewards.streak.last,
    badges: JSON.stringify(newBadges(earned, entry.localDate)),
    attemptId: entry.attemptId,
    subject: entry.subject,
    level: entry.level,
    localDate: entry.localDate,
    questions: entry.questions,
    errors: entry.errors,
    options: `{${entry.options.join(',')}}`,
    rightFirstTries: entry.rightFirstTries,
    recent,
    moveTo,
  });
  return result?.recorded === 1;
}

const studentNowQuery = preparedQuery((db) =>
  db
    .select({
      student: tables.students,
      subjects: subjectsColumn(),
      work: attemptOrSinceColumn(),
    })
    .from(tables.students)
    .where(eq(tables.students.id, sql.placeholder('studentId')))
    .prepare('student_now'),
);

/** The student's row, subjects, this attempt and the work of today and yesterday, as they are now. */
async function studentNow(
  tx: Reader,
  studentId: string,
  attempt: string,
  today: string,
): Promise<StudentState | undefined> {
  const since = addDays(today, -1);
  const [row] = await studentNowQuery(tx).execute({ studentId, attempt, since });
  if (!row) return undefined;
  return {
    student: row.student,
    subjects: bySubject(row.subjects),
    workDays: row.work,
    earlier: row.work.find((entry) => entry.attemptId === attempt),
  };
}
