import { describe, expect, it } from 'vitest';
import { STUCK_AFTER } from './board';
import { type PupilWeekInput, pupilWeek } from './week';

// A pupil's week in the weekly class report (docs/product.md "The weekly class report").

const pupil = (week: Partial<PupilWeekInput>): PupilWeekInput => ({
  id: 'p1',
  firstname: 'Carla',
  initial: 'B',
  levels: [{ subject: 'subtraction', level: 6 }],
  finished: [],
  workedOn: [],
  mostByOneStep: 0,
  ...week,
});

const finished = (date: string, errors: number, movedTo: number | null = null) => ({
  date,
  subject: 'subtraction' as const,
  level: 6,
  questions: 10,
  errors,
  movedTo,
});

describe('a pupil’s week', () => {
  it('did not practice: no work of any kind', () => {
    expect(pupilWeek(pupil({}))).toMatchObject({ days: 0, assignments: 0, word: 'not_practised' });
  });

  it('worked without finishing: the days of work count, and it needs a word', () => {
    const week = pupilWeek(pupil({ workedOn: ['2026-11-23', '2026-11-25', '2026-11-23'] }));
    expect(week).toMatchObject({ days: 2, assignments: 0, score: null, word: 'not_finished' });
  });

  it('a day of an assignment and other work on it is one day', () => {
    const week = pupilWeek(
      pupil({ finished: [finished('2026-11-23', 1)], workedOn: ['2026-11-23', '2026-11-24'] }),
    );
    expect(week).toMatchObject({ days: 2, assignments: 1, score: 90, word: null });
  });

  it('says the first word that holds: moved down, stuck, struggling, not finished', () => {
    const stuck = { mostByOneStep: STUCK_AFTER };
    expect(pupilWeek(pupil({ finished: [finished('2026-11-23', 5, 5)], ...stuck })).word).toBe(
      'moved_down',
    );
    expect(pupilWeek(pupil({ finished: [finished('2026-11-23', 5)], ...stuck })).word).toBe(
      'stuck',
    );
    expect(pupilWeek(pupil({ workedOn: ['2026-11-23'], ...stuck })).word).toBe('stuck');
    expect(pupilWeek(pupil({ finished: [finished('2026-11-23', 5)] })).word).toBe('struggling');
  });
});
