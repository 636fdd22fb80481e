import type { ParentData, StudentData } from '@mathsteps/domain';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie } from './cookies';

/**
 * The browser's view of who is signed in (docs/product.md): a profile kept in local
 * storage plus a marker cookie that the server sets beside its HttpOnly session cookie.
 * Both must be there. The session token itself is never readable by scripts.
 */

export interface ParentProfile {
  role: 'parent';
  firstName: string;
  lastName: string;
  email: string;
  userpremium: 'true' | 'false';
  emails: 'true' | 'false';
  emailverified: 'true' | 'false';
  ftue: string[];
  /** The language chosen for the parent's pages and e-mails; '' (or absent, kept before) for none. */
  locale?: string;
}

/**
 * Who is signed in as a child, and nothing of the child's work: levels, schedules, the day and
 * the child's choices are the server's, read through the query cache, which the device keeps
 * for offline (apps/web/src/api/learning.ts, docs/architecture.md "Where the child's state lives").
 */
export interface StudentProfile {
  role: 'student';
  /** The student's id; a session saved by an earlier release has none (`workOwner`). */
  id?: string;
  accountname: string;
  fullName: string;
  /** The zone of the child's day: the parent's choice, else the browser's at login. */
  timezone: string;
  /** The child's grade, 1 to 7 (absent in a session kept by an older version). */
  grade?: number;
  /**
   * A pupil signed in on its class's page: the class, whose page "Done" brings back for the
   * next pupil (docs/product.md "Teachers and classes").
   */
  classId?: string;
}

/** A teacher's account (docs/decisions/0029-teachers.md): an adult's, as a parent's, with a school. */
export interface TeacherProfile {
  role: 'teacher';
  firstName: string;
  lastName: string;
  email: string;
  emailverified: 'true' | 'false';
  school: string;
  locale?: string;
}

/** An adult's account: a parent's or a teacher's (the same sign-in, e-mail and password). */
export type AccountProfile = ParentProfile | TeacherProfile;

export type Session = AccountProfile | StudentProfile;

/** Whether the session is an adult's, a parent's or a teacher's. */
export function isAccount(session: Session | null | undefined): session is AccountProfile {
  return session?.role === 'parent' || session?.role === 'teacher';
}

const STORAGE_KEY = 'mathsteps.session';
/** Non-secret cookie set by the server with the session cookie, same lifetime. */
export const SESSION_MARKER_COOKIE = 'ms_session';

const listeners = new Set<() => void>();
let cached: { raw: string | null; marker: string | undefined; session: Session | null } | undefined;

export function getSession(): Session | null {
  // The server draws only a visitor's pages (docs/decisions/0019-visitor-pages-drawn-by-the-server.md).
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(STORAGE_KEY);
  const marker = readCookie(SESSION_MARKER_COOKIE);
  if (cached && cached.raw === raw && cached.marker === marker) return cached.session;
  let session: Session | null = null;
  if (raw && marker) {
    try {
      const parsed = JSON.parse(raw) as Session;
      if (parsed.role === marker) session = parsed;
    } catch {
      session = null;
    }
  }
  cached = { raw, marker, session };
  return session;
}

/** The parent's profile from the server's `data` (docs/product.md: kept locally without the token). */
export function parentProfileOf(data: ParentData): ParentProfile {
  return {
    role: 'parent',
    firstName: data.firstname,
    lastName: data.lastname,
    email: data.email,
    userpremium: data.userpremium,
    emails: data.emails,
    emailverified: data.emailverified,
    ftue: data.ftue,
    locale: data.locale,
  };
}

/** The profile of an adult's account from the server's `data`: a parent's or a teacher's. */
export function accountProfileOf(data: ParentData): AccountProfile {
  if (data.role !== 'teacher') return parentProfileOf(data);
  return {
    role: 'teacher',
    firstName: data.firstname,
    lastName: data.lastname,
    email: data.email,
    emailverified: data.emailverified,
    school: data.school,
    locale: data.locale,
  };
}

/** Who the server's `student` is, as the session keeps it. */
export function studentProfileOf(student: StudentData, timezone: string): StudentProfile {
  return {
    role: 'student',
    id: student.id,
    accountname: student.accountname,
    fullName: `${student.firstname} ${student.lastname}`,
    // The zone the parent set (or the first sign-in): the child's day, wherever the device is.
    timezone: student.timezone || timezone,
    grade: Number(student.gradelevel),
  };
}

/** Keeps `session`, unless it is the one kept already (a fresh reading most often is). */
export function saveSession(session: Session): void {
  const raw = JSON.stringify(session);
  if (localStorage.getItem(STORAGE_KEY) === raw) return;
  localStorage.setItem(STORAGE_KEY, raw);
  notify();
}

/** Where a sign-out that could not be sent waits (lib/sign-out-pending.ts). */
export const PENDING_SIGN_OUT_KEY = 'mathsteps.signOutPending';
export type SignOutRole = 'parent' | 'student';

/** The role whose sign-out waits on this device to be sent, if any. */
export function pendingSignOut(): SignOutRole | undefined {
  try {
    const role = localStorage.getItem(PENDING_SIGN_OUT_KEY);
    return role === 'parent' || role === 'student' ? role : undefined;
  } catch {
    return undefined;
  }
}

/** What hears of a waiting sign-out noted or forgotten (not a change of session). */
const signOutListeners = new Set<() => void>();

/** Notes (or, `undefined`, forgets) a sign-out that waits on this device to be sent. */
export function setPendingSignOut(role: SignOutRole | undefined): void {
  try {
    if (role) localStorage.setItem(PENDING_SIGN_OUT_KEY, role);
    else localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Storage refused: the next sign-in still ends the session on the server.
  }
  for (const listener of signOutListeners) listener();
}

function onSignOutPending(listener: () => void): () => void {
  signOutListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    signOutListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether a sign-out waits on this device, read while drawing: none in the server's drawing of
 * a page nor while the browser takes it over (decision 0019), then the device's.
 */
export const useSignOutPending = (): boolean =>
  useSyncExternalStore(
    onSignOutPending,
    () => pendingSignOut() !== undefined,
    () => false,
  );

/** Forgets the session in this browser (the server side is ended by the logout tags). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY);
  deleteCookie(SESSION_MARKER_COOKIE);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the session changes, here or in another tab of this browser. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, getSession, () => null);
}
