import { boxesOf, expectedEntries, TIERS } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import {
  expectCorrect,
  expectGridReady,
  problemOnScreen,
  solveOnScreen,
  typeEntries,
} from './fixtures/worked-grid';

/** A visitor at /free-problems, keyboard only. */
const SUBJECT_NAMES = ['Addition', 'Subtraction', 'Multiplication', 'Division'];

async function chooseTier(page: Page, tier: string) {
  const dialog = page.getByRole('dialog', { name: 'Choose a difficulty' });
  await expect(dialog).toBeVisible();
  const radio = dialog.getByRole('radio', { name: new RegExp(`^${tier}`) });
  // Arrow keys move through the radio group; Space selects the one with focus.
  for (let i = 0; i < 4 && !(await radio.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

async function solveTen(page: Page, level: number, checkScroll: boolean) {
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByText(new RegExp(`Level ${level} .*Problem ${n} of 10`))).toBeVisible();
    await solveOnScreen(page);
    if (checkScroll && level <= 10) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal scrolling at level ${level}`).toBeLessThanOrEqual(0);
    }
    await page.keyboard.press('Enter');
  }
}

test('a visitor solves ten problems of every subject at each tier, and the level goes up', async ({
  page,
}, info) => {
  test.setTimeout(600_000);
  const checkScroll = info.project.name === 'phone-360';
  await page.goto('/free-problems');
  for (const tier of TIERS) {
    if (tier.name !== 'Introductory') {
      await page.getByRole('button', { name: 'Change difficulty' }).focus();
      await page.keyboard.press('Enter');
    }
    await chooseTier(page, tier.name);
    for (const subject of SUBJECT_NAMES) {
      // From the grid, Shift-Tab reaches the subject choice; arrows move to the subject.
      while (!(await page.getByRole('radio', { name: subject }).isChecked())) {
        // As a child would, wait for the problem to appear with its first box focused.
        await expectGridReady(page);
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('radio', { checked: true })).toBeFocused();
        await page.keyboard.press('ArrowRight');
      }
      await solveTen(page, tier.startLevel, checkScroll);
      await expect(
        page.getByText(`Level up! You are on level ${tier.startLevel + 1} now.`),
      ).toBeVisible();
      await expect(
        page.getByText(new RegExp(`Level ${tier.startLevel + 1} .*Problem 1 of 10`)),
      ).toBeVisible();
    }
  }
});

test('a wrong digit shows the red box and the message; fixing it completes the problem', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/free-problems');
  await chooseTier(page, 'Easy');
  await expectGridReady(page);
  const problem = await problemOnScreen(page);
  const boxes = boxesOf(problem);
  const entries = expectedEntries(boxes);
  await expectAccessible('the grid before submitting');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const wrong = boxes.findIndex((box) => box.required);
  const right = entries[wrong]!;
  entries[wrong] = String((Number(right) + 1) % 10);
  await typeEntries(page, entries);
  expect(requests, 'typing must not call the server').toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.getByText('Fix the red boxes and try again.')).toBeVisible();
  const invalid = page.locator('.worked-grid input[aria-invalid="true"]');
  await expect(invalid).toHaveCount(1);
  await expect(invalid).toBeFocused();
  await expectAccessible('the grid with a red box');

  await page.keyboard.press(right);
  await expect(invalid).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expectCorrect(page);
  await expectAccessible('the solved grid');
});
