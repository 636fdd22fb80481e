import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  SESSION_MARKER_COOKIE,
  type StudentProfile,
  saveSession,
} from './session';

const student: StudentProfile = {
  role: 'student',
  accountname: 'sam',
  fullName: 'Sam Reyes',
  premium: 'false',
  math: { addition: { schedule: 'mwf', level: '4' } },
  timezone: 'America/Toronto',
};

function setMarker(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
  document.cookie = `${SESSION_MARKER_COOKIE}=${value}; Path=/`;
}

afterEach(() => clearSession());

describe('the browser session (seed §4)', () => {
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
