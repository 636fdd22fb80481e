import { PASSCODE_PICTURES, PUPILS_MAX, readOneRoster } from '@mathsteps/domain';
import { ONEROSTER_1_1, ONEROSTER_1_2 } from '@mathsteps/domain/oneroster-exports';
import { describe, expect, it } from 'vitest';
import { listen, post } from '../../test/burst';
import { appPerTest, callApi, completeWork, sessionCookieOf } from '../../test/test-app';
import { LIMITS } from '../auth/throttle';

// A class's pupils (docs/product.md "Teachers and classes", decision 0029): the typed roster,
// the class's sign-in page and the pictures, on both engines.

const t = appPerTest({ at: '2026-11-30T09:00:00Z' });

const CLASS = {
  name: '1A',
  grade: 1,
  locale: 'es-ES',
  schoolmethod: { subtraction: 'equal-additions', division: 'divisor-right' },
} as const;

const EVERY_DAY_ADDITION = { addition: { level: 3, schedule: 'smtwrfa' } };

interface Pupil {
  id: string;
  firstname: string;
  initial: string;
  picture: string;
  pictures: string[];
  work: Record<string, { level: number; schedule: string }>;
  finding: string[];
}

async function teacherWithClass(email = 'ms.reyes@hill.example.org') {
  const { cookie } = await t.registerParent({ email, school: 'Hill Primary School' });
  const call = (body: object) => t.call(body, { cookie });
  const classId: string = (await call({ tag: 'class.create', ...CLASS })).json().class.id;
  return { cookie, call, classId };
}

/** Pictures that are not `pictures`. */
const wrongPictures = (pictures: string[]) =>
  PASSCODE_PICTURES.filter((picture) => !pictures.includes(picture)).slice(0, 3);

const signIn = (classId: string, pupil: Pick<Pupil, 'id'>, pictures: string[], address?: string) =>
  callApi(
    t.app,
    {
      tag: 'class.signin',
      classid: classId,
      pupilid: pupil.id,
      pictures,
      timezone: 'Europe/Madrid',
    },
    {},
    address,
  );

describe('a typed roster', () => {
  it('adds one pupil a line with new pictures, at the class’s grade, language and methods', async () => {
    const { call, classId } = await teacherWithClass();
    const added = await call({
      tag: 'class.addpupils',
      classid: classId,
      pupils: 'Ana Rodríguez\n\nben o.\nDíaz, José',
    });
    expect(added.statusCode).toBe(200);
    const pupils: Pupil[] = added.json().pupils;
    expect(pupils.map((p) => [p.firstname, p.initial])).toEqual([
      ['Ana', 'R'],
      ['ben', 'O'],
      ['José', 'D'],
    ]);
    for (const pupil of pupils) {
      expect(new Set(pupil.pictures).size).toBe(3);
      expect(PASSCODE_PICTURES).toEqual(expect.arrayContaining(pupil.pictures));
    }
    expect(new Set(pupils.map((p) => p.picture)).size).toBe(3);
    // No last name is kept, only its initial.
    const got = (await call({ tag: 'class.get', classid: classId })).json();
    expect(got.pupils).toEqual(pupils);
    expect(JSON.stringify(got)).not.toContain('Rodríguez');

    const session = await signIn(classId, pupils[0]!, pupils[0]!.pictures);
    expect(session.statusCode).toBe(200);
    expect(session.json().student).toMatchObject({
      firstname: 'Ana',
      lastname: 'R',
      gradelevel: '1',
      locale: 'es-ES',
      schoolmethod: { subtraction: 'equal-additions', division: 'divisor-right' },
      timezone: 'Europe/Madrid',
    });
  });

  it('is taken whole or not at all: a bad line, a name the class has, or past its room', async () => {
    const { call, classId } = await teacherWithClass();
    await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R' });
    for (const pupils of ['Ben O\n=HYPERLINK("http://x")', 'Ben O\nana r.', '\n\n']) {
      const refused = await call({ tag: 'class.addpupils', classid: classId, pupils });
      expect(refused.statusCode, pupils).toBe(409);
      expect(refused.json().code).toBe('roster_not_taken');
    }
    const many = Array.from(
      { length: PUPILS_MAX },
      (_, i) => `Pupil ${'ABCDEFGHIJ'[i % 10]}${'abcd'[Math.floor(i / 10)]}`,
    );
    const full = await call({ tag: 'class.addpupils', classid: classId, pupils: many.join('\n') });
    expect(full.json().code).toBe('roster_not_taken');
    const got = (await call({ tag: 'class.get', classid: classId })).json();
    expect(got.pupils.map((p: Pupil) => p.firstname)).toEqual(['Ana']);
  });

  it(`holds at most ${PUPILS_MAX} pupils, also when two rosters come at once`, async () => {
    const { cookie, call, classId } = await teacherWithClass();
    const names = (letter: string, n: number) =>
      Array.from(
        { length: n },
        (_, i) => `${letter}${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abc'[Math.floor(i / 26)]}`,
      ).join('\n');
    await call({ tag: 'class.addpupils', classid: classId, pupils: names('Ka', PUPILS_MAX - 5) });
    const url = await listen(t.app);
    const answers = await Promise.all(
      ['Ma', 'Na'].map((letter) =>
        post(
          url,
          { tag: 'class.addpupils', classid: classId, pupils: names(letter, 4) },
          { cookie },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const got = (await call({ tag: 'class.get', classid: classId })).json();
    expect(got.pupils).toHaveLength(PUPILS_MAX - 1);
  });

  it('is another teacher’s to nobody, and a pupil of another class is not found', async () => {
    const mine = await teacherWithClass();
    const [pupil] = (
      await mine.call({ tag: 'class.addpupils', classid: mine.classId, pupils: 'Ana R' })
    ).json().pupils;
    const other = await teacherWithClass('mr.khan@hill.example.org');
    for (const body of [
      { tag: 'class.get', classid: mine.classId },
      { tag: 'class.addpupils', classid: mine.classId, pupils: 'Eve E' },
      { tag: 'class.removepupil', classid: mine.classId, pupilid: pupil.id },
      { tag: 'class.newpictures', classid: mine.classId, pupilid: pupil.id },
    ]) {
      const answer = await other.call(body);
      expect(answer.statusCode, body.tag).toBe(404);
      expect(answer.json().code).toBe('class_not_found');
    }
    // Its own class, with another class's pupil: not found either.
    for (const tag of ['class.removepupil', 'class.newpictures']) {
      const answer = await other.call({ tag, classid: other.classId, pupilid: pupil.id });
      expect(answer.statusCode, tag).toBe(404);
      expect(answer.json().code).toBe('pupil_not_found');
    }
    const still = (await mine.call({ tag: 'class.get', classid: mine.classId })).json().pupils;
    expect(still).toEqual([pupil]);
  });
});

describe('the class’s sign-in page', () => {
  it('shows names and name pictures to anyone, never the pictures to tap; an archived class’s is closed', async () => {
    const { call, classId } = await teacherWithClass();
    const { pupils } = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O' })
    ).json();
    const page = await t.call({ tag: 'class.page', classid: classId });
    expect(page.json()).toEqual({
      tag: 'class.page',
      class: { name: '1A', grade: 1, locale: 'es-ES' },
      pupils: pupils.map(({ id, firstname, initial, picture }: Pupil) => ({
        id,
        firstname,
        initial,
        picture,
      })),
    });
    await call({ tag: 'class.update', classid: classId, archived: true });
    const closed = await t.call({ tag: 'class.page', classid: classId });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('class_not_found');
    const signedIn = await signIn(classId, pupils[0], pupils[0].pictures);
    expect(signedIn.statusCode).toBe(401);
    expect(signedIn.json().code).toBe('pupil_login_failed');
  });

  it('signs a pupil in by its pictures, in order, to work as a family’s child does', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana] = (await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R' })).json()
      .pupils as Pupil[];
    const reversed = await signIn(classId, ana!, [...ana!.pictures].reverse());
    expect(reversed.statusCode).toBe(401);
    expect(reversed.json()).toMatchObject({
      code: 'pupil_login_failed',
      reason: 'Those are not your pictures. Try again!',
    });
    // Another class's id with the right pictures: refused the same way.
    const other = await teacherWithClass('mr.khan@hill.example.org');
    expect((await signIn(other.classId, ana!, ana!.pictures)).statusCode).toBe(401);

    const session = await signIn(classId, ana!, ana!.pictures);
    expect(session.statusCode).toBe(200);
    const cookie = sessionCookieOf(session);
    const me = await t.call({ tag: 'student.get' }, { cookie });
    expect(me.json().student.firstname).toBe('Ana');
    // With a subject on its schedule, a pupil's assignment is recorded as a child's is.
    await call({ tag: 'class.setwork', classid: classId, work: EVERY_DAY_ADDITION });
    const done = await completeWork(t.app, cookie, { subject: 'addition' });
    expect(done.statusCode).toBe(200);
  });

  it('limits guesses per pupil: another pupil of the class still signs in from the same room', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana, ben] = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O' })
    ).json().pupils as Pupil[];
    // Every call from the loopback address, as a class's tablets share the school's.
    const max = LIMITS.studentLoginPerAccountAndAddress.max;
    const url = await listen(t.app);
    const guesses = await Promise.all(
      Array.from({ length: max + 5 }, () =>
        post(url, {
          tag: 'class.signin',
          classid: classId,
          pupilid: ana!.id,
          pictures: wrongPictures(ana!.pictures),
          timezone: 'UTC',
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(guesses.find((guess) => guess.status === 429)?.body.code).toBe('too_many_pupil_logins');
    // Ana's right pictures wait; Ben, in the same room, signs in.
    expect((await signIn(classId, ana!, ana!.pictures)).statusCode).toBe(429);
    expect((await signIn(classId, ben!, ben!.pictures)).statusCode).toBe(200);
  });
});

describe('a pupil’s pictures and place', () => {
  it('are made new by the teacher: the old pictures and the pupil’s sessions end', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana] = (await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R' })).json()
      .pupils as Pupil[];
    const cookie = sessionCookieOf(await signIn(classId, ana!, ana!.pictures));
    let renewed: Pupil;
    do {
      renewed = (
        await call({ tag: 'class.newpictures', classid: classId, pupilid: ana!.id })
      ).json().pupil;
    } while (renewed.pictures.join() === ana!.pictures.join());
    expect(renewed).toMatchObject({ id: ana!.id, firstname: 'Ana', picture: ana!.picture });
    expect((await t.call({ tag: 'student.get' }, { cookie })).statusCode).toBe(401);
    expect((await signIn(classId, ana!, ana!.pictures)).statusCode).toBe(401);
    expect((await signIn(classId, ana!, renewed.pictures)).statusCode).toBe(200);
  });

  it('is taken out with its account: its session ends and it is on the page no more', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana, ben] = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O' })
    ).json().pupils as Pupil[];
    const cookie = sessionCookieOf(await signIn(classId, ana!, ana!.pictures));
    const removed = await call({ tag: 'class.removepupil', classid: classId, pupilid: ana!.id });
    expect(removed.statusCode).toBe(200);
    expect((await t.call({ tag: 'student.get' }, { cookie })).statusCode).toBe(401);
    const page = (await t.call({ tag: 'class.page', classid: classId })).json();
    expect(page.pupils.map((p: Pupil) => p.id)).toEqual([ben!.id]);
    const again = await call({ tag: 'class.removepupil', classid: classId, pupilid: ana!.id });
    expect(again.json().code).toBe('pupil_not_found');
  });
});

describe('a deleted class', () => {
  it('leaves nothing of its pupils in the database', async () => {
    const { call, classId } = await teacherWithClass();
    const pupils = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Zoraida Q\nXiomara W' })
    ).json().pupils as Pupil[];
    await call({ tag: 'class.setwork', classid: classId, work: EVERY_DAY_ADDITION });
    const { db } = t.database;
    for (const pupil of pupils) {
      const cookie = sessionCookieOf(await signIn(classId, pupil, pupil.pictures));
      expect(
        (await completeWork(t.app, cookie, { subject: 'addition', wrong: 1 })).statusCode,
      ).toBe(200);
    }
    const dump = async () => {
      const { rows } = (await db.execute(
        "select tablename from pg_tables where schemaname = 'public'",
      )) as unknown as { rows: { tablename: string }[] };
      const text: string[] = [];
      for (const { tablename } of rows) {
        const result = (await db.execute(`select * from "${tablename}"`)) as unknown as {
          rows: unknown[];
        };
        text.push(JSON.stringify(result.rows));
      }
      return text.join('\n');
    };
    const before = await dump();
    for (const pupil of pupils) {
      expect(before).toContain(pupil.id);
      expect(before).toContain(pupil.firstname);
    }
    expect((await call({ tag: 'class.delete', classid: classId })).statusCode).toBe(200);
    const after = await dump();
    for (const pupil of pupils) {
      expect(after, pupil.firstname).not.toContain(pupil.id);
      expect(after, pupil.firstname).not.toContain(pupil.firstname);
    }
  });
});

describe('the class’s work', () => {
  it('finds the level of the class’s pupils, or of a group, at each one’s next session', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana, ben] = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O' })
    ).json().pupils as Pupil[];
    await call({
      tag: 'class.setwork',
      classid: classId,
      work: { addition: { level: 4, schedule: 'smtwrfa' } },
    });
    const found = await call({ tag: 'class.findlevels', classid: classId, subject: 'addition' });
    expect(found.statusCode).toBe(200);
    expect(found.json().started).toBe(2);
    const listed = (await call({ tag: 'class.get', classid: classId })).json().pupils as Pupil[];
    expect(listed.map((pupil) => pupil.finding)).toEqual([['addition'], ['addition']]);
    // The room's page shows names and pictures only: no work, no level being found.
    const page = (await t.call({ tag: 'class.page', classid: classId })).json();
    expect(Object.keys(page.pupils[0]).sort()).toEqual(['firstname', 'id', 'initial', 'picture']);
    for (const pupil of [ana!, ben!]) {
      const cookie = sessionCookieOf(await signIn(classId, pupil, pupil.pictures));
      const open = await t.call({ tag: 'student.placementget' }, { cookie });
      expect(open.json().placements).toEqual([
        expect.objectContaining({ subject: 'addition', kind: 'placement' }),
      ]);
    }
    // A group: Ana only; another class's pupil refuses the whole call.
    const group = await call({
      tag: 'class.findlevels',
      classid: classId,
      subject: 'division',
      pupilids: [ana!.id],
    });
    expect(group.json().started).toBe(1);
    const other = await teacherWithClass('mr.khan@hill.example.org');
    const theirs = await other.call({
      tag: 'class.findlevels',
      classid: other.classId,
      subject: 'addition',
      pupilids: [ana!.id],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('pupil_not_found');
    const notMine = await other.call({
      tag: 'class.findlevels',
      classid: classId,
      subject: 'addition',
    });
    expect(notMine.json().code).toBe('class_not_found');
  });

  it('is set for the whole class and the pupils added after, for a group, and for one pupil', async () => {
    const { call, classId } = await teacherWithClass();
    const [ana, ben, carla] = (
      await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O\nCarla B' })
    ).json().pupils as Pupil[];
    const whole = await call({
      tag: 'class.setwork',
      classid: classId,
      work: {
        addition: { level: '4', schedule: 'mtwrf' },
        subtraction: { level: 2, schedule: 'mw' },
      },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().class.work).toEqual({
      addition: { level: 4, schedule: 'mtwrf' },
      subtraction: { level: 2, schedule: 'mw' },
    });
    for (const pupil of whole.json().pupils as Pupil[]) {
      expect(pupil.work).toMatchObject({
        addition: { level: 4, schedule: 'mtwrf' },
        subtraction: { level: 2, schedule: 'mw' },
        multiplication: { level: 0, schedule: '' },
      });
    }
    // A group (Ana and Ben) at another level; Carla's own days.
    await call({
      tag: 'class.setwork',
      classid: classId,
      pupilids: [ana!.id, ben!.id],
      work: { addition: { level: 6, schedule: 'mtwrf' } },
    });
    const own = await call({
      tag: 'class.setwork',
      classid: classId,
      pupilids: [carla!.id],
      work: { addition: { level: 4, schedule: 'mwf' } },
    });
    const byName = (pupils: Pupil[]) =>
      Object.fromEntries(pupils.map((p) => [p.firstname, p.work.addition]));
    expect(byName(own.json().pupils)).toEqual({
      Ana: { level: 6, schedule: 'mtwrf' },
      Ben: { level: 6, schedule: 'mtwrf' },
      Carla: { level: 4, schedule: 'mwf' },
    });
    // The class's own work is the whole class's: a pupil added now starts with it.
    expect(own.json().class.work.addition).toEqual({ level: 4, schedule: 'mtwrf' });
    const [dan] = (await call({ tag: 'class.addpupils', classid: classId, pupils: 'Dan D' }))
      .json()
      .pupils.filter((p: Pupil) => p.firstname === 'Dan') as Pupil[];
    expect(dan!.work.subtraction).toEqual({ level: 2, schedule: 'mw' });
  });

  it('refuses a pupil of another class, and bad work with its reason, changing nothing', async () => {
    const mine = await teacherWithClass();
    const [ana] = (
      await mine.call({ tag: 'class.addpupils', classid: mine.classId, pupils: 'Ana R' })
    ).json().pupils as Pupil[];
    const other = await teacherWithClass('mr.khan@hill.example.org');
    const [ben] = (
      await other.call({ tag: 'class.addpupils', classid: other.classId, pupils: 'Ben O' })
    ).json().pupils as Pupil[];
    const mixed = await mine.call({
      tag: 'class.setwork',
      classid: mine.classId,
      pupilids: [ana!.id, ben!.id],
      work: EVERY_DAY_ADDITION,
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('pupil_not_found');
    const cases: [object, string][] = [
      [
        { addition: { level: 20, schedule: 'm' } },
        'work.addition.level: level must be a whole number from 0 to 19',
      ],
      [
        { addition: { level: 1, schedule: 'mm' } },
        'work.addition.schedule: A schedule holds only the day letters s m t w r f a, each once and in that order',
      ],
      [{}, 'work must give at least one subject'],
    ];
    for (const [work, reason] of cases) {
      const answer = await mine.call({ tag: 'class.setwork', classid: mine.classId, work });
      expect(answer.statusCode, reason).toBe(400);
      expect(answer.json().reason).toBe(reason);
    }
    const got = (await mine.call({ tag: 'class.get', classid: mine.classId })).json();
    expect(got.pupils[0].work.addition).toEqual({ level: 0, schedule: '' });
    expect(got.class.work).toEqual({});
  });
});

describe('a OneRoster import', () => {
  const classOf = (files: Record<string, string>, sourcedId: string) => {
    const read = readOneRoster(files);
    if (!read.ok) throw new Error('the test export does not read');
    return read.classes.find((each) => each.sourcedId === sourcedId)!.pupils;
  };

  it('adds a class’s pupils, and a second import updates them without adding them again', async () => {
    const { call, classId } = await teacherWithClass();
    const first = await call({
      tag: 'class.importroster',
      classid: classId,
      pupils: classOf(ONEROSTER_1_1, 'class-1a'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 3, updated: 0 });
    // The 1.2 export of the same school: Ben goes by his preferred name, and Eva joins 1A.
    const again = await call({
      tag: 'class.importroster',
      classid: classId,
      pupils: [
        ...classOf(ONEROSTER_1_2, 'class-1a').map((pupil) =>
          pupil.sourcedid === 'user-jose' ? { ...pupil, firstname: 'Josep' } : pupil,
        ),
        ...classOf(ONEROSTER_1_2, 'class-1b'),
      ],
    });
    expect(again.json()).toMatchObject({ added: 1, updated: 3 });
    const names = (again.json().pupils as Pupil[]).map((p) => `${p.firstname} ${p.initial}`);
    expect(names).toEqual(['Ana R', 'Ben O', 'Eva M', 'Josep D']);
    // Pictures are kept by a second import: the cards printed still sign in.
    const ana = (again.json().pupils as Pupil[]).find((p) => p.firstname === 'Ana')!;
    const firstAna = (first.json().pupils as Pupil[]).find((p) => p.firstname === 'Ana')!;
    expect(ana.pictures).toEqual(firstAna.pictures);
  });

  it('refuses what no export holds, and past the class’s room, adding nothing', async () => {
    const { call, classId } = await teacherWithClass();
    const cases: [object[], string][] = [
      [
        [{ sourcedid: 'u1', firstname: '=HYPERLINK("x")', initial: 'R' }],
        'pupils.0.firstname: firstname can have letters, spaces, hyphens and apostrophes only',
      ],
      [
        [
          { sourcedid: 'u1', firstname: 'Ana', initial: 'R' },
          { sourcedid: 'u1', firstname: 'Ben', initial: 'O' },
        ],
        'pupils must name each sourcedid once',
      ],
      [
        [{ sourcedid: 'u1', firstname: 'Ana', initial: 'Ro' }],
        'pupils.0.initial: initial must be a letter or empty',
      ],
    ];
    for (const [pupils, reason] of cases) {
      const answer = await call({ tag: 'class.importroster', classid: classId, pupils });
      expect(answer.statusCode, reason).toBe(400);
      expect(answer.json().reason).toBe(reason);
    }
    const filled = await call({
      tag: 'class.addpupils',
      classid: classId,
      pupils: Array.from(
        { length: PUPILS_MAX - 1 },
        (_, i) => `${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}${'abc'[Math.floor(i / 26)]}kid`,
      ).join('\n'),
    });
    expect(filled.statusCode).toBe(200);
    const full = await call({
      tag: 'class.importroster',
      classid: classId,
      pupils: classOf(ONEROSTER_1_1, 'class-1a'),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('roster_not_taken');
    const got = (await call({ tag: 'class.get', classid: classId })).json();
    expect(got.pupils).toHaveLength(PUPILS_MAX - 1);
  });
});
