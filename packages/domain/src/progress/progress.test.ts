import { describe, expect, it } from 'vitest';
import { letterGrade } from '../scores';
import {
  abbreviateName,
  applyLevelOption,
  averageGrade,
  levelOptions,
  practiceCeiling,
  progressOver,
  subjectProgress,
  weeklyFigures,
} from './progress';

describe('grades', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F'],
  ] as const)('%i%% is %s', (score, grade) => {
    expect(letterGrade(score)).toBe(grade);
  });

  it('report complete and score as percent strings', () => {
    expect(
      subjectProgress({
        scheduledDays: 12,
        completedDays: 9,
        correctFirstTries: 68,
        questionsAnswered: 90,
      }),
    ).toEqual({
      complete: '75',
      score: '76',
    });
    expect(
      subjectProgress({
        scheduledDays: 0,
        completedDays: 0,
        correctFirstTries: 0,
        questionsAnswered: 0,
      }),
    ).toEqual({
      complete: '0',
      score: '0',
    });
  });

  it('average only the subjects with complete above 0', () => {
    expect(
      averageGrade([
        { complete: '50', score: '90' },
        { complete: '100', score: '70' },
        { complete: '0', score: '0' },
      ]),
    ).toEqual({ score: 80, grade: 'B' });
    expect(averageGrade([{ complete: '0', score: '100' }])).toBeNull();
  });
});

describe('level options after an assignment', () => {
  it.each([
    [10, 10, 5, ['advance', 'repeat']],
    [8, 10, 5, ['advance', 'repeat']],
    [79, 100, 5, ['repeat']],
    [6, 10, 5, ['repeat']],
    [59, 100, 5, ['repeat', 'decrease']],
    [0, 10, 5, ['repeat', 'decrease']],
    [10, 10, 19, ['repeat']],
    [0, 10, 0, ['repeat']],
  ])('%i of %i at level %i', (correct, questions, level, options) => {
    expect(levelOptions(correct, questions, level)).toEqual(options);
  });

  it('move the level within 0-19', () => {
    expect(applyLevelOption(4, 'advance')).toBe(5);
    expect(applyLevelOption(19, 'advance')).toBe(19);
    expect(applyLevelOption(0, 'decrease')).toBe(0);
    expect(applyLevelOption(7, 'repeat')).toBe(7);
  });
});

/** A finished assignment of ten questions. */
const assignment = (localDate: string, errors: number, level: number) => ({
  localDate,
  level,
  questions: 10,
  errors,
});

describe('progress over a scripted history', () => {
  // Monday, Wednesday and Friday; today is Wednesday 2026-11-25, the student began on
  // Monday 2026-11-16: scheduled days so far are 16, 18, 20, 23 and today once it is done.
  const schedule = 'mwf';
  const entry = (localDate: string, errors: number) => assignment(localDate, errors, 4);

  // [what it shows, the days done with their errors, the schedule, today, the first day, the figures]
  // biome-ignore format: a table reads best one row a line
  const cases = [
    ['the scheduled days done and the first tries right', [['2026-11-16', 0], ['2026-11-18', 2], ['2026-11-23', 5]], schedule, '2026-11-25', '2026-11-16', { complete: '75', score: '77' }],
    ['today only once it is done, nothing before the first day', [['2026-11-16', 0], ['2026-11-25', 0]], schedule, '2026-11-25', '2026-11-20', { complete: '33', score: '100' }],
    ['nothing for a first day without work', [], schedule, '2026-11-16', '2026-11-16', { complete: '0', score: '0' }],
    ['a done day off the schedule lifting the score, never complete above 100', [['2026-11-24', 0]], 't', '2026-11-24', '2026-11-24', { complete: '100', score: '100' }],
  ] as const;
  it.each(cases)('counts %s', (_, days, scheduled, today, first, figures) => {
    const history = days.map(([date, errors]) => entry(date, errors));
    expect(progressOver(history, scheduled, today, first)).toEqual(figures);
  });

  it('looks back 28 days at most', () => {
    const history = [entry('2026-10-28', 10), entry('2026-10-30', 0)];
    // 2026-10-28 is 29 days before today: outside the window.
    expect(progressOver(history, schedule, '2026-11-25', '2026-01-01')).toMatchObject({
      score: '100',
    });
  });
});

describe('weekly figures for a report', () => {
  // Mondays and Thursdays; today is Wednesday 2026-11-25; four weeks back starts on
  // Monday 2026-11-02. The student began on Tuesday 2026-11-03.
  const entry = (localDate: string, errors: number) => assignment(localDate, errors, 5);
  const history = [
    entry('2026-11-05', 0), // Thu, week 1
    entry('2026-11-09', 2), // Mon, week 2
    entry('2026-11-12', 4), // Thu, week 2
    entry('2026-11-23', 1), // Mon, this week
  ];

  it('gives each week, Monday to Sunday, its scheduled days, days done and score, from the first day on', () => {
    expect(weeklyFigures(history, 'mr', '2026-11-25', '2026-11-03')).toEqual([
      {
        weekStart: '2026-11-02',
        scheduledDays: 1,
        completedDays: 1,
        questions: 10,
        complete: '100',
        score: '100',
      },
      {
        weekStart: '2026-11-09',
        scheduledDays: 2,
        completedDays: 2,
        questions: 20,
        complete: '100',
        score: '70',
      },
      {
        weekStart: '2026-11-16',
        scheduledDays: 2,
        completedDays: 0,
        questions: 0,
        complete: '0',
        score: '0',
      },
      {
        weekStart: '2026-11-23',
        scheduledDays: 1,
        completedDays: 1,
        questions: 10,
        complete: '100',
        score: '90',
      },
    ]);
  });

  it('leaves out the weeks before the student began', () => {
    expect(
      weeklyFigures(history, 'mr', '2026-11-25', '2026-11-20').map((w) => w.weekStart),
    ).toEqual(['2026-11-16', '2026-11-23']);
  });
});

describe('the practice ceiling', () => {
  it.each([
    [0, [], 0],
    [7, [], 7],
    [3, [3, 4], 5],
    [2, [9], 10],
    [19, [19], 19],
  ])('at level %i having completed %j: up to %i', (level, completed, ceiling) => {
    expect(practiceCeiling(level, completed)).toBe(ceiling);
  });
});

describe('name display', () => {
  it('abbreviates last names longer than 5 characters', () => {
    expect(abbreviateName('Sam', 'Reyes')).toBe('Sam Reyes');
    expect(abbreviateName('Sam', 'Richardson')).toBe('Sam R…');
  });
});
