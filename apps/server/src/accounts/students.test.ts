import { tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { listen, post } from '../../test/burst';
import { appPerTest, mathlevels, sessionCookieOf } from '../../test/test-app';

const t = appPerTest({ at: '2026-11-23T15:00:00Z' });

const studentLogin = async (accountname: string, passcode: string) =>
  t.studentConnect(accountname, { passcode, timezone: 'America/Toronto' });

describe('changes racing each other', () => {
  it("ends the child's open sessions when the parent sets a new passcode", async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const child = sessionCookieOf(await studentLogin('sam', '1234'));
    expect((await t.call({ tag: 'student.get' }, { cookie: child })).statusCode).toBe(200);
    const changed = await t.call(
      {
        tag: 'student.update',
        accountname: 'sam',
        accountpassword: await prehashPassword('sam', '5678'),
      },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await t.call({ tag: 'student.get' }, { cookie: child })).statusCode).toBe(401);
    expect((await studentLogin('sam', '5678')).statusCode).toBe(200);
  });

  it('answers an update sent while the student is deleted with 404, never a 5xx', async () => {
    const { cookie } = await t.registerParent();
    const url = await listen(t.app);
    for (let pair = 0; pair < 10; pair++) {
      await t.addStudent(cookie);
      const [update, deleted] = await Promise.all([
        post(
          url,
          {
            tag: 'student.update',
            accountname: 'sam',
            mathschedule: { addition: { schedule: 'mtwrf' } },
          },
          { cookie },
        ),
        post(url, { tag: 'student.delete', accountname: 'sam' }, { cookie }),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(update.status);
      if (update.status === 404) expect(update.body.reason).toBe('Student not found');
    }
  });
});

describe('student.create', () => {
  it('adds a student at Introductory, or at the levels sent for all four subjects', async () => {
    const { cookie } = await t.registerParent();
    const response = await t.addStudent(cookie, { accountname: 'Sam_R' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tag: 'student.create',
      result: 'true',
      student: {
        accountname: 'sam_r',
        firstname: 'Sam',
        gradelevel: '3',
        premium: 'false',
        paused: 'false',
        mathlevels: { addition: { level: '0' }, division: { level: '0' } },
        mathschedule: { addition: { schedule: '' } },
      },
    });
    const other = await t.registerParent({ email: 'lee@example.com' });
    const medium = await t.addStudent(other.cookie, {
      accountname: 'kim',
      mathlevels: mathlevels({ addition: 7, subtraction: 7, multiplication: 7, division: 7 }),
    });
    expect(medium.json().student.mathlevels.multiplication).toEqual({ level: '7' });
    const list = await t.call({ tag: 'user.get' }, { cookie: other.cookie });
    expect(list.json().students.map((s: { accountname: string }) => s.accountname)).toEqual([
      'kim',
    ]);
  });

  it.each([
    [{ firstname: ' ' }, 'firstname: First name is required'],
    [{ lastname: undefined }, 'lastname is required'],
    [{ accountname: '' }, 'accountname: Account name is required'],
    [{ accountname: 'ab' }, 'accountname: Student handle must be at least 3 characters long'],
    [
      { accountname: 'sam!' },
      'accountname: A student handle may use letters, digits, dots, dashes and underscores',
    ],
    [
      { accountpassword: '1234' },
      'accountpassword: the password must be sent pre-hashed (64 hex characters)',
    ],
    [{ gradelevel: '8' }, 'gradelevel: Grade level must be between 1 and 7'],
    [{ gradelevel: 'two' }, 'gradelevel: Grade level must be between 1 and 7'],
    [
      { mathlevels: { addition: { level: '20' } } },
      'mathlevels.addition.level: level must be a whole number from 0 to 19',
    ],
    [{ mathlevels: { algebra: { level: '1' } } }, 'mathlevels: Unknown field: algebra'],
  ])('refuses %j: %s', async (change, reason) => {
    const { cookie } = await t.registerParent();
    const response = await t.addStudent(cookie, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe(reason);
    expect(await t.database.db.select().from(tables.students)).toEqual([]);
  });

  it('refuses a handle another family already has', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const other = await t.registerParent({ email: 'lee@example.com' });
    const taken = await t.addStudent(other.cookie, { accountname: 'SAM' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().reason).toBe(
      'That student handle is already taken. Please choose another.',
    );
  });

  it('lets 10 concurrent requests of a free parent add exactly one student', async () => {
    const { cookie } = await t.registerParent();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.addStudent(cookie, { accountname: `kid${i}` })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(403)]);
    const refused = responses.find((response) => response.statusCode === 403)!;
    expect(refused.json().code).toBe('free_student_limit');
    expect(await t.database.db.select().from(tables.students)).toHaveLength(1);
  });
});

describe('a parent only ever reaches their own students', () => {
  it('answers "not found" for another parent\'s student, for every tag that names one', async () => {
    const owner = await t.registerParent();
    await t.addStudent(owner.cookie);
    const stranger = await t.registerParent({ email: 'lee@example.com' });
    const attempts = [
      { tag: 'student.update', accountname: 'sam', gradelevel: '5' },
      {
        tag: 'student.update',
        accountname: 'sam',
        mathschedule: { addition: { schedule: 'mwf' } },
      },
      { tag: 'student.update', accountname: 'sam', mathlevels: { addition: { level: '9' } } },
      {
        tag: 'student.update',
        accountname: 'sam',
        accountpassword: await prehashPassword('sam', '9999'),
      },
      { tag: 'student.delete', accountname: 'sam' },
    ];
    for (const attempt of attempts) {
      const response = await t.call(attempt, { cookie: stranger.cookie });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(response.json().reason).toBe('Student not found');
    }
    const student = sessionCookieOf(await studentLogin('sam', '1234'));
    for (const attempt of attempts) {
      expect((await t.call(attempt, { cookie: student })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(tables.students);
    expect(row!.gradelevel).toBe(3);
    expect((await studentLogin('sam', '1234')).statusCode).toBe(200);
  });
});

describe('student.update and student.delete', () => {
  it('changes the grade, a schedule, a level and the passcode, one at a time', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const update = (change: object) =>
      t.call({ tag: 'student.update', accountname: 'sam', ...change }, { cookie });

    expect((await update({ gradelevel: '5' })).json().student.gradelevel).toBe('5');
    const schedule = await update({
      mathschedule: { addition: { schedule: 'mwf' }, division: { schedule: '' } },
    });
    expect(schedule.json().student.mathschedule.addition).toEqual({ schedule: 'mwf' });
    expect((await update({ mathschedule: { addition: { schedule: 'fm' } } })).json().reason).toBe(
      'mathschedule.addition.schedule: A schedule holds only the day letters s m t w r f a, each once and in that order',
    );
    expect(
      (await update({ mathlevels: { multiplication: { level: '12' } } })).json().student.mathlevels
        .multiplication,
    ).toEqual({ level: '12' });
    expect((await update({ gradelevel: '0' })).json().reason).toBe(
      'gradelevel: Grade level must be between 1 and 7',
    );
    expect((await update({})).json().reason).toBe(
      'Send exactly one of gradelevel, mathschedule, mathlevels, accountpassword, assignmentsize, timezone, readaloud, schoolmethod or locale',
    );

    expect(
      (await update({ accountpassword: await prehashPassword('sam', '5678') })).statusCode,
    ).toBe(200);
    expect((await studentLogin('sam', '1234')).statusCode).toBe(401);
    expect((await studentLogin('sam', '5678')).statusCode).toBe(200);
  });

  it('keeps how the school writes subtraction and long division, regrouping and the bracket until chosen', async () => {
    const { cookie } = await t.registerParent();
    const added = await t.addStudent(cookie);
    expect(added.json().student.schoolmethod).toEqual({
      subtraction: 'regrouping',
      division: 'bracket',
    });
    const update = (schoolmethod: object) =>
      t.call({ tag: 'student.update', accountname: 'sam', schoolmethod }, { cookie });
    const chosen = { subtraction: 'equal-additions', division: 'divisor-right' };
    expect((await update(chosen)).json().student.schoolmethod).toEqual(chosen);
    const listed = await t.call({ tag: 'user.get' }, { cookie });
    expect(listed.json().students[0].schoolmethod).toEqual(chosen);
    const refused = await update({ subtraction: 'borrowing', division: 'bracket' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(
      'schoolmethod.subtraction: subtraction must be one of regrouping, exchanging, equal-additions',
    );
    expect((await update({ subtraction: 'exchanging' })).statusCode).toBe(400);
  });

  it("keeps the language of the child's screens and of the parent's, none until chosen", async () => {
    const { cookie } = await t.registerParent();
    const added = await t.addStudent(cookie);
    expect(added.json().student.locale).toBe('');
    const update = (locale: unknown) =>
      t.call({ tag: 'student.update', accountname: 'sam', locale }, { cookie });
    expect((await update('es-419')).json().student.locale).toBe('es-419');
    // The child signs in to screens in that language.
    expect((await studentLogin('sam', '1234')).json().student.locale).toBe('es-419');
    const refused = await update('fr-FR');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('locale must be one of en-US, es-419, es-ES');

    // The parent's own, for the parent's screens and e-mails.
    const parent = async () => (await t.call({ tag: 'user.get' }, { cookie })).json();
    expect((await parent()).data.locale).toBe('');
    const chosen = await t.call({ tag: 'user.update', locale: 'es-ES' }, { cookie });
    expect(chosen.json().data.locale).toBe('es-ES');
    const listed = await parent();
    expect(listed.data.locale).toBe('es-ES');
    // The family may read in two languages: Sam's stays as it was chosen.
    expect(listed.students[0].locale).toBe('es-419');
    expect((await t.call({ tag: 'user.update', locale: 'xx' }, { cookie })).statusCode).toBe(400);
  });

  it("starts a new child in the parent's language, with that language's school methods until chosen", async () => {
    const { cookie } = await t.registerParent();
    await t.call({ tag: 'user.update', locale: 'es-ES' }, { cookie });
    const added = (await t.addStudent(cookie)).json().student;
    expect(added.locale).toBe('es-ES');
    expect(added.schoolmethod).toEqual({
      subtraction: 'equal-additions',
      division: 'divisor-right',
    });
    const update = (body: object) =>
      t.call({ tag: 'student.update', accountname: 'sam', ...body }, { cookie });
    // Latin American Spanish (here mostly Mexico's and US schools) borrows and divides in the
    // bracket, the "casita".
    expect((await update({ locale: 'es-419' })).json().student.schoolmethod).toEqual({
      subtraction: 'regrouping',
      division: 'bracket',
    });
    // A parent's choice stands whatever the language.
    const chosen = { subtraction: 'equal-additions', division: 'bracket' };
    await update({ schoolmethod: chosen });
    expect((await update({ locale: 'en-US' })).json().student.schoolmethod).toEqual(chosen);
    expect((await studentLogin('sam', '1234')).json().student.schoolmethod).toEqual(chosen);
  });

  it('deletes the student with every row of it, and ends its sessions', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const session = sessionCookieOf(await studentLogin('sam', '1234'));
    const deleted = await t.call({ tag: 'student.delete', accountname: 'sam' }, { cookie });
    expect(deleted.json()).toEqual({ tag: 'student.delete', result: 'true' });
    expect(await t.database.db.select().from(tables.students)).toEqual([]);
    expect(await t.database.db.select().from(tables.studentSubjects)).toEqual([]);
    expect((await t.call({ tag: 'student.logout' }, { cookie: session })).statusCode).toBe(401);
  });
});

describe('student.connect and student.logout', () => {
  it('signs a student in with strict cookies and keeps their time zone', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const response = await studentLogin('SAM', '1234');
    expect(response.statusCode).toBe(200);
    expect(response.json().student).toMatchObject({ accountname: 'sam', firstname: 'Sam' });
    const token = response.cookies.find((c) => c.name === 'ms_token')!;
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(response.cookies.find((c) => c.name === 'ms_session')!.value).toBe('student');
    const [row] = await t.database.db.select().from(tables.students);
    expect(row!.timezone).toBe('America/Toronto');

    const studentCookie = sessionCookieOf(response);
    expect((await t.call({ tag: 'user.get' }, { cookie: studentCookie })).statusCode).toBe(403);
    expect((await t.call({ tag: 'student.logout' }, { cookie: studentCookie })).statusCode).toBe(
      200,
    );
    expect((await t.call({ tag: 'student.logout' }, { cookie: studentCookie })).statusCode).toBe(
      401,
    );
  });

  it("gives handlers the student's row with their session, times as times and no passcode hash", async () => {
    const seen: unknown[] = [];
    await t.restart({
      handlers: {
        'student.badgesseen': async (_input, { caller }) => {
          seen.push(caller);
          return {};
        },
      },
    });
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const studentCookie = sessionCookieOf(await studentLogin('sam', '1234'));
    const answer = await t.call(
      { tag: 'student.badgesseen', badges: [] },
      { cookie: studentCookie },
    );
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tables.students);
    const { passwordHash, ...withoutHash } = row!;
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    const caller = seen[0] as { role: string; student: Record<string, unknown> };
    expect(caller.role).toBe('student');
    expect(caller.student).toEqual(withoutHash);
    expect(caller.student.createdAt).toBeInstanceOf(Date);
    expect(caller.student).not.toHaveProperty('passwordHash');
  });

  it('answers a wrong passcode like an unknown handle, and throttles after 10 in an hour', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const wrong = await studentLogin('sam', '0000');
    const unknown = await studentLogin('nobody', '1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('student_login_failed');
    for (let i = 0; i < 9; i++) await studentLogin('sam', '0000');
    const locked = await studentLogin('sam', '1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    t.clock = new Date(t.clock.getTime() + 61 * 60_000);
    expect((await studentLogin('sam', '1234')).statusCode).toBe(200);
  });

  it('refuses a paused student with a reason a child understands, and a bad time zone', async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    await t.database.db.update(tables.students).set({ paused: true });
    const paused = await studentLogin('sam', '1234');
    expect(paused.statusCode).toBe(403);
    expect(paused.json().code).toBe('student_resting');
    const zone = await t.studentConnect('sam', { timezone: 'Mars/Olympus' });
    expect(zone.json().reason).toBe('timezone must be an IANA time zone such as Europe/Paris');
  });
});

describe('calls that arrive together', () => {
  it('each find their own caller: a child their day, a parent their account, an ended session none', async () => {
    // The sessions of calls that arrive together are read in one statement (readTogether).
    // inject hands all these calls to the server in one turn of the event loop, so they
    // share a statement every time; over sockets, how many do depends on the load.
    const schedules = ['smtwrfa', 'mwf', 'tr', 'sa', 'wa'];
    const families = [];
    for (const [i, schedule] of schedules.entries()) {
      const parent = await t.registerParent({ email: `parent${i}@example.com` });
      const accountname = `kid${i}`;
      await t.addStudent(parent.cookie, { accountname });
      const scheduled = await t.call(
        { tag: 'student.update', accountname, mathschedule: { addition: { schedule } } },
        { cookie: parent.cookie },
      );
      expect(scheduled.statusCode).toBe(200);
      const student = sessionCookieOf(await studentLogin(accountname, '1234'));
      families.push({ email: parent.email, parent: parent.cookie, student, schedule });
    }
    const ended = families.pop()!;
    await t.call({ tag: 'student.logout' }, { cookie: ended.student });
    await t.call({ tag: 'user.logout' }, { cookie: ended.parent });

    const mathget = { tag: 'student.mathget', subjects: ['addition'] };
    const callers = [...families, ended, ...[...families].reverse()];
    const answers = await Promise.all(
      callers.flatMap((family) => [
        t.call(mathget, { cookie: family.student }),
        t.call({ tag: 'user.get' }, { cookie: family.parent }),
      ]),
    );
    for (const [i, answer] of answers.entries()) {
      const family = callers[Math.floor(i / 2)]!;
      if (family === ended) {
        expect(answer.statusCode).toBe(401);
        continue;
      }
      expect(answer.statusCode).toBe(200);
      if (i % 2 === 0) {
        const { days } = answer.json<{ days: Record<string, { schedule: string }> }>();
        expect(days.addition!.schedule).toBe(family.schedule);
      } else {
        expect(answer.json<{ data: { email: string } }>().data.email).toBe(family.email);
      }
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(16);
  });
});

describe('student.get', () => {
  it("gives the signed-in student their own fresh record, and nobody else's", async () => {
    const { cookie } = await t.registerParent();
    await t.addStudent(cookie);
    const student = sessionCookieOf(await studentLogin('sam', '1234'));
    await t.call(
      {
        tag: 'student.update',
        accountname: 'sam',
        mathschedule: { addition: { schedule: 'mwf' } },
      },
      { cookie },
    );
    const fresh = await t.call({ tag: 'student.get' }, { cookie: student });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().student).toMatchObject({
      accountname: 'sam',
      mathschedule: { addition: { schedule: 'mwf' } },
    });
    expect((await t.call({ tag: 'student.get' }, { cookie })).statusCode).toBe(403);
    expect((await t.call({ tag: 'student.get' })).statusCode).toBe(401);

    await t.database.db.update(tables.students).set({ paused: true });
    const paused = await t.call({ tag: 'student.get' }, { cookie: student });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().code).toBe('student_resting');
  });
});

describe('Read aloud', () => {
  it('is on for grades 1 and 2 until chosen; the child and the parent each switch it, kept with the student', async () => {
    const parent = await t.registerParent();
    await t.buyTestPremium(parent.cookie);
    await t.addStudent(parent.cookie, { accountname: 'ana', gradelevel: '1' });
    await t.addStudent(parent.cookie, { accountname: 'ben', gradelevel: '5' });
    const login = async (accountname: string) => t.studentConnect(accountname);
    const ana = await login('ana');
    expect(ana.json().student.readaloud).toBe('true');
    expect((await login('ben')).json().student.readaloud).toBe('false');

    // The child switches it off on the dashboard; every later read says so.
    const cookie = sessionCookieOf(ana);
    const off = await t.call({ tag: 'student.readaloud', readaloud: 'false' }, { cookie });
    expect(off.json().student.readaloud).toBe('false');
    expect((await t.call({ tag: 'student.get' }, { cookie })).json().student.readaloud).toBe(
      'false',
    );
    // The parent switches it on again from the student card.
    const on = await t.call(
      { tag: 'student.update', accountname: 'ana', readaloud: 'true' },
      { cookie: parent.cookie },
    );
    expect(on.json().student.readaloud).toBe('true');
    expect((await t.call({ tag: 'student.get' }, { cookie })).json().student.readaloud).toBe(
      'true',
    );
    const bad = await t.call({ tag: 'student.readaloud', readaloud: 'yes' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('readaloud must be "true" or "false"');
  });
});
