import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  SESSION_MARKER_COOKIE,
  type StudentProfile,
  saveSession,
  studentProfileOf,
} from './session';

const student: StudentProfile = {
  role: 'student',
  accountname: 'sam',
  fullName: 'Sam Reyes',
  timezone: 'America/Toronto',
};

function setMarker(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
  document.cookie = `${SESSION_MARKER_COOKIE}=${value}; Path=/`;
}

afterEach(() => clearSession());

describe('the browser session (docs/product.md)', () => {
  it('needs both the stored profile and the marker cookie', () => {
    saveSession(student);
    expect(getSession()).toBeNull();
    setMarker('student');
    expect(getSession()).toEqual(student);
  });

  it('ignores a profile whose role does not match the cookie', () => {
    saveSession(student);
    setMarker('parent');
    expect(getSession()).toBeNull();
  });

  it('ignores a damaged profile', () => {
    localStorage.setItem('mathsteps.session', '{not json');
    setMarker('student');
    expect(getSession()).toBeNull();
  });

  it('is gone after clearSession, cookie included', () => {
    saveSession(student);
    setMarker('student');
    clearSession();
    expect(getSession()).toBeNull();
    expect(document.cookie).not.toContain(SESSION_MARKER_COOKIE);
  });
});

describe("the student's profile from the server", () => {
  const fromServer = {
    id: 'st-1',
    accountname: 'sam',
    firstname: 'Sam',
    lastname: 'Reyes',
    gradelevel: '3',
    premium: 'false',
    timezone: '',
    readaloud: 'true',
    mathschedule: { addition: { schedule: 'mwf' } },
    mathlevels: { addition: { level: '4' } },
  } as unknown as Parameters<typeof studentProfileOf>[0];

  it('keeps who the child is, and nothing of its work (the query cache has that)', () => {
    expect(studentProfileOf(fromServer, 'Europe/Madrid')).toEqual({
      role: 'student',
      id: 'st-1',
      accountname: 'sam',
      fullName: 'Sam Reyes',
      timezone: 'Europe/Madrid',
      grade: 3,
    });
  });

  it("takes the zone the parent set over the device's", () => {
    const set = { ...fromServer, timezone: 'America/Toronto' };
    expect(studentProfileOf(set, 'Europe/Madrid').timezone).toBe('America/Toronto');
  });
});
