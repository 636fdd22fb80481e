import { describe, expect, it } from 'vitest';
import {
  abbreviateName,
  applyLevelOption,
  averageGrade,
  letterGrade,
  levelOptions,
  subjectProgress,
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

describe('name display', () => {
  it('abbreviates last names longer than 5 characters', () => {
    expect(abbreviateName('Sam', 'Reyes')).toBe('Sam Reyes');
    expect(abbreviateName('Sam', 'Richardson')).toBe('Sam R…');
  });
});
