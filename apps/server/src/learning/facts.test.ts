import { randomUUID } from 'node:crypto';
import { eq, tables } from '@mathsteps/db';
import {
  assignmentProblems,
  type FactTry,
  factsOfProblem,
  fluencyState,
  GRID_COLUMN_MS,
  MAX_FACT_ANSWERS,
  MAX_SESSION_FACTS,
  operandsOf,
} from '@mathsteps/domain';
import { problemsToDo } from '@mathsteps/domain/testing';
import { describe, expect, it } from 'vitest';
import { burst, listen } from '../../test/burst';
import {
  appPerTest,
  buildTestApp,
  callApi,
  mistakeReport,
  sessionCookieOf,
  testEnv,
} from '../../test/test-app';
import { loadServerKeys } from '../auth/keys';
import { signFactsSession } from './fact-sessions';
import { STARRED_FACT_SESSIONS_PER_DAY } from './facts';

/** 10:00 in Toronto on Wednesday 2026-11-25. */
const NOW = new Date('2026-11-25T15:00:00Z');

const t = appPerTest({ at: NOW });
/** The parent of the student signed in last. */
let parentCookie = '';

/** The day's multiplication finished by `sam`, every first try right, with these timed boxes. */
const complete = (sam: { cookie: string }, boxes: object[], attempt = randomUUID()) =>
  t.finishedWork(sam.cookie, {
    subject: 'multiplication',
    timezone: 'America/Toronto',
    attempt,
    boxes,
  });

/** A parent's student, multiplication every day, signed in in Toronto: their session cookie. */
async function student(accountname: string, email = `${accountname}@example.com`) {
  const parent = await t.registerParent({ email });
  parentCookie = parent.cookie;
  await t.addScheduledStudent(parent.cookie, accountname, {
    multiplication: { schedule: 'smtwrfa' },
  });
  const login = await t.studentConnect(accountname, { timezone: 'America/Toronto' });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = sessionCookieOf(login);
  const call = (body: object) => t.call(body, { cookie });
  return { cookie, call, id: login.json().student.id as string };
}

type Child = Awaited<ReturnType<typeof student>>;

/** A student whose parent has premium, which the parent's report of facts needs. */
async function premiumStudent(accountname: string): Promise<Child> {
  const child = await student(accountname);
  await t.buyTestPremium(parentCookie);
  return child;
}

/**
 * The distinct facts of the multiplication set the child has to do now, in order: grid
 * timings are taken for the facts of the problems the server served, and no other.
 */
async function factsToDo(child: Child): Promise<string[]> {
  const call = async (body: object) => (await child.call(body)).json();
  const problems = await problemsToDo(call, 'multiplication');
  return [...new Set(problems.flatMap((problem) => [...factsOfProblem(problem)]))];
}

/** Every student of the test joined long before: their facts have a past to compare with. */
const joinedLongAgo = () =>
  t.database.db.update(tables.students).set({ createdAt: new Date('2026-09-01T12:00:00Z') });

/** The parent's report on sam. */
const parentReport = () =>
  t.call({ tag: 'student.report', accountname: 'sam' }, { cookie: parentCookie });

/**
 * A finished addition session as the child's screen sends it, of a session planned with the
 * facts answered: the test stands in for student.factsget's planner, signing with the
 * server's key (the plan itself is tested on its own below and in the domain).
 */
/** The child finishes a Quick Facts session with these answers. */
const quickFactsDone = async (
  child: Child,
  answers: { fact: string; answer: string; ms: number }[],
  at = NOW,
) => child.call(await session(child, answers, randomUUID(), at));

const session = async (
  child: Child,
  answers: { fact: string; answer: string; ms: number }[],
  attempt = randomUUID(),
  at = NOW,
) => ({
  tag: 'student.factscomplete',
  operation: 'addition',
  attempt,
  session: signFactsSession(
    await loadServerKeys(t.database.db, undefined),
    child.id,
    'addition',
    attempt,
    [...new Set(answers.map((answer) => answer.fact))],
    at,
  ),
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
  it('places a new child across the table, records a session, and brings the missed ones first next time', async () => {
    const sam = await student('sam');
    const first = await sam.call({ tag: 'student.factsget', operation: 'addition' });
    expect(first.statusCode, first.body).toBe(200);
    // As many facts as a quick child answers in two minutes, from every row of the table.
    const placing: string[] = first.json().facts;
    expect(placing).toHaveLength(MAX_SESSION_FACTS);
    expect(new Set(placing.map((key) => key.split('+')[0]))).toEqual(
      new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']),
    );
    expect(first.json().typing).toHaveLength(3);

    const done = await quickFactsDone(sam, [
      // 2 s for a two-digit answer typed in 1 s: 1 s of thinking, quick.
      { fact: '0+0', answer: '0', ms: 1200 },
      { fact: '0+1', answer: '2', ms: 1500 },
      // 6 s: right, but slow.
      { fact: '7+5', answer: '12', ms: 6000 },
      // Shown again after it was missed: practice, not counted.
      { fact: '0+1', answer: '1', ms: 900 },
    ]);
    // Two facts being learnt now: the next session brings two new ones, in table order.
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
    const sam = await premiumStudent('sam');
    await quickFactsDone(sam, [
      { fact: '0+1', answer: '2', ms: 1500 },
      { fact: '7+5', answer: '12', ms: 6000 },
    ]);
    const answer = await parentReport();
    expect(answer.statusCode, answer.body).toBe(200);
    const { facts } = answer.json();
    expect(Object.keys(facts.addition)).toHaveLength(100);
    expect(Object.keys(facts.multiplication)).toHaveLength(169);
    expect(facts.addition['0+1']).toEqual({ state: 'learning', tries: 1, right: 0 });
    expect(facts.addition['7+5']).toEqual({ state: 'slow', tries: 1, right: 1 });
    expect(facts.addition['9+9']).toEqual({ state: 'new', tries: 0, right: 0 });
    expect(facts.division['56/7']).toEqual({ state: 'new', tries: 0, right: 0 });
    // The week's words count the round (week-summary.ts): one of addition, two facts.
    expect(answer.json().report.week.quickFacts).toEqual({ addition: { rounds: 1, facts: 2 } });
    // The child's own map on My Progress is the same.
    const own = await sam.call({ tag: 'student.factsmap' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().facts).toEqual(facts);
  });

  it('makes no fact fluent from sessions sent one after another on one day; quick again the next day, it is', async () => {
    const sam = await student('sam');
    const answers = [
      { fact: '3+4', answer: '7', ms: 1500 },
      { fact: '5+6', answer: '11', ms: 1800 },
    ];
    for (let n = 0; n < 13; n++) {
      expect((await quickFactsDone(sam, answers)).statusCode).toBe(200);
    }
    const states = async () =>
      Object.values((await factsOf('sam')).facts).map((fact) => fact.state);
    expect(await states()).toEqual(['slow', 'slow']);
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    t.clock = tomorrow;
    expect((await quickFactsDone(sam, answers, tomorrow)).statusCode).toBe(200);
    expect(await states()).toEqual(['fluent', 'fluent']);
  });

  it('counts a session sent five times at once exactly once', async () => {
    const sam = await student('sam');
    const url = await listen(t.app);
    const body = await session(sam, [
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

  it('adds up twenty different sessions sent at once, facts met for the first time included', async () => {
    const sam = await student('sam');
    const url = await listen(t.app);
    // Twenty facts each, every session in its own order: the fact rows would be locked in
    // different orders, and none has a row yet.
    const facts = Array.from({ length: 20 }, (_, n) => ({
      fact: `${n % 10}+${Math.floor(n / 10)}`,
      answer: String((n % 10) + Math.floor(n / 10)),
      ms: 1000,
    }));
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => session(sam, [...facts.slice(i), ...facts.slice(0, i)])),
    );
    const answers = await burst(
      url,
      20,
      (i) => bodies[i]!,
      () => ({ cookie: sam.cookie }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const kept = await factsOf('sam');
    // Stars for the day's first sessions only; every session's facts count.
    expect(kept.stars).toBe(STARRED_FACT_SESSIONS_PER_DAY * 20);
    for (const { fact } of facts) expect(kept.facts[fact]?.tries, fact).toBe(20);
  });

  it('refuses what a session cannot hold, with a reason', async () => {
    const sam = await student('sam');
    const refused = async (body: object, reason: string | RegExp) => {
      const answer = await sam.call(body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().reason).toMatch(reason);
    };
    const many = Array.from({ length: MAX_FACT_ANSWERS + 1 }, () => ({
      fact: '3+4',
      answer: '7',
      ms: 1000,
    }));
    await refused(await session(sam, many), `a session holds at most ${MAX_FACT_ANSWERS} answers`);
    await refused(
      await session(sam, [{ fact: '13+9', answer: '22', ms: 1000 }]),
      'fact must be a number fact',
    );
    await refused(
      await session(sam, [{ fact: '7x8', answer: '56', ms: 1000 }]),
      '7x8 is not a fact of addition',
    );
    await refused(
      await session(sam, [{ fact: '3+4', answer: '7', ms: 3_600_000 }]),
      'at most 10 minutes',
    );
    await refused(
      {
        ...(await session(sam, [{ fact: '3+4', answer: '7', ms: 1000 }])),
        typing: Array(11).fill({ number: '4', ms: 500 }),
      },
      'typing holds at most 10 prompts',
    );
    expect((await factsOf('sam')).facts).toEqual({});
  });

  it('takes the answers to the facts its session planned, and no other', async () => {
    const sam = await student('sam');
    const planned = (await sam.call({ tag: 'student.factsget', operation: 'addition' })).json();
    const [first, second] = planned.facts as [string, string];
    const unplanned = ['0+1', '1+1', '2+1', '9+9', '8+8'].find(
      (fact) => !planned.facts.includes(fact),
    )!;
    const answer = (fact: string) => {
      const [a, b] = fact.split('+').map(Number);
      return { fact, answer: String(a! + b!), ms: 1000 };
    };
    const done = await sam.call({
      tag: 'student.factscomplete',
      operation: 'addition',
      attempt: planned.attempt,
      session: planned.session,
      typing: [],
      answers: [answer(first), answer(unplanned), answer(second)],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ facts: 2, right: 2, stars: 2 });
    expect(Object.keys((await factsOf('sam')).facts).sort()).toEqual([first, second].sort());
  });

  it("refuses a session that is not this child's, this attempt's or today's, with a reason", async () => {
    const sam = await student('sam');
    const ana = await student('ana');
    const anas = (await ana.call({ tag: 'student.factsget', operation: 'addition' })).json();
    const body = (changes: object) => ({
      tag: 'student.factscomplete',
      operation: 'addition',
      attempt: anas.attempt,
      session: anas.session,
      typing: [],
      answers: [{ fact: anas.facts[0], answer: '0', ms: 1000 }],
      ...changes,
    });
    const refusals = [
      await sam.call(body({})),
      await ana.call(body({ attempt: randomUUID() })),
      await ana.call(
        body({ operation: 'multiplication', answers: [{ fact: '2x2', answer: '4', ms: 900 }] }),
      ),
      await ana.call(
        body({ session: anas.session.replace(/.$/, (c: string) => (c === 'a' ? 'b' : 'a')) }),
      ),
      await ana.call(body({ session: anas.session.replace(/,/, ',9+9,') })),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('facts_round_out_of_date');
    }
    // A day later the session is out of date.
    const tomorrow = await buildTestApp({
      env: testEnv(),
      database: t.database,
      now: () => new Date(NOW.getTime() + 25 * 60 * 60_000),
    });
    try {
      const late = await callApi(tomorrow, body({}), { cookie: ana.cookie });
      expect(late.statusCode, late.body).toBe(409);
    } finally {
      await tomorrow.close();
    }
    expect((await factsOf('sam')).facts).toEqual({});
    expect((await factsOf('ana')).facts).toEqual({});
  });

  it('answers another child’s session id with a reason, and records nothing', async () => {
    const sam = await student('sam');
    const ana = await student('ana');
    const attempt = randomUUID();
    expect(
      (await sam.call(await session(sam, [{ fact: '3+4', answer: '7', ms: 1000 }], attempt)))
        .statusCode,
    ).toBe(200);
    const other = await ana.call(
      await session(ana, [{ fact: '3+4', answer: '7', ms: 1000 }], attempt),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('That Quick Facts session was recorded for someone else.');
    expect((await factsOf('ana')).facts).toEqual({});
  });
});

describe('the grids’ timed boxes on the server', () => {
  // 0.7 s of typing per digit: 3.7 s is the last quick time. Three facts of the set served.
  const boxesOf = ([a, b, c]: string[]) => [
    { fact: a!, right: true, ms: 1500 },
    { fact: b!, right: true, ms: 5000 },
    { fact: c!, right: false, ms: 2000 },
    { fact: a!, right: true, ms: 3700 },
  ];

  it('turns a completion’s box timings into tries, counted once when sent five times at once', async () => {
    const sam = await student('sam');
    const url = await listen(t.app);
    const [a, b, c] = await factsToDo(sam);
    const work = await complete(sam, boxesOf([a!, b!, c!]), '00000000-0000-4000-8000-000000000001');
    const answers = await burst(
      url,
      5,
      () => work,
      () => ({ cookie: sam.cookie }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // Kept with the work, folded into the facts when they are next read.
    expect(await t.database.db.select().from(tables.factEvidence)).toHaveLength(1);
    const map = await sam.call({ tag: 'student.factsmap' });
    // Quick twice, in one day's work: not fluent until it is quick on another day too.
    expect(map.json().facts.multiplication[a!]).toEqual({ state: 'slow', tries: 2, right: 2 });
    expect(map.json().facts.multiplication[c!]).toEqual({ state: 'learning', tries: 1, right: 0 });
    expect((await factsOf('sam')).facts).toEqual({
      [a!]: { state: 'slow', tries: 2, box: 1, due: '2026-11-26' },
      [b!]: { state: 'slow', tries: 1, box: 0, due: '2026-11-25' },
      [c!]: { state: 'learning', tries: 1, box: 0, due: '2026-11-25' },
    });
  });

  it('takes no timing of a fact the served problems do not ask for', async () => {
    const sam = await student('sam');
    const served = await factsToDo(sam);
    // A script sends every fact of the table as quick, twice: only the served ones count.
    const table = Array.from({ length: 10 }, (_, n) => `${n + 2}x${9 - (n % 8)}`);
    const quick = [...table, ...table].map((fact) => ({ fact, right: true, ms: 900 }));
    expect((await sam.call(await complete(sam, quick))).statusCode).toBe(200);
    await sam.call({ tag: 'student.factsmap' });
    const kept = Object.keys((await factsOf('sam')).facts);
    expect(kept.every((fact) => served.includes(fact))).toBe(true);
    expect(new Set(kept)).toEqual(new Set(table.filter((fact) => served.includes(fact))));
  });

  it('adds to what is known: tries kept, the review moved only for a due fact answered quickly', async () => {
    const sam = await student('sam');
    const [f1, f2, f3, f4] = (await factsToDo(sam)) as [string, string, string, string];
    const before: Record<string, { box: number; due: string; recent: FactTry[] }> = {
      // Due and quick now: up one box, due in REVIEW_DAYS[3] = 4 days.
      [f1]: { box: 2, due: '2026-11-20', recent: [{ right: false, thinkingMs: 10 }] },
      // Not due: a quick box leaves the schedule as it is.
      [f2]: { box: 3, due: '2026-12-01', recent: [] },
      // At the top box it stays there, due again in 32 days.
      [f3]: { box: 6, due: '2026-11-25', recent: [] },
      // Due but slow: the schedule stays, the try counts.
      [f4]: {
        box: 1,
        due: '2026-11-24',
        recent: [
          { right: true, thinkingMs: 1 },
          { right: true, thinkingMs: 2 },
          { right: true, thinkingMs: 3 },
        ],
      },
    };
    await t.database.db.insert(tables.studentFacts).values(
      Object.entries(before).map(([fact, state]) => ({
        studentId: sam.id!,
        fact,
        operation: 'multiplication',
        tries: 5,
        right: 4,
        ...state,
        updatedAt: NOW,
      })),
    );
    const timed = [
      { fact: f1, right: true, ms: 1000 },
      { fact: f2, right: true, ms: 1000 },
      { fact: f3, right: true, ms: 1000 },
      { fact: f4, right: true, ms: 9000 },
    ];
    expect((await sam.call(await complete(sam, timed))).statusCode).toBe(200);
    expect(
      (await sam.call({ tag: 'student.factsget', operation: 'multiplication' })).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(tables.studentFacts)
      .where(eq(tables.studentFacts.studentId, sam.id!));
    const byFact = Object.fromEntries(
      rows.map((row) => [
        row.fact,
        { box: row.box, due: row.due, tries: row.tries, right: row.right, recent: row.recent },
      ]),
    );
    // Each fact: 6 tries, 5 right; its box, next review and last three thinking times.
    // The tries kept before have no date; today's are dated.
    const record = (box: number, due: string, ...recent: [boolean, number, string?][]) => ({
      box,
      due,
      tries: 6,
      right: 5,
      recent: recent.map(([right, thinkingMs, day]) => ({
        right,
        thinkingMs,
        ...(day && { day }),
      })),
    });
    const today = '2026-11-25';
    expect(byFact).toEqual({
      [f1]: record(3, '2026-11-29', [false, 10], [true, 300, today]),
      [f2]: record(3, '2026-12-01', [true, 300, today]),
      [f3]: record(6, '2026-12-27', [true, 300, today]),
      [f4]: record(1, '2026-11-24', [true, 2], [true, 3], [true, 8300, today]),
    });
  });

  it('folds evidence read twice at once exactly once', async () => {
    const sam = await student('sam');
    const served = await factsToDo(sam);
    expect((await sam.call(await complete(sam, boxesOf(served)))).statusCode).toBe(200);
    const url = await listen(t.app);
    const answers = await burst(
      url,
      5,
      () => ({ tag: 'student.factsmap' }),
      () => ({ cookie: sam.cookie }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await factsOf('sam')).facts[served[0]!]?.tries).toBe(2);
  });

  it('folds the evidence at the child’s next login at the latest', async () => {
    const sam = await student('sam');
    const served = await factsToDo(sam);
    expect((await sam.call(await complete(sam, boxesOf(served)))).statusCode).toBe(200);
    expect(await t.database.db.select().from(tables.factEvidence)).toHaveLength(1);
    const login = await t.studentConnect('sam', { timezone: 'America/Toronto' });
    expect(login.statusCode, login.body).toBe(200);
    expect(await t.database.db.select().from(tables.factEvidence)).toHaveLength(0);
    expect((await factsOf('sam')).facts[served[0]!]?.tries).toBe(2);
  });

  it("takes the child's own typing off a grid box: as Quick Facts measured it, else as the grids show it", async () => {
    // A slow typist (1.2 s a digit) who recalls a fact in 2.6 s, in a column of a grid: the
    // box takes 1.2 s of typing, 1 s to find the column, 2.6 s of thinking.
    const twice = async (child: Child) => {
      const [fact] = await factsToDo(child);
      const box = { fact: fact!, right: true, ms: 1200 + GRID_COLUMN_MS + 2600, column: true };
      return { fact: fact!, work: await complete(child, [box, box]) };
    };
    // Quick: the fact, met first in this work, goes up to the first review box (decision 0010).
    const quick = async (name: string, fact: string) =>
      (await factsOf(name)).facts[fact]?.box === 1;

    // Without a measure of its typing, a first-grader's 0.7 s is taken: 3.1 s, not quick.
    const ana = await student('ana', 'ana@example.com');
    const anas = await twice(ana);
    expect((await ana.call(anas.work)).statusCode).toBe(200);
    await ana.call({ tag: 'student.factsmap' });
    expect(await quick('ana', anas.fact)).toBe(false);

    // The carries it noted in the grids say how it types.
    const ben = await student('ben', 'ben@example.com');
    const bens = await twice(ben);
    const work = { ...bens.work, typing: [1150, 1250, 1200] };
    expect((await ben.call(work)).statusCode).toBe(200);
    await ben.call({ tag: 'student.factsmap' });
    expect(await quick('ben', bens.fact)).toBe(true);

    // Quick Facts measured it, and the grids' work is judged with it.
    const sam = await student('sam');
    const measured = await sam.call({
      ...(await session(sam, [{ fact: '0+0', answer: '0', ms: 2000 }])),
      typing: [
        { number: '4', ms: 1200 },
        { number: '27', ms: 2400 },
        { number: '85', ms: 2400 },
      ],
    });
    expect(measured.statusCode, measured.body).toBe(200);
    expect(
      (
        await t.database.db
          .select({ typing: tables.students.typingMsPerDigit })
          .from(tables.students)
          .where(eq(tables.students.accountname, 'sam'))
      )[0]!.typing,
    ).toBe(1200);
    const sams = await twice(sam);
    expect((await sam.call(sams.work)).statusCode).toBe(200);
    await sam.call({ tag: 'student.factsmap' });
    expect(await quick('sam', sams.fact)).toBe(true);
  });

  it('takes timings with an error report of a served problem too, and refuses thousands with a reason', async () => {
    const sam = await student('sam');
    const report = ([a, b]: number[], timed: object[]) => ({
      ...mistakeReport({ a: a!, b: b!, answer: '0', level: '3' }),
      boxes: timed,
    });
    // Today's addition at level 3, as the server serves it: a problem with two facts (at level 3
    // the tens may only add a carry, one fact: the child's id decides which problems come).
    const served = assignmentProblems(sam.id, 'addition', 3, '2026-11-25').find(
      (problem) => [...factsOfProblem(problem)].length >= 2,
    )!;
    const [ones, tens] = [...factsOfProblem(served)] as [string, string];
    const reported = await sam.call(
      report(operandsOf(served), [
        { fact: ones, right: true, ms: 1200 },
        { fact: tens, right: false, ms: 2500 },
      ]),
    );
    expect(reported.statusCode, reported.body).toBe(200);
    // A problem the server never served is kept for diagnosis; its timings are not taken.
    const unserved = await sam.call(report([98, 1], [{ fact: '8+1', right: true, ms: 900 }]));
    expect(unserved.statusCode, unserved.body).toBe(200);
    expect(await t.database.db.select().from(tables.errorReports)).toHaveLength(2);
    await sam.call({ tag: 'student.factsmap' });
    expect((await factsOf('sam')).facts).toEqual({
      [ones]: { state: 'slow', tries: 1, box: 1, due: '2026-11-26' },
      [tens]: { state: 'learning', tries: 1, box: 0, due: '2026-11-25' },
    });

    const timings = (length: number) =>
      Array.from({ length }, () => ({ fact: '2+2', right: true, ms: 900 }));
    for (const body of [report([2, 2], timings(401)), await complete(sam, timings(401))]) {
      const refused = await sam.call(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().reason).toBe('boxes holds at most 400 box timings');
    }
    // Thousands do not even fit in a call.
    const huge = await sam.call(await complete(sam, timings(5000)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().reason).toBe('The request is too large');
    const odd = await sam.call(await complete(sam, [{ fact: '7x13', right: true, ms: 900 }]));
    expect(odd.statusCode).toBe(400);
    expect(odd.json().reason).toMatch('fact must be a number fact');
    await sam.call({ tag: 'student.factsmap' });
    expect(Object.keys((await factsOf('sam')).facts)).toEqual([ones, tens]);
  });
});

describe('the report’s words beside the map', () => {
  it('gives the quick count and its change over 4 weeks, the slowest facts, and the slow fact most in the grids', async () => {
    const sam = await student('sam');
    await joinedLongAgo();
    await t.buyTestPremium(parentCookie);
    // Four weeks and a day ago, 1 multiplication fact was quick; 2 days later, 5 (too late).
    await t.database.db.insert(tables.factCounts).values([
      { studentId: sam.id!, operation: 'multiplication', localDate: '2026-10-27', quick: 1 },
      { studentId: sam.id!, operation: 'multiplication', localDate: '2026-10-29', quick: 5 },
    ]);
    // Column work on four facts served: the first slow in 12 boxes of 30, the second wrong,
    // the third slow once; the fourth quick in 16.
    const [slow, wrong, slowOnce, quick] = (await factsToDo(sam)) as [
      string,
      string,
      string,
      string,
    ];
    // The quick one was quick yesterday too: quick on two days, it is fluent.
    await t.database.db.insert(tables.studentFacts).values({
      studentId: sam.id!,
      fact: quick,
      operation: 'multiplication',
      tries: 1,
      right: 1,
      recent: [{ right: true, thinkingMs: 400, day: '2026-11-24' }],
      box: 1,
      due: '2026-11-25',
      updatedAt: NOW,
    });
    const timed = [
      ...Array.from({ length: 12 }, () => ({ fact: slow, right: true, ms: 8000 })),
      { fact: wrong, right: false, ms: 4000 },
      { fact: slowOnce, right: true, ms: 5000 },
      ...Array.from({ length: 16 }, () => ({ fact: quick, right: true, ms: 900 })),
    ];
    const done = await sam.call(await complete(sam, timed));
    expect(done.statusCode, done.body).toBe(200);
    const answer = await parentReport();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().factssummary).toEqual({
      multiplication: {
        quick: 1,
        total: 169,
        change: 0,
        slowest: [slow, slowOnce, wrong],
        inBoxes: { fact: slow, percent: 40 },
      },
    });
    // The parent asks for the quick one, due in two days, in Quick Facts: it is due now.
    expect((await factsOf('sam')).facts[quick]).toMatchObject({ box: 2, due: '2026-11-27' });
    const focus = await t.call(
      { tag: 'student.factsfocus', accountname: 'sam', fact: quick },
      { cookie: parentCookie },
    );
    expect(focus.json()).toEqual({ tag: 'student.factsfocus', fact: quick, due: '2026-11-25' });
    expect((await factsOf('sam')).facts[quick]).toMatchObject({ box: 0, due: '2026-11-25' });
    // Today's count is kept: a Quick Facts session tomorrow changes it.
    const [today] = await t.database.db
      .select()
      .from(tables.factCounts)
      .where(eq(tables.factCounts.localDate, '2026-11-25'));
    expect(today).toMatchObject({ operation: 'multiplication', quick: 1 });
  });

  it('counts every quick fact as new for a child who had none 4 weeks ago; a child who joined since has no change', async () => {
    const sam = await premiumStudent('sam');
    await quickFactsDone(sam, [
      { fact: '3+4', answer: '7', ms: 1000 },
      { fact: '6+6', answer: '12', ms: 1300 },
    ]);
    // The next day: 3 + 4 quick again, on a second day, is quick now.
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    t.clock = tomorrow;
    await quickFactsDone(
      sam,
      [
        { fact: '3+4', answer: '7', ms: 1000 },
        { fact: '6+6', answer: '12', ms: 9000 },
      ],
      tomorrow,
    );
    // Joined yesterday: there was no "4 weeks ago".
    expect((await parentReport()).json().factssummary).toEqual({
      addition: { quick: 1, total: 100, change: null, slowest: ['6+6'], inBoxes: null },
    });
    await joinedLongAgo();
    expect((await parentReport()).json().factssummary).toEqual({
      addition: { quick: 1, total: 100, change: 1, slowest: ['6+6'], inBoxes: null },
    });
  });
});

describe('Quick Facts on the schedule', () => {
  it('counts in the day status once a parent puts it on the schedule, for the operation chosen', async () => {
    const sam = await student('sam');
    const day = async () => {
      const answer = await sam.call({ tag: 'student.mathget', subjects: ['addition'] });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().quickfacts;
    };
    expect(await day()).toEqual({
      schedule: '',
      operation: '',
      status: { status: 'no-schedule' },
      doneThisWeek: [],
    });

    const set = await t.call(
      {
        tag: 'student.factsschedule',
        accountname: 'sam',
        schedule: 'smtwrfa',
        operation: 'addition',
      },
      { cookie: parentCookie },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().student.quickfacts).toEqual({ schedule: 'smtwrfa', operation: 'addition' });
    expect(await day()).toEqual({
      schedule: 'smtwrfa',
      operation: 'addition',
      status: { status: 'today' },
      doneThisWeek: [],
    });

    await sam.call(await session(sam, [{ fact: '3+4', answer: '7', ms: 1000 }]));
    // Done today, and today's mark in the week view's Quick Facts row.
    const done = await day();
    expect(done.status).toEqual({ status: 'completed' });
    const today = (await sam.call({ tag: 'student.mathget', subjects: ['addition'] })).json().today;
    expect(done.doneThisWeek).toEqual([today]);

    // The child's choice again, and a bad operation refused with a reason.
    const choice = await t.call(
      { tag: 'student.factsschedule', accountname: 'sam', schedule: 'mw', operation: '' },
      { cookie: parentCookie },
    );
    expect(choice.json().student.quickfacts).toEqual({ schedule: 'mw', operation: '' });
    const bad = await t.call(
      { tag: 'student.factsschedule', accountname: 'sam', schedule: 'mw', operation: 'algebra' },
      { cookie: parentCookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toMatch('operation must be');
  });
});
