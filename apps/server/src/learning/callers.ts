import { type Db, eq, preparedStatement, readTogether, sql, tables } from '@mathsteps/db';
import type { Subject } from '@mathsteps/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type SessionStudent,
  type SubjectRow,
  studentFromJson,
  studentJsonColumn,
  subjectsColumn,
} from '../accounts/students';
import type { SessionCaller } from '../auth/callers';
import {
  clearSessionCookies,
  requestToken,
  SESSION_IDLE_MS,
  SLIDE_AFTER_MS,
  setSessionCookies,
  TOKEN_COOKIE,
} from '../auth/sessions';
import { sha256 } from '../auth/tokens';
import { premiumColumn } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import { bySubject, type WorkDay, workDaysColumn, workDaysFromText } from './student-day';

/**
 * Who is calling, read with their session in one round trip (decision 0008): for a child,
 * their row, subjects, plan and the days of their recent work come with it, since the
 * children's calls are the busiest and student.mathget needs nothing more. Here, above the
 * accounts, billing and the child's day it reads; auth keeps the tokens and cookies.
 */

/** A child's call: their session, and their day as the session read brought it. */
export type LearnerCaller = Extract<SessionCaller, { role: 'student' }> & {
  /** Every column of the student's row but the password's hash. */
  student: SessionStudent;
  /** Level, schedule and last completion per subject. */
  subjects: Map<Subject, SubjectRow>;
  /** Whether the parent's plan is premium (billing/subscriptions.ts's rule). */
  premium: boolean;
  /** The days of the work finished on the last RECENT_DAYS UTC dates, in no order. */
  workDays: WorkDay[];
};

/** Who is calling: a visitor, a parent, a teacher, or a child with their day. */
export type Caller = Exclude<SessionCaller, { role: 'student' }> | LearnerCaller;

const DAY = 24 * 60 * 60_000;

/**
 * The signed-in student's session, with what was read with it (their row, subjects, plan
 * and recent work). A paused student (docs/product.md "Plans") is told why.
 */
export function activeSession(caller: Caller): LearnerCaller {
  if (caller.role !== 'student') throw ApiFailure.refusing(403, { code: 'not_allowed' });
  if (caller.student.paused) throw ApiFailure.refusing(403, { code: 'student_resting' });
  return caller;
}

/** The signed-in student's row, read with their session. */
export function activeStudent(caller: Caller): SessionStudent {
  return activeSession(caller).student;
}

/**
 * How many UTC dates back a student's session reads their work: a student's local date is
 * at most a day from the UTC date, so this covers their week back (today and 7 days before).
 */
export const RECENT_DAYS = 8;

/** A session as `sessionByToken` reads it: one JSON object (times as text). */
interface SessionJson {
  parentId: string | null;
  /** The adult account's role ('parent' or 'teacher'); null for a student's session. */
  role: string | null;
  /** Whether the parent's address is verified; null for a student's session. */
  verified: boolean | null;
  expiresAt: string;
  absoluteExpiresAt: string;
  student: Record<string, unknown> | null;
  subjects: SubjectRow[];
  premium: boolean;
  workDays: string;
}

/**
 * Every call with a token asks this, in one round trip: the session, and if it is a
 * student's, their row, subjects, plan and the days of their recent work, as one JSON
 * column (parsing one column costs the server far less than mapping twenty), for
 * each token asked; `null` for a token with no session. Each token's session is a subquery
 * of its own, so that PostgreSQL looks each one up by its indexes: asked for the tokens in
 * one join, it scanned every student and every subscription to hash them, which cost twice
 * as much per session for a batch of 15 on the bench's 2,000 families.
 */
const sessionsByTokens = preparedStatement<{ tokenHash: string; session: SessionJson | null }>(sql`
  select asked.token_hash as "tokenHash", (select json_build_object(
    'parentId', ${tables.sessions.parentId},
    'role', ${tables.parents.role},
    'verified', ${tables.parents.emailVerified},
    'expiresAt', ${tables.sessions.expiresAt},
    'absoluteExpiresAt', ${tables.sessions.absoluteExpiresAt},
    'student', ${studentJsonColumn()},
    'subjects', ${subjectsColumn()},
    'premium', ${premiumColumn()},
    'workDays', ${workDaysColumn()})
    from ${tables.sessions}
    left join ${tables.students} on ${tables.students.id} = ${tables.sessions.studentId}
    left join ${tables.parents} on ${tables.parents.id} = ${tables.sessions.parentId}
    where ${tables.sessions.tokenHash} = asked.token_hash) as session
  from unnest(string_to_array(${sql.placeholder('tokenHashes')}, ',')) as asked (token_hash)`);

/**
 * The sessions of the calls that arrived together, in one statement (readTogether). The
 * hashes are hex, so a comma separates them: one text value reads the same on PostgreSQL
 * and PGlite, where an array value would need each driver's own serialiser.
 */
const sessionByToken = readTogether(async (db: Db, tokenHashes, since) => {
  const rows = await sessionsByTokens(db, { tokenHashes: tokenHashes.join(','), since });
  return new Map(rows.flatMap((row) => (row.session ? [[row.tokenHash, row.session]] : [])));
});

/**
 * Who is calling. A token that is unknown or expired makes a visitor, and its cookies are
 * cleared; a live one slides forward.
 */
export async function identifyCaller(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  usertoken: string | undefined,
  now: Date,
  secure: boolean,
): Promise<Caller> {
  const token = requestToken(request, usertoken);
  if (!token) return { role: 'visitor' };
  const tokenHash = sha256(token);
  const since = new Date(now.getTime() - RECENT_DAYS * DAY).toISOString().slice(0, 10);
  const found = await sessionByToken(db, tokenHash, since);
  const expiresAt = found && Date.parse(found.expiresAt);
  const absoluteExpiresAt = found && Date.parse(found.absoluteExpiresAt);
  if (!found || !expiresAt || !absoluteExpiresAt) return endedSession();
  if (expiresAt <= now.getTime() || absoluteExpiresAt <= now.getTime()) {
    await db.delete(tables.sessions).where(eq(tables.sessions.tokenHash, tokenHash));
    return endedSession();
  }
  const role = !found.parentId ? 'student' : found.role === 'teacher' ? 'teacher' : 'parent';
  const idleEnd = now.getTime() + SESSION_IDLE_MS;
  if (idleEnd - expiresAt > SLIDE_AFTER_MS) {
    const slidTo = new Date(Math.min(idleEnd, absoluteExpiresAt));
    await db
      .update(tables.sessions)
      .set({ expiresAt: slidTo })
      .where(eq(tables.sessions.tokenHash, tokenHash));
    if (request.cookies[TOKEN_COOKIE] === token) {
      setSessionCookies(reply, role, token, secure, slidTo.getTime() - now.getTime());
    }
  }
  if (found.parentId) {
    // An adult's account, a parent's or a teacher's (docs/decisions/0029-teachers.md).
    const verified = found.verified === true;
    return role === 'teacher'
      ? { role, teacherId: found.parentId, verified, tokenHash }
      : { role: 'parent', parentId: found.parentId, verified, tokenHash };
  }
  // A student's sessions are deleted with the student, so their row is there.
  const student = studentFromJson(found.student!);
  return {
    role: 'student',
    studentId: student.id,
    student,
    subjects: bySubject(found.subjects),
    premium: found.premium,
    workDays: workDaysFromText(found.workDays),
    tokenHash,
  };

  function endedSession(): Caller {
    if (request.cookies[TOKEN_COOKIE]) clearSessionCookies(reply, secure);
    return { role: 'visitor' };
  }
}
