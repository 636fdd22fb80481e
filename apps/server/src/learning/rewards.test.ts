import { randomUUID } from 'node:crypto';
import { eq, tables } from '@mathsteps/db';
import { addDays, STARRED_ROUNDS_PER_DAY, type Subject, streakFromDays } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { burst, listen, statusCounts } from '../../test/burst';
import { appPerTest, sessionCookieOf } from '../../test/test-app';

/** 10:00 in Toronto on Monday 2026-11-23. */
const MONDAY_10AM = Date.parse('2026-11-23T15:00:00Z');
const DAY_MS = 86_400_000;

const t = appPerTest({ at: MONDAY_10AM });

/** Moves the app's clock `days` days on from Monday 10:00 Toronto, plus `hours`. */
const moveTo = (days: number, hours = 0) => {
  t.clock = new Date(MONDAY_10AM + days * DAY_MS + hours * 3_600_000);
};

async function signIn(accountname: string, timezone: string) {
  const login = await t.studentConnect(accountname, { timezone });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login);
  const call = (body: object) => t.call(body, { cookie });
  return {
    cookie,
    call,
    complete: async (subject: Subject, errors: number, attempt = randomUUID()) => {
      const answer = await t.completeWork(cookie, {
        subject,
        wrong: errors,
        timezone,
        attempt,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    },
    rewards: async () => {
      const answer = await call({ tag: 'student.get' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().rewards;
    },
  };
}

/** A parent with "sam": addition Monday to Friday, multiplication on Mondays. */
async function family(timezone = 'America/Toronto') {
  const parent = await t.registerParent();
  await t.addScheduledStudent(parent.cookie, 'sam', {
    addition: { schedule: 'mtwrf' },
    multiplication: { schedule: 'm' },
  });
  return { parent, sam: await signIn('sam', timezone) };
}

const storedRow = async (accountname: string) =>
  (
    await t.database.db
      .select()
      .from(tables.students)
      .where(eq(tables.students.accountname, accountname))
  )[0]!;

describe('stars', () => {
  it('counts one per first-try right, from what was recorded, once per attempt', async () => {
    const { sam } = await family();
    const first = await sam.complete('addition', 3);
    expect(first.rewards.stars).toBe(7);
    expect(first.earned).toEqual(['first-problem']);
    // The same attempt again (its answer was lost): the same stars, no new badge.
    const attempt = randomUUID();
    const second = await sam.complete('multiplication', 0, attempt);
    expect(second.rewards.stars).toBe(17);
    expect(second.earned).toEqual(['ten-in-a-row']);
    const again = await sam.complete('multiplication', 0, attempt);
    expect(again.rewards.stars).toBe(17);
    expect(again.earned).toEqual([]);

    // The stored count is the sum over the history.
    const history = await t.database.db.select().from(tables.assignmentHistory);
    const sum = history.reduce((total, entry) => total + entry.questions - entry.errors, 0);
    expect((await storedRow('sam')).stars).toBe(sum);
    expect((await sam.rewards()).stars).toBe(17);
  });

  it('are kept when premium lapses, and the rounds of a premium day count too', async () => {
    const { parent, sam } = await family();
    await t.buyTestPremium(parent.cookie);
    await sam.complete('addition', 0);
    await sam.complete('addition', 2); // "Do More": a second round on a premium day
    expect((await sam.rewards()).stars).toBe(18);
    await t.call({ tag: 'payment.testmanage', action: 'cancel' }, { cookie: parent.cookie });
    moveTo(1);
    const tuesday = await sam.complete('addition', 1);
    expect(tuesday.rewards.stars).toBe(27);
    expect(tuesday.rewards.badges.map((badge: { id: string }) => badge.id)).toContain(
      'ten-in-a-row',
    );
  });
});

describe('stars for "Do More"', () => {
  it(`are paid for the first ${STARRED_ROUNDS_PER_DAY} rounds of a subject a day; the rounds after count, without stars`, async () => {
    const { parent, sam } = await family();
    await t.buyTestPremium(parent.cookie);
    for (let round = 0; round < STARRED_ROUNDS_PER_DAY + 3; round++) {
      await sam.complete('addition', 0);
    }
    expect((await sam.rewards()).stars).toBe(10 * STARRED_ROUNDS_PER_DAY);
    const rounds = await t.database.db.select().from(tables.assignmentHistory);
    expect(rounds).toHaveLength(STARRED_ROUNDS_PER_DAY + 3);
    // The next day pays again.
    moveTo(1);
    expect((await sam.complete('addition', 0)).rewards.stars).toBe(
      10 * STARRED_ROUNDS_PER_DAY + 10,
    );
  });
});

describe('stars from answers the server checks (decision 0012)', () => {
  it('grades the first tries: blank ones earn nothing, whatever errors says, and a set counts once', async () => {
    const { parent, sam } = await family();
    await t.buyTestPremium(parent.cookie);
    const work = await t.finishedWork(sam.cookie, { timezone: 'America/Toronto' });
    const send = (body: object) => t.call(body, { cookie: sam.cookie });

    // Problems the server never sent: not counted at all.
    const madeUp = await send({
      ...work,
      firsttries: work.firsttries.map(() => ({ number_0: '1', number_1: '1', entries: '2' })),
    });
    expect(madeUp.statusCode).toBe(409);
    expect(madeUp.json().code).toBe('work_changed');

    // The set, every box left empty, "errors": "0": ten errors, no star.
    const blank = await send({
      ...work,
      errors: '0',
      firsttries: work.firsttries.map((tried) => ({ ...tried, entries: '' })),
    });
    expect(blank.json()).toMatchObject({ score: '0', rewards: { stars: 0 } });
    expect(blank.json().earned).not.toContain('ten-in-a-row');

    // The same set again under ten new attempts, all at once: it was done, none counts.
    const url = await listen(t.app);
    const again = await burst(
      url,
      10,
      () => ({ ...work, attempt: randomUUID() }),
      () => ({ cookie: sam.cookie }),
    );
    expect(statusCounts(again)).toEqual({ 409: 10 });
    expect((await sam.rewards()).stars).toBe(0);
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);

    // "Do More" serves the next set: solved, it earns its ten stars.
    expect((await sam.complete('addition', 0)).rewards.stars).toBe(10);
  });

  it('takes the set of the evening before when it is finished after midnight, once', async () => {
    const { parent, sam } = await family();
    await t.buyTestPremium(parent.cookie);
    moveTo(0, 13.9); // Monday 23:54 in Toronto
    const monday = await t.finishedWork(sam.cookie, { timezone: 'America/Toronto' });
    moveTo(0, 14.2); // Tuesday 00:12
    const done = await t.call(monday, { cookie: sam.cookie });
    expect(done.json()).toMatchObject({ completion: '2026-11-24', rewards: { stars: 10 } });
    // Sent again as another sitting, even by a premium child: it was counted.
    const again = await t.call({ ...monday, attempt: randomUUID() }, { cookie: sam.cookie });
    expect(again.statusCode).toBe(409);
    expect((await sam.rewards()).stars).toBe(10);
  });
});

describe('the streak', () => {
  it('grows on finished scheduled days, survives an unscheduled day and ends after a missed one', async () => {
    const { parent, sam } = await family();
    await t.buyTestPremium(parent.cookie); // for the report card at the end
    // Monday: addition alone does not finish the day (multiplication is due too).
    expect((await sam.complete('addition', 0)).rewards.streak).toBe(0);
    expect((await sam.complete('multiplication', 0)).rewards.streak).toBe(1);
    for (const day of [1, 2, 3, 4]) {
      moveTo(day);
      expect((await sam.complete('addition', 0)).rewards.streak).toBe(day + 1);
    }
    // Saturday and Sunday have nothing scheduled: the streak holds.
    moveTo(6, 10);
    expect((await sam.rewards()).streak).toBe(5);
    moveTo(7);
    expect((await sam.complete('addition', 0)).rewards.streak).toBe(5); // Monday: half done
    expect((await sam.complete('multiplication', 0)).rewards.streak).toBe(6);
    // Tuesday missed: on Wednesday the dashboard shows 0, and the parent's report too.
    moveTo(9);
    expect((await sam.rewards()).streak).toBe(0);
    // The parent signs in again (a week has passed) and reads the same on the report card.
    const login = await t.call({
      tag: 'user.connect',
      email: parent.email,
      emailpassword: parent.emailpassword,
    });
    const report = await t.call(
      { tag: 'student.report', accountname: 'sam' },
      { cookie: sessionCookieOf(login) },
    );
    expect(report.json().report.rewards.streak).toBe(0);
    expect((await sam.complete('addition', 0)).rewards.streak).toBe(1);

    // The stored streak agrees with a recount of the finished days.
    const finished = [0, 1, 2, 3, 4, 7, 9].map((day) => addDays('2026-11-23', day));
    const row = await storedRow('sam');
    expect({ days: row.streakDays, last: row.streakLast }).toEqual(
      streakFromDays(finished, ['mtwrf', 'm']),
    );
    expect(row.streakLast).toBe('2026-12-02');
  });

  it("counts the child's own days across time zones", async () => {
    // 2026-11-23 15:00 UTC is already Tuesday the 24th, 05:00, in Kiritimati (UTC+14).
    const { sam } = await family('Pacific/Kiritimati');
    const tuesday = await sam.complete('addition', 0);
    expect(tuesday.completion).toBe('2026-11-24');
    expect(tuesday.rewards.streak).toBe(1);
    // 20 hours later it is Wednesday there, and still Monday evening in Toronto.
    moveTo(0, 20);
    expect((await sam.complete('addition', 0)).rewards.streak).toBe(2);
  });
});

describe('badges', () => {
  it('are stored with their date, announced until seen, and earned by a level up once', async () => {
    const { parent, sam } = await family();
    await sam.complete('addition', 0);
    let badges = (await sam.rewards()).badges;
    expect(badges.map((badge: { id: string; seen: boolean }) => [badge.id, badge.seen])).toEqual([
      ['first-problem', false],
      ['ten-in-a-row', false],
    ]);
    expect(badges[0].on).toBe('2026-11-23');
    expect(
      (await sam.call({ tag: 'student.badgesseen', badges: ['first-problem', 'ten-in-a-row'] }))
        .statusCode,
    ).toBe(200);

    // A perfect set offers "advance"; taking it earns the level-up badge.
    const up = await sam.call({
      tag: 'student.levelupdate',
      subject: 'addition',
      action: 'advance',
      timezone: 'America/Toronto',
    });
    expect(up.statusCode).toBe(200);
    badges = (await sam.rewards()).badges;
    expect(badges.map((badge: { id: string; seen: boolean }) => [badge.id, badge.seen])).toEqual([
      ['first-problem', true],
      ['ten-in-a-row', true],
      ['level-up-addition', false],
    ]);
    // The parent's report lists them with their dates.
    await t.buyTestPremium(parent.cookie);
    const report = await t.call(
      { tag: 'student.report', accountname: 'sam' },
      { cookie: parent.cookie },
    );
    expect(report.json().report.rewards.badges).toHaveLength(3);
  });

  it('refuses a badge that does not exist', async () => {
    const { sam } = await family();
    const answer = await sam.call({ tag: 'student.badgesseen', badges: ['gold-medal'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().reason).toMatch(/badge we do not know/);
  });
});
