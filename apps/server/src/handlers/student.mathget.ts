import {
  addDays,
  assignmentProblems,
  questionKey,
  subjectDayStatus,
  type TagOutput,
  toServerQuestion,
  weekStartOf,
} from '@mathsteps/domain';
import { isPremium } from '../billing/subscriptions';
import {
  activeStudent,
  firstDayOf,
  historySince,
  subjectsOf,
  todayOf,
} from '../learning/student-day';
import type { Handler } from '../rpc/handler';

/**
 * Today's assignments (DESIGN.md §7.2) with each subject's day status (seed §4). The
 * questions are seeded by student, subject, date and round, so they hold all day.
 */
export const studentMathget: Handler<'student.mathget'> = async (input, { db, caller, now }) => {
  const student = activeStudent(caller);
  const today = todayOf(student, now());
  const weekStart = weekStartOf(today);
  // Side by side: the children's most frequent call waits for one round trip, not three.
  // A week back covers both the late check and this week's view.
  const [subjects, premium, history] = await Promise.all([
    subjectsOf(db, student.id),
    isPremium(db, student.parentId),
    historySince(db, student.id, addDays(today, -7)),
  ]);

  const math: TagOutput<'student.mathget'>['math'] = {};
  const days: TagOutput<'student.mathget'>['days'] = {};
  for (const subject of new Set(input.subjects)) {
    const row = subjects.get(subject);
    const level = row?.level ?? 0;
    const schedule = row?.schedule ?? '';
    const done = history.filter((entry) => entry.subject === subject);
    const status = subjectDayStatus(
      {
        schedule,
        completedDates: new Set(done.map((entry) => entry.localDate)),
        startDate: firstDayOf(student),
      },
      today,
    );
    const roundsToday = done.filter((entry) => entry.localDate === today).length;
    if (status.status === 'today' || (status.status === 'completed' && premium)) {
      math[questionKey(subject, level)] = assignmentProblems(
        student.id,
        subject,
        level,
        today,
        roundsToday,
      ).map(toServerQuestion);
    }
    days[subject] = {
      level: String(level),
      schedule,
      status:
        'day' in status ? { status: status.status, day: status.day } : { status: status.status },
      doneThisWeek: [
        ...new Set(done.map((entry) => entry.localDate).filter((date) => date >= weekStart)),
      ].sort(),
    };
  }
  return { math, today, days };
};
