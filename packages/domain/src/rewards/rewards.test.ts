import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Subject } from '../arithmetic/problem';
import { addDays, dayLetterOf, type LocalDate, weekStartOf } from '../calendar/dates';
import { isScheduled } from '../calendar/schedule';
import { masteryWord, scoreStars } from '../scores';
import { BADGES, badgeList } from './badges';
import {
  dayFinished,
  type FinishedWork,
  NO_STREAK,
  type Rewards,
  rewardFinishedWork,
  STARRED_ROUNDS_PER_DAY,
  type SubjectToday,
  streakAfter,
  streakFromDays,
  streakOn,
  withBadges,
} from './rewards';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';
const day = (offset: number) => addDays(MONDAY, offset);

describe('stars and words', () => {
  it('gives 1-3 stars on the score bands, never none', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreStars)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('names how a subject is going without calling anything a failure', () => {
    expect(masteryWord(0, 0)).toBe('Ready to start');
    expect(masteryWord(95, 100)).toBe('Mastered');
    expect(masteryWord(80, 50)).toBe('Strong');
    expect(masteryWord(50, 50)).toBe('Growing');
    expect(masteryWord(20, 50)).toBe('Learning');
  });
});

describe('the streak', () => {
  const weekdays = ['mtwrf'];

  it('grows on scheduled days, survives the weekend, ends after a missed day', () => {
    let streak = NO_STREAK;
    for (const offset of [0, 1, 2, 3, 4]) streak = streakAfter(streak, day(offset), weekdays);
    expect(streak).toEqual({ days: 5, last: day(4) });
    // Saturday and Sunday are not scheduled: the streak holds over them.
    expect(streakOn(streak, weekdays, day(5))).toBe(5);
    expect(streakOn(streak, weekdays, day(7))).toBe(5);
    streak = streakAfter(streak, day(7), weekdays);
    expect(streak.days).toBe(6);
    // Tuesday was missed: on Wednesday the streak shows 0, and finishing starts a new one.
    expect(streakOn(streak, weekdays, day(8))).toBe(6);
    expect(streakOn(streak, weekdays, day(9))).toBe(0);
    expect(streakAfter(streak, day(9), weekdays)).toEqual({ days: 1, last: day(9) });
  });

  it('does not count the same day twice, nor an earlier day', () => {
    const streak = streakAfter(streakAfter(NO_STREAK, day(0), weekdays), day(1), weekdays);
    expect(streakAfter(streak, day(1), weekdays)).toBe(streak);
    expect(streakAfter(streak, day(0), weekdays)).toBe(streak);
  });

  it('is 0 before anything was finished', () => {
    expect(streakOn(NO_STREAK, weekdays, MONDAY)).toBe(0);
  });

  it('agrees with a count of the finished scheduled days back from the last one', () => {
    const schedule = fc.stringMatching(/^s?m?t?w?r?f?a?$/).filter((s) => s !== '');
    fc.assert(
      fc.property(schedule, fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (s, done) => {
        // Scheduled days of 8 weeks from Monday; `done` says which of them were finished.
        const scheduled: LocalDate[] = [];
        for (let d = 0; d < 56 && scheduled.length < done.length; d++) {
          if (isScheduled(s, dayLetterOf(day(d)))) scheduled.push(day(d));
        }
        const finished = scheduled.filter((_, i) => done[i]);
        const streak = streakFromDays(finished, [s]);
        // Reference: from the last finished scheduled day back, count until one was missed.
        let expected = 0;
        const last = finished.at(-1);
        if (last) {
          for (let i = scheduled.indexOf(last); i >= 0 && done[i]; i--) expected++;
        }
        expect(streak.days).toBe(expected);
      }),
    );
  });

  it('counts a day finished only when every subject scheduled on it was done that day', () => {
    const subjects: SubjectToday[] = [
      { schedule: 'mwf', completion: MONDAY },
      { schedule: 'm', completion: day(-7) },
      { schedule: '', completion: null },
    ];
    expect(dayFinished(subjects, MONDAY)).toBe(false);
    subjects[1] = { schedule: 'm', completion: MONDAY };
    expect(dayFinished(subjects, MONDAY)).toBe(true);
    // Nothing is scheduled on Tuesday: there is nothing to finish.
    expect(dayFinished(subjects, day(1))).toBe(false);
  });

  it('starts its week on Sunday, as the week view does', () => {
    expect(weekStartOf(MONDAY)).toBe(day(-1));
    expect(weekStartOf(day(-1))).toBe(day(-1));
  });
});

describe('rewards for finished work', () => {
  const start: Rewards = { stars: 0, streak: NO_STREAK, badges: {} };
  const subjectsDone = (
    schedule: string,
    done: Partial<Record<Subject, LocalDate>>,
  ): FinishedWork['subjects'] =>
    new Map(
      (['addition', 'subtraction', 'multiplication', 'division'] as const).map((subject) => [
        subject,
        { schedule, completion: done[subject] ?? null },
      ]),
    );

  it('counts a star per first-try right and gives the first badges once', () => {
    const first = rewardFinishedWork(start, {
      subject: 'addition',
      day: MONDAY,
      questions: 10,
      errors: 0,
      roundsBefore: 0,
      subjects: subjectsDone('m', { addition: MONDAY }),
    });
    expect(first.rewards.stars).toBe(10);
    expect(first.earned).toEqual(['first-problem', 'ten-in-a-row']);
    expect(first.rewards.badges['first-problem']).toEqual({ on: MONDAY, seen: false });
    // Earned for a whole finished assignment: its name says so, as its sentence does.
    const { title, text } = BADGES['first-problem'];
    expect(text.toLowerCase()).toContain(title.toLowerCase());
    // Not every subject is done: the day is not finished, the streak waits.
    expect(first.rewards.streak).toEqual(NO_STREAK);

    const second = rewardFinishedWork(first.rewards, {
      subject: 'subtraction',
      day: MONDAY,
      questions: 10,
      errors: 3,
      roundsBefore: 0,
      subjects: subjectsDone('m', { addition: MONDAY, subtraction: MONDAY }),
    });
    expect(second.rewards.stars).toBe(17);
    expect(second.earned).toEqual([]);
  });

  it(`pays stars for the first ${STARRED_ROUNDS_PER_DAY} rounds of a subject a day, not for the rounds after`, () => {
    const round = (rewards: typeof start, roundsBefore: number) =>
      rewardFinishedWork(rewards, {
        subject: 'addition',
        day: MONDAY,
        questions: 10,
        errors: 1,
        roundsBefore,
        subjects: subjectsDone('m', { addition: MONDAY }),
      }).rewards;
    let rewards = start;
    for (let before = 0; before < STARRED_ROUNDS_PER_DAY + 4; before++) {
      rewards = round(rewards, before);
    }
    expect(rewards.stars).toBe(9 * STARRED_ROUNDS_PER_DAY);
  });

  it('gives all four, the streaks and a whole week on the days that earn them', () => {
    let rewards = start;
    const earned: Record<string, LocalDate> = {};
    // Every day scheduled, every subject done, Sunday to Saturday.
    for (let offset = -1; offset <= 5; offset++) {
      const done = day(offset);
      const result = rewardFinishedWork(rewards, {
        subject: 'division',
        day: done,
        questions: 10,
        errors: 5,
        roundsBefore: 0,
        subjects: subjectsDone('smtwrfa', {
          addition: done,
          subtraction: done,
          multiplication: done,
          division: done,
        }),
      });
      for (const id of result.earned) earned[id] = done;
      rewards = result.rewards;
    }
    expect(rewards.streak).toEqual({ days: 7, last: day(5) });
    expect(earned).toEqual({
      'first-problem': day(-1),
      'all-four': day(-1),
      'three-days': day(1),
      'seven-days': day(5),
      'whole-week': day(5),
    });
  });

  it('keeps the first date of a badge held already', () => {
    const held = withBadges(start, ['tricky-step'], MONDAY).rewards;
    const again = withBadges(held, ['tricky-step', 'level-up-addition'], day(3));
    expect(again.earned).toEqual(['level-up-addition']);
    expect(again.rewards.badges['tricky-step']?.on).toBe(MONDAY);
    expect(badgeList(again.rewards.badges).map((badge) => badge.title)).toEqual([
      BADGES['tricky-step'].title,
      'Addition level up',
    ]);
  });
});
