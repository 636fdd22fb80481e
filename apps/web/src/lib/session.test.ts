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
  premium: 'false',
  math: { addition: { schedule: 'mwf', level: '4' } },
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
  const fromServer = (level: string) =>
    ({
      accountname: 'sam',
      firstname: 'Sam',
      lastname: 'Reyes',
      gradelevel: '1',
      premium: 'false',
      timezone: 'America/Toronto',
      mathschedule: { addition: { schedule: 'mwf' }, subtraction: { schedule: '' } },
      mathlevels: { addition: { level } },
    }) as unknown as Parameters<typeof studentProfileOf>[0];
  const waiting: StudentProfile = {
    ...student,
    math: { addition: { schedule: 'mwf', level: '4', choice: ['advance', 'repeat'] } },
  };

  it('keeps a level choice waiting on the device while the level is the one it was offered at', () => {
    const profile = studentProfileOf(fromServer('4'), 'UTC', waiting);
    expect(profile.math.addition?.choice).toEqual(['advance', 'repeat']);
    expect(profile.math.subtraction?.choice).toBeUndefined();
  });

  it('drops it once the level changed elsewhere, or for another child', () => {
    expect(studentProfileOf(fromServer('5'), 'UTC', waiting).math.addition?.choice).toBeUndefined();
    const other = { ...waiting, accountname: 'ana' };
    expect(studentProfileOf(fromServer('4'), 'UTC', other).math.addition?.choice).toBeUndefined();
    expect(studentProfileOf(fromServer('4'), 'UTC').math.addition?.choice).toBeUndefined();
  });
});
