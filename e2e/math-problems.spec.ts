import { expect, test } from './fixtures/test';
import { expectGridReady, problemOnScreen, solveOnScreen } from './fixtures/worked-grid';

/** The simple quiz at /math-problems, keyboard only. */

test('the quiz takes its operation and level from the link, and offers the next level', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/math-problems?operation=division&level=3');
  await expect(page.getByRole('heading', { name: 'Practice quiz' })).toBeVisible();
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByText(`Division · Level 3 · Problem ${n} of 10`)).toBeVisible();
    await expectGridReady(page);
    expect((await problemOnScreen(page)).subject).toBe('division');
    await solveOnScreen(page, { firstTryWrong: n === 1 });
    if (n === 1) await expectAccessible('a solved quiz problem');
    await page.keyboard.press('Enter');
  }

  const dialog = page.getByRole('dialog', { name: 'Great job!' });
  await expect(dialog).toContainText('You got 9 of 10 right on the first try.');
  await expectAccessible('the outcome dialog');
  // The dialog takes the focus at its first choice.
  await expect(dialog.getByRole('button', { name: 'Try Level 4' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/math-problems\?operation=division&level=4$/);
  await expect(page.getByText('Division · Level 4 · Problem 1 of 10 · 0 right')).toBeVisible();
  await expectGridReady(page);

  // A reload keeps the level the child chose.
  await page.reload();
  await expect(page.getByText('Division · Level 4 · Problem 1 of 10')).toBeVisible();
});

test('without a link the quiz is multiplication at level 1; a bad link is explained', async ({
  page,
}) => {
  await page.goto('/math-problems');
  await expect(page.getByText('Multiplication · Level 1 · Problem 1 of 10')).toBeVisible();
  await page.goto('/math-problems?operation=square-roots');
  await expect(page.getByText(/"square-roots" is not an operation we practice/)).toBeVisible();
  await expect(page.getByText('Multiplication · Level 1 · Problem 1 of 10')).toBeVisible();
  // A visitor goes back to the free problems, not to the student login.
  await expect(page.getByRole('link', { name: 'Back to Free Problems' })).toHaveAttribute(
    'href',
    '/free-problems',
  );
  await expect(page.getByRole('link', { name: 'Back to Assignments' })).toHaveCount(0);
});
