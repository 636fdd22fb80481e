import { levelDecision } from '@mathsteps/domain';
import type { Locator, Page } from '@playwright/test';
import { EVERY_DAY } from './fixtures/api';
import { keepQueryData } from './fixtures/kept';
import { logInAsParent } from './fixtures/log-in';
import { expect, PARENT_PASSWORD, test } from './fixtures/test';
import { solveOnScreen } from './fixtures/worked-grid';

// The child's daily journeys run with the service worker on the computer, as families have it
// (playwright.config.ts blocks it elsewhere): what it caches must not get in their way.
test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from its first parameter.
  serviceWorkers: async ({}, use, testInfo) =>
    use(testInfo.project.name === 'desktop-1280' ? 'allow' : 'block'),
});

/** Keyboard only: the control takes the focus, as Tab would bring it there, and Enter. */
async function pressOn(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The questions of an assignment (10, or 5): each solved in its grid, Enter going on after "Correct!". */
async function solveAssignment(
  page: Page,
  { firstTryWrong = -1, questions = 10 } = {},
): Promise<void> {
  for (let question = 0; question < questions; question++) {
    await expect(page.getByText(`Question ${question + 1} of ${questions}`)).toBeVisible();
    // -2: every first try wrong.
    await solveOnScreen(page, {
      firstTryWrong: question === firstTryWrong || firstTryWrong === -2,
    });
    await page.keyboard.press('Enter');
  }
}

test("a student does both of today's assignments at the keyboard, moves up, and sees it everywhere", async ({
  page,
  signInAs,
  expectAccessible,
  consoleErrors,
}) => {
  test.slow();
  await signInAs('student', { schedules: { addition: EVERY_DAY, division: EVERY_DAY } });
  await page.goto('/student-dashboard');
  const tile = page.getByRole('link', { name: /Assignments/ });
  await expect(tile).toContainText('2 to do today');
  await pressOn(page, tile);
  await expect(page.getByText('You have 2 assignments today.')).toBeVisible();
  await expectAccessible('the assignments');

  // Addition: the first question wrong at first, then fixed; 9 of 10 count as right.
  await pressOn(page, page.getByRole('button', { name: 'Start Addition' }));
  await solveAssignment(page, { firstTryWrong: 0 });
  await expect(page.getByRole('heading', { name: 'Excellent work' })).toBeVisible();
  await expect(page.getByText('Addition: 9 of 10 right')).toBeVisible();
  await expect(page.getByText('90%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go up to level 1' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Stay at level 0' })).toBeVisible();
  await expectAccessible('the result screen');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/assignments$/);
  const addition = page.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(addition).toContainText('Done for today');
  await expect(addition).toContainText('Level 1');
  // A free student does today's work once: no Do More.
  await expect(addition.getByRole('button', { name: 'Do More' })).toHaveCount(0);
  await expect(page.getByText('1 subject remaining today.')).toBeVisible();

  // Division, all right; the answer to "finished" is lost on the way back once.
  let lost = false;
  await page.route('**/api', async (route) => {
    if (!lost && route.request().postDataJSON()?.tag === 'student.mathcomplete') {
      lost = true;
      await route.fetch(); // the server records it...
      await route.abort(); // ...but the browser never hears back
    } else {
      await route.continue();
    }
  });
  await pressOn(page, page.getByRole('button', { name: 'Start Division' }));
  await solveAssignment(page);
  await expect(
    page.getByText('Saved on this device, will be sent when you are online.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Now' })).toBeFocused();
  // The browser reports the lost answer on the console: the fault this test made, once.
  expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
  consoleErrors.length = 0;
  await page.keyboard.press('Enter');
  // The same attempt counts once: a second completion today would have been refused.
  await expect(page.getByRole('heading', { name: 'Excellent work' })).toBeVisible();
  await expect(page.getByText('Division: 10 of 10 right')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go up to level 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText("All of today's work is done. Great job!")).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Division' })).toContainText('Level 1');

  await pressOn(page, page.getByRole('link', { name: 'Back to Dashboard' }));
  // Both level ups earned a badge, and division's ten in a row was never shown (its first
  // answer was lost): the dashboard announces the three, and Enter says thanks.
  const badges = page.getByRole('dialog', { name: 'You earned 3 new badges!' });
  await expect(badges).toContainText('Ten in a row');
  await expect(badges).toContainText('Addition level up');
  await expect(badges).toContainText('Division level up');
  await expect(badges.getByRole('button', { name: 'Yay!' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badges).toBeHidden();
  await expect(tile).toContainText('Nothing left for today.');
  await expect(tile.getByText('to do today')).toHaveCount(0);

  await pressOn(page, page.getByRole('link', { name: /My Progress/ }));
  const card = page.getByRole('list', { name: 'Report card' });
  const additionCard = card.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(additionCard).toContainText('Complete: 100%');
  await expect(additionCard).toContainText('Score: 90%');
  await expect(additionCard).toContainText('A');
  await expect(card.getByRole('listitem').filter({ hasText: 'Division' })).toContainText(
    'Score: 100%',
  );
  await expect(page.getByText('Average: 95% (A)')).toBeVisible();
  await expectAccessible('my progress');
});

test('practice: levels up to the ceiling, the counters and the ten-problem modal', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('student');
  await page.goto('/practice-problems');
  const form = page.getByRole('form', { name: 'Choose your practice' });
  // Big subject cards: a radio group, so arrow keys move the choice.
  await form.getByRole('radio', { name: 'Multiplication' }).focus();
  await expect(form.getByRole('radio', { name: 'Multiplication' })).toBeChecked();
  await page.keyboard.press('ArrowRight'); // Division
  await page.keyboard.press('ArrowRight'); // Addition
  await page.keyboard.press('ArrowRight'); // Subtraction
  await expect(form.getByRole('radio', { name: 'Subtraction' })).toBeChecked();
  // Nothing completed yet: level 0 only, shown by an example problem.
  const levels = form.getByRole('radio', { name: /^Level/ });
  await expect(levels).toHaveCount(1);
  await expect(levels).toHaveAccessibleName(/^Level 0 \d − \d$/);
  // The button is enabled once the child's levels have loaded, then fades to its colour: axe
  // reads the contrast after that, not while the levels may still be on their way.
  await expect(form.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  await expectAccessible('the practice setup');
  await pressOn(page, form.getByRole('button', { name: 'Start Practice' }));

  const counters = page.locator('dl');
  for (let problem = 0; problem < 10; problem++) {
    await expect(counters).toContainText(`Problems completed:${problem}`);
    await solveOnScreen(page, { firstTryWrong: problem === 1 });
    await page.keyboard.press('Enter');
  }
  const modal = page.getByRole('dialog', { name: 'Practice complete!' });
  await expect(modal).toContainText('You finished 10 problems with 1 incorrect answer.');
  await expect(counters).toContainText('Incorrect answers:1');
  await expectAccessible('the practice modal');
  await modal.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test('work finished while the server is out of reach is sent when it is back', async ({
  page,
  signInAs,
  consoleErrors,
}) => {
  test.slow();
  await signInAs('student');
  let reachable = false;
  await page.route('**/api', async (route) => {
    if (!reachable && route.request().postDataJSON()?.tag === 'student.mathcomplete')
      await route.abort();
    else await route.continue();
  });
  await page.goto('/assignments');
  await pressOn(page, page.getByRole('button', { name: 'Start Addition' }));
  await solveAssignment(page);
  await expect(
    page.getByText('Saved on this device, will be sent when you are online.'),
  ).toBeVisible();

  // The child leaves, the server still out of reach: the work waits on the tablet, and the
  // subject shows done there, not to be started again.
  await pressOn(page, page.getByRole('link', { name: 'Back to Assignments' }));
  const addition = page.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(addition).toContainText('Done for today');
  await expect(page.getByRole('button', { name: 'Start Addition' })).toHaveCount(0);
  expect(
    await page.evaluate(() => localStorage.getItem('mathsteps.pendingCompletions')),
  ).not.toBeNull();

  // Back online, the next visit sends the finished work first.
  reachable = true;
  await page.reload();
  await expect(addition).toContainText('Done for today');
  await expect(page.getByText("All of today's work is done. Great job!")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mathsteps.pendingCompletions')))
    .toBeNull();
  expect(consoleErrors.every((error) => error.includes('net::ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test("the week view goes when the parent's premium has ended, without signing out", async ({
  page,
  signInAs,
}) => {
  await signInAs('student');
  await page.goto('/assignments');
  await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
  // The tablet still holds the child's record of the days when the parent was premium.
  await keepQueryData(page, ['student.get'], { student: { premium: 'true' } });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
  // The student's refresh reads the plan as it is now: no week view.
  await expect(page.getByRole('heading', { name: 'This week' })).toBeHidden();
});

test('a premium student may do more after a finished day, and sees the week', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('student', { premium: true });
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Start Addition' }));
  await solveAssignment(page);
  await expect(page.getByRole('button', { name: 'Stay at level 0' })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Stay at level 0' }));

  const addition = page.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(addition).toContainText('Done for today');
  const week = page.getByRole('table');
  const row = week.getByRole('row', { name: /Addition/ });
  await expect(row).toContainText('done');
  // The student began today: the days before it were never theirs to do, not missed.
  const today = await page.evaluate(() => new Date().getUTCDay());
  const cells = row.getByRole('cell');
  for (let day = 0; day < today; day++) {
    await expect(cells.nth(day)).toHaveText('before you joined');
  }
  await expect(row).not.toContainText('missed');
  // Seven even columns, and the page never pans sideways, at 360 px as at 1280.
  const widths = await week
    .locator('thead th')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.getBoundingClientRect().width));
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.screenshot({ path: test.info().outputPath('week.png'), fullPage: true });
  await expectAccessible('the assignments with the week');
  await pressOn(page, addition.getByRole('button', { name: 'Do More' }));
  const confirm = page.getByRole('dialog', { name: 'Do more?' });
  await expect(confirm).toContainText(
    "You already completed today's work! Do you want to do more?",
  );
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await solveAssignment(page);
  await expect(page.getByRole('heading', { name: 'Excellent work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go up to level 1' })).toBeFocused();
});

test('a child placed far too high comes down by itself after one assignment with nothing right', async ({
  page,
  newDevice,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  // Hard (level 11) for a second-grader; premium, for the parent's report card.
  const { parentEmail } = await signInAs('student', {
    premium: true,
    grade: 2,
    levels: { addition: 11 },
    assignmentsize: '5',
  });
  await page.goto('/assignments');
  const addition = page.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(addition).toContainText('Level 11');
  await pressOn(page, page.getByRole('button', { name: 'Start Addition' }));
  // Every first try wrong (each fixed after): none of five counts as right. The level rule
  // reads the child as surely two or more levels too high (decision 0027): down at once, to
  // the level its work points to, at most three down.
  await solveAssignment(page, { questions: 5, firstTryWrong: -2 });
  await expect(page.getByText('Addition: 0 of 5 right')).toBeVisible();
  const moved = levelDecision('addition', 11, [{ level: 11, correct: 0, questions: 5 }]).moveTo;
  expect(moved).not.toBeNull();
  await expect(
    page.getByText(
      `Next time you will practice level ${moved}: a little easier, to make it stick.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Go (up|down) to level|Stay at level/ }),
  ).toHaveCount(0);
  const back = page.getByRole('link', { name: 'Back to Assignments' });
  await expect(back).toBeFocused();
  await expectAccessible('the result, moved down a level');
  await page.screenshot({ path: test.info().outputPath('moved-down.png'), fullPage: true });
  await page.keyboard.press('Enter');
  await expect(addition).toContainText(`Level ${moved}`);

  // The parent, on their own computer, reads why on the report card.
  const parent = await newDevice();
  await parent.goto('/parent-login');
  await logInAsParent(parent, parentEmail, PARENT_PASSWORD);
  await parent.waitForURL(/\/parent-dashboard$/);
  await parent.goto('/report-cards');
  await parent.getByRole('button', { name: 'View Report of Sam' }).click();
  const thisWeek = parent.getByRole('region', { name: /^This week \(/ });
  await expect(thisWeek).toContainText(
    `Sam's addition moved from level 11 to ${moved} by itself: 0 of 5 right at level 11. Level ${moved} is`,
  );
  await thisWeek.scrollIntoViewIfNeeded();
  await parent.screenshot({ path: test.info().outputPath('report-moved-down.png') });
  await parent.close();
});

test('a child whose parent chose five problems an assignment does five, scored out of five', async ({
  page,
  signInAs,
}) => {
  await signInAs('student', { schedules: { addition: EVERY_DAY }, assignmentsize: '5' });
  await page.goto('/assignments');
  const addition = page.getByRole('listitem').filter({ hasText: 'Addition' });
  await expect(addition).toContainText("Today's assignment: 5 questions.");
  await pressOn(page, page.getByRole('button', { name: 'Start Addition' }));
  await solveAssignment(page, { firstTryWrong: 1, questions: 5 });
  await expect(page.getByText('Addition: 4 of 5 right')).toBeVisible();
  await expect(page.getByText('80%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go up to level 1' })).toBeVisible();
});
