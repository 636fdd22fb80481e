import { operandsOf, QUIZ_LEVELS, quizMaximum } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { english, inSpanish } from '../../test/render';
import { QUIZ_LENGTH, quizOutcome, quizRound, quizSettings } from './quiz-round';

const query = (text: string) => new URLSearchParams(text);

/** The outcome as an English page says it. */
const said = (correct: number, level: number) => {
  const outcome = quizOutcome(correct, level);
  return {
    title: english._(outcome.title),
    message: english._(outcome.message),
    choices: outcome.choices.map((choice) => ({ label: english._(choice.label), to: choice.to })),
  };
};

describe('quizSettings', () => {
  it('defaults to multiplication at level 1', () => {
    expect(quizSettings(query(''), null)).toEqual({
      subject: 'multiplication',
      level: 1,
      problems: [],
    });
  });

  it('reads the query, in any letter case', () => {
    expect(quizSettings(query('operation=Division&level=7'), null)).toMatchObject({
      subject: 'division',
      level: 7,
      problems: [],
    });
  });

  it('prefers navigation state over the query', () => {
    expect(
      quizSettings(query('operation=division&level=7'), { operation: 'addition', level: 3 }),
    ).toMatchObject({ subject: 'addition', level: 3 });
  });

  it('falls back with a reason for an unknown operation or a level out of range', () => {
    const settings = quizSettings(query('operation=modulo&level=2.5'), null);
    expect(settings.subject).toBe('multiplication');
    expect(settings.level).toBe(1);
    expect(settings.problems.map((reason) => english._(reason))).toEqual([
      '"modulo" is not an operation we practice, so this quiz is multiplication.',
      'Level "2.5" is not a whole number from 1 to 100, so this quiz is level 1.',
    ]);
    // And as a Spanish page says it.
    expect(inSpanish('es-419')._(settings.problems[1]!)).toBe(
      'El nivel «2.5» no es un número entero del 1 al 100, así que este cuestionario es de nivel 1.',
    );
    expect(quizSettings(query(`level=${QUIZ_LEVELS.max + 1}`), null).problems).toHaveLength(1);
    expect(quizSettings(query('level=0'), null).level).toBe(1);
  });
});

describe('quizRound', () => {
  it('makes ten problems within the ranges of docs/product.md, the same for the same seed', () => {
    const round = quizRound('addition', 4, 99);
    expect(round).toHaveLength(QUIZ_LENGTH);
    for (const problem of round) {
      expect(problem.subject).toBe('addition');
      expect(Math.max(...operandsOf(problem))).toBeLessThanOrEqual(quizMaximum('addition', 4));
    }
    expect(quizRound('addition', 4, 99)).toEqual(round);
    expect(quizRound('addition', 4, 100)).not.toEqual(round);
  });
});

describe('quizOutcome', () => {
  it('0-4 right: keep practicing, the same level or go back', () => {
    for (const correct of [0, 4]) {
      const outcome = said(correct, 5);
      expect(outcome.title).toBe('Keep practicing!');
      expect(outcome.choices).toEqual([
        { label: 'Try Level 5 Again', to: 5 },
        { label: 'Go Back', to: 'back' },
      ]);
    }
  });

  it('5-8 right: a lower level or continue', () => {
    for (const correct of [5, 8]) {
      expect(said(correct, 5).choices).toEqual([
        { label: 'Try Level 4', to: 4 },
        { label: 'Continue', to: 5 },
      ]);
    }
    expect(said(6, 1).choices).toEqual([{ label: 'Continue', to: 1 }]);
  });

  it('9-10 right: the next level or stay', () => {
    for (const correct of [9, 10]) {
      const outcome = said(correct, 5);
      expect(outcome.title).toBe('Great job!');
      expect(outcome.message).toContain(`${correct} of 10`);
      expect(outcome.choices).toEqual([
        { label: 'Try Level 6', to: 6 },
        { label: 'Stay at Level 5', to: 5 },
      ]);
    }
    expect(said(10, QUIZ_LEVELS.max).choices).toEqual([
      { label: `Stay at Level ${QUIZ_LEVELS.max}`, to: QUIZ_LEVELS.max },
    ]);
  });
});
