import { Writable } from 'node:stream';
import { type Database, eq, tables } from '@mathsteps/db';
import { openTestDatabase } from '@mathsteps/db/testing';
import { answerText, prehashPassword, SUBJECTS, type Subject, solve } from '@mathsteps/domain';
import { finishedWork as finishedWorkOf } from '@mathsteps/domain/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import {
  addChild,
  buyPremium,
  type Call,
  childSignInBody,
  newChildBody,
  signUpBody,
} from '../../../test/family';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { type AppDeps, buildApp } from '../src/app';
import { type Env, parseEnv } from '../src/env';
import { startJobs } from '../src/jobs/engine';
import { createMailer } from '../src/mail/mailer';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...overrides });
}

export interface TestApp extends AppFixtures {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The fixtures below, on a test's app: `t.call(body)` is `callApi(t.app, body)`. */
export interface AppFixtures {
  call: OnTheApp<typeof callApi>;
  signUp: OnTheApp<typeof signUp>;
  registerParent: OnTheApp<typeof registerParent>;
  buyTestPremium: OnTheApp<typeof buyTestPremium>;
  addStudent: OnTheApp<typeof addStudent>;
  addScheduledStudent: OnTheApp<typeof addScheduledStudent>;
  studentConnect: OnTheApp<typeof studentConnect>;
  premiumFamily: OnTheApp<typeof premiumFamily>;
  finishedWork: OnTheApp<typeof finishedWork>;
  completeWork: OnTheApp<typeof completeWork>;
}

/** The fixtures on the app `appOf` answers (read at each call: a test may restart its app). */
function fixturesOn(appOf: () => FastifyInstance): AppFixtures {
  return {
    call: (...rest) => callApi(appOf(), ...rest),
    signUp: (...rest) => signUp(appOf(), ...rest),
    registerParent: (...rest) => registerParent(appOf(), ...rest),
    buyTestPremium: (...rest) => buyTestPremium(appOf(), ...rest),
    addStudent: (...rest) => addStudent(appOf(), ...rest),
    addScheduledStudent: (...rest) => addScheduledStudent(appOf(), ...rest),
    studentConnect: (...rest) => studentConnect(appOf(), ...rest),
    premiumFamily: () => premiumFamily(appOf()),
    finishedWork: (...rest) => finishedWork(appOf(), ...rest),
    completeWork: (...rest) => completeWork(appOf(), ...rest),
  };
}

/** The database of each test app, for fixtures that set up what a test takes as given. */
const databaseOf = new WeakMap<FastifyInstance, Database>();

/** The app on a database a test opened itself; its fixtures (registerParent) reach it. */
export async function buildTestApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp({ strictRefusals: true, ...deps });
  databaseOf.set(app, deps.database);
  return app;
}

/** The whole app on a fresh database of its own (PGlite or PostgreSQL, per the project). */
export async function createTestApp(deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('dbTemplate'));
  const app = await buildTestApp({ env: testEnv(), database, ...deps });
  return {
    app,
    database,
    ...fixturesOn(() => app),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The app of the test that runs now (`appPerTest`): a fresh one, on a fresh database, per test. */
export interface AppPerTest extends AppFixtures {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The app's clock: a test moves it by setting it. Real time when no `at` was given. */
  clock: Date;
  /** The test's app again with other dependencies (an environment, a logger, handlers). */
  restart(deps: Partial<AppDeps>): Promise<void>;
  /** Moves the app's clock on by `ms`. */
  advance(ms: number): void;
}

/** A fixture that takes the app first, with the app already given. */
type OnTheApp<F> = F extends (app: FastifyInstance, ...rest: infer A) => infer R
  ? (...rest: A) => R
  : never;

/**
 * A fresh app per test of the file, its clock standing at `at` until the test moves it;
 * `deps` are read before each test (an SMTP sink's address is known only once it listens).
 */
export function appPerTest(
  options: { at?: string | number | Date; deps?: () => Partial<AppDeps> } = {},
): AppPerTest {
  let current: TestApp | undefined;
  const running = () => {
    if (!current) throw new Error('the test app exists only while a test runs');
    return current;
  };
  const build = (deps: Partial<AppDeps>) =>
    createTestApp({
      ...(options.at !== undefined && { now: () => state.clock }),
      ...options.deps?.(),
      ...deps,
    });
  const state: AppPerTest = {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    clock: new Date(),
    async restart(deps) {
      await running().close();
      current = await build(deps);
    },
    advance(ms) {
      state.clock = new Date(state.clock.getTime() + ms);
    },
    ...fixturesOn(() => state.app),
  };
  beforeEach(async () => {
    state.clock = options.at === undefined ? new Date() : new Date(options.at);
    current = await build({});
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return state;
}

/**
 * An SMTP server for the tests of the file (a real one, in-process), its messages cleared
 * before each test.
 */
export function smtpPerFile(): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  beforeEach(() => {
    if (sink) sink.messages.length = 0;
  });
  return new Proxy({} as SmtpSink, {
    get(_target, key) {
      if (!sink) throw new Error('the SMTP sink listens only while the tests of its file run');
      return Reflect.get(sink, key);
    },
  });
}

/** The file's SMTP sink, and the settings of a server that sends its mail there. */
export function mailPerFile(overrides: Record<string, string> = {}) {
  const smtp = smtpPerFile();
  return { smtp, env: () => testEnv({ SMTP_URL: smtp.url, ...overrides }) };
}

/** A same-origin JSON call to POST /api, as the browser makes it. */
export function callApi(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  /** The caller's network address (Fastify's inject uses 127.0.0.1). */
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api',
    ...(remoteAddress && { remoteAddress }),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A parent's details, with the password pre-hashed as the browser does. */
export async function parentCredentials(email = 'dana@example.com', password = 'Sunny2day!') {
  return { email, emailpassword: await prehashPassword(email, password), password };
}

/** The session cookie header from a response that signed someone in. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const token = response.cookies.find((cookie) => cookie.name === 'ms_token');
  if (!token) throw new Error('no session cookie was set');
  return `ms_token=${token.value}`;
}

/** A user.create call, answered as it comes (a limit may refuse it). */
export function signUp(
  app: FastifyInstance,
  details: { email: string; emailpassword: string; firstname?: string; school?: string },
) {
  return callApi(app, signUpBody(details));
}

/**
 * A student.mathcomplete body for the set this student has to do now (the domain's
 * `finishedWork`), through this app with this student's cookie.
 */
export async function finishedWork(
  app: FastifyInstance,
  cookie: string,
  work: Parameters<typeof finishedWorkOf>[1] = {},
) {
  const call = async (body: object) => {
    const answer = await callApi(app, body, { cookie });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };
  return finishedWorkOf(call, work);
}

/** Finishes the assignment student.mathget serves now (see `finishedWork`). */
export async function completeWork(
  app: FastifyInstance,
  cookie: string,
  work: Parameters<typeof finishedWork>[2] = {},
) {
  return callApi(app, await finishedWork(app, cookie, work), { cookie });
}

/**
 * A wrong answer as the child's screen reports it (student.mathreporterror): `a` and `b` of
 * the subject at the level, what the child wrote and the grid's digits. The right answer is
 * the domain's unless given.
 */
export function mistakeReport({
  subject = 'addition',
  a,
  b,
  answer,
  level = 6,
  entries = {},
  correct = answerText(solve(subject, a, b)),
  question = 1,
}: {
  subject?: Subject;
  a: number;
  b: number;
  answer: string;
  level?: number | string;
  entries?: Record<string, string>;
  correct?: string;
  question?: number;
}) {
  return {
    tag: 'student.mathreporterror',
    question: {
      subject,
      question,
      level,
      number_0: String(a),
      number_1: String(b),
      errorcount: 1,
      result: { answer },
      correct: { answer: correct },
    },
    entries,
  };
}

/** A wrong addition answer with no grid digits (see `mistakeReport`). */
export const additionMistake = (a: number, b: number, answer: number, level = 6) =>
  mistakeReport({ a, b, answer: String(answer), level });

/**
 * Registers a parent through user.create and answers the session cookie with the answer.
 * The address is taken as verified (an account is usable once it is, decision 0022), unless
 * `verified: false`; the tests of verification itself verify by the e-mailed code.
 */
export async function registerParent(
  app: FastifyInstance,
  details: {
    email?: string;
    password?: string;
    firstname?: string;
    verified?: boolean;
    /** A teacher's account, of this school (docs/decisions/0029-teachers.md). */
    school?: string;
  } = {},
) {
  const { email, emailpassword } = await parentCredentials(details.email, details.password);
  const response = await signUp(app, {
    email,
    emailpassword,
    firstname: details.firstname,
    ...(details.school !== undefined && { school: details.school }),
  });
  if (response.statusCode !== 200) throw new Error(`user.create failed: ${response.body}`);
  if (details.verified !== false) {
    const database = databaseOf.get(app);
    if (!database) throw new Error('registerParent needs an app made by createTestApp');
    await database.db
      .update(tables.parents)
      .set({ emailVerified: true })
      .where(eq(tables.parents.id, response.json().data.userId));
  }
  return {
    response,
    body: response.json(),
    cookie: sessionCookieOf(response),
    email,
    emailpassword,
  };
}

/**
 * Calls as the person signed in with `cookie`: the answer's JSON, or an error naming the tag
 * (the steps of test/family.ts run through it).
 */
export function callsAs(app: FastifyInstance, cookie: string): Call {
  return async (body) => {
    const answer = await callApi(app, body, { cookie });
    const { tag } = body as { tag?: string };
    if (answer.statusCode !== 200) throw new Error(`${tag} failed: ${answer.body}`);
    return answer.json();
  };
}

/** Buys premium in local test mode as the pages do (test/family.ts `buyPremium`). */
export async function buyTestPremium(app: FastifyInstance, cookie: string): Promise<void> {
  await buyPremium(callsAs(app, cookie));
}

/**
 * The parent adds a student as the add-student form does (student.create): Sam Reyes,
 * handle "sam", passcode 1234, grade 3, unless `change` says otherwise. Answered as it comes.
 */
export async function addStudent(
  app: FastifyInstance,
  cookie: string,
  change: Record<string, unknown> = {},
) {
  const handle = (change.accountname as string | undefined) ?? 'sam';
  return callApi(app, { ...(await newChildBody({ handle })), ...change }, { cookie });
}

/** The parent adds a student Sam with passcode 1234 and these subject days. */
export async function addScheduledStudent(
  app: FastifyInstance,
  cookie: string,
  accountname: string,
  mathschedule: Record<string, { schedule: string }>,
): Promise<void> {
  await addChild(callsAs(app, cookie), { handle: accountname, schedules: mathschedule });
}

/**
 * The child signs in on a device (student.connect) with the handle and passcode (1234 unless
 * said), from the time zone given if any. Answered as it comes.
 */
export async function studentConnect(
  app: FastifyInstance,
  accountname = 'sam',
  { passcode = '1234', timezone }: { passcode?: string; timezone?: string } = {},
) {
  return callApi(app, await childSignInBody(accountname, passcode, timezone));
}

/** A student's level per subject as student.create and student.update take it: 0 unless given. */
export const mathlevels = (levels: Partial<Record<Subject, number>>) =>
  Object.fromEntries(SUBJECTS.map((subject) => [subject, { level: String(levels[subject] ?? 0) }]));

/** A student's schedule per subject as student.update takes it: only the subjects given. */
export const mathschedule = (days: Partial<Record<Subject, string>>) =>
  Object.fromEntries(Object.entries(days).map(([subject, schedule]) => [subject, { schedule }]));

/**
 * A premium family: Dana signed up and paid, her child Sam (passcode 1234) signed in in
 * Toronto. Answers both session cookies.
 */
export async function premiumFamily(
  app: FastifyInstance,
): Promise<{ parentCookie: string; childCookie: string }> {
  const parent = await registerParent(app, { email: 'dana@example.com' });
  await buyTestPremium(app, parent.cookie);
  await addScheduledStudent(app, parent.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  const login = await studentConnect(app, 'sam', { timezone: 'America/Toronto' });
  if (login.statusCode !== 200) throw new Error(`student.connect failed: ${login.body}`);
  return { parentCookie: parent.cookie, childCookie: sessionCookieOf(login) };
}

/** A stream for pino that keeps every log line, for tests of what the server logs. */
export function captureLog(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

/** A log that keeps nothing, for the job engine and the mailer in tests. */
export const quietLog = { info() {}, warn() {}, error() {} };

/** The job engine as an operator's command runs it beside the servers: it enqueues, works nothing. */
export function startEnqueuer(database: Database, env: Env) {
  return startJobs({
    database,
    env,
    mailer: createMailer(env, quietLog),
    log: quietLog,
    work: false,
  });
}

/** A teacher's class as class.create takes it: 3B, grade 3, in American English, the usual methods. */
export const CLASS_3B = {
  name: '3B',
  grade: 3,
  locale: 'en-US',
  schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
} as const;
