import {
  questionKey,
  type ServerQuestion,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import type { Day } from '../../lib/day-on-device';

/** What /assignment-questions receives through navigation state (docs/product.md). */
export interface AssignmentState {
  subject: Subject;
  name: string;
  level: number;
  questions: ServerQuestion[];
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

/**
 * Today's scheduled work not yet done, as the assignments count it: the subjects, and Quick
 * Facts when a parent put it on the schedule (it counts like a subject).
 */
export function leftToday(day: Day): number {
  const subjects = SUBJECTS.filter((subject) => day.days[subject]?.status.status === 'today');
  return subjects.length + (quickFactsToday(day) ? 1 : 0);
}

/** Quick Facts is on the schedule and still to do today. */
export function quickFactsToday(day: Day): boolean {
  return day.quickfacts.schedule !== '' && day.quickfacts.status.status === 'today';
}
