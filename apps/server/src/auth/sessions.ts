import {
  and,
  type Db,
  eq,
  inArray,
  ne,
  or,
  preparedStatement,
  readTogether,
  sql,
  tables,
} from '@mathsteps/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type SubjectRow,
  studentFromJson,
  studentJsonColumn,
  subjectsColumn,
} from '../accounts/students';
import { premiumColumn } from '../billing/subscriptions';
import { bySubject, workDaysColumn, workDaysFromText } from '../learning/student-day';
import type { Caller } from '../rpc/handler';
import { randomToken, sha256 } from './tokens';

/**
 * Sessions (DESIGN.md §6): a random 256-bit token in an HttpOnly, SameSite=Strict cookie;
 * the database keeps only its SHA-256. 7 days from the last use, 30 days at most. Beside it
 * a readable marker cookie says which role is signed in, for the SPA's route guards; it
 * grants nothing by itself.
 */
export const TOKEN_COOKIE = 'ms_token';
export const MARKER_COOKIE = 'ms_session';

const DAY = 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** A session is slid forward (and its cookies renewed) at most once a day. */
const SLIDE_AFTER_MS = DAY;

/** Cookies are marked Secure when the product is served over HTTPS (PUBLIC_URL). */
export function secureCookies(env: { PUBLIC_URL: string }): boolean {
  return env.PUBLIC_URL.startsWith('https:');
}

type Owner = { parentId: string } | { studentId: string };

/**
 * A new session, and in the same statement the end of every session past its end (a
 * session's idle end is never after its absolute end: it starts before it and the slide
 * stops there, so `expires_at` finds them all, through its index).
 */
const createSessionStatement = preparedStatement(sql`
  with ended as (delete from ${tables.sessions} where expires_at <= ${sql.placeholder('now')}::timestamptz)
  insert into ${tables.sessions} (token_hash, parent_id, student_id, created_at, expires_at, absolute_expires_at)
  values (${sql.placeholder('tokenHash')}, ${sql.placeholder('parentId')}::uuid, ${sql.placeholder('studentId')}::uuid,
    ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('expiresAt')}::timestamptz,
    ${sql.placeholder('absoluteExpiresAt')}::timestamptz)`);

export async function createSession(db: Db, owner: Owner, now: Date): Promise<string> {
  const token = randomToken(32);
  await createSessionStatement(db, {
    tokenHash: sha256(token),
    parentId: 'parentId' in owner ? owner.parentId : null,
    studentId: 'studentId' in owner ? owner.studentId : null,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return token;
}

export function setSessionCookies(
  reply: FastifyReply,
  role: 'parent' | 'student',
  token: string,
  secure: boolean,
  maxAgeMs = SESSION_IDLE_MS,
): void {
  const common = {
    path: '/',
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  } as const;
  reply.setCookie(TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(MARKER_COOKIE, role, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [TOKEN_COOKIE, MARKER_COOKIE]) {
    reply.clearCookie(name, { path: '/', sameSite: 'strict', secure });
  }
}

/** The token of this request: the cookie, or the seed's `usertoken` field. */
export function requestToken(
  request: FastifyRequest,
  usertoken: string | undefined,
): string | undefined {
  return usertoken ?? request.cookies[TOKEN_COOKIE];
}

/**
 * How many UTC dates back a student's session reads their work: a student's local date is
 * at most a day from the UTC date, so this covers their week back (today and 7 days before).
 */
export const RECENT_DAYS = 8;

/** A session as `sessionByToken` reads it: one JSON object (times as text). */
interface SessionJson {
  parentId: string | null;
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
  const role = found.parentId ? 'parent' : 'student';
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
    return {
      role: 'parent',
      parentId: found.parentId,
      verified: found.verified === true,
      tokenHash,
    };
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

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(tables.sessions).where(eq(tables.sessions.tokenHash, tokenHash));
}

/**
 * "Sign out of all devices": every session of the parent but this one, and every session of
 * their children. Answers how many ended.
 */
export async function endFamilySessions(
  db: Db,
  parentId: string,
  keepTokenHash: string,
): Promise<number> {
  const ended = await db
    .delete(tables.sessions)
    .where(
      or(
        and(eq(tables.sessions.parentId, parentId), ne(tables.sessions.tokenHash, keepTokenHash)),
        inArray(
          tables.sessions.studentId,
          db
            .select({ id: tables.students.id })
            .from(tables.students)
            .where(eq(tables.students.parentId, parentId)),
        ),
      ),
    )
    .returning({ tokenHash: tables.sessions.tokenHash });
  return ended.length;
}

/** After a password change: every other session of the parent ends. */
export async function endOtherSessions(
  db: Db,
  parentId: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(tables.sessions)
    .where(
      and(eq(tables.sessions.parentId, parentId), ne(tables.sessions.tokenHash, keepTokenHash)),
    );
}
