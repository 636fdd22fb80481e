import { addChild, apiOf, EVERY_DAY } from './fixtures/api';
import { logInAsChild } from './fixtures/log-in';
import { expect, test } from './fixtures/test';

/** A parent (signed in through the API) adds a child; the child logs in with the form. */
test('a student logs in with handle and passcode and sees the greeting and the badge', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  await signInAs('parent');
  // Addition and division every day, the rest never: two subjects to do today.
  const handle = await addChild(apiOf(page.request), {
    firstname: 'Kim',
    grade: 2,
    passcode: '4321',
    schedules: { addition: EVERY_DAY, division: EVERY_DAY },
  });

  await page.goto('/student-dashboard');
  await expect(page).toHaveURL(/\/student-login$/);
  await page.getByRole('button', { name: 'Student Login' }).click();
  await expect(page.getByText('Student handle is required')).toBeVisible();
  await expect(page.getByText('Student passcode is required')).toBeVisible();
  await page.getByLabel('Student Handle').fill('ki');
  await page.getByLabel('Student Passcode').fill('12');
  await expect(page.getByText('Student handle must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Student passcode must be at least 4 characters long')).toBeVisible();
  await expectAccessible('the student login with errors');

  await logInAsChild(page, handle, '9999');
  await expect(
    page.getByText('That handle and passcode do not match. Please try again.'),
  ).toBeVisible();
  await page.getByLabel('Student Passcode').fill('4321');
  await page.getByRole('button', { name: 'Student Login' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByText('Hi, Kim! Ready to practice?')).toBeVisible();
  // The focus is on the page, not lost on nothing: Tab goes on from its top.
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('link', { name: /Assignments/ })).toContainText('2 to do today');
  await expect(page.getByText('Your grown-up can see your progress.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link')).toHaveText([
    'Home',
    'FAQ',
    'About',
  ]);
  await expectAccessible('the student dashboard');

  await page.getByRole('button', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/student-dashboard');
  await expect(page).toHaveURL(/\/student-login$/);
});
