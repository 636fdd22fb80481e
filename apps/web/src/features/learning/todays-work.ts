import {
  questionKey,
  type ServerQuestion,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import {
  loadAssignments,
  sendPendingCompletions,
  updateStudentMath,
  waitingOnDevice,
} from '../../api/learning';
import { type Day, doneOnDevice, keepDay, keptDay } from '../../lib/kept-day';
import { getSession } from '../../lib/session';

/** What /assignment-questions receives through navigation state (seed §2). */
export interface AssignmentState {
  subject: Subject;
  name: string;
  level: number;
  questions: ServerQuestion[];
}

/** The day, and the work the server refused on arrival (issue 42). */
export type ShownDay = Day & { notCounted?: Awaited<ReturnType<typeof sendPendingCompletions>> };

/**
 * Reads the signed-in child's day from the server. Work finished while the server was out
 * of reach goes first, so the day is right; the levels and schedules the server sends are
 * kept (a parent may have changed one), and the day itself on the device (issue 42), with
 * what still waits to be sent shown done.
 */
export async function refreshDay(): Promise<ShownDay> {
  const notCounted = await sendPendingCompletions();
  // Tomorrow's problems once a day, for a day without a connection.
  const ahead = dayOnDevice()?.next === undefined;
  // Work still waiting on the device (the server is reached, its answer lost) shows done.
  const answer = waitingOnDevice().reduce(doneOnDevice, await loadAssignments(ahead));
  for (const [subject, day] of Object.entries(answer.days))
    updateStudentMath(subject as Subject, { level: day.level, schedule: day.schedule });
  const session = getSession();
  if (session?.role === 'student') keepDay(session.accountname, answer);
  return { ...answer, notCounted };
}

/** A subject's assignment of the day: its level and questions, if any came. */
export function assignmentOf(day: Day, subject: Subject): AssignmentState | undefined {
  const subjectDay = day.days[subject];
  if (!subjectDay) return undefined;
  const questions = day.math[questionKey(subject, Number(subjectDay.level))];
  if (!questions?.length) return undefined;
  return { subject, name: SUBJECT_NAMES[subject], level: Number(subjectDay.level), questions };
}

/** Today's assignments still to do, in the subjects' order. */
export function toDoToday(day: Day): AssignmentState[] {
  return SUBJECTS.flatMap((subject) => {
    const assignment =
      day.days[subject]?.status.status === 'today' ? assignmentOf(day, subject) : undefined;
    return assignment ? [assignment] : [];
  });
}

/** The day as this device kept it, shown until the server answers (or when it cannot). */
export function dayOnDevice(): ShownDay | undefined {
  const session = getSession();
  return session?.role === 'student' ? keptDay(session.accountname, session.timezone) : undefined;
}
