import {
  addDays,
  assignmentProblems,
  dayLetterOf,
  isScheduled,
  questionKey,
  quickFactsDays,
  subjectDayStatus,
  type TagOutput,
  toServerQuestion,
  weekStartOf,
} from '@mathsteps/domain';
import { activeSession } from '../learning/callers';
import { firstDayOf, todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * Today's assignments (docs/product.md "A child's day") with each subject's day status (docs/product.md). The
 * questions are seeded by student, subject, date and round, so they hold all day.
 */
export const studentMathget: Handler<'student.mathget'> = async (input, { caller, now }) => {
  // Everything came with the session, in one round trip: the children's most frequent call
  // reads nothing more. A week back covers both the late check and this week's view.
  const { student, subjects, premium, workDays } = activeSession(caller);
  const today = todayOf(student, now());
  const weekStart = weekStartOf(today);
  const weekBack = addDays(today, -7);
  const history = workDays.filter((entry) => entry.localDate >= weekBack);

  const math: TagOutput<'student.mathget'>['math'] = {};
  const days: TagOutput<'student.mathget'>['days'] = {};
  const tomorrow = addDays(today, 1);
  const next = input.ahead === 'true' ? { today: tomorrow, math: {} as typeof math } : undefined;
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
        student.assignmentSize,
      ).map(toServerQuestion);
    }
    // Tomorrow's first round, for a day without a connection: the same problems the server
    // grades then, as long as the level has not changed (the server decides on arrival).
    if (next && isScheduled(schedule, dayLetterOf(tomorrow))) {
      next.math[questionKey(subject, level)] = assignmentProblems(
        student.id,
        subject,
        level,
        tomorrow,
        0,
        student.assignmentSize,
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
  // Quick Facts on the schedule counts like a subject, and has its row in the week view.
  const factsDays = quickFactsDays(student.factsDays);
  const facts = subjectDayStatus(
    {
      schedule: student.factsSchedule,
      completedDates: new Set(factsDays),
      startDate: firstDayOf(student),
    },
    today,
  );
  const quickfacts = {
    schedule: student.factsSchedule,
    operation: student.factsOperation ?? '',
    status: 'day' in facts ? { status: facts.status, day: facts.day } : { status: facts.status },
    doneThisWeek: factsDays.filter((date) => date >= weekStart && date <= today).sort(),
  };
  return { math, today, ...(next && { next }), firstday: firstDayOf(student), days, quickfacts };
};
