import { MAX_LEVEL, SUBJECTS, worksheet } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import * as grid from './fixtures/worked-grid';

/** The pages Chromium prints the page on. */
async function printed(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

test('a visitor prints a free worksheet with its key on a page of its own, and finds the plans', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/worksheet?subject=subtraction&level=9');
  // The address keeps a seed: a reload prints the same problems.
  await expect(page).toHaveURL(/seed=/);
  // Level 9 is not free: the highest free tier below it, Medium (7).
  await expect(page.getByRole('heading', { name: 'Subtraction, level 7 (Medium)' })).toBeVisible();
  const seed = new URL(page.url()).searchParams.get('seed')!;
  const sheet = worksheet({ subject: 'subtraction', level: 7, seed });
  const key = page.getByRole('region', { name: 'Answer key' });
  for (const [index, answer] of sheet.key.entries()) {
    await expect(key.getByRole('listitem').nth(index)).toContainText(`= ${answer}`);
  }
  await expect(page.getByRole('img', { name: /^Problem 10: / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toBeVisible();
  await expectAccessible('a free worksheet');
  await page.screenshot({
    path: `.artifacts/screens/worksheet-${test.info().project.name}.png`,
    fullPage: true,
  });

  expect(await printed(page, 'A4')).toBe(2);
  await page.getByRole('switch', { name: 'Print the answer key' }).click();
  await expect(key).toHaveCount(0);
  expect(await printed(page, 'Letter')).toBe(1);

  // The QR code's address opens the same ten, one by one, in the practice quiz of a device.
  await expect(
    page.getByRole('img', { name: 'QR code: these problems on a device' }),
  ).toBeVisible();
  const link = await page.getByText(/\/math-problems\?worksheet=/).textContent();
  expect(link).toBe(`${new URL(page.url()).origin}/math-problems?worksheet=subtraction.7.${seed}`);
  await page.goto(link!);
  await expect(page.getByText(/Subtraction · Worksheet · Problem 1 of 10/)).toBeVisible();
  const first = await grid.problemOnScreen(page);
  expect(first.id).toBe(sheet.problems[0]!.id);
});

test('every subject and level prints in at most two pages with its key, A4 and Letter', async ({
  page,
  signInAs,
}) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'paper is the same from any screen');
  test.slow();
  await signInAs('parent');
  for (const subject of SUBJECTS) {
    for (let level = 0; level <= MAX_LEVEL; level++) {
      await page.goto(`/worksheet?subject=${subject}&level=${level}&seed=pages-${level}`);
      await expect(page.getByRole('img', { name: /^Problem 10: / })).toBeVisible();
      for (const format of ['A4', 'Letter'] as const) {
        expect(
          await printed(page, format),
          `${subject} level ${level} on ${format}`,
        ).toBeLessThanOrEqual(2);
      }
    }
  }
});
