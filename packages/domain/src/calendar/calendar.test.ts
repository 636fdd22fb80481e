import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScheduleSchema } from '../accounts/students';
import {
  addDays,
  dayLetterOf,
  dayRangeText,
  daysBetween,
  isoWeekOf,
  isValidTimeZone,
  localDate,
  localHour,
  reportWeekOf,
} from './dates';
import {
  daySummary,
  isCompletedToday,
  scheduledDates,
  subjectDayStatus,
  weekDayMark,
} from './day-status';
import { DAY_LETTERS, scheduleOf, toggleDay, toggleEveryDay, toggleWeekdays } from './schedule';

describe('schedule strings', () => {
  it('are the chosen letters in week order', () => {
    expect(scheduleOf(['f', 'm', 'w'])).toBe('mwf');
    expect(toggleDay('mwf', 'w')).toBe('mf');
    expect(toggleDay('mf', 's')).toBe('smf');
  });

  it("'Weekday' sets Monday to Friday, and clears when it is exactly that", () => {
    expect(toggleWeekdays('')).toBe('mtwrf');
    expect(toggleWeekdays('smwa')).toBe('mtwrf');
    expect(toggleWeekdays('mtwrf')).toBe('');
  });

  it("'Every Day' turns all on, or all off when all are on", () => {
    expect(toggleEveryDay('mw')).toBe('smtwrfa');
    expect(toggleEveryDay('smtwrfa')).toBe('');
  });

  it('accepts only the seven letters, once each, in order', () => {
    fc.assert(
      fc.property(fc.subarray([...DAY_LETTERS]), (days) => {
        expect(ScheduleSchema.safeParse(scheduleOf(days)).success).toBe(true);
      }),
    );
    for (const bad of ['wm', 'mm', 'x', 'M', 'mon'])
      expect(ScheduleSchema.safeParse(bad).success).toBe(false);
  });
});

describe('local dates', () => {
  const instant = new Date('2026-11-22T23:30:00Z'); // a Sunday evening in London

  it('are the student’s own calendar date, en-CA', () => {
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-22');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-23T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-23T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
  });

  it('are right for every instant, asked in any order (they are remembered per minute)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * 24 * 60 * 60 }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham'),
        (seconds, zone) => {
          const start = Date.parse('2026-11-21T00:00:00Z');
          for (const second of seconds) {
            const instant = new Date(start + second * 1000);
            const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
            expect(localDate(instant, zone)).toBe(expected);
          }
        },
      ),
    );
  });

  it('cross a daylight-saving change without losing a day', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('know their day letter', () => {
    expect(dayLetterOf('2026-11-22')).toBe('s');
    expect(dayLetterOf('2026-11-23')).toBe('m');
    expect(dayLetterOf('2026-11-28')).toBe('a');
  });

  it('agree with the calendar of Date for any date, moved any number of days', () => {
    // Arithmetic on day numbers must land where Date's own calendar does: leap years,
    // centuries, month ends and weekdays.
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (start, days) => {
          const date = new Date(start * day).toISOString().slice(0, 10);
          const moved = new Date((start + days) * day);
          expect(addDays(date, days)).toBe(moved.toISOString().slice(0, 10));
          expect(daysBetween(date, addDays(date, days))).toBe(days);
          expect(dayLetterOf(date)).toBe('smtwrfa'[new Date(start * day).getUTCDay()]);
        },
      ),
      { numRuns: 2000 },
    );
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
  });

  it('refuse unknown timezones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('day status', () => {
  const none = new Set<string>();
  // 2026-11-25 is a Wednesday.
  it('is today or completed on a scheduled day', () => {
    expect(subjectDayStatus({ schedule: 'mwf', completedDates: none }, '2026-11-25')).toEqual({
      status: 'today',
    });
    expect(
      subjectDayStatus({ schedule: 'mwf', completedDates: new Set(['2026-11-25']) }, '2026-11-25'),
    ).toEqual({
      status: 'completed',
    });
  });

  // [what it is, the days done, today, the status]
  // biome-ignore format: a table reads best one row a line
  const cases = [
    ['late, naming the last scheduled day when it was missed', [], '2026-11-26', { status: 'late', day: 'Wednesday', date: '2026-11-25' }],
    ['early, naming the next scheduled day when the last one was done', ['2026-11-25'], '2026-11-26', { status: 'early', day: 'Friday', date: '2026-11-27' }],
    ['early across the week boundary: Saturday to the next Monday', ['2026-11-27'], '2026-11-28', { status: 'early', day: 'Monday', date: '2026-11-30' }],
  ] as const;
  it.each(cases)('is %s', (_, done, today, status) => {
    expect(subjectDayStatus({ schedule: 'mwf', completedDates: new Set(done) }, today)).toEqual(
      status,
    );
  });

  it('is never late for a day before the student existed', () => {
    expect(
      subjectDayStatus(
        { schedule: 'mwf', completedDates: none, startDate: '2026-11-26' },
        '2026-11-26',
      ),
    ).toEqual({
      status: 'early',
      day: 'Friday',
      date: '2026-11-27',
    });
  });

  it('is no-schedule without days', () => {
    expect(subjectDayStatus({ schedule: '', completedDates: none }, '2026-11-26')).toEqual({
      status: 'no-schedule',
    });
  });

  it('changes at the student’s midnight, not the server’s', () => {
    const schedule = { schedule: 'w', completedDates: new Set(['2026-11-18']) };
    const tuesdayNightInLA = localDate(new Date('2026-11-25T07:59:00Z'), 'America/Los_Angeles');
    const wednesdayInLA = localDate(new Date('2026-11-25T08:00:00Z'), 'America/Los_Angeles');
    expect(subjectDayStatus(schedule, tuesdayNightInLA).status).toBe('early');
    expect(subjectDayStatus(schedule, wednesdayInLA).status).toBe('today');
  });

  it('sums up the day for the dashboard badge', () => {
    expect(
      daySummary([{ status: 'today' }, { status: 'today' }, { status: 'no-schedule' }]),
    ).toEqual({
      status: 'today',
      remaining: 2,
    });
    expect(daySummary([{ status: 'completed' }, { status: 'today' }])).toEqual({
      status: 'partial',
      remaining: 1,
    });
    expect(
      daySummary([{ status: 'completed' }, { status: 'early', day: 'Friday', date: 'x' }]),
    ).toEqual({
      status: 'completed',
      remaining: 0,
    });
    expect(daySummary([{ status: 'early', day: 'Friday', date: 'x' }])).toEqual({
      status: 'free',
      remaining: 0,
    });
    expect(daySummary([{ status: 'no-schedule' }])).toEqual({
      status: 'no-schedule',
      remaining: 0,
    });
  });

  it('counts completed today only for today’s markers', () => {
    expect(isCompletedToday('2026-11-25', '2026-11-25')).toBe(true);
    expect(isCompletedToday('2026-11-25', '2026-11-24', '2026-11-25')).toBe(true);
    expect(isCompletedToday('2026-11-25', '2026-11-24', '2026-11-24')).toBe(false);
  });

  it('lists the scheduled dates of a period', () => {
    expect(scheduledDates('mwf', '2026-11-22', '2026-11-28')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
    ]);
    expect(scheduledDates('smtwrfa', '2026-11-01', '2026-11-28')).toHaveLength(28);
  });
});

describe('ISO weeks and local hours', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // a Sunday ends its ISO week
    ['2026-11-23', '2026-W48'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01', '2026-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekOf(date)).toBe(week);
  });

  it('reads the hour in the zone', () => {
    expect(localHour(new Date('2026-11-22T23:30:00Z'), 'America/Toronto')).toBe(18);
    expect(localHour(new Date('2026-11-22T23:30:00Z'), 'UTC')).toBe(23);
  });
});

describe('reportWeekOf', () => {
  it.each([
    ['2026-11-16', '2026-11-16'], // a Monday starts its own week
    ['2026-11-22', '2026-11-16'], // the e-mail's Sunday ends it
    ['2026-11-25', '2026-11-23'],
    ['2027-01-01', '2026-12-28'], // across a year
  ])('%s is in the week from %s', (date, monday) => {
    expect(reportWeekOf(date)).toEqual({ from: monday, to: addDays(monday, 6) });
  });

  it('holds every date, Monday first, for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (offset) => {
        const date = addDays('2024-01-01', offset);
        const week = reportWeekOf(date);
        return dayLetterOf(week.from) === 'm' && week.from <= date && date <= week.to;
      }),
    );
  });
});

describe('dayRangeText', () => {
  it('names a week within a month and across two', () => {
    expect(dayRangeText('2026-11-16', '2026-11-22')).toBe('November 16-22');
    expect(dayRangeText('2026-11-24', '2026-11-24')).toBe('November 24');
    expect(dayRangeText('2026-11-30', '2026-12-06')).toBe('November 30 - December 6');
  });

  it('says a week in Spanish as a sentence does: "la semana del 16 al 22 de noviembre"', () => {
    expect(dayRangeText('2026-11-16', '2026-11-22', 'es-ES')).toBe('del 16 al 22 de noviembre');
    expect(dayRangeText('2026-11-30', '2026-12-06', 'es-419')).toBe(
      'del 30 de noviembre al 6 de diciembre',
    );
    expect(dayRangeText('2026-11-24', '2026-11-24', 'es-419')).toBe('el 24 de noviembre');
  });
});

describe('the week view', () => {
  // Wednesday 2026-11-25; the student was created on Monday; Mondays, Tuesdays, Fridays.
  const week = {
    today: '2026-11-25',
    firstDay: '2026-11-23',
    schedule: 'mtf',
    done: ['2026-11-23'],
  };
  it.each([
    ['2026-11-22', 'before'], // Sunday, before the student existed
    ['2026-11-23', 'done'],
    ['2026-11-24', 'missed'], // Tuesday, scheduled, past and not done
    ['2026-11-25', 'free'], // Wednesday, not scheduled
    ['2026-11-27', 'scheduled'], // Friday, still to come
  ])('marks %s %s', (date, mark) => {
    expect(weekDayMark(date, week)).toBe(mark);
  });

  it('marks a day before the student existed as such: never scheduled, missed or free', () => {
    const before = { ...week, firstDay: '2026-11-25', done: [] };
    expect(weekDayMark('2026-11-23', before)).toBe('before');
    expect(weekDayMark('2026-11-24', before)).toBe('before');
  });
});
