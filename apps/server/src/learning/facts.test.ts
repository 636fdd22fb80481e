import { randomUUID } from 'node:crypto';
import { eq, tables } from '@mathsteps/db';
import { type FactTry, fluencyState, prehashPassword } from '@mathsteps/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { burst, listen } from '../../test/burst';
import {
  addScheduledStudent,
  buyTestPremium,
  callApi,
  createTestApp,
  registerParent,
  sessionCookieOf,
  type TestApp,
} from '../../test/test-app';

/** 10:00 in Toronto on Wednesday 2026-11-25. */
const NOW = new Date('2026-11-25T15:00:00Z');

let t: TestApp;
/** The parent of the student signed in last. */
let parentCookie = '';
beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterEach(() => t.close());

/** A parent's student, signed in in Toronto: their session cookie. */
async function student(accountname: string, email = `${accountname}@example.com`) {
  const parent = await registerParent(t.app, { email });
  parentCookie = parent.cookie;
  await addScheduledStudent(t.app, parent.cookie, accountname, {});
  const login = await callApi(t.app, {
    tag: 'student.connect',
    accountname,
    accountpassword: await prehashPassword(accountname, '1234'),
    timezone: 'America/Toronto',
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = sessionCookieOf(login);
  const call = (body: object) => callApi(t.app, body, { cookie });
  return { cookie, call, id: login.json().student.id as string | undefined };
}

const session = (
  answers: { fact: string; answer: string; ms: number }[],
  attempt = randomUUID(),
) => ({
  tag: 'student.factscomplete',
  operation: 'addition',
  attempt,
  // The child types a digit in 0.5 s.
  typing: [
    { number: '4', ms: 500 },
    { number: '27', ms: 1000 },
    { number: '85', ms: 1000 },
  ],
  answers,
});

async function factsOf(accountname: string) {
  const [row] = await t.database.db
    .select({ id: tables.students.id, stars: tables.students.stars })
    .from(tables.students)
    .where(eq(tables.students.accountname, accountname));
  const facts = await t.database.db
    .select()
    .from(tables.studentFacts)
    .where(eq(tables.studentFacts.studentId, row!.id));
  return {
    stars: row!.stars,
    facts: Object.fromEntries(
      facts.map((fact) => [
        fact.fact,
        {
          state: fluencyState({
            tries: fact.tries,
            right: fact.right,
            recent: fact.recent as FactTry[],
          }),
          tries: fact.tries,
          box: fact.box,
          due: fact.due,
        },
      ]),
    ),
  };
}

describe('Quick Facts on the server', () => {
  it('plans two new facts for a new child, records a session, and brings the missed ones first next time', async () => {
    const sam = await student('sam');
    const first = await sam.call({ tag: 'student.factsget', operation: 'addition' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().facts).toEqual(['0+0', '0+1']);
    expect(first.json().typing).toHaveLength(3);

    const done = await sam.call(
      session([
        // 2 s for a two-digit answer typed in 1 s: 1 s of thinking, quick.
        { fact: '0+0', answer: '0', ms: 1200 },
        { fact: '0+1', answer: '2', ms: 1500 },
        // 6 s: right, but slow.
        { fact: '7+5', answer: '12', ms: 6000 },
        // Shown again after it was missed: practice, not counted.
        { fact: '0+1', answer: '1', ms: 900 },
      ]),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      tag: 'student.factscomplete',
      stars: 2,
      facts: 3,
      right: 2,
      quick: 1,
    });
    expect(await factsOf('sam')).toEqual({
      stars: 2,
      facts: {
        '0+0': { state: 'slow', tries: 1, box: 1, due: '2026-11-26' },
        '0+1': { state: 'learning', tries: 1, box: 0, due: '2026-11-25' },
        '7+5': { state: 'slow', tries: 1, box: 0, due: '2026-11-25' },
      },
    });

    const next = (await sam.call({ tag: 'student.factsget', operation: 'addition' })).json().facts;
    expect(next.slice(0, 2)).toEqual(['0+1', '7+5']);
    expect(next).toContain('0+0');
    expect(next.filter((key: string) => !['0+0', '0+1', '7+5'].includes(key))).toHaveLength(2);
  });

  it('gives the parent’s report every fact of each table, with its state', async () => {
    const sam = await student('sam');
    await buyTestPremium(t.app, parentCookie);
    await sam.call(
      session([
        { fact: '0+1', answer: '2', ms: 1500 },
        { fact: '7+5', answer: '12', ms: 6000 },
      ]),
    );
    const answer = await callApi(
      t.app,
      { tag: 'student.report', accountname: 'sam' },
      { cookie: parentCookie },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { facts } = answer.json();
    expect(Object.keys(facts.addition)).toHaveLength(100);
    expect(Object.keys(facts.multiplication)).toHaveLength(169);
    expect(facts.addition['0+1']).toEqual({ state: 'learning', tries: 1, right: 0 });
    expect(facts.addition['7+5']).toEqual({ state: 'slow', tries: 1, right: 1 });
    expect(facts.addition['9+9']).toEqual({ state: 'new', tries: 0, right: 0 });
    expect(facts.division['56/7']).toEqual({ state: 'new', tries: 0, right: 0 });
  });

  it('counts a session sent five times at once exactly once', async () => {
    const sam = await student('sam');
    const url = await listen(t.app);
    const body = session([
      { fact: '3+4', answer: '7', ms: 1000 },
      { fact: '6+6', answer: '12', ms: 1300 },
    ]);
    const answers = await burst(
      url,
      5,
      () => body,
      () => ({ cookie: sam.cookie }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toMatchObject({ stars: 2, facts: 2 });
    const { stars, facts } = await factsOf('sam');
    expect(stars).toBe(2);
    expect(facts['3+4']?.tries).toBe(1);
    expect(facts['6+6']?.tries).toBe(1);
  });

  it('refuses what a session cannot hold, with a reason', async () => {
    const sam = await student('sam');
    const refused = async (body: object, reason: string | RegExp) => {
      const answer = await sam.call(body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().reason).toMatch(reason);
    };
    const many = Array.from({ length: 61 }, () => ({ fact: '3+4', answer: '7', ms: 1000 }));
    await refused(session(many), 'a session holds at most 60 answers');
    await refused(
      session([{ fact: '13+9', answer: '22', ms: 1000 }]),
      'fact must be a number fact',
    );
    await refused(
      session([{ fact: '7x8', answer: '56', ms: 1000 }]),
      '7x8 is not a fact of addition',
    );
    await refused(session([{ fact: '3+4', answer: '7', ms: 3_600_000 }]), 'at most 10 minutes');
    await refused(
      {
        ...session([{ fact: '3+4', answer: '7', ms: 1000 }]),
        typing: Array(11).fill({ number: '4', ms: 500 }),
      },
      'typing holds at most 10 prompts',
    );
    expect((await factsOf('sam')).facts).toEqual({});
  });

  it('answers another child’s session id with a reason, and records nothing', async () => {
    const sam = await student('sam');
    const ana = await student('ana');
    const attempt = randomUUID();
    expect(
      (await sam.call(session([{ fact: '3+4', answer: '7', ms: 1000 }], attempt))).statusCode,
    ).toBe(200);
    const other = await ana.call(session([{ fact: '3+4', answer: '7', ms: 1000 }], attempt));
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('That Quick Facts session was recorded for someone else.');
    expect((await factsOf('ana')).facts).toEqual({});
  });
});
