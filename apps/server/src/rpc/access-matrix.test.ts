import type { Tag } from '@mathsteps/domain';
import { contract } from '@mathsteps/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  appWithFamilies,
  callAs,
  type Families,
  failureShape,
  ROLES,
  type Role,
  setUpFamilies,
  VALID_CALLS,
} from '../../test/families';
import { createTestApp } from '../../test/test-app';

/**
 * The access matrix (docs/operations.md "Security"): every tag called by a visitor, parent A, parent B, a
 * parent whose address is not verified (only the account's own tags, decision 0022), A's
 * student and a paused student, each answer checked against what that caller may do.
 * Deny is 401 (not signed in), 403 (wrong role, or paused) or 404 (somebody else's
 * student: its existence is not confirmed). Other answers are the tag's own, for callers
 * who got through: 200, or a rule of the product (402 premium, 409 conflict, 400 a code
 * that is not valid).
 */
type Expected = Record<Role, number>;

const everyone = (status: number): Expected => ({
  visitor: status,
  parentA: status,
  parentB: status,
  unverified: status,
  studentA: status,
  paused: status,
  teacher: status,
  unverifiedTeacher: status,
});
/**
 * The tags of a family's account in use: the unverified parent is told to check the e-mail;
 * a teacher has no family (docs/decisions/0029-teachers.md).
 */
const parents = (parentA: number, parentB: number): Expected => ({
  visitor: 401,
  parentA,
  parentB,
  unverified: 403,
  studentA: 403,
  paused: 403,
  teacher: 403,
  unverifiedTeacher: 403,
});
/** The account's own tags, open before its address is verified, a teacher's as a parent's. */
const account = (
  parentA: number,
  parentB: number,
  unverified: number,
  teacher = parentB,
): Expected => ({
  ...parents(parentA, parentB),
  unverified,
  teacher,
  unverifiedTeacher: unverified,
});
/** A's student gets `studentA`; the paused student is told why it cannot come in. */
const students = (studentA: number, paused = 403): Expected => ({
  visitor: 401,
  parentA: 403,
  parentB: 403,
  unverified: 403,
  studentA,
  paused,
  teacher: 403,
  unverifiedTeacher: 403,
});
/** A teacher's classes: the verified teacher only. */
const teachers = (teacher: number): Expected => ({
  ...parents(403, 403),
  teacher,
});

const EXPECTED: Record<Tag, Expected> = {
  'device.create': everyone(200),
  'publicmath.get': everyone(200),
  'user.create': everyone(200),
  'user.connect': everyone(200),
  'user.logout': account(200, 200, 200),
  'user.signoutall': account(200, 200, 200),
  'user.get': account(200, 200, 200),
  'user.update': account(200, 200, 200),
  'user.delete': account(200, 200, 200),
  // A and B have verified their address (409); D asks for a new e-mail.
  'user.emailverify': account(409, 409, 200),
  // Anyone may try a code; this one is not valid.
  'public.emailverify': everyone(400),
  // Anyone may ask for a link, and is answered alike; this link was never sent.
  'public.passwordforgot': everyone(200),
  'public.passwordreset': everyone(400),
  'public.passwordresetcheck': everyone(200),
  'user.message': account(200, 200, 200),
  // B, free, may add one student; A (premium) more.
  'student.create': parents(200, 200),
  'student.delete': parents(200, 404),
  'student.update': parents(200, 404),
  'student.connect': everyone(200),
  // A paused student may still sign out.
  'student.logout': students(200, 200),
  'student.get': students(200),
  'student.mathget': students(200),
  'student.practiceget': students(200),
  'student.mathcomplete': students(200),
  'student.levelupdate': students(200),
  'student.badgesseen': students(200),
  'student.readaloud': students(200),
  'student.mathprogress': students(200),
  'student.mathreporterror': students(200),
  // A has premium already (409); B starts a checkout.
  'payment.checkout': parents(409, 200),
  // No such checkout, for either parent.
  'payment.testpay': parents(404, 404),
  'payment.success': parents(404, 404),
  'payment.manage': parents(200, 200),
  'payment.status': account(200, 200, 200),
  // B has no subscription to change.
  'payment.testmanage': parents(200, 404),
  'public.unsubscribe': everyone(404),
  'student.report': parents(200, 404),
  'student.focusstart': parents(200, 404),
  'student.focusget': students(200),
  'student.focuscomplete': students(200),
  'student.placementstart': parents(200, 404),
  'student.placements': parents(200, 404),
  'student.placementget': students(200),
  'student.placementanswer': students(200),
  // With premium every student is active already (409).
  'student.activate': parents(409, 404),
  'student.factsget': students(200),
  'student.factsfocus': parents(200, 404),
  'student.factsschedule': parents(200, 404),
  'student.factsmap': students(200),
  'student.factscomplete': students(200),
  'class.list': teachers(200),
  'class.create': teachers(200),
  'class.update': teachers(200),
  'class.delete': teachers(200),
  'class.get': teachers(200),
  'class.addpupils': teachers(200),
  'class.setwork': teachers(200),
  'class.importroster': teachers(200),
  'class.removepupil': teachers(200),
  'class.newpictures': teachers(200),
  'class.newcode': teachers(200),
  'class.findlevels': teachers(200),
  // Sam is linked to T's class (A asked with its code, T accepted), and invited to another.
  'class.invite': teachers(200),
  'class.acceptlink': teachers(200),
  'class.endlink': teachers(200),
  'class.report': teachers(200),
  'class.board': teachers(200),
  'class.mistakes': teachers(200),
  'class.week': teachers(200),
  'class.givepractice': teachers(200),
  'student.classes': parents(200, 404),
  'student.joinclass': parents(200, 404),
  'student.approveclass': parents(200, 404),
  'student.leaveclass': parents(200, 404),
  // A class's sign-in page and its pupils' sign-in are for anyone in the room.
  'class.page': everyone(200),
  'class.signin': everyone(200),
};

/**
 * These change what later calls see (sign-out, deletion; a sign-in ends the session it
 * replaces): each gets families of its own.
 */
const DESTRUCTIVE: Tag[] = [
  'user.create',
  'user.connect',
  'student.connect',
  'user.logout',
  'user.signoutall',
  'user.delete',
  'student.delete',
  'student.logout',
  'class.delete',
  'class.removepupil',
  'class.newpictures',
  'class.signin',
  'class.endlink',
  'class.newcode',
  'student.leaveclass',
];

const isDenial = (status: number) => status === 401 || status === 403 || status === 404;

/** Denials first, so a caller who may change things does so after the others tried. */
const order = (expected: Expected) =>
  [...ROLES].sort((x, y) => Number(!isDenial(expected[x])) - Number(!isDenial(expected[y])));

async function answersOf(app: FastifyInstance, families: Families, tag: Tag) {
  const got: Partial<Expected> = {};
  for (const role of order(EXPECTED[tag])) {
    const response = await callAs(app, families, role, {
      tag,
      ...VALID_CALLS[tag](role, families),
    });
    got[role] = response.statusCode;
    if (response.statusCode !== 200) {
      const body = response.json();
      expect(body, `${tag} as ${role}`).toEqual(failureShape(`${tag}_error`, body));
    }
  }
  return got;
}

describe('the access matrix', () => {
  const shared = appWithFamilies();

  it('has a row for every tag of the contract', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(contract).sort());
  });

  const tags = Object.keys(EXPECTED) as Tag[];
  it.each(tags.filter((tag) => !DESTRUCTIVE.includes(tag)))('%s', async (tag) => {
    expect(await answersOf(shared.t.app, shared.families, tag)).toEqual(EXPECTED[tag]);
  });

  it.each(DESTRUCTIVE)('%s (on families of its own)', async (tag) => {
    const t = await createTestApp();
    try {
      const own = await setUpFamilies(t.app);
      expect(await answersOf(t.app, own, tag)).toEqual(EXPECTED[tag]);
    } finally {
      await t.close();
    }
  });
});
