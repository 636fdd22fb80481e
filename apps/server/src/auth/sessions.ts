import { and, type Db, eq, inArray, ne, or, preparedStatement, sql, tables } from '@mathsteps/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from './tokens';

/**
 * Sessions (docs/operations.md "Security"): a random 256-bit token in an HttpOnly, SameSite=Strict cookie;
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
export const SLIDE_AFTER_MS = DAY;

/** Cookies are marked Secure when the product is served over HTTPS (PUBLIC_URL). */
export function secureCookies(env: { PUBLIC_URL: string }): boolean {
  return env.PUBLIC_URL.startsWith('https:');
}

/**
 * Whose session or device a sign-in makes ('parent': an adult's account, a teacher's too,
 * docs/decisions/0029-teachers.md), and the stored secret (hash) its password or
 * passcode was weighed against: the row is written only while that hash is still the stored
 * one (docs/decisions/0024-remembered-devices.md).
 */
export interface SignedIn {
  role: 'parent' | 'student';
  id: string;
  passwordHash: string;
}

/**
 * The secret a sign-in weighed is still the account's: in the statement that writes its
 * session or device row. `for share` waits for a change of the secret in flight and reads
 * the row it commits, so a sign-in weighed against a secret changed meanwhile writes nothing;
 * one written before the change is deleted by it (the change deletes after it updates).
 */
export const secretStillStored = (signedIn: SignedIn) =>
  signedIn.role === 'parent'
    ? sql`exists (select 1 from ${tables.parents} where id = ${signedIn.id}::uuid and password_hash = ${signedIn.passwordHash} for share)`
    : sql`exists (select 1 from ${tables.students} where id = ${signedIn.id}::uuid and password_hash = ${signedIn.passwordHash} for share)`;

/**
 * A new session, and in the same statement the end of every session past its end (a
 * session's idle end is never after its absolute end: it starts before it and the slide
 * stops there, so `expires_at` finds them all, through its index). Written only while the
 * secret weighed is still the stored one (`secretStillStored`).
 */
const createSessionStatement = preparedStatement<{ token_hash: string }>(sql`
  with ended as (delete from ${tables.sessions} where expires_at <= ${sql.placeholder('now')}::timestamptz)
  insert into ${tables.sessions} (token_hash, parent_id, student_id, created_at, expires_at, absolute_expires_at)
  select ${sql.placeholder('tokenHash')}, ${sql.placeholder('parentId')}::uuid, ${sql.placeholder('studentId')}::uuid,
    ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('expiresAt')}::timestamptz,
    ${sql.placeholder('absoluteExpiresAt')}::timestamptz
  where exists (select 1 from ${tables.parents} where id = ${sql.placeholder('parentId')}::uuid
      and password_hash = ${sql.placeholder('secret')} for share)
    or exists (select 1 from ${tables.students} where id = ${sql.placeholder('studentId')}::uuid
      and password_hash = ${sql.placeholder('secret')} for share)
  returning token_hash`);

/** A new session's token, or null when the secret weighed changed meanwhile. */
export async function createSession(db: Db, signedIn: SignedIn, now: Date): Promise<string | null> {
  const token = randomToken(32);
  const written = await createSessionStatement(db, {
    tokenHash: sha256(token),
    parentId: signedIn.role === 'parent' ? signedIn.id : null,
    studentId: signedIn.role === 'student' ? signedIn.id : null,
    secret: signedIn.passwordHash,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return written.length > 0 ? token : null;
}

export function setSessionCookies(
  reply: FastifyReply,
  role: 'parent' | 'teacher' | 'student',
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

/** The token of this request: the cookie, or the product's `usertoken` field. */
export function requestToken(
  request: FastifyRequest,
  usertoken: string | undefined,
): string | undefined {
  return usertoken ?? request.cookies[TOKEN_COOKIE];
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
