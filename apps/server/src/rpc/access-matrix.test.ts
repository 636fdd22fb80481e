import { randomUUID } from 'node:crypto';
import { contract, prehashPassword, type Tag } from '@mathsteps/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addScheduledStudent,
  buyTestPremium,
  callApi,
  createTestApp,
  parentCredentials,
  registerParent,
  sessionCookieOf,
  type TestApp,
} from '../../test/test-app';

/**
 * The access matrix (DESIGN.md §6): every tag called by a visitor, parent A, parent B, A's
 * student and a paused student, each answer checked against what that caller may do.
 * Deny is 401 (not signed in), 403 (wrong role, or paused) or 404 (somebody else's
 * student: its existence is not confirmed). Other answers are the tag's own, for callers
 * who got through: 200, or a rule of the product (402 premium, 409 conflict, 400 a code
 * that is not valid).
 */
const ROLES = ['visitor', 'parentA', 'parentB', 'studentA', 'paused'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

const everyone = (status: number): Expected => ({
  visitor: status,
  parentA: status,
  parentB: status,
  studentA: status,
  paused: status,
});
const parents = (parentA: number, parentB: number): Expected => ({
  visitor: 401,
  parentA,
  parentB,
  studentA: 403,
  paused: 403,
});
/** A's student gets `studentA`; the paused student is told why it cannot come in. */
const students = (studentA: number, paused = 403): Expected => ({
  visitor: 401,
  parentA: 403,
  parentB: 403,
  studentA,
  paused,
});

interface Families {
  cookie: Record<Role, string | undefined>;
  /** Parent A's student, "sam" (passcode 1234); B has no student. */
  samPassword: string;
  /** A password pre-hashed per parent (for user.delete). */
  passwordOf: Record<'parentA' | 'parentB', string>;
  /** Sam's waiting targeted practice set. */
  focus?: { id: string; questions: unknown[] };
}

interface Row {
  expected: Expected;
  body: (role: Role, families: Families) => Record<string, unknown>;
  /** Changes what later calls see (sign-out, deletion): a fresh set of families. */
  destructive?: true;
}

const unique = () => randomUUID().slice(0, 8);

const MATRIX: Record<Tag, Row> = {
  'device.create': { expected: everyone(200), body: () => ({ devicetype: 'matrix' }) },
  'publicmath.get': { expected: everyone(200), body: () => ({}) },
  'user.create': {
    expected: everyone(200),
    body: () => ({
      email: `new-${unique()}@example.com`,
      emailpassword: '1'.repeat(64),
      firstname: 'New',
      lastname: 'Parent',
      consent: true,
    }),
  },
  'user.connect': {
    expected: everyone(200),
    body: (_role, families) => ({
      email: 'a@example.com',
      emailpassword: families.passwordOf.parentA,
    }),
  },
  'user.logout': { expected: parents(200, 200), body: () => ({}), destructive: true },
  'user.get': { expected: parents(200, 200), body: () => ({}) },
  'user.update': { expected: parents(200, 200), body: () => ({ lastname: 'Changed' }) },
  'user.delete': {
    expected: parents(200, 200),
    body: (role, families) => ({
      currentpassword: families.passwordOf[role === 'parentB' ? 'parentB' : 'parentA'],
    }),
    destructive: true,
  },
  'user.emailverify': { expected: parents(200, 200), body: () => ({}) },
  'public.emailverify': { expected: everyone(400), body: () => ({ emailtoken: '12345678' }) },
  'user.message': {
    expected: parents(200, 200),
    body: () => ({ subject: 'General question', body: 'Hello from the matrix' }),
  },
  'student.create': {
    // B, free, may add one student; A (premium) more.
    expected: parents(200, 200),
    body: () => {
      const accountname = `kid${unique()}`;
      return {
        firstname: 'Kid',
        lastname: 'Test',
        accountname,
        accountpassword: '2'.repeat(64),
        gradelevel: '2',
      };
    },
  },
  'student.delete': {
    expected: parents(200, 404),
    body: () => ({ accountname: 'sam' }),
    destructive: true,
  },
  'student.update': {
    expected: parents(200, 404),
    body: () => ({ accountname: 'sam', gradelevel: '4' }),
  },
  'student.connect': {
    expected: everyone(200),
    body: (_role, families) => ({ accountname: 'sam', accountpassword: families.samPassword }),
  },
  'student.logout': { expected: students(200, 200), body: () => ({}), destructive: true },
  'student.get': { expected: students(200), body: () => ({}) },
  'student.mathget': { expected: students(200), body: () => ({ subjects: ['addition'] }) },
  'student.practiceget': {
    expected: students(200),
    body: () => ({ subject: 'addition', level: 0 }),
  },
  'student.mathcomplete': {
    expected: students(200),
    body: () => ({ subject: 'subtraction', errors: '1', timezone: 'UTC', attempt: randomUUID() }),
  },
  'student.levelupdate': {
    // Offered after the assignment finished in the setup.
    expected: students(200),
    body: () => ({ subject: 'addition', action: 'repeat', timezone: 'UTC' }),
  },
  'student.mathreporterror': {
    expected: students(200),
    body: () => ({
      question: {
        subject: 'addition',
        question: 1,
        level: 2,
        number_0: '27',
        number_1: '15',
        errorcount: 1,
        result: { answer: '32' },
        correct: { answer: '42' },
      },
      entries: {},
    }),
  },
  // A has premium already (409); B starts a checkout.
  'payment.checkout': { expected: parents(409, 200), body: () => ({ priceid: 'monthly' }) },
  'payment.testpay': {
    expected: parents(404, 404),
    body: () => ({ sessionid: 'cs_test_unknown' }),
  },
  'payment.success': {
    expected: parents(404, 404),
    body: () => ({ sessionid: 'cs_test_unknown' }),
  },
  'payment.manage': { expected: parents(200, 200), body: () => ({}) },
  'payment.status': { expected: parents(200, 200), body: () => ({}) },
  // B has no subscription to change.
  'payment.testmanage': { expected: parents(200, 404), body: () => ({ action: 'annual' }) },
  'public.unsubscribe': {
    expected: everyone(404),
    body: () => ({ token: 'not-a-real-token-at-all' }),
  },
  'student.report': { expected: parents(200, 404), body: () => ({ accountname: 'sam' }) },
  'student.focusstart': {
    expected: parents(200, 404),
    body: () => ({
      accountname: 'sam',
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
    }),
  },
  'student.focusget': { expected: students(200), body: () => ({}) },
  'student.focuscomplete': {
    expected: students(200),
    body: (_role, { focus }) => ({
      focusid: focus?.id ?? randomUUID(),
      answers: (focus?.questions ?? [0]).map(() => ({})),
    }),
  },
  // With premium every student is active already (409).
  'student.activate': { expected: parents(409, 404), body: () => ({ accountname: 'sam' }) },
};

/** Parent A (premium) with Sam, parent B (free, no student), and a paused student of C's. */
async function setUpFamilies(app: FastifyInstance): Promise<Families> {
  const a = await registerParent(app, { email: 'a@example.com' });
  await buyTestPremium(app, a.cookie);
  await addScheduledStudent(app, a.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  const b = await registerParent(app, { email: 'b@example.com' });

  // C had premium and two students; premium ended, so Max (signed in) is paused.
  const c = await registerParent(app, { email: 'c@example.com' });
  await buyTestPremium(app, c.cookie);
  await addScheduledStudent(app, c.cookie, 'ana', {});
  await addScheduledStudent(app, c.cookie, 'max', {});
  const signIn = async (accountname: string) =>
    sessionCookieOf(
      await callApi(app, {
        tag: 'student.connect',
        accountname,
        accountpassword: await prehashPassword(accountname, '1234'),
      }),
    );
  const paused = await signIn('max');
  await callApi(app, { tag: 'payment.testmanage', action: 'cancel' }, { cookie: c.cookie });

  const studentA = await signIn('sam');
  const asSam = (body: object) => callApi(app, body, { cookie: studentA });
  await asSam({
    tag: 'student.mathcomplete',
    subject: 'addition',
    errors: '0',
    timezone: 'UTC',
    attempt: randomUUID(),
  });
  await callApi(
    app,
    {
      tag: 'student.focusstart',
      accountname: 'sam',
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
    },
    { cookie: a.cookie },
  );
  const { focus } = (await asSam({ tag: 'student.focusget' })).json();
  return {
    cookie: { visitor: undefined, parentA: a.cookie, parentB: b.cookie, studentA, paused },
    samPassword: await prehashPassword('sam', '1234'),
    passwordOf: {
      parentA: a.emailpassword,
      parentB: (await parentCredentials('b@example.com')).emailpassword,
    },
    focus,
  };
}

const isDenial = (status: number) => status === 401 || status === 403 || status === 404;

/** Denials first, so a caller who may change things does so after the others tried. */
const order = (expected: Expected) =>
  [...ROLES].sort((x, y) => Number(!isDenial(expected[x])) - Number(!isDenial(expected[y])));

async function answersOf(app: FastifyInstance, families: Families, tag: Tag) {
  const row = MATRIX[tag];
  const got: Partial<Expected> = {};
  for (const role of order(row.expected)) {
    const cookie = families.cookie[role];
    const response = await callApi(
      app,
      { tag, ...row.body(role, families) },
      cookie ? { cookie } : {},
    );
    got[role] = response.statusCode;
    if (response.statusCode !== 200) {
      expect(response.json(), `${tag} as ${role}`).toEqual({
        tag: `${tag}_error`,
        reason: expect.any(String),
      });
    }
  }
  return got;
}

describe('the access matrix', () => {
  let shared: TestApp;
  let families: Families;
  beforeAll(async () => {
    shared = await createTestApp();
    families = await setUpFamilies(shared.app);
  });
  afterAll(() => shared.close());

  it('has a row for every tag of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(contract).sort());
  });

  const tags = Object.keys(MATRIX) as Tag[];
  it.each(tags.filter((tag) => !MATRIX[tag].destructive))('%s', async (tag) => {
    expect(await answersOf(shared.app, families, tag)).toEqual(MATRIX[tag].expected);
  });

  it.each(tags.filter((tag) => MATRIX[tag].destructive))(
    '%s (on families of its own)',
    async (tag) => {
      const t = await createTestApp();
      try {
        const own = await setUpFamilies(t.app);
        expect(await answersOf(t.app, own, tag)).toEqual(MATRIX[tag].expected);
      } finally {
        await t.close();
      }
    },
  );
});
