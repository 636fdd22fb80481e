import { randomUUID } from 'node:crypto';
import { prehashPassword } from '@mathsteps/domain';
import { type Page, request } from '@playwright/test';
import { expect, test } from './fixtures/test';

const EVERY_DAY = { schedule: 'smtwrfa' };

/** The parent adds a student whose addition is due every day. */
async function addStudent(page: Page, firstname: string) {
  const accountname = `${firstname.toLowerCase()}${test.info().workerIndex}x${Date.now()}`;
  for (const data of [
    {
      tag: 'student.create',
      firstname,
      lastname: 'Reyes',
      accountname,
      accountpassword: await prehashPassword(accountname, '1234'),
      gradelevel: '3',
    },
    { tag: 'student.update', accountname, mathschedule: { addition: EVERY_DAY } },
  ]) {
    const response = await page.request.post('/api', { data });
    expect(response.status(), await response.text()).toBe(200);
  }
  return accountname;
}

/** The child, on their own device: today's addition with 2 errors, one of them reported. */
async function childDoesToday(baseURL: string, accountname: string) {
  const device = await request.newContext({ baseURL });
  const call = async (data: object) => {
    const response = await device.post('/api', { data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await call({
    tag: 'student.connect',
    accountname,
    accountpassword: await prehashPassword(accountname, '1234'),
    timezone: 'UTC',
  });
  await call({
    tag: 'student.mathreporterror',
    question: {
      subject: 'addition',
      question: 4,
      level: '0',
      number_0: '7',
      number_1: '5',
      errorcount: 1,
      result: { answer: '11' },
      correct: { answer: '12' },
    },
    entries: { 'sum.0': '1', 'sum.1': '1' },
  });
  await call({
    tag: 'student.mathcomplete',
    subject: 'addition',
    errors: '2',
    timezone: 'UTC',
    attempt: randomUUID(),
  });
  await device.dispose();
}

test('a premium parent reads a report: the numbers, the chart and a mistake grid; it prints one page per student', async ({
  page,
  signInAs,
  expectAccessible,
  baseURL,
}) => {
  test.slow();
  await signInAs('parent', { premium: true });
  const ana = await addStudent(page, 'Ana');
  await addStudent(page, 'Ben');
  await childDoesToday(baseURL!, ana);

  await page.goto('/report-cards');
  await page.getByRole('button', { name: 'View Report of Ana' }).click();
  const report = page.getByRole('article', { name: 'Ana Reyes' });
  const addition = report.getByRole('row', { name: /^Addition/ });
  await expect(addition).toContainText('100%');
  await expect(addition).toContainText('80%');
  await expect(addition).toContainText('B');
  await expect(report.getByText('Average: 80% (B)')).toBeVisible();
  // A subject Ana does not do reads as such, not as 0%.
  await expect(report.getByRole('row', { name: /^Division/ })).toHaveText(/Not scheduled/);
  await expect(report.getByRole('row', { name: /^Division/ })).not.toContainText('0%');
  await expect(report.getByTestId('week-chart')).toBeVisible();
  await expect(report.getByRole('img', { name: "Ana's answer: 11" })).toBeVisible();
  await expect(report.getByRole('img', { name: 'The right answer: 12' })).toBeVisible();
  await expectAccessible('a report card');

  await page.getByRole('button', { name: 'View Report of Ben' }).click();
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toContainText(
    'No assignments finished in the last 4 weeks.',
  );
  // Printed, each student's report is one page.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(2);
});

test('a free parent is offered premium instead of report cards', async ({ page, signInAs }) => {
  await signInAs('parent');
  await page.goto('/report-cards');
  await expect(page.getByText('Report cards come with Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});
