import type { Day } from '../lib/day-on-device';

/** The day's addition problem, `a` + 7, as the server sends it. */
export const additionQuestion = (a: string) => ({
  question: 1,
  number_0: a,
  number_1: '7',
  operator: '+' as const,
});

/**
 * A child's day as student.mathget answers it: today, one addition problem (`a` + 7) at
 * level 2, addition every day, no Quick Facts on the schedule.
 */
export function additionDay(a = '12'): Day {
  const today = new Date().toISOString().slice(0, 10);
  return {
    math: { addition_2: [additionQuestion(a)] },
    today,
    firstday: today,
    days: {
      addition: { level: '2', schedule: 'smtwrfa', status: { status: 'today' }, doneThisWeek: [] },
    },
    quickfacts: {
      schedule: '',
      operation: '',
      status: { status: 'no-schedule' },
      doneThisWeek: [],
    },
  };
}
