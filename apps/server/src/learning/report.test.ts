import { progressOver, weeklyFigures } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import {
  additionMistake,
  appPerTest,
  mistakeReport,
  parentCredentials,
  sessionCookieOf,
} from '../../test/test-app';

const t = appPerTest({ at: '2026-11-01T15:00:00Z' }); // a Sunday

/** A parent with one student "sam" (addition on Mondays and Thursdays). */
async function family() {
  const parent = await t.registerParent();
  await t.addScheduledStudent(parent.cookie, 'sam', { addition: { schedule: 'mr' } });
  // Each day the child logs in afresh: a session lasts a week without use.
  const signIn = async () => {
    const login = await t.studentConnect('sam', { timezone: 'UTC' });
    return sessionCookieOf(login);
  };
  const student = async (body: object) => t.call(body, { cookie: await signIn() });
  /** The day's addition, the first `wrong` first tries blank. */
  const complete = async (wrong: number) => t.completeWork(await signIn(), { wrong });
  return { parent, student, complete };
}

describe('student.report', () => {
  it('equals the domain figures for a scripted four-week history', async () => {
    const { student, complete } = await family();
    const script = [
      ['2026-11-02', 0],
      ['2026-11-05', 2],
      ['2026-11-09', 4],
      ['2026-11-19', 1],
      ['2026-11-23', 0],
    ] as const;
    for (const [date, errors] of script) {
      t.clock = new Date(`${date}T16:00:00Z`);
      const done = await complete(errors);
      expect(done.statusCode, done.body).toBe(200);
    }
    await student(
      mistakeReport({
        a: 7,
        b: 5,
        answer: '11',
        level: '0',
        entries: { 'sum.0': '1', 'sum.1': '1' },
        correct: '12',
        question: 2,
      }),
    );
    t.clock = new Date('2026-11-25T12:00:00Z'); // Wednesday
    const { email, emailpassword } = await parentCredentials();
    const parentLogin = await t.call({ tag: 'user.connect', email, emailpassword });
    const call = (body: object) => t.call(body, { cookie: sessionCookieOf(parentLogin) });

    expect((await call({ tag: 'student.report', accountname: 'sam' })).json().code).toBe(
      'reports_are_premium',
    );
    await t.buyTestPremium(sessionCookieOf(parentLogin));
    const { report } = (await call({ tag: 'student.report', accountname: 'sam' })).json();

    const history = script.map(([localDate, errors]) => ({
      localDate,
      errors,
      questions: 10,
      level: 0,
    }));
    const expected = progressOver(history, 'mr', '2026-11-25', '2026-11-01');
    expect(report.subjects.addition).toMatchObject({
      ...expected,
      grade: 'B',
      level: '0',
      schedule: 'mr',
      weeks: weeklyFigures(history, 'mr', '2026-11-25', '2026-11-01', 4),
    });
    // 28 days back from the 25th is the 29th of October: every scripted day counts.
    expect(expected).toEqual({ complete: '71', score: '86' });
    expect(report.subjects.addition.levels).toHaveLength(5);
    expect(report.subjects.subtraction).toMatchObject({ complete: '0', grade: '' });
    expect(report.average).toEqual({ score: '86', grade: 'B' });
    expect(report.mistakes).toEqual([
      expect.objectContaining({
        subject: 'addition',
        number_0: '7',
        answer: '11',
        correct: '12',
        entries: { 'sum.0': '1', 'sum.1': '1' },
      }),
    ]);

    const stranger = await t.registerParent({ email: 'lee@example.com' });
    const refused = await t.call(
      { tag: 'student.report', accountname: 'sam' },
      { cookie: stranger.cookie },
    );
    expect(refused.statusCode).toBe(404);
  });

  it('lists each recently missed problem once, its first wrong try, with how many tries it took', async () => {
    const { parent, student } = await family();
    await t.buyTestPremium(parent.cookie);
    const miss = async (a: number, b: number, answer: number, minutes: number) => {
      t.clock = new Date(Date.UTC(2026, 10, 2, 16, minutes));
      const sent = await student(additionMistake(a, b, answer, 5));
      expect(sent.statusCode, sent.body).toBe(200);
    };
    // 47 + 38 missed twice (75, then 84 after the red boxes), then 13 other problems.
    await miss(47, 38, 75, 0);
    await miss(47, 38, 84, 1);
    for (let n = 0; n < 13; n++) await miss(20 + n, 11, 0, 2 + n);
    const { report } = (
      await t.call({ tag: 'student.report', accountname: 'sam' }, { cookie: parent.cookie })
    ).json();
    const problems = report.mistakes.map(
      (m: { number_0: string; number_1: string }) => `${m.number_0}+${m.number_1}`,
    );
    expect(new Set(problems).size).toBe(problems.length);
    expect(problems).toHaveLength(12);
    expect(problems[0]).toBe('32+11'); // the latest missed first
    expect(problems).not.toContain('47+38'); // the 13 later problems leave it out of the 12

    await miss(47, 38, 75, 30); // missed again later: back on top, one entry
    const again = (
      await t.call({ tag: 'student.report', accountname: 'sam' }, { cookie: parent.cookie })
    ).json().report;
    expect(again.mistakes[0]).toMatchObject({ number_0: '47', answer: '75', tries: 3 });
    expect(again.mistakes.filter((m: { number_0: string }) => m.number_0 === '47')).toHaveLength(1);
  });
});
