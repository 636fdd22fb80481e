import { describe, expect, it } from 'vitest';
import { levelRule } from '../arithmetic/level-rules';
import { misconceptionText } from '../diagnosis/step-words';
import type { Misconception, StudentReport } from '../rpc/contract';
import {
  helpTonightPath,
  practiceOfQuery,
  reportCardPath,
  type WeekSummary,
  weekSummary,
} from './week-summary';

// Sunday 2026-11-22 ends the week of Monday 2026-11-16, as the weekly e-mail reads it.
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

type SubjectFigures = StudentReport['subjects'][string];

function subject(
  schedule: string,
  week: { scheduled: number; done: number; questions: number; score: number },
  levels: { date: string; level: string }[] = [],
  level = '5',
): SubjectFigures {
  return {
    complete: '0',
    score: '0',
    grade: '',
    level,
    schedule,
    levels,
    weeks: [
      {
        weekStart: '2026-11-09',
        scheduledDays: 3,
        completedDays: 3,
        questions: 30,
        complete: '100',
        score: '90',
      },
      {
        weekStart: WEEK.from,
        scheduledDays: week.scheduled,
        completedDays: week.done,
        questions: week.questions,
        complete: String(Math.round((week.done / Math.max(1, week.scheduled)) * 100)),
        score: String(week.score),
      },
    ],
  };
}

const NOT_SCHEDULED = subject('', { scheduled: 0, done: 0, questions: 0, score: 0 });

function reportOf(overrides: Partial<StudentReport> = {}): StudentReport {
  return {
    student: { accountname: 'maya', firstname: 'maya', lastname: 'Reyes', gradelevel: '4' },
    today: WEEK.to,
    period: { from: '2026-10-26', to: WEEK.to },
    subjects: {
      addition: NOT_SCHEDULED,
      subtraction: NOT_SCHEDULED,
      multiplication: NOT_SCHEDULED,
      division: NOT_SCHEDULED,
    },
    average: null,
    week: { ...WEEK, wrong: {} },
    mistakes: [],
    misconceptions: [],
    rewards: { stars: 0, streak: 0, badges: [] },
    ...overrides,
  };
}

const smallerFromLarger = (practice: Misconception['practice']): Misconception => ({
  id: 'smaller-from-larger',
  subject: 'subtraction',
  // As the server words it (the catalogue's English).
  ...misconceptionText('smaller-from-larger', 'subtraction'),
  explains: 4,
  wrong: 5,
  example: {
    subject: 'subtraction',
    level: '6',
    number_0: '52',
    number_1: '27',
    answer: '35',
    correct: '25',
    entries: {},
    date: '2026-11-20',
    boxes: [],
  },
  practice,
});

describe('the week summary (weekly e-mail and report card)', () => {
  const family = reportOf({
    subjects: {
      addition: subject(
        'mwf',
        { scheduled: 3, done: 3, questions: 30, score: 90 },
        [
          { date: '2026-11-13', level: '6' },
          { date: '2026-11-18', level: '6' },
          { date: '2026-11-20', level: '7' },
        ],
        '7',
      ),
      subtraction: subject('mwf', { scheduled: 3, done: 2, questions: 20, score: 55 }, [], '6'),
      multiplication: NOT_SCHEDULED,
      division: NOT_SCHEDULED,
    },
    week: { ...WEEK, wrong: { subtraction: 5, addition: 1 } },
    misconceptions: [smallerFromLarger(null)],
    rewards: {
      stars: 27,
      streak: 3,
      badges: [
        { id: 'first-problem', title: 'First assignment', text: '', on: '2026-11-02', seen: true },
        { id: 'ten-in-a-row', title: 'Ten in a row', text: '', on: '2026-11-18', seen: true },
      ],
    },
  });

  it('gives each worked subject its days, first-try score and level in words', () => {
    const { thisWeek } = weekSummary(family);
    expect(thisWeek).toEqual([
      `Addition: 3 of 3 scheduled days done, 90% right at the first try, level 6 → 7 (${levelRule('addition', 7)}).`,
      `Subtraction: 2 of 3 scheduled days done, 55% right at the first try, level 6 (${levelRule('subtraction', 6)}).`,
      'Stars: 27 in all.',
      'Wrong this week: 6 different problems (5 in subtraction, 1 in addition).',
    ]);
  });

  it('says what went well: days all done, good scores, a level up, the streak, new badges only', () => {
    expect(weekSummary(family).goingWell).toEqual([
      'Every scheduled day done in addition.',
      '90% right at the first try in addition.',
      `Moved up in addition to level 7 (${levelRule('addition', 7)}).`,
      '3 scheduled days in a row done.',
      'New badge: Ten in a row.',
    ]);
  });

  it('puts the named step, the missed day and the low score under To work on', () => {
    const { steps, toWorkOn } = weekSummary(family);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(
      /^Subtraction: “Takes the smaller digit from the larger one”, in 4 of the last 5 wrong subtraction problems; for example 52 − 27 answered 35 instead of 25\./,
    );
    expect(toWorkOn).toEqual([
      'Subtraction: 1 scheduled day not done.',
      `Subtraction: under 60% right at the first try at level 6 (${levelRule('subtraction', 6)}).`,
    ]);
  });

  it('makes the named step the next step, with its practice to start', () => {
    expect(weekSummary(family).nextStep).toEqual({
      text: 'Start a targeted practice set on “Takes the smaller digit from the larger one”: 5 subtraction problems picked to show whether this is the step Maya gets wrong.',
      practice: { subject: 'subtraction', misconception: 'smaller-from-larger' },
    });
  });

  it('sends the child to a practice set already waiting, with nothing to start', () => {
    const waiting = reportOf({
      ...family,
      misconceptions: [smallerFromLarger({ status: 'waiting', date: '2026-11-21' })],
    });
    expect(weekSummary(waiting).nextStep).toEqual({
      text: "A practice set on “Takes the smaller digit from the larger one” is waiting on Maya's Practice page: ask Maya to do it. Its 5 answers will confirm or clear this step.",
      practice: null,
    });
    const confirmed = reportOf({
      ...family,
      misconceptions: [smallerFromLarger({ status: 'confirmed', date: '2026-11-21' })],
    });
    expect(weekSummary(confirmed).nextStep.text).toContain('52 − 27 answered 35 instead of 25');
    expect(weekSummary(confirmed).nextStep.practice).not.toBeNull();
  });

  it('without a named step, asks for the missed days first, then for help on a low score', () => {
    expect(weekSummary(reportOf({ ...family, misconceptions: [] })).nextStep).toEqual({
      text: 'Help Maya keep to the schedule: 1 scheduled day of subtraction was not done this week.',
      practice: null,
    });
    const allDone = reportOf({
      ...family,
      misconceptions: [],
      subjects: {
        ...family.subjects,
        subtraction: subject('mwf', { scheduled: 3, done: 3, questions: 30, score: 50 }),
      },
    });
    expect(weekSummary(allDone).nextStep.text).toBe(
      'Sit with Maya for one subtraction assignment, or set an easier level in Configure Students.',
    );
  });

  it('leaves out subjects never scheduled, and says so when nothing was', () => {
    const empty = weekSummary(reportOf());
    expect(empty).toEqual({
      thisWeek: ['Nothing was scheduled or done this week.'],
      goingWell: [],
      steps: [],
      toWorkOn: [],
      nextStep: { text: 'Set a weekly schedule for Maya in Configure Students.', practice: null },
    });
  });

  it("counts the week's Quick Facts rounds, in both languages, and leaves out an operation with none", () => {
    const drilled = reportOf({
      week: {
        ...WEEK,
        wrong: {},
        quickFacts: {
          addition: { rounds: 2, facts: 37 },
          multiplication: { rounds: 1, facts: 21 },
          division: { rounds: 0, facts: 0 },
        },
      },
    });
    expect(weekSummary(drilled).thisWeek).toEqual([
      'Quick Facts: 3 rounds (addition and multiplication), 58 facts answered.',
    ]);
    expect(weekSummary(drilled, 'es').thisWeek).toEqual([
      'Operaciones rápidas: 3 rondas (suma y multiplicación), 58 respuestas.',
    ]);
    const one = reportOf({
      week: { ...WEEK, wrong: {}, quickFacts: { subtraction: { rounds: 1, facts: 1 } } },
    });
    expect(weekSummary(one).thisWeek).toEqual([
      'Quick Facts: 1 round (subtraction), 1 fact answered.',
    ]);
  });

  it('says nothing is done yet when work is scheduled but no day of it has passed', () => {
    const monday = reportOf({
      subjects: {
        ...reportOf().subjects,
        addition: subject('mwf', { scheduled: 0, done: 0, questions: 0, score: 0 }),
      },
    });
    const summary = weekSummary(monday);
    expect(summary.thisWeek).toEqual(['Nothing done yet this week.']);
    expect(summary.nextStep.text).toBe(
      "Ask Maya to start: the scheduled work is on Maya's Assignments page.",
    );
  });

  it('reads a week not yet in the figures (a child added today) as nothing done', () => {
    const before = reportOf({
      subjects: { ...reportOf().subjects, addition: { ...NOT_SCHEDULED, weeks: [] } },
    });
    expect(weekSummary(before).thisWeek).toEqual(['Nothing was scheduled or done this week.']);
  });

  it('counts work on an unscheduled day, not as a missed or a done scheduled day', () => {
    const extra = reportOf({
      subjects: {
        ...reportOf().subjects,
        division: subject('', { scheduled: 0, done: 0, questions: 10, score: 80 }, [], '3'),
      },
    });
    const summary = weekSummary(extra);
    expect(summary.thisWeek[0]).toBe(
      `Division: done on an unscheduled day, 80% right at the first try, level 3 (${levelRule('division', 3)}).`,
    );
    expect(summary.toWorkOn).toEqual([]);
  });
});

describe('the week summary in Spanish', () => {
  const family = reportOf({
    misconceptions: [smallerFromLarger(null)],
  });

  it('says every section in Spanish, with the same figures as the English', () => {
    const english = weekSummary(family);
    const spanish = weekSummary(family, 'es');
    const lines = (summary: WeekSummary) => [
      ...summary.thisWeek,
      ...summary.goingWell,
      ...summary.steps,
      ...summary.toWorkOn,
      summary.nextStep.text,
    ];
    for (const line of lines(spanish)) {
      expect(line).not.toMatch(/\b(scheduled|right at the first try|level|your child|answered)\b/);
    }
    // The step's explanation comes from the catalogue, with its own example: left out here.
    const figures = (summary: WeekSummary) =>
      [...summary.thisWeek, ...summary.goingWell, ...summary.toWorkOn, summary.nextStep.text]
        .join(' ')
        .match(/\d+/g)
        ?.sort();
    expect(figures(spanish)).toEqual(figures(english));
    expect(spanish.nextStep.practice).toEqual(english.nextStep.practice);
    expect(spanish.steps[0]).toMatch(
      /^Resta: «Resta la cifra menor de la mayor», en 4 de los últimos 5 problemas de resta incorrectos; por ejemplo, 52 − 27: respondió 35 en vez de 25\./,
    );
  });
});

describe('a report card link', () => {
  it('reads back the step to practice it names, and nothing else', () => {
    const practice = { subject: 'subtraction', misconception: 'smaller-from-larger' } as const;
    const path = reportCardPath('maya', practice);
    const value = decodeURIComponent(/practice=([^&]+)/.exec(path)![1]!);
    expect(practiceOfQuery(value)).toEqual(practice);
    expect(practiceOfQuery('subtraction.no-such-bug')).toBeNull();
    // A step of another subject is no step of this one.
    expect(practiceOfQuery('addition.smaller-from-larger')).toBeNull();
    expect(practiceOfQuery('division.smaller-from-larger')).not.toBeNull();
    expect(practiceOfQuery('algebra.smaller-from-larger')).toBeNull();
    expect(practiceOfQuery(null)).toBeNull();
  });
});

describe('a Help tonight link', () => {
  it('names the child, the step, and a class’s written methods when given', () => {
    const step = { subject: 'subtraction', misconception: 'smaller-from-larger' } as const;
    expect(helpTonightPath(step, { student: 'maya' })).toBe(
      '/help-tonight?student=maya&step=subtraction.smaller-from-larger',
    );
    expect(helpTonightPath(step)).toBe('/help-tonight?step=subtraction.smaller-from-larger');
    expect(
      helpTonightPath(step, {
        classId: 'c1',
        method: { subtraction: 'equal-additions', division: 'divisor-right' },
      }),
    ).toBe(
      '/help-tonight?step=subtraction.smaller-from-larger&class=c1&subtraction=equal-additions&division=divisor-right',
    );
  });
});

describe('a level found this week', () => {
  const placed = (date: string) =>
    reportOf({
      subjects: {
        ...reportOf().subjects,
        addition: subject('mwf', { scheduled: 3, done: 2, questions: 20, score: 85 }, [], '3'),
      },
      placements: [{ subject: 'addition', kind: 'placement', level: '3', date }],
    });

  it("says the level found and what the next one asks, in the parent's language", () => {
    const line = 'Maya works level 3 surely; level 4 asks for 2-digit + 2-digit, no carrying.';
    expect(weekSummary(placed('2026-11-18')).thisWeek).toContain(line);
    expect(weekSummary(placed('2026-11-18'), 'es').thisWeek).toContain(
      `Maya domina el nivel 3; el nivel 4 pide ${levelRule('addition', 4, 'es')}.`,
    );
  });

  it('says nothing of a level found before the week', () => {
    expect(weekSummary(placed('2026-11-10')).thisWeek.join(' ')).not.toContain('surely');
  });
});
