import { randomUUID } from 'node:crypto';
import { tables } from '@mathsteps/db';
import { SUBJECTS, type Subject } from '@mathsteps/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listen, post, statusCounts } from '../../test/burst';
import {
  additionMistake,
  appPerTest,
  mathlevels,
  mathschedule,
  mistakeReport,
  sessionCookieOf,
} from '../../test/test-app';

const ZONE = 'America/Toronto';
/** Monday 2026-11-23, 10:00 in Toronto. */
const MONDAY = new Date('2026-11-23T15:00:00Z');
const at = (iso: string) => new Date(iso);

const t = appPerTest({ at: MONDAY });

/**
 * A parent with one student, "sam": addition on weekdays at level 7, subtraction on
 * Fridays, multiplication on Mondays, division never; the student signed in from Toronto.
 */
async function studentWithSchedule() {
  const parent = await t.registerParent();
  const asParent = (body: object) => t.call(body, { cookie: parent.cookie });
  await t.addStudent(parent.cookie, { mathlevels: mathlevels({ addition: 7, division: 19 }) });
  await asParent({
    tag: 'student.update',
    accountname: 'sam',
    mathschedule: mathschedule({ addition: 'mtwrf', subtraction: 'f', multiplication: 'm' }),
  });
  const login = await t.studentConnect('sam', { timezone: ZONE });
  const cookie = sessionCookieOf(login);
  const call = (body: object) => t.call(body, { cookie });
  const complete = (subject: Subject, errors: string, attempt: string = randomUUID()) =>
    t.completeWork(cookie, { subject, wrong: Number(errors), timezone: ZONE, attempt });
  const levelupdate = (subject: string, action: string) =>
    call({ tag: 'student.levelupdate', subject, action, timezone: ZONE });
  const mathget = () =>
    call({
      tag: 'student.mathget',
      subjects: ['addition', 'subtraction', 'multiplication', 'division'],
    });
  return { parent, asParent, cookie, call, complete, levelupdate, mathget };
}

describe('student.mathget', () => {
  it("gives ten questions per subject scheduled today, at the student's level", async () => {
    const { mathget } = await studentWithSchedule();
    const answer = (await mathget()).json();
    expect(answer.today).toBe('2026-11-23');
    expect(Object.keys(answer.math).sort()).toEqual(['addition_7', 'multiplication_0']);
    expect(answer.math.addition_7).toHaveLength(10);
    expect(answer.math.addition_7[0]).toMatchObject({ question: 1, operator: '+' });
    expect(answer.days.addition).toMatchObject({ level: '7', status: { status: 'today' } });
    expect(answer.days.subtraction.status).toEqual({ status: 'early', day: 'Friday' });
    expect(answer.days.division.status).toEqual({ status: 'no-schedule' });
  });

  it('gives the same questions all day, and new ones the next day', async () => {
    const { mathget } = await studentWithSchedule();
    const morning = (await mathget()).json().math.addition_7;
    t.clock = at('2026-11-24T04:30:00Z'); // 23:30 the same Monday in Toronto
    expect((await mathget()).json().math.addition_7).toEqual(morning);
    t.clock = at('2026-11-24T15:00:00Z');
    const tuesday = (await mathget()).json();
    expect(tuesday.today).toBe('2026-11-24');
    expect(tuesday.math.addition_7).not.toEqual(morning);
    // Monday's multiplication was missed: late, naming the day.
    expect(tuesday.days.multiplication.status).toEqual({ status: 'late', day: 'Monday' });
  });

  it("gives tomorrow's problems when asked ahead: the ones it sends (and grades) then", async () => {
    const { call, mathget } = await studentWithSchedule();
    const subjects = ['addition', 'subtraction', 'multiplication', 'division'];
    expect((await mathget()).json().next).toBeUndefined();
    const monday = (await call({ tag: 'student.mathget', subjects, ahead: 'true' })).json();
    expect(monday.today).toBe('2026-11-23');
    // Tuesday: addition only (multiplication is on Mondays, subtraction on Fridays).
    expect(monday.next.today).toBe('2026-11-24');
    expect(Object.keys(monday.next.math)).toEqual(['addition_7']);
    expect(monday.next.math.addition_7).toHaveLength(10);
    t.clock = at('2026-11-24T15:00:00Z');
    const tuesday = (await mathget()).json();
    expect(tuesday.math.addition_7).toEqual(monday.next.math.addition_7);
    const refused = await call({ tag: 'student.mathget', subjects, ahead: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe("ahead must be 'true' or 'false'");
  });

  it('refuses a parent, a visitor and an unknown subject', async () => {
    const { parent, call } = await studentWithSchedule();
    const body = { tag: 'student.mathget', subjects: ['addition'] };
    expect((await t.call(body, { cookie: parent.cookie })).statusCode).toBe(403);
    expect((await t.call(body)).statusCode).toBe(401);
    const algebra = await call({ tag: 'student.mathget', subjects: ['algebra'] });
    expect(algebra.statusCode).toBe(400);
    expect(algebra.json().reason).toBe(
      'subjects.0: subject must be addition, subtraction, multiplication or division',
    );
  });
});

describe('student.mathcomplete', () => {
  it("keeps the child's day in the zone of sign-in: other zones sent later do not move it", async () => {
    const { cookie, mathget } = await studentWithSchedule();
    const answers = [];
    for (const timezone of ['UTC', 'Pacific/Kiritimati', 'Etc/GMT+12']) {
      const done = await t.completeWork(cookie, { timezone });
      answers.push([done.statusCode, done.json().completion ?? done.json().reason]);
    }
    // Monday 10:00 in Toronto, whatever the call says: once, and on Monday.
    expect(answers).toEqual([
      [200, '2026-11-23'],
      [409, "You already finished today's addition. Great work!"],
      [409, "You already finished today's addition. Great work!"],
    ]);
    const week = (await mathget()).json();
    expect(week.days.addition.doneThisWeek).toEqual(['2026-11-23']);
  });

  it("keeps the zone of the first sign-in: signing in from other zones does not move the child's day (decision 0012)", async () => {
    const { parent } = await studentWithSchedule();
    const signIn = async (timezone: string) => {
      const login = await t.studentConnect('sam', { timezone });
      expect(login.json().student.timezone).toBe(ZONE);
      return sessionCookieOf(login);
    };
    const answers = [];
    // 11:00 UTC on Monday: already Tuesday in Kiritimati, still Sunday at Etc/GMT+12.
    t.clock = at('2026-11-23T11:00:00Z');
    for (const timezone of ['Etc/GMT+12', 'UTC', 'Pacific/Kiritimati']) {
      const cookie = await signIn(timezone);
      const done = await t.completeWork(cookie, { timezone });
      answers.push(done.statusCode);
    }
    expect(answers).toEqual([200, 409, 409]);

    // The parent moves the child's day; the next sign-in keeps the parent's zone.
    const moved = await t.call(
      { tag: 'student.update', accountname: 'sam', timezone: 'Pacific/Kiritimati' },
      { cookie: parent.cookie },
    );
    expect(moved.json().student.timezone).toBe('Pacific/Kiritimati');
    const login = await t.studentConnect('sam', { timezone: 'UTC' });
    expect(login.json().student.timezone).toBe('Pacific/Kiritimati');
    const bad = await t.call(
      { tag: 'student.update', accountname: 'sam', timezone: 'Mars/Olympus' },
      { cookie: parent.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('timezone must be an IANA time zone such as Europe/Paris');
  });

  it('records the day, offers the options, and a free student does a subject once a day', async () => {
    const { complete, mathget } = await studentWithSchedule();
    const done = await complete('addition', '1');
    expect(done.json()).toMatchObject({
      tag: 'student.mathcomplete',
      options: ['advance', 'repeat'],
      completion: '2026-11-23',
      score: '90',
    });
    const after = (await mathget()).json();
    expect(after.days.addition.status).toEqual({ status: 'completed' });
    expect(after.days.addition.doneThisWeek).toEqual(['2026-11-23']);
    expect(after.math.addition_7).toBeUndefined();

    const again = await complete('addition', '0');
    expect(again.statusCode).toBe(409);
    // The English for programs, and a code with its subject, which a screen says in its language.
    expect(again.json()).toEqual({
      tag: 'student.mathcomplete_error',
      reason: "You already finished today's addition. Great work!",
      code: 'already_done_today',
      params: { subject: 'addition' },
    });
  });

  it('counts one attempt once, however often it is sent', async () => {
    const { complete } = await studentWithSchedule();
    const attempt = randomUUID();
    const answers = await Promise.all([
      complete('addition', '3', attempt),
      complete('addition', '3', attempt),
      complete('addition', '3', attempt),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // The same answer each time; only the first, which recorded the work, names its badge.
    const bodies = answers.map((answer) => answer.json());
    // The same answer each time, but for the badges and stars this work earned, told once.
    expect(
      new Set(bodies.map(({ earned, starsearned, ...rest }) => JSON.stringify(rest))).size,
    ).toBe(1);
    expect(bodies.map((body) => body.earned).sort()).toEqual([[], [], ['first-problem']]);
    expect(bodies[0].rewards.stars).toBe(7);
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);
  });

  it("answers a free student's attempt sent again the same day with its first answer", async () => {
    // The session knows only that addition was done today, not by which attempt: the
    // repeat must not be taken for a second addition, which a free student may not do.
    const { complete } = await studentWithSchedule();
    const attempt = randomUUID();
    const first = await complete('addition', '2', attempt);
    const again = await complete('addition', '2', attempt);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), earned: [], starsearned: undefined });
    expect((await complete('addition', '2')).statusCode).toBe(409);
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);
  });

  it('answers an attempt sent again long after, beyond the days read with the session', async () => {
    const { complete, mathget } = await studentWithSchedule();
    const attempt = randomUUID();
    expect((await complete('addition', '2', attempt)).json().completion).toBe('2026-11-23');
    t.clock = at('2026-11-28T15:00:00Z'); // the session is used (and kept) on Saturday
    expect((await mathget()).statusCode).toBe(200);
    t.clock = at('2026-12-03T15:00:00Z'); // ten days after the work
    const again = await complete('addition', '2', attempt);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ completion: '2026-11-23', score: '80', earned: [] });
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);
  });

  it('dates a completion by the local t.clock, either side of midnight', async () => {
    const { complete } = await studentWithSchedule();
    t.clock = at('2026-11-24T04:59:00Z'); // Monday 23:59 in Toronto
    expect((await complete('addition', '0')).json().completion).toBe('2026-11-23');
    t.clock = at('2026-11-24T05:01:00Z'); // Tuesday 00:01
    expect((await complete('addition', '0')).json().completion).toBe('2026-11-24');
    const rows = await t.database.db.select().from(tables.studentSubjects);
    expect(rows.find((row) => row.subject === 'addition')!.completionDate).toBe('2026-11-24');
  });

  it.each([
    ['-1', 'errors must be a whole number from 0 to 10'],
    ['two', 'errors must be a whole number from 0 to 10'],
    ['11', 'errors must be a whole number from 0 to 10'],
    [3, 'errors must be a count of questions, as a string'],
  ])('refuses the error count %j', async (errors, reason) => {
    const { call, cookie } = await studentWithSchedule();
    const answer = await call({ ...(await t.finishedWork(cookie, {})), errors });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().reason).toBe(reason);
    expect(await t.database.db.select().from(tables.assignmentHistory)).toEqual([]);
  });
});

describe('five problems an assignment', () => {
  it('gives five, scores out of five, and offers the options of the score out of five', async () => {
    const { asParent, complete, mathget, levelupdate } = await studentWithSchedule();
    const ten = (await mathget()).json().math.addition_7;
    const changed = await asParent({
      tag: 'student.update',
      accountname: 'sam',
      assignmentsize: '5',
    });
    expect(changed.json().student.assignmentsize).toBe('5');
    // The session read the size again: five problems, the first five of the same ten.
    const five = (await mathget()).json().math.addition_7;
    expect(five).toEqual(ten.slice(0, 5));

    // More errors than problems is refused, with the reason.
    const six = await complete('addition', '6');
    expect(six.statusCode).toBe(400);
    expect(six.json().reason).toBe('errors must be a whole number from 0 to 5');
    // One wrong of five: 80%, so going up is offered; stars count the four right. One day at
    // 80% is not yet a reason to go up: staying is suggested first (the level rule).
    const done = await complete('addition', '1');
    expect(done.json()).toMatchObject({ options: ['repeat', 'advance'], score: '80' });
    expect(done.json().rewards.stars).toBe(4);
    expect((await mathget()).json().days.addition.status).toEqual({ status: 'completed' });
    const progress = (await levelupdate('addition', 'advance')).json();
    expect(progress.addition_progress).toEqual({ complete: '100', score: '80' });
    // Two wrong of five: 60%, repeat only.
    t.clock = at('2026-11-24T15:00:00Z');
    expect((await complete('addition', '2')).json().options).toEqual(['repeat']);
  });

  it('takes only 5 or 10, and only from the parent of the child', async () => {
    const { asParent, call } = await studentWithSchedule();
    const seven = await asParent({
      tag: 'student.update',
      accountname: 'sam',
      assignmentsize: '7',
    });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().reason).toBe('assignmentsize must be "5" or "10"');
    const byChild = await call({ tag: 'student.update', accountname: 'sam', assignmentsize: '5' });
    expect(byChild.statusCode).toBe(403);
    const other = await t.registerParent({ email: 'other@example.com' });
    const stranger = await t.call(
      { tag: 'student.update', accountname: 'sam', assignmentsize: '5' },
      { cookie: other.cookie },
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('student.levelupdate', () => {
  it('applies an offered option once, and answers with the level and progress', async () => {
    const { complete, levelupdate, mathget } = await studentWithSchedule();
    await complete('addition', '0');
    const advanced = await levelupdate('addition', 'advance');
    expect(advanced.json()).toEqual({
      tag: 'student.levelupdate',
      addition: { level: '8' },
      addition_progress: { complete: '100', score: '100' },
    });
    expect((await levelupdate('addition', 'repeat')).json().code).toBe('choice_not_offered');
    t.clock = at('2026-11-24T15:00:00Z');
    expect((await mathget()).json().math.addition_8).toHaveLength(10);
  });

  it('moves a child back up by itself after a bad spell, to the levels it had done well', async () => {
    const { complete, mathget } = await studentWithSchedule();
    // Levels 8 to 10 done easily, then three failed days down to 7 (an illness, say): the
    // subject's kept assignments, as the level rule stored them (docs/product.md).
    await t.database.db
      .update(tables.studentSubjects)
      .set({ recent: '8:10/10 9:9/10 10:9/10 10:3/10 9:2/10 8:3/10' })
      .where(eq(tables.studentSubjects.subject, 'addition'));
    const well = (await complete('addition', '0')).json();
    expect(well).toMatchObject({ options: [], moved: '10', score: '100' });
    const [entry] = await t.database.db.select().from(tables.assignmentHistory);
    expect(entry).toMatchObject({ level: 7, chosenOption: 'advance', movedTo: 10 });
    t.clock = at('2026-11-24T15:00:00Z');
    expect((await mathget()).json().days.addition.level).toBe('10');
  });

  it('moves a child down by itself after two assignments below half right, and then offers nothing', async () => {
    const { complete, levelupdate, mathget } = await studentWithSchedule();
    // Level 7, two right of ten: going down is suggested, not made.
    const first = (await complete('addition', '8')).json();
    expect(first).toMatchObject({ options: ['decrease', 'repeat'], score: '20' });
    expect(first).not.toHaveProperty('moved');
    expect((await levelupdate('addition', 'repeat')).statusCode).toBe(200);
    // The next day, one right: the second in a row below half. Two and one of ten at level 7
    // say the child's level is two down (decision 0027): it goes to level 5 at once.
    t.clock = at('2026-11-24T15:00:00Z');
    const second = (await complete('addition', '9')).json();
    expect(second).toMatchObject({ options: [], moved: '5', score: '10' });
    // Nothing is left to choose, and the next day's work is at level 5.
    expect((await levelupdate('addition', 'decrease')).json().code).toBe('choice_not_offered');
    t.clock = at('2026-11-25T15:00:00Z');
    const day = (await mathget()).json();
    expect(day.days.addition.level).toBe('5');
    expect(day.math.addition_5).toHaveLength(10);
    // A good day at level 5 after the move: staying is suggested, not going back up at once.
    expect((await complete('addition', '1')).json().options[0]).toBe('repeat');
  });

  it('refuses an option that was not offered, or with no finished assignment', async () => {
    const { complete, levelupdate } = await studentWithSchedule();
    expect((await levelupdate('addition', 'repeat')).statusCode).toBe(409);
    await complete('addition', '5'); // 50 %: repeat or decrease
    const refused = await levelupdate('addition', 'advance');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('choice_not_offered');
    const decreased = await levelupdate('addition', 'decrease');
    expect(decreased.json().addition).toEqual({ level: '6' });
    // At level 0 there is no going down.
    expect((await complete('multiplication', '9')).json().options).toEqual(['repeat']);
    expect((await levelupdate('multiplication', 'decrease')).statusCode).toBe(409);
  });
});

describe('student.practiceget and student.get', () => {
  it('practices up to one level above the highest level completed', async () => {
    const { call, complete } = await studentWithSchedule();
    const practice = (subject: string, level: number | string) =>
      call({ tag: 'student.practiceget', subject, level });
    const seven = await practice('addition', '7');
    expect(seven.json().math.addition_7).toHaveLength(10);
    const eight = await practice('addition', 8);
    expect(eight.statusCode).toBe(403);
    expect(eight.json().reason).toBe('Level 8 opens when you finish an assignment at level 7.');
    await complete('addition', '4');
    expect((await practice('addition', 8)).statusCode).toBe(200);
    expect((await practice('addition', 20)).json().reason).toBe(
      'level must be a whole number from 0 to 19',
    );
    const fresh = (await call({ tag: 'student.get' })).json();
    expect(fresh.practicemax).toEqual({
      addition: '8',
      subtraction: '0',
      multiplication: '0',
      division: '19',
    });
    expect(fresh.progress.addition).toEqual({ complete: '100', score: '60' });
    expect(fresh.student.mathlevels.addition.completion).toBe('2026-11-23');
  });
});

describe('student.mathreporterror', () => {
  it("keeps the wrong question with the child's entries, and only from a student", async () => {
    const { call, parent } = await studentWithSchedule();
    const report = mistakeReport({
      subject: 'subtraction',
      a: 52,
      b: 17,
      answer: '45',
      level: '4',
      entries: { 'difference-0': '5', 'difference-1': '4' },
      correct: '35',
      question: 3,
    });
    expect((await call(report)).json()).toEqual({ tag: 'student.mathreporterror' });
    const [row] = await t.database.db.select().from(tables.errorReports);
    expect(row).toMatchObject({
      subject: 'subtraction',
      level: 4,
      number0: '52',
      answer: '45',
      correctAnswer: '35',
      entries: { 'difference-0': '5', 'difference-1': '4' },
    });
    expect((await t.call(report, { cookie: parent.cookie })).statusCode).toBe(403);
    const bad = await call({ ...report, entries: { 'difference-0': '12' } });
    expect(bad.json().reason).toBe('entries.difference-0: an entry is one digit or empty');
  });

  it('goes with the student when the parent deletes them', async () => {
    const { call, asParent, complete } = await studentWithSchedule();
    await complete('addition', '2');
    expect((await call(additionMistake(123, 45, 158, 7))).statusCode).toBe(200);
    expect(await t.database.db.select().from(tables.errorReports)).toHaveLength(1);
    await asParent({ tag: 'student.delete', accountname: 'sam' });
    expect(await t.database.db.select().from(tables.assignmentHistory)).toEqual([]);
    expect(await t.database.db.select().from(tables.errorReports)).toEqual([]);
  });
});

/**
 * student.mathcomplete records without a lock held across round trips: work of
 * one student sent at once, each call on a socket of its own, still counts exactly once.
 */
describe('student.mathcomplete, sent at the same moment', () => {
  async function listening() {
    const { call } = await studentWithSchedule();
    const login = await call({ tag: 'student.get' });
    expect(login.statusCode).toBe(200);
    const url = await listen(t.app);
    const cookie = (await studentCookie()) as string;
    /** The subject's set finished, all right; sent as it is, however many times. */
    const finished = (subject: Subject, attempt = randomUUID()) =>
      t.finishedWork(cookie, { subject, timezone: ZONE, attempt });
    const send = (work: object) => post(url, work, { cookie });
    return { finished, send, call };
  }
  async function studentCookie() {
    const login = await t.studentConnect('sam', { timezone: ZONE });
    return sessionCookieOf(login);
  }

  it('records one attempt once when it arrives eight times', async () => {
    const { finished, send, call } = await listening();
    const work = await finished('addition');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(work)));
    // (The reasons first: a failure then says what the refused calls were told.)
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.reason)).toEqual([]);
    expect(statusCounts(answers)).toEqual({ 200: 8 });
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);
    const rewards = (await call({ tag: 'student.get' })).json().rewards;
    expect(rewards.stars).toBe(10);
    expect(answers.filter((answer) => (answer.body.earned as string[]).length > 0)).toHaveLength(1);
  });

  it("lets a free student finish today's addition once when ten sets arrive together", async () => {
    const { finished, send } = await listening();
    // The same set from ten sittings (ten attempts): it counts once.
    const work = await finished('addition');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ ...work, attempt: randomUUID() })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
    expect(await t.database.db.select().from(tables.assignmentHistory)).toHaveLength(1);
  });

  it('counts the stars and the day of four subjects finished together', async () => {
    const { finished, send, call } = await listening();
    const sets = await Promise.all(SUBJECTS.map((subject) => finished(subject)));
    const answers = await Promise.all(sets.map(send));
    expect(statusCounts(answers)).toEqual({ 200: 4 });
    const { rewards } = (await call({ tag: 'student.get' })).json();
    expect(rewards.stars).toBe(40);
    const badges = rewards.badges.map((badge: { id: string }) => badge.id);
    expect(badges).toContain('all-four');
    const earned = answers.flatMap((answer) => answer.body.earned as string[]);
    expect(earned.filter((id) => id === 'all-four')).toHaveLength(1);
    expect(earned.filter((id) => id === 'first-problem')).toHaveLength(1);
    const subjects = await t.database.db.select().from(tables.studentSubjects);
    expect(subjects.map((row) => row.completionDate)).toEqual(Array(4).fill('2026-11-23'));
  });
});
