import { expect, test } from './fixtures/test';

test('a parent adds a student on Medium, meets the free limit, and deletes the student', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  await signInAs('parent');
  await page.goto('/configure-student');
  await expect(page.getByText('No students yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Student' }).click();
  const form = page.getByRole('form', { name: 'Add a student' });

  // The seed's order: one message at a time, first failing field first.
  const steps: [string, string, string][] = [
    ['First name', 'Sam', 'First name is required'],
    ['Last name', 'Okonkwo-Reyes', 'Last name is required'],
    ['Account name', `sam${Date.now()}`, 'Account name is required'],
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
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Level 7')).toHaveCount(4);
  // A long last name is shortened; a click shows it whole.
  await list.getByRole('button', { name: 'Sam O…' }).click();
  await expect(list.getByRole('button', { name: 'Sam Okonkwo-Reyes' })).toBeVisible();
  await expectAccessible('the student list');

  await page.getByRole('button', { name: 'Add Student' }).click();
  const premium = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(premium).toContainText('you can only add one student to a non-premium account');
  await premium.getByRole('button', { name: 'Close' }).click();

  await page.goto('/parent-dashboard');
  await expect(page.getByText('Student created!')).toBeVisible();

  await page.goto('/configure-student');
  await list.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: /Are you sure you want to delete Sam/ });
  await expect(confirm).toContainText('This action is permanent and cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(page.getByText('No students yet.')).toBeVisible();
});
