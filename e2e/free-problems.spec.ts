import { boxesOf, expectedEntries, type Subject, solve, TIERS } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * A visitor at /free-problems, keyboard only. The test reads each problem's numbers from
 * the page (the grid's accessible name), works out every box with the domain engine and
 * types it: a digit moves on by itself, Tab passes a box left blank.
 */
const SUBJECT_NAMES = ['Addition', 'Subtraction', 'Multiplication', 'Division'];
const SPOKEN = {
  plus: 'addition',
  minus: 'subtraction',
  times: 'multiplication',
  'divided by': 'division',
} as const;

async function currentProblem(page: Page) {
  const name = await page.getByRole('region', { name: /^Problem: / }).getAttribute('aria-label');
  const match = /^Problem: (\d+) (plus|minus|times|divided by) (\d+)$/.exec(name ?? '');
  if (!match) throw new Error(`cannot read the problem from ${name}`);
  return solve(
    SPOKEN[match[2] as keyof typeof SPOKEN] as Subject,
    Number(match[1]),
    Number(match[3]),
  );
}

async function typeEntries(page: Page, entries: string[]) {
  for (const entry of entries) await page.keyboard.press(entry === '' ? 'Tab' : entry);
}

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
    await expect(page.locator('.worked-grid input[tabindex="0"]')).toBeFocused();
    const problem = await currentProblem(page);
    await typeEntries(page, expectedEntries(boxesOf(problem)));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
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
        await expect(page.locator('.worked-grid input[tabindex="0"]')).toBeFocused();
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
  const problem = await currentProblem(page);
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
  await expect(page.getByText('Correct!')).toBeVisible();
  await expectAccessible('the solved grid');
});
