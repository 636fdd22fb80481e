import { randomBytes } from 'node:crypto';
import { and, type Db, desc, eq, inArray, ne, notInArray, sql, tables } from '@mathsteps/db';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from './callers';
import type { ServerKeys } from './keys';
import { type SignedIn, secretStillStored, secureCookies } from './sessions';
import { type Claim, claimAttempt, LIMITS } from './throttle';

/**
 * How a login is limited (docs/operations.md "Security"), with device cookies as OWASP's
 * "Slow Down Online Guessing Attacks with Device Cookies" describes them (decision 0012).
 *
 * A successful sign-in leaves a signed cookie naming the account on the device. A login
 * presenting one for its own account is limited only by that device's count: a stranger
 * filling the address's or the account's count (a school's NAT, a guessing attack from many
 * addresses) does not lock out a family's own tablet. Any other login is counted per
 * account and address, per address and per account.
 *
 * A device counts only while the database remembers it (docs/decisions/0024-remembered-devices.md):
 * a change of the password or passcode forgets every device of the account, so cookies
 * gathered while an old secret was known give no guesses at the new one. Devices belong to an
 * account, not to an address: several accounts may name one address (decision 0012), and
 * only the account itself forgets its devices.
 */
export type LoginRole = 'parent' | 'student' | 'pupil';
/** Whose devices are remembered: a pupil's are a child's account's like any other. */
type AccountRole = 'parent' | 'student';

export const DEVICE_COOKIE = 'ms_device';
const DAY = 24 * 60 * 60_000;
/** A device that has not signed in for this long is a stranger again. */
export const DEVICE_COOKIE_MS = 180 * DAY;
/** The accounts one device remembers (a family tablet: a parent and a few children). */
const ACCOUNTS_PER_DEVICE = 10;
/** The devices one account is remembered on (a family's phones, tablets and computers). */
export const DEVICES_PER_ACCOUNT = 10;

const RULES = {
  parent: {
    name: 'parent-login',
    perDevice: LIMITS.parentLoginPerDevice,
    perAccountAndAddress: LIMITS.parentLoginPerAccountAndAddress,
    perAddress: LIMITS.parentLoginPerAddress,
    perAccount: LIMITS.parentLoginPerAccount,
    refused: { code: 'too_many_logins' } as const,
  },
  student: {
    name: 'student-login',
    perDevice: LIMITS.studentLoginPerDevice,
    perAccountAndAddress: LIMITS.studentLoginPerAccountAndAddress,
    perAddress: LIMITS.studentLoginPerAddress,
    perAccount: LIMITS.studentLoginPerAccount,
    refused: { code: 'too_many_student_logins' } as const,
  },
  /**
   * A pupil on its class's page, named by its id: its pictures are guessed per pupil, and the
   * school's address has room for every class's mistakes, so that no stranger's guessing
   * locks a whole class out (docs/operations.md "Security").
   */
  pupil: {
    name: 'pupil-login',
    perDevice: LIMITS.studentLoginPerDevice,
    perAccountAndAddress: LIMITS.studentLoginPerAccountAndAddress,
    perAddress: LIMITS.pupilLoginPerAddress,
    perAccount: LIMITS.studentLoginPerAccount,
    refused: { code: 'too_many_pupil_logins' } as const,
  },
} as const;

const ACCOUNT_ROLE: Record<LoginRole, AccountRole> = {
  parent: 'parent',
  student: 'student',
  pupil: 'student',
};

/** One remembered account: `nonce.account.expires.signature`. */
interface DeviceEntry {
  nonce: string;
  /** The keyed hash of the role and account id: the cookie never holds the e-mail. */
  account: string;
  /** Seconds since 1970. */
  expires: number;
}

const signed = (entry: DeviceEntry) => `${entry.nonce}.${entry.account}.${entry.expires}`;

/** The cookie's entries that are signed by us and not expired; anything else is ignored. */
function deviceEntries(keys: ServerKeys, cookie: string | undefined, now: Date): DeviceEntry[] {
  if (!cookie || cookie.length > 2000) return [];
  const entries: DeviceEntry[] = [];
  for (const text of cookie.split('~').slice(0, ACCOUNTS_PER_DEVICE)) {
    const [nonce, account, expires, signature, ...rest] = text.split('.');
    if (!nonce || !account || !expires || !signature || rest.length > 0) continue;
    const entry = { nonce, account, expires: Number(expires) };
    if (!Number.isSafeInteger(entry.expires) || entry.expires * 1000 <= now.getTime()) continue;
    if (keys.verify('device-cookie', signed(entry), signature)) entries.push(entry);
  }
  return entries;
}

/** A device's name for an account: by its id, never by an address several accounts may name. */
const accountOf = (keys: ServerKeys, role: AccountRole, id: string) =>
  keys.hash('device-account', `${role}-id:${id}`);

/** The accounts a login names (an address may be named by several parents' accounts). */
async function accountsNamed(db: Db, role: LoginRole, login: string): Promise<string[]> {
  if (role === 'pupil') return [login];
  const rows =
    role === 'parent'
      ? await db
          .select({ id: tables.parents.id })
          .from(tables.parents)
          .where(eq(tables.parents.email, login))
      : await db
          .select({ id: tables.students.id })
          .from(tables.students)
          .where(eq(tables.students.accountname, login));
  return rows.map((row) => row.id);
}

/** Whether the database still remembers this device for its account. */
async function remembered(db: Db, entry: DeviceEntry): Promise<boolean> {
  const [row] = await db
    .select({ nonce: tables.loginDevices.nonce })
    .from(tables.loginDevices)
    .where(
      and(
        eq(tables.loginDevices.account, entry.account),
        eq(tables.loginDevices.nonce, entry.nonce),
      ),
    );
  return row !== undefined;
}

/** An account, as its devices are remembered. */
export interface DeviceAccount {
  role: AccountRole;
  id: string;
}

/**
 * Forgets every device remembered for these accounts: their next login is a stranger's. Run
 * when a password, passcode or address changes, on "Sign out of all devices" and when the
 * account goes: by the account itself, for its own devices only.
 */
export async function forgetDevices(
  db: Db,
  keys: ServerKeys,
  accounts: readonly DeviceAccount[],
): Promise<void> {
  if (accounts.length === 0) return;
  const keyed = accounts.map(({ role, id }) => accountOf(keys, role, id));
  await db.delete(tables.loginDevices).where(inArray(tables.loginDevices.account, keyed));
}

export interface LoginAttempt {
  /**
   * The secret was right for this account: the attempt is given back and the device
   * remembered, if the secret weighed is still the stored one.
   */
  succeeded(signedIn: SignedIn): Promise<void>;
}

/** A parent's account and each of their children's, for `forgetDevices`. */
export async function familyAccounts(db: Db, parentId: string): Promise<DeviceAccount[]> {
  const children = await db
    .select({ id: tables.students.id })
    .from(tables.students)
    .where(eq(tables.students.parentId, parentId));
  return [
    { role: 'parent', id: parentId },
    ...children.map((child) => ({ role: 'student' as const, id: child.id })),
  ];
}

/**
 * Counts a login before its secret is weighed, or refuses it with 429 (auth/throttle.ts).
 * `login` is the e-mail or the handle, as typed (already normalised by the contract).
 */
export async function claimLogin(
  ctx: Pick<AuthContext, 'db' | 'keys' | 'now' | 'env' | 'request' | 'reply'>,
  role: LoginRole,
  login: string,
): Promise<LoginAttempt> {
  const { keys, request } = ctx;
  const rules = RULES[role];
  const now = ctx.now();
  const entries = deviceEntries(keys, request.cookies[DEVICE_COOKIE], now);
  const named = entries.length === 0 ? [] : await accountsNamed(ctx.db, role, login);
  const accounts = new Set(named.map((id) => accountOf(keys, ACCOUNT_ROLE[role], id)));
  const cookieEntry = entries.find((entry) => accounts.has(entry.account));
  const device = cookieEntry && (await remembered(ctx.db, cookieEntry)) ? cookieEntry : undefined;
  const forget = device
    ? `${rules.name}-device:${device.nonce}`
    : `${rules.name}:${login}:${request.ip}`;
  const claims: Claim[] = device
    ? [{ key: forget, limit: rules.perDevice }]
    : [
        { key: forget, limit: rules.perAccountAndAddress },
        { key: `${rules.name}-ip:${request.ip}`, limit: rules.perAddress },
        { key: `${rules.name}:${login}`, limit: rules.perAccount },
      ];
  const attempt = await claimAttempt(ctx, claims, now, rules.refused);
  return {
    async succeeded(signedIn) {
      await attempt.refund(forget);
      const account = accountOf(keys, ACCOUNT_ROLE[role], signedIn.id);
      await rememberDevice(ctx, entries, account, signedIn, device, now);
    },
  };
}

/**
 * The cookie after a successful sign-in: this account first, with a new nonce (its count
 * starts again), then the other accounts the device remembers. The new nonce replaces the
 * device's old one in the database; past DEVICES_PER_ACCOUNT, the least recently used go.
 */
async function rememberDevice(
  ctx: Pick<AuthContext, 'db' | 'keys' | 'env' | 'reply'>,
  entries: DeviceEntry[],
  account: string,
  signedIn: SignedIn,
  previous: DeviceEntry | undefined,
  now: Date,
): Promise<void> {
  const entry: DeviceEntry = {
    nonce: randomBytes(12).toString('base64url'),
    account,
    expires: Math.floor((now.getTime() + DEVICE_COOKIE_MS) / 1000),
  };
  const { loginDevices } = tables;
  const written = await ctx.db.transaction(async (tx) => {
    // Only while the secret weighed is still the account's (auth/sessions.ts).
    const { rows } = (await tx.execute(sql`
      insert into ${loginDevices} (account, nonce, used_at)
      select ${account}, ${entry.nonce}, ${now.toISOString()}::timestamptz
      where ${secretStillStored(signedIn)}
      returning nonce`)) as unknown as { rows: unknown[] };
    if (rows.length === 0) return false;
    if (previous) {
      await tx
        .delete(loginDevices)
        .where(and(eq(loginDevices.account, account), eq(loginDevices.nonce, previous.nonce)));
    }
    // This device, and the others most recently used.
    const others = and(eq(loginDevices.account, account), ne(loginDevices.nonce, entry.nonce));
    const kept = tx
      .select({ nonce: loginDevices.nonce })
      .from(loginDevices)
      .where(others)
      .orderBy(desc(loginDevices.usedAt))
      .limit(DEVICES_PER_ACCOUNT - 1);
    await tx.delete(loginDevices).where(and(others, notInArray(loginDevices.nonce, kept)));
    return true;
  });
  if (!written) return;
  const kept = [entry, ...entries.filter((other) => other.account !== account)].slice(
    0,
    ACCOUNTS_PER_DEVICE,
  );
  const value = kept
    .map((one) => `${signed(one)}.${ctx.keys.hash('device-cookie', signed(one))}`)
    .join('~');
  setDeviceCookie(ctx.reply, value, secureCookies(ctx.env));
}

function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    // Only logins read it: it is not sent with the pages.
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(DEVICE_COOKIE_MS / 1000),
  });
}
