import type { Page } from '@playwright/test';
import { EVERY_DAY } from './fixtures/api';
import { expect, test } from './fixtures/test';
import { solveOnScreen } from './fixtures/worked-grid';
import { CLOCKED_URL } from './playwright.config';

/**
 * The questions, each solved at the first try (or, `firstTryWrong`, at the second), Enter
 * going on after "Correct!".
 */
async function solveAll(page: Page, { questions = 10, firstTryWrong = false } = {}) {
  for (let question = 0; question < questions; question++) {
    await expect(page.getByText(`Question ${question + 1} of ${questions}`)).toBeVisible();
    await solveOnScreen(page, { firstTryWrong });
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
  await signInAs('student', { schedules: { addition: EVERY_DAY } });
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
  await expect(fresh.getByText('First assignment', { exact: true })).toBeVisible();
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

test('a round without a right first try earns no star, and says what the child has, never "+0 stars"', async ({
  page,
  signInAs,
}) => {
  await signInAs('student', { schedules: { addition: EVERY_DAY }, assignmentsize: '5' });
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Start Addition' }).click();
  await solveAll(page, { questions: 5, firstTryWrong: true });
  await expect(page.getByText('0 stars in all · 1 day in a row')).toBeVisible();
  await expect(page.getByText(/\+0 stars/)).toHaveCount(0);
});

test('with reduced motion the celebration stands still', async ({ signInAs, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs('student', { schedules: { addition: EVERY_DAY } });
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

test.describe('on the clocked server, across days', () => {
  test.use({ baseURL: CLOCKED_URL, timezoneId: 'UTC' });

  /** 10:00 UTC (the student’s zone) on a Monday a week or more ahead, and the days after it. */
  const mondayAfterNext = (() => {
    const day = new Date();
    day.setUTCHours(10, 0, 0, 0);
    day.setUTCDate(day.getUTCDate() + 7 + ((8 - day.getUTCDay()) % 7));
    return day;
  })();
  const dayOf = (days: number) => new Date(mondayAfterNext.getTime() + days * 86_400_000);

  /** Today's addition, done from the dashboard; the result says the new streak. */
  async function finishToday(page: Page, streak: string) {
    await page.getByRole('link', { name: /Assignments/ }).click();
    await page.getByRole('button', { name: 'Start Addition' }).click();
    await solveAll(page);
    await expect(
      page.getByText(new RegExp(`\\+10 stars · \\d+ in all · ${streak}$`)),
    ).toBeVisible();
  }

  test('the streak grows on scheduled days, survives a day off and ends after a missed day', async ({
    page,
    signInAs,
    liveAt,
    expectAccessible,
  }) => {
    test.slow();
    // Addition on Monday, Tuesday, Thursday and Friday; Wednesday is a day off.
    await liveAt(dayOf(0));
    await signInAs('student', { schedules: { addition: { schedule: 'mtrf' } } });
    await page.goto('/student-dashboard');
    await expect(page.getByText('Finish today’s work to start a streak')).toBeVisible();
    await finishToday(page, '1 day in a row');

    await liveAt(dayOf(1)); // Tuesday: yesterday's streak holds while today is open.
    await page.goto('/student-dashboard');
    await expect(starCount(page)).toHaveText('10 stars');
    await expect(page.getByText('1 day in a row')).toBeVisible();
    await finishToday(page, '2 days in a row');

    await liveAt(dayOf(2)); // Wednesday, not scheduled: neither breaks nor grows it.
    await page.goto('/student-dashboard');
    await expect(page.getByText('2 days in a row')).toBeVisible();
    await expect(page.getByText('Nothing left for today.')).toBeVisible();

    await liveAt(dayOf(3)); // Thursday: on from Tuesday.
    await page.goto('/student-dashboard');
    await expect(page.getByText('2 days in a row')).toBeVisible();
    await finishToday(page, '3 days in a row');
    await expect(
      page.getByRole('region', { name: 'New badge!' }).getByText('3 days in a row'),
    ).toBeVisible();

    await liveAt(dayOf(5)); // Saturday: Friday was missed, so the streak is over.
    await page.goto('/student-dashboard');
    await expect(starCount(page)).toHaveText('30 stars');
    await expect(page.getByText(/days? in a row/)).toHaveCount(0);
    await expect(page.getByText('Your next practice day can start a streak')).toBeVisible();
    await expectAccessible('the dashboard after a missed day');
  });
});
