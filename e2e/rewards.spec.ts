import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { solveOnScreen } from './fixtures/worked-grid';

/** Ten questions, each solved at the first try, Enter going on after "Correct!". */
async function solveAll(page: Page) {
  for (let question = 0; question < 10; question++) {
    await expect(page.getByText(`Question ${question + 1} of 10`)).toBeVisible();
    await solveOnScreen(page);
    await expect(page.getByTestId('celebration')).toBeVisible();
    await page.keyboard.press('Enter');
  }
}

const starCount = (page: Page) => page.getByText(/^\d+ stars?$/);

test('a finished assignment is celebrated, counts its stars and announces its badges once', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('student', { schedules: { addition: { schedule: 'smtwrfa' } } });
  await page.goto('/student-dashboard');
  await expect(starCount(page)).toHaveText('0 stars');
  await expect(page.getByText('Finish today’s work to start a streak')).toBeVisible();
  await expectAccessible('the dashboard with rewards');

  await page.getByRole('link', { name: /Assignments/ }).click();
  await page.getByRole('button', { name: 'Start Addition' }).click();
  await solveAll(page);

  // The result: three stars, the stars earned, the streak begun, two badges on the spot.
  await expect(page.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(page.getByText('+10 stars · 10 in all · 1 day in a row')).toBeVisible();
  const fresh = page.getByRole('region', { name: 'New badges!' });
  await expect(fresh.getByText('First problem')).toBeVisible();
  await expect(fresh.getByText('Ten in a row')).toBeVisible();
  await expectAccessible('the result screen with rewards');
  // Going up earns the addition level-up badge, announced on the dashboard.
  await page.getByRole('button', { name: 'Go up to level 1' }).click();
  await expect(page).toHaveURL(/\/assignments$/);

  await page.goto('/student-dashboard');
  await expect(starCount(page)).toHaveText('10 stars');
  await expect(page.getByText('1 day in a row')).toBeVisible();
  const announced = page.getByRole('dialog', { name: 'You earned a new badge!' });
  await expect(announced).toBeVisible();
  await expect(announced.getByText('Addition level up')).toBeVisible();
  await expectAccessible('the new badge');
  await announced.getByRole('button', { name: 'Yay!' }).click();
  await expect(announced).toBeHidden();

  // Once: not again after a reload, and all three are on My Progress with their dates.
  await page.reload();
  await expect(starCount(page)).toHaveText('10 stars');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: /My Progress/ }).click();
  const shelf = page.getByRole('list', { name: 'Badges' });
  await expect(shelf.getByRole('listitem')).toHaveCount(3);
  await expect(shelf.getByText(/^Earned /).first()).toBeVisible();
  await expectAccessible('my progress with badges');
});

test('with reduced motion the celebration stands still', async ({ signInAs, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs('student', { schedules: { addition: { schedule: 'smtwrfa' } } });
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Start Addition' }).click();
  await solveOnScreen(page);
  const burst = page.getByTestId('celebration');
  await expect(burst).toBeVisible();
  const animationsOf = () =>
    burst.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))].map(
        (each) => getComputedStyle(each).animationName,
      ),
    );
  expect(new Set(await animationsOf())).toEqual(new Set(['none']));
  // The same screen without the setting moves: the check above can tell the difference.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await animationsOf()).toContain('pop-in');
});
