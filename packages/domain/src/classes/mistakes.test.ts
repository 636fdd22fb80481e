import { describe, expect, it } from 'vitest';
import type { BugId } from '../diagnosis/catalog';
import { ALERT_PUPILS, type ClassWrongAnswer, countMistakes } from './mistakes';

const weekFrom = new Date('2026-11-23T00:00:00Z');
const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T10:00:00Z`);

const wrong = (pupil: string, problem: string, bugs: BugId[], at = day(30)): ClassWrongAnswer => ({
  pupil,
  subject: 'subtraction',
  problem,
  bugs,
  at,
});

describe('the class’s mistakes by step', () => {
  it('counts an answer two steps explain alike for the one that explains more, else the catalogue’s first', () => {
    const answers = [
      wrong('ben', '52,17', ['smaller-from-larger', 'borrow-no-decrement']),
      wrong('ben', '71,38', ['smaller-from-larger', 'borrow-no-decrement']),
      wrong('ben', '403,158', ['smaller-from-larger']),
      wrong('ana', '83,46', ['borrow-no-decrement']),
      wrong('ana', '64,28', ['borrow-no-decrement', 'smaller-from-larger']),
      wrong('ana', '90,12', ['smaller-from-larger', 'borrow-no-decrement']),
    ];
    const { cells } = countMistakes(answers, 2, weekFrom);
    expect(cells.map((cell) => [cell.pupil, cell.bug, cell.problems])).toEqual([
      ['ben', 'smaller-from-larger', 3],
      ['ana', 'borrow-no-decrement', 3],
    ]);
  });

  it('counts the different problems a step explains per pupil, the latest as its example', () => {
    const answers = [
      wrong('ana', '52,17', ['smaller-from-larger'], day(20)),
      wrong('ana', '52,17', ['smaller-from-larger'], day(21)),
      wrong('ana', '71,38', ['smaller-from-larger'], day(29)),
      wrong('ben', '9,3', []),
    ];
    const { cells } = countMistakes(answers, 3, weekFrom);
    expect(cells).toEqual([
      { pupil: 'ana', bug: 'smaller-from-larger', subject: 'subtraction', problems: 2, example: 2 },
    ]);
  });

  it('puts the step on the most pupils first, and the pupil with the most problems first', () => {
    const answers = [
      wrong('ana', '1,1', ['borrow-no-decrement']),
      wrong('ana', '2,1', ['borrow-no-decrement']),
      wrong('ana', '3,1', ['borrow-no-decrement']),
      wrong('ben', '4,1', ['smaller-from-larger']),
      wrong('carla', '5,1', ['smaller-from-larger']),
    ];
    const { steps, pupilOrder } = countMistakes(answers, 3, weekFrom);
    expect(steps.map((step) => [step.bug, step.pupils, step.problems])).toEqual([
      ['smaller-from-larger', 2, 2],
      ['borrow-no-decrement', 1, 3],
    ]);
    expect(pupilOrder[0]).toBe('ana');
  });

  it(`says a step met by ${ALERT_PUPILS} or more pupils this week, and "most" past half the class`, () => {
    const pupils = ['ana', 'ben', 'carla', 'dan'];
    const answers = pupils.map((pupil, index) =>
      wrong(pupil, `${50 + index},17`, ['smaller-from-larger'], day(24 + index)),
    );
    // An older week's mistakes count in the table, not in this week's alerts.
    const old = wrong('eva', '60,17', ['smaller-from-larger'], day(16));
    const seven = countMistakes([...answers, old], 7, weekFrom);
    expect(seven.alerts).toEqual([
      {
        kind: 'most',
        bug: 'smaller-from-larger',
        subject: 'subtraction',
        pupils: 4,
        of: 7,
        example: 3,
      },
    ]);
    expect(seven.steps[0]?.pupils).toBe(5);
    expect(countMistakes(answers, 8, weekFrom).alerts[0]?.kind).toBe('many');
    expect(countMistakes(answers.slice(0, 2), 3, weekFrom).alerts).toEqual([]);
  });
});
