import { describe, expect, it } from 'vitest';
import { loginThenBack, returnPathOf } from './return-path';

describe('the page a parent returns to after logging in', () => {
  it('comes back to the path and query the link pointed at', () => {
    const login = loginThenBack('/report-cards?student=maya&practice=addition.carry-dropped');
    expect(login.startsWith('/parent-login?next=')).toBe(true);
    expect(returnPathOf(login.slice(login.indexOf('?')))).toBe(
      '/report-cards?student=maya&practice=addition.carry-dropped',
    );
  });

  it.each([
    ['?next=https%3A%2F%2Fevil.example'],
    ['?next=%2F%2Fevil.example'],
    ['?next=%2F%5Cevil.example'],
    ['?next=javascript%3Aalert(1)'],
    ['?next='],
    [''],
  ])('goes nowhere else (%s)', (search) => {
    expect(returnPathOf(search)).toBeNull();
  });
});
