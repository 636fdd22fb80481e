import { count, eq, tables } from '@mathsteps/db';
import { CLASSES_MAX, TEACHER_CONSENT_STATEMENT } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { listen, post } from '../../test/burst';
import { appPerTest, CLASS_3B, parentCredentials } from '../../test/test-app';

// Teachers' accounts and their classes (docs/decisions/0029-teachers.md, docs/product.md
// "Teachers and classes"), on both engines.

const t = appPerTest({ at: '2026-11-30T09:00:00Z' });

const registerTeacher = (email = 'ms.reyes@hill.example.org', verified = true) =>
  t.registerParent({ email, school: 'Hill Primary School', verified });

describe('a teacher’s account', () => {
  it('is registered with its school and the teacher’s statement, and signs in as a teacher', async () => {
    const { body, response, email } = await registerTeacher();
    expect(body.data).toMatchObject({ role: 'teacher', school: 'Hill Primary School' });
    expect(response.cookies.find((c) => c.name === 'ms_session')?.value).toBe('teacher');
    const [row] = await t.database.db
      .select()
      .from(tables.parents)
      .where(eq(tables.parents.email, email));
    expect(row).toMatchObject({ role: 'teacher', consentText: TEACHER_CONSENT_STATEMENT });

    const { emailpassword } = await parentCredentials(email);
    const signedIn = await t.call({ tag: 'user.connect', email, emailpassword });
    expect(signedIn.json().data.role).toBe('teacher');
    expect(signedIn.cookies.find((c) => c.name === 'ms_session')?.value).toBe('teacher');
  });

  it('needs a school, and a parent’s account has none', async () => {
    const { email, emailpassword } = await parentCredentials('new@example.com');
    const base = {
      tag: 'user.create',
      email,
      emailpassword,
      firstname: 'Ana',
      lastname: 'Reyes',
      consent: true,
    };
    const noSchool = await t.call({ ...base, role: 'teacher' });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().reason).toBe('school: School is required');
    const parentWithSchool = await t.call({ ...base, school: 'Hill' });
    expect(parentWithSchool.statusCode).toBe(400);
    expect(parentWithSchool.json().reason).toBe("school: a parent's account has no school");
    const formula = await t.call({ ...base, role: 'teacher', school: '=HYPERLINK("x")' });
    expect(formula.statusCode).toBe(400);
    expect(formula.json().reason).toMatch(/^school: School can have letters/);
  });

  it('reaches no family’s tags, and its classes wait for the verified address', async () => {
    const teacher = await registerTeacher();
    const addChild = await t.call(
      {
        tag: 'student.create',
        firstname: 'Sam',
        lastname: 'R',
        accountname: 'samr',
        accountpassword: '2'.repeat(64),
        gradelevel: '3',
      },
      { cookie: teacher.cookie },
    );
    expect(addChild.statusCode).toBe(403);
    expect(addChild.json().code).toBe('not_allowed');

    const unverified = await registerTeacher('new.teacher@hill.example.org', false);
    const list = await t.call({ tag: 'class.list' }, { cookie: unverified.cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('check_your_email');
    // A parent is not a teacher.
    const parent = await t.registerParent();
    const asParent = await t.call({ tag: 'class.list' }, { cookie: parent.cookie });
    expect(asParent.statusCode).toBe(403);
    expect(asParent.json().code).toBe('not_allowed');
  });
});

describe('a teacher’s classes', () => {
  it('are made, listed newest first, changed, archived, brought back and deleted', async () => {
    const { cookie } = await registerTeacher();
    const call = (body: object) => t.call(body, { cookie });
    const first = (await call({ tag: 'class.create', ...CLASS_3B })).json().class;
    expect(first).toMatchObject({ ...CLASS_3B, archived: false });
    t.advance(60_000);
    const second = await call({
      tag: 'class.create',
      ...CLASS_3B,
      name: '5A',
      grade: 5,
      locale: 'es-ES',
      schoolmethod: { subtraction: 'equal-additions', division: 'divisor-right' },
    });
    expect(second.statusCode).toBe(200);
    const listed = (await call({ tag: 'class.list' })).json().classes;
    expect(listed.map((c: { name: string }) => c.name)).toEqual(['5A', '3B']);
    expect(listed[0]).toMatchObject({
      locale: 'es-ES',
      schoolmethod: { subtraction: 'equal-additions', division: 'divisor-right' },
    });

    const renamed = await call({
      tag: 'class.update',
      classid: first.id,
      name: '3B Maths',
      grade: 4,
    });
    expect(renamed.json().class).toMatchObject({ name: '3B Maths', grade: 4 });
    const archived = await call({ tag: 'class.update', classid: first.id, archived: true });
    expect(archived.json().class.archived).toBe(true);
    const back = await call({ tag: 'class.update', classid: first.id, archived: false });
    expect(back.json().class.archived).toBe(false);

    expect((await call({ tag: 'class.delete', classid: first.id })).statusCode).toBe(200);
    const again = await call({ tag: 'class.delete', classid: first.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('class_not_found');
    expect((await call({ tag: 'class.list' })).json().classes).toHaveLength(1);
  });

  it('refuses a name the teacher has already, whatever its case, and lets another teacher use it', async () => {
    const { cookie } = await registerTeacher();
    const call = (body: object) => t.call(body, { cookie });
    await call({ tag: 'class.create', ...CLASS_3B });
    const other = (await call({ tag: 'class.create', ...CLASS_3B, name: '4C' })).json().class;
    const taken = await call({ tag: 'class.create', ...CLASS_3B, name: '3b' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'class_name_taken' });
    const renamed = await call({ tag: 'class.update', classid: other.id, name: '3B' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'class_name_taken' });

    const colleague = await registerTeacher('mr.khan@hill.example.org');
    const theirs = await t.call({ tag: 'class.create', ...CLASS_3B }, { cookie: colleague.cookie });
    expect(theirs.statusCode).toBe(200);
  });

  it('are another teacher’s to nobody: not listed, not changed, not deleted, and not told apart from none', async () => {
    const mine = await registerTeacher();
    const made = (
      await t.call({ tag: 'class.create', ...CLASS_3B }, { cookie: mine.cookie })
    ).json().class;
    const other = await registerTeacher('mr.khan@hill.example.org');
    const asOther = (body: object) => t.call(body, { cookie: other.cookie });
    expect((await asOther({ tag: 'class.list' })).json().classes).toEqual([]);
    for (const body of [
      { tag: 'class.update', classid: made.id, name: 'Mine now' },
      { tag: 'class.delete', classid: made.id },
      { tag: 'class.delete', classid: crypto.randomUUID() },
    ]) {
      const answer = await asOther(body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'class_not_found',
        reason: 'That class was not found.',
      });
    }
    const still = (await t.call({ tag: 'class.list' }, { cookie: mine.cookie })).json().classes;
    expect(still).toEqual([made]);
  });

  it('answers bad fields with their reason', async () => {
    const { cookie } = await registerTeacher();
    const cases: [object, string][] = [
      [{ ...CLASS_3B, grade: 9 }, 'grade: Grade must be a whole number from 1 to 7'],
      [{ ...CLASS_3B, name: '  ' }, 'name: Class name is required'],
      [
        { ...CLASS_3B, name: '=HYPERLINK("http://x")' },
        'name: Class name can have letters, digits, spaces and punctuation only',
      ],
      [{ ...CLASS_3B, name: 'x'.repeat(41) }, 'name: Class name must be at most 40 characters'],
      [{ ...CLASS_3B, locale: 'fr-FR' }, 'locale must be one of en-US, es-419, es-ES'],
    ];
    for (const [fields, reason] of cases) {
      const answer = await t.call({ tag: 'class.create', ...fields }, { cookie });
      expect(answer.statusCode, reason).toBe(400);
      expect(answer.json().reason).toBe(reason);
    }
    const nothing = await t.call({ tag: 'class.update', classid: crypto.randomUUID() }, { cookie });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().reason).toBe(
      'Nothing to change: send a name, grade, locale, schoolmethod or archived',
    );
  });

  it(`stop at ${CLASSES_MAX}, also when the last ones are asked for at the same time`, async () => {
    const { cookie } = await registerTeacher();
    for (let n = 1; n < CLASSES_MAX - 1; n++) {
      await t.call({ tag: 'class.create', ...CLASS_3B, name: `Class ${n}` }, { cookie });
    }
    const url = await listen(t.app);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post(url, { tag: 'class.create', ...CLASS_3B, name: `Last ${n}` }, { cookie }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.code).toBe('too_many_classes');
    const [{ n } = { n: -1 }] = await t.database.db.select({ n: count() }).from(tables.classes);
    expect(n).toBe(CLASSES_MAX);
  });

  it('go with the teacher’s account', async () => {
    const { cookie, emailpassword } = await registerTeacher();
    await t.call({ tag: 'class.create', ...CLASS_3B }, { cookie });
    const gone = await t.call({ tag: 'user.delete', currentpassword: emailpassword }, { cookie });
    expect(gone.statusCode).toBe(200);
    const [{ n } = { n: -1 }] = await t.database.db.select({ n: count() }).from(tables.classes);
    expect(n).toBe(0);
  });
});
