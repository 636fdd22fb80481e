import type { ParentData, StudentData } from '@mathsteps/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { clearSession, getSession, SESSION_MARKER_COOKIE } from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { billingStatusQuery } from './billing';
import { parentQuery, updateStudents } from './parent';
import { queryClient } from './query-client';
import { reportQuery } from './students';

const parent: ParentData = {
  userId: 'u1',
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'Reyes',
  studentsMax: 1,
  createdDate: '2026-11-01',
  userpremium: 'false',
  emailverified: 'true',
  emails: 'true',
  role: 'parent',
  school: '',
  ftue: [],
  locale: '',
};
const student = (accountname: string) =>
  ({ id: accountname, accountname, firstname: accountname }) as StudentData;

beforeEach(() => {
  writeCookie(SESSION_MARKER_COOKIE, 'parent', 1);
});

afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the parent and their students (user.get)', () => {
  it('asks for them, and keeps the profile in this browser', async () => {
    const calls = answerCalls(() => ({ body: { data: parent, students: [student('sam')] } }));
    const answer = await queryClient.fetchQuery(parentQuery);
    expect(answer.students.map((child) => child.accountname)).toEqual(['sam']);
    expect(calls.map((call) => call.tag)).toEqual(['user.get']);
    expect(getSession()).toMatchObject({ role: 'parent', email: 'ana@example.com' });
  });

  it('changes the students as the server confirmed, without asking again', async () => {
    const calls = answerCalls(() => ({ body: { data: parent, students: [student('sam')] } }));
    await queryClient.fetchQuery(parentQuery);
    updateStudents((list) => [...list, student('ben')]);
    const kept = queryClient.getQueryData(parentQuery.queryKey);
    expect(kept?.students.map((child) => child.accountname)).toEqual(['sam', 'ben']);
    expect(calls).toHaveLength(1);
  });

  it('signs this browser out when the session has ended, once asked', async () => {
    const calls = answerCalls(() => ({ status: 401, body: { reason: 'Please log in again' } }));
    await expect(queryClient.fetchQuery(parentQuery)).rejects.toThrow('Please log in again');
    expect(calls).toHaveLength(1);
    expect(getSession()).toBeNull();
  });
});

describe('a report card (student.report) and the plan (payment.status)', () => {
  it("asks for the named child's report, each child under its own key", async () => {
    const calls = answerCalls((call) => ({ body: { report: { accountname: call.accountname } } }));
    await queryClient.fetchQuery(reportQuery('sam'));
    await queryClient.fetchQuery(reportQuery('ben'));
    expect(calls).toEqual([
      expect.objectContaining({ tag: 'student.report', accountname: 'sam' }),
      expect.objectContaining({ tag: 'student.report', accountname: 'ben' }),
    ]);
    expect(queryClient.getQueryData(reportQuery('sam').queryKey)).toEqual({
      report: { accountname: 'sam' },
    });
  });

  it('takes a refused report as final, with the reason', async () => {
    const calls = answerCalls(() => ({
      status: 403,
      body: { reason: 'Report cards come with Premium' },
    }));
    await expect(queryClient.fetchQuery(reportQuery('sam'))).rejects.toThrow(
      'Report cards come with Premium',
    );
    expect(calls).toHaveLength(1);
  });

  it("asks for the parent's plan", async () => {
    const status = { subscription: null, mode: 'test' };
    const calls = answerCalls(() => ({ body: status }));
    expect(await queryClient.fetchQuery(billingStatusQuery)).toEqual(status);
    expect(calls.map((call) => call.tag)).toEqual(['payment.status']);
  });
});
