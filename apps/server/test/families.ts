import { randomUUID } from 'node:crypto';
import { prehashPassword, REFUSAL_CODES, type Tag } from '@mathsteps/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  addScheduledStudent,
  buyTestPremium,
  CLASS_3B,
  callApi,
  completeWork,
  createTestApp,
  finishedWork,
  parentCredentials,
  registerParent,
  sessionCookieOf,
  studentConnect,
  type TestApp,
} from './test-app';

/**
 * The callers of the access matrix and the fuzzing: a visitor, parent A (premium) with
 * Sam, parent B (free, no student), parent D who has not verified the address yet, A's
 * student Sam, Max, a paused student of a parent C whose premium ended, teacher T with a
 * class, and teacher U who has not verified the address yet. With a valid call of every tag
 * for each of them.
 */
export const ROLES = [
  'visitor',
  'parentA',
  'parentB',
  'unverified',
  'studentA',
  'paused',
  'teacher',
  'unverifiedTeacher',
] as const;
export type Role = (typeof ROLES)[number];

export interface Families {
  cookie: Record<Role, string | undefined>;
  /** Sam's passcode 1234, pre-hashed. */
  samPassword: string;
  passwordOf: Record<
    'parentA' | 'parentB' | 'unverified' | 'teacher' | 'unverifiedTeacher',
    string
  >;
  /** Teacher T's class. */
  classId: string;
  /** Pia, a pupil of T's class, and her pictures. */
  pupil: { id: string; pictures: string[] };
  /** The class's code; Sam's link to the class (A asked, T accepted); Sam's id. */
  classCode: string;
  samLink: string;
  samId: string;
  /** T's invitation of Sam to a second class, not approved yet. */
  samInvitation: string;
  /** Sam's waiting targeted practice set. */
  focus?: { id: string; questions: unknown[] };
  /** Sam's open multiplication placement, started by A. */
  placementId?: string;
  /** Today's subtraction set, finished by Sam (one first try blank), not sent yet. */
  subtraction: Record<string, unknown>;
}

/**
 * A test app of its own with the families, for the tests of one describe block: its
 * fields are there once the block's tests run.
 */
export function appWithFamilies(): { readonly t: TestApp; readonly families: Families } {
  const shared = {} as { t: TestApp; families: Families };
  beforeAll(async () => {
    shared.t = await createTestApp();
    shared.families = await setUpFamilies(shared.t.app);
  });
  afterAll(() => shared.t.close());
  return shared;
}

/**
 * The failure shape (packages/domain/src/rpc/errors.ts): the tag, a reason, and a refusal's
 * known code and its parameters when `body` has them.
 */
export function failureShape(tag: unknown, body: { code?: unknown; params?: unknown }) {
  return {
    tag,
    reason: expect.any(String),
    ...(body.code === undefined ? {} : { code: expect.toBeOneOf(REFUSAL_CODES) }),
    ...(body.params === undefined ? {} : { params: expect.any(Object) }),
  };
}

/**
 * A call as one of the roles: with their session cookie, the visitor without; each from a
 * network address of its own, as people call (the per-address limits).
 */
export function callAs(app: FastifyInstance, families: Families, role: Role, body: unknown) {
  const cookie = families.cookie[role];
  return callApi(app, body, cookie ? { cookie } : {}, `10.0.0.${ROLES.indexOf(role) + 1}`);
}

export async function setUpFamilies(app: FastifyInstance): Promise<Families> {
  const a = await registerParent(app, { email: 'a@example.com' });
  await buyTestPremium(app, a.cookie);
  await addScheduledStudent(app, a.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  const b = await registerParent(app, { email: 'b@example.com' });
  const d = await registerParent(app, { email: 'd@example.com', verified: false });

  // C had premium and two students; premium ended, so Max (signed in) is paused.
  const c = await registerParent(app, { email: 'c@example.com' });
  await buyTestPremium(app, c.cookie);
  await addScheduledStudent(app, c.cookie, 'ana', {});
  await addScheduledStudent(app, c.cookie, 'max', {});
  const signIn = async (accountname: string) =>
    sessionCookieOf(await studentConnect(app, accountname));
  const paused = await signIn('max');
  await callApi(app, { tag: 'payment.testmanage', action: 'cancel' }, { cookie: c.cookie });

  // Sam finished an assignment (levelupdate has options) and has a practice set waiting.
  const studentA = await signIn('sam');
  const asSam = (body: object) => callApi(app, body, { cookie: studentA });
  await completeWork(app, studentA, { subject: 'addition' });
  const { tag: _tag, ...subtraction } = await finishedWork(app, studentA, {
    subject: 'subtraction',
    wrong: 1,
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
  await callApi(
    app,
    { tag: 'student.placementstart', accountname: 'sam', subject: 'multiplication' },
    { cookie: a.cookie },
  );
  const { placements } = (await asSam({ tag: 'student.placementget' })).json();
  const teacher = await registerParent(app, { email: 't@example.com', school: 'Hill School' });
  const unverifiedTeacher = await registerParent(app, {
    email: 'u@example.com',
    school: 'Hill School',
    verified: false,
  });
  const made = await callApi(
    app,
    { tag: 'class.create', ...VALID_CALLS['class.create']('teacher', {} as Families) },
    { cookie: teacher.cookie },
  );
  const classId: string = made.json().class.id;
  const roster = await callApi(
    app,
    { tag: 'class.addpupils', classid: classId, pupils: 'Pia P\nQuinn Q' },
    { cookie: teacher.cookie },
  );
  const [pia] = roster.json().pupils;
  const classCode: string = made.json().class.code;
  const asked = await callApi(
    app,
    { tag: 'student.joinclass', accountname: 'sam', code: classCode },
    { cookie: a.cookie },
  );
  const samLink: string = asked.json().class.id;
  const accepted = await callApi(
    app,
    { tag: 'class.acceptlink', classid: classId, linkid: samLink },
    { cookie: teacher.cookie },
  );
  const second = await callApi(
    app,
    { tag: 'class.create', ...VALID_CALLS['class.create']('teacher', {} as Families) },
    { cookie: teacher.cookie },
  );
  const invited = await callApi(
    app,
    { tag: 'class.invite', classid: second.json().class.id, accountname: 'sam' },
    { cookie: teacher.cookie },
  );
  return {
    cookie: {
      visitor: undefined,
      parentA: a.cookie,
      parentB: b.cookie,
      unverified: d.cookie,
      studentA,
      paused,
      teacher: teacher.cookie,
      unverifiedTeacher: unverifiedTeacher.cookie,
    },
    samPassword: await prehashPassword('sam', '1234'),
    passwordOf: {
      parentA: a.emailpassword,
      parentB: (await parentCredentials('b@example.com')).emailpassword,
      unverified: d.emailpassword,
      teacher: teacher.emailpassword,
      unverifiedTeacher: unverifiedTeacher.emailpassword,
    },
    classId,
    pupil: { id: pia.id, pictures: pia.pictures },
    classCode,
    samLink,
    samId: accepted.json().link.pupilid,
    samInvitation: invited.json().link.id,
    focus,
    placementId: placements?.[0]?.id,
    subtraction,
  };
}

const unique = () => randomUUID().slice(0, 8);

/** A call of each tag that its rightful caller makes successfully (without the tag). */
export const VALID_CALLS: Record<Tag, (role: Role, families: Families) => Record<string, unknown>> =
  {
    'device.create': () => ({ devicetype: 'matrix' }),
    'publicmath.get': () => ({ level: 3 }),
    'user.create': () => ({
      email: `new-${unique()}@example.com`,
      emailpassword: '1'.repeat(64),
      firstname: 'New',
      lastname: 'Parent',
      consent: true,
    }),
    'user.connect': (_role, families) => ({
      email: 'a@example.com',
      emailpassword: families.passwordOf.parentA,
    }),
    'user.logout': () => ({}),
    'user.signoutall': () => ({}),
    'user.get': () => ({}),
    'user.update': () => ({ lastname: 'Changed' }),
    'user.delete': (role, families) => ({
      currentpassword:
        families.passwordOf[
          role === 'parentB' ||
          role === 'unverified' ||
          role === 'teacher' ||
          role === 'unverifiedTeacher'
            ? role
            : 'parentA'
        ],
    }),
    'user.emailverify': () => ({}),
    'public.emailverify': () => ({ emailtoken: '12345678' }),
    'public.passwordforgot': () => ({ email: `forgot-${unique()}@example.com` }),
    'public.passwordreset': () => ({
      token: 'x'.repeat(22),
      email: 'a@example.com',
      emailpassword: '2'.repeat(64),
    }),
    'public.passwordresetcheck': () => ({ token: 'x'.repeat(22), email: 'a@example.com' }),
    'user.message': () => ({ subject: 'General question', body: 'Hello from the matrix' }),
    'student.create': () => ({
      firstname: 'Kid',
      lastname: 'Test',
      accountname: `kid${unique()}`,
      accountpassword: '2'.repeat(64),
      gradelevel: '2',
    }),
    'student.delete': () => ({ accountname: 'sam' }),
    'student.update': () => ({ accountname: 'sam', gradelevel: '4' }),
    'student.connect': (_role, families) => ({
      accountname: 'sam',
      accountpassword: families.samPassword,
    }),
    'student.logout': () => ({}),
    'student.get': () => ({}),
    'student.mathget': () => ({ subjects: ['addition'] }),
    'student.practiceget': () => ({ subject: 'addition', level: 0 }),
    'student.mathcomplete': (_role, families) => ({
      ...families.subtraction,
      attempt: randomUUID(),
    }),
    'student.levelupdate': () => ({ subject: 'addition', action: 'repeat', timezone: 'UTC' }),
    'student.badgesseen': () => ({ badges: ['first-problem'] }),
    'student.readaloud': () => ({ readaloud: 'true' }),
    'student.mathprogress': () => ({
      subject: 'addition',
      level: 2,
      attempt: randomUUID(),
      answered: 3,
      right: 2,
      questions: 10,
    }),
    'student.mathreporterror': () => ({
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
      entries: { 'answer-1': '3' },
    }),
    'payment.checkout': () => ({ priceid: 'monthly' }),
    'payment.testpay': () => ({ sessionid: 'cs_test_unknown' }),
    'payment.success': () => ({ sessionid: 'cs_test_unknown' }),
    'payment.manage': () => ({}),
    'payment.status': () => ({}),
    'payment.testmanage': () => ({ action: 'annual' }),
    'public.unsubscribe': () => ({ token: 'not-a-real-token-at-all' }),
    'student.report': () => ({ accountname: 'sam' }),
    'student.focusstart': () => ({
      accountname: 'sam',
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
    }),
    'student.focusget': () => ({}),
    'student.focuscomplete': (_role, { focus }) => ({
      focusid: focus?.id ?? randomUUID(),
      answers: (focus?.questions ?? [0]).map(() => ({})),
    }),
    'student.placementstart': () => ({ accountname: 'sam', subject: 'division' }),
    'student.placements': () => ({ accountname: 'sam' }),
    'student.placementget': () => ({}),
    'student.placementanswer': (_role, { placementId }) => ({
      placementid: placementId ?? randomUUID(),
      index: 0,
      notlearned: true,
    }),
    'student.activate': () => ({ accountname: 'sam' }),
    'student.factsget': () => ({ operation: 'addition' }),
    'student.factsmap': () => ({}),
    'student.factsfocus': () => ({ accountname: 'sam', fact: '7x8' }),
    'student.factsschedule': () => ({
      accountname: 'sam',
      schedule: 'mwf',
      operation: 'multiplication',
    }),
    'student.factscomplete': () => ({
      operation: 'addition',
      attempt: randomUUID(),
      typing: [{ number: '27', ms: 900 }],
      answers: [{ fact: '7+5', answer: '12', ms: 2500 }],
    }),
    'class.list': () => ({}),
    'class.create': () => ({ ...CLASS_3B, name: `Class ${unique()}` }),
    'class.update': (_role, { classId }) => ({ classid: classId, grade: 4 }),
    'class.delete': (_role, { classId }) => ({ classid: classId }),
    'class.get': (_role, { classId }) => ({ classid: classId }),
    'class.addpupils': (_role, { classId }) => ({
      classid: classId,
      // Letters only: a pupil's name has no digits.
      pupils: `Kid ${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`,
    }),
    'class.setwork': (_role, { classId }) => ({
      classid: classId,
      work: { addition: { level: 2, schedule: 'mtwrf' } },
    }),
    'class.importroster': (_role, { classId }) => ({
      classid: classId,
      pupils: [{ sourcedid: `user-${unique()}`, firstname: 'Rosa', initial: 'M' }],
    }),
    'class.removepupil': (_role, { classId, pupil }) => ({ classid: classId, pupilid: pupil.id }),
    'class.newpictures': (_role, { classId, pupil }) => ({ classid: classId, pupilid: pupil.id }),
    'class.newcode': (_role, { classId }) => ({ classid: classId }),
    'class.findlevels': (_role, { classId, pupil }) => ({
      classid: classId,
      subject: 'addition',
      pupilids: [pupil.id],
    }),
    'class.invite': (_role, { classId }) => ({ classid: classId, accountname: 'sam' }),
    'class.acceptlink': (_role, { classId, samLink }) => ({ classid: classId, linkid: samLink }),
    'class.endlink': (_role, { classId, samLink }) => ({ classid: classId, linkid: samLink }),
    'class.report': (_role, { classId, samId }) => ({ classid: classId, pupilid: samId }),
    'class.board': (_role, { classId }) => ({ classid: classId }),
    'class.mistakes': (_role, { classId }) => ({ classid: classId }),
    'class.week': (_role, { classId }) => ({ classid: classId }),
    'class.givepractice': (_role, { classId, pupil }) => ({
      classid: classId,
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
      pupilids: [pupil.id],
    }),
    'student.classes': () => ({ accountname: 'sam' }),
    'student.joinclass': (_role, { classCode }) => ({ accountname: 'sam', code: classCode }),
    'student.approveclass': (_role, { samInvitation }) => ({
      accountname: 'sam',
      linkid: samInvitation,
    }),
    'student.leaveclass': (_role, { samLink }) => ({ accountname: 'sam', linkid: samLink }),
    'class.page': (_role, { classId }) => ({ classid: classId }),
    'class.signin': (_role, { classId, pupil }) => ({
      classid: classId,
      pupilid: pupil.id,
      pictures: pupil.pictures,
    }),
  };
