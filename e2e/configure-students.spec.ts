import { logInAsChild } from './fixtures/log-in';
import { expect, test } from './fixtures/test';

// The student's "today" comes from the browser's clock and time zone: a Wednesday here.
test.use({ timezoneId: 'America/Toronto' });
const WEDNESDAY = new Date('2026-11-25T09:00:00-05:00');
const THURSDAY = new Date('2026-11-26T09:00:00-05:00');

test('a parent adds a student on Medium and sets the schedule, a level, the grade and the passcode; the student sees it', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  // A long journey with three pre-hashed passwords: give it the slow-test allowance.
  test.slow();
  await page.clock.install({ time: WEDNESDAY });
  await signInAs('parent');
  await page.goto('/configure-student');
  await expect(page.getByText('No students yet.')).toBeVisible();

  await page.getByRole('button', { name: 'About difficulty levels' }).click();
  const help = page.getByRole('dialog', { name: 'Difficulty levels' });
  await expect(help).toContainText('Medium (level 7): three digits');
  await expectAccessible('the difficulty help popup');
  await help.getByRole('button', { name: 'Got it' }).click();

  await page.getByRole('button', { name: 'Add Student' }).click();
  const form = page.getByRole('form', { name: 'Add a student' });
  // The product's order: one message at a time, first failing field first.
  const handle = `sam${test.info().workerIndex}x${Date.now()}`;
  const steps: [string, string, string][] = [
    ['First name', 'Sam', 'First name is required'],
    ['Last name', 'Okonkwo-Reyes', 'Last name is required'],
    ['Account name', handle, 'Account name is required'],
    ['Password', '12', 'Password must be at least 4 characters long'],
    ['Password', '1234', 'Password must be at least 4 characters long'],
    ['Grade level', '9', 'Grade level must be between 1 and 7'],
    ['Grade level', '3', 'Grade level must be between 1 and 7'],
  ];
  for (const [label, value, message] of steps) {
    await form.getByRole('button', { name: 'Add Student' }).click();
    await expect(form.getByText(message)).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  for (const subject of ['Addition', 'Subtraction', 'Multiplication', 'Division']) {
    await form.getByLabel(subject).selectOption('Medium');
  }
  await expectAccessible('the add-student form');
  await form.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('Student added successfully!')).toBeVisible();

  const list = page.getByRole('list', { name: 'Students' });
  const card = list.getByRole('listitem').filter({ hasText: `@${handle}` });
  await expect(card.getByRole('button', { name: /Level 7, change/ })).toHaveCount(4);
  // A long last name is shortened; a click shows it whole.
  await card.getByRole('button', { name: 'Sam O…' }).click();
  await expect(card.getByRole('button', { name: 'Sam Okonkwo-Reyes' })).toBeVisible();
  await expectAccessible('the student list');

  // Addition on Monday, Wednesday and Friday: 'Weekday', then Tuesday and Thursday off.
  await card.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule for Sam' });
  const save = schedule.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const addition = schedule.getByRole('group', { name: 'Addition' });
  await addition.getByRole('button', { name: 'Weekday' }).click();
  await expect(save).toBeEnabled();
  await addition.getByRole('button', { name: 'Tuesday' }).click();
  await addition.getByRole('button', { name: 'Thursday' }).click();
  const daysOn = addition.getByRole('button', { pressed: true });
  await expect(daysOn).toHaveCount(3);
  for (const [index, day] of ['Monday', 'Wednesday', 'Friday'].entries()) {
    await expect(daysOn.nth(index)).toHaveAccessibleName(day);
  }
  await expectAccessible('the schedule editor');
  await save.click();
  await expect(page.getByText('Schedule updated successfully!')).toBeVisible();
  await expect(schedule).toBeHidden();
  await expect(card.getByText('Mon, Wed, Fri')).toBeVisible();

  await card.getByRole('button', { name: 'Multiplication: Level 7, change' }).click();
  const level = page.getByRole('dialog', { name: 'Multiplication level for Sam' });
  await expect(level.getByRole('button', { name: 'Change Level to 7' })).toBeDisabled();
  await level.getByLabel('New level').selectOption('12');
  await expectAccessible('the level popup');
  await level.getByRole('button', { name: 'Change Level to 12' }).click();
  const updated = page.getByRole('dialog', { name: 'Level Updated Successfully' });
  await expect(updated).toContainText(
    'These levels will be reflected when your student logs in again.',
  );
  await updated.getByRole('button', { name: 'Close' }).click();
  await expect(
    card.getByRole('button', { name: 'Multiplication: Level 12, change' }),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Edit grade of Sam' }).click();
  await card.getByLabel('Grade level').fill('8');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Grade level must be between 1 and 7')).toBeVisible();
  await card.getByLabel('Grade level').fill('4');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Grade level updated successfully!')).toBeVisible();
  await expect(card.getByText('Grade 4')).toBeVisible();

  // Five problems an assignment instead of ten: saved as soon as it is chosen.
  const size = card.getByRole('group', { name: 'Problems per assignment' });
  await expect(size.getByRole('radio', { name: '10' })).toBeChecked();
  await size.getByRole('radio', { name: '5' }).check();
  await expect(page.getByText("Sam's assignments now have 5 problems.")).toBeVisible();
  await expect(size.getByRole('radio', { name: '5' })).toBeChecked();
  await expectAccessible('the student card with five problems an assignment');
  await card.screenshot({ path: test.info().outputPath('assignment-size.png') });

  // The child's day follows the zone the parent sets (decision 0012), not the device's.
  const zone = card.getByLabel('Time zone of the day');
  await expect(zone).toHaveValue('');
  // Each zone as a parent reads it, by its offset and place, not its IANA name.
  await expect(zone.locator('option[value="Europe/Paris"]')).toHaveText(
    /^\(UTC\+0[12]:00\) Paris · Central European Time$/,
  );
  await zone.selectOption('Europe/Paris');
  await expect(page.getByText("Sam's day now follows Paris time.")).toBeVisible();
  await expect(zone).toHaveValue('Europe/Paris');
  await card.screenshot({ path: test.info().outputPath('time-zone.png') });

  // "Read aloud": off for a third-grader until the parent switches it on.
  const readAloud = card.getByRole('switch', { name: 'Read aloud' });
  await expect(readAloud).toHaveAttribute('aria-checked', 'false');
  await readAloud.click();
  await expect(page.getByText("Sam's screens now read aloud on their own.")).toBeVisible();
  await expect(readAloud).toHaveAttribute('aria-checked', 'true');

  await card.getByRole('button', { name: 'Configure' }).click();
  const passcode = page.getByRole('dialog', { name: 'Change password for Sam' });
  await passcode.getByRole('button', { name: 'Save Password' }).click();
  await expect(passcode.getByText('New password is required')).toBeVisible();
  await passcode.getByLabel('New password').fill('123');
  await passcode.getByRole('button', { name: 'Save Password' }).click();
  await expect(passcode.getByText('Password must be at least 4 characters long')).toBeVisible();
  await passcode.getByLabel('New password').fill('tiger42');
  await expectAccessible('the Configure popup');
  await passcode.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  // The weekly summary is premium's: off for a free parent, with the way to it.
  const emails = page.getByRole('switch', { name: 'Weekly summary e-mail' });
  await expect(emails).toHaveAttribute('aria-checked', 'false');
  await expect(emails).toBeDisabled();
  await emails.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('weekly-toggle.png') });
  await expect(page.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');

  // A free parent's second student: the 'Premium Feature' popup.
  await page.getByRole('button', { name: 'Add Student' }).click();
  const premium = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(premium).toContainText('you can only add one student to a non-premium account');
  await expectAccessible('the Premium Feature popup');
  await premium.getByRole('button', { name: 'Close' }).click();

  // Both first-use markers are set: no welcome, no schedule hint.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText('Student created!')).toBeHidden();
  await expect(page.getByText('Welcome to MathSteps!')).toBeHidden();

  // The child, on this computer: the old passcode no longer works, the new one does.
  await page.goto('/student-login');
  await logInAsChild(page, handle);
  await expect(
    page.getByText('That handle and passcode do not match. Please try again.'),
  ).toBeVisible();
  await page.getByLabel('Student Passcode').fill('tiger42');
  await page.getByRole('button', { name: 'Student Login' }).click();
  await expect(page.getByText('Hi, Sam! Ready to practice?')).toBeVisible();
  // Wednesday: addition is due, nothing else is scheduled.
  const assignments = page.getByRole('link', { name: /Assignments/ });
  await expect(assignments).toContainText('1 to do today');
  await expect(assignments).toContainText('1 subject to do today.');

  // Thursday morning, the dashboard still open: the next 30-second refresh clears the badge.
  await page.clock.setSystemTime(THURSDAY);
  await page.clock.runFor(30_000);
  await expect(assignments).toContainText('Nothing left for today.');
  await expect(assignments).not.toContainText('to do today');
});

test('deleting a student asks first, then removes it', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  await signInAs('parent');
  await page.goto('/configure-student');
  await page.getByRole('button', { name: 'Add Student' }).click();
  const form = page.getByRole('form', { name: 'Add a student' });
  await form.getByLabel('First name').fill('Lee');
  await form.getByLabel('Last name').fill('Park');
  await form.getByLabel('Account name').fill(`lee${test.info().workerIndex}x${Date.now()}`);
  await form.getByLabel('Password').fill('1234');
  await form.getByLabel('Grade level').fill('2');
  await form.getByRole('button', { name: 'Add Student' }).click();
  const list = page.getByRole('list', { name: 'Students' });
  await list.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete Lee Park?' });
  await expect(confirm).toContainText('This action is permanent and cannot be undone.');
  await expectAccessible('the delete confirmation');
  await confirm.getByRole('button', { name: 'No, Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(page.getByText('No students yet.')).toBeVisible();
});
