import { MAX_LEVEL, SUBJECTS, worksheet } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SCREENS } from './fixtures/screens';
import { chooseLanguage, expect, test } from './fixtures/test';
import * as grid from './fixtures/worked-grid';

/** The pages Chromium prints the page on. */
async function printed(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/**
 * The answers a printed key gives, item by item ("1. 52 − 27 = 25 2. ..."): an answer broken
 * over two lines is not read.
 */
function keyOnPaper(text: string, count: number): string[] {
  const items = Array.from({ length: count }, (_, i) => `${i + 1}\\. [^=]*= (\\d+(?: r \\d+)?)`);
  return new RegExp(items.join('\\s*')).exec(text)?.slice(1) ?? [];
}

/** The text of each printed page, as a PDF reader finds it. */
async function printedText(page: Page, format: 'A4' | 'Letter'): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format })));
  return (await extractText(pdf, { mergePages: false })).text;
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

  // On paper: the problems on the first page, the key on the second, its answers the domain's.
  const [problems, answers] = await printedText(page, 'A4');
  expect(problems).toContain('Subtraction, level 7 (Medium)');
  expect(problems).not.toContain('Answer key');
  expect(answers).toContain('Answer key');
  expect(keyOnPaper(answers!, sheet.key.length)).toEqual(sheet.key);
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
      await page.goto(`/worksheet?subject=${subject}&level=${level}&seed=pages${level}`);
      await expect(page.getByRole('img', { name: /^Problem 10: / })).toBeVisible();
      for (const format of ['A4', 'Letter'] as const) {
        const pages = await printedText(page, format);
        expect(pages.length, `${subject} level ${level} on ${format}`).toBeLessThanOrEqual(2);
        // The key, read off the paper, is the domain's for the same seed.
        const { key } = worksheet({ subject, level, seed: `pages${level}` });
        expect(keyOnPaper(pages.at(-1)!, key.length), `${subject} level ${level}'s key`).toEqual(
          key,
        );
      }
    }
  }
});

test('a Spanish division worksheet, divisor on the right, prints every problem whole and no screen control', async ({
  page,
  signInAs,
}) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'paper is the same from any screen');
  await signInAs('parent');
  // Spain's Spanish: its schools divide with the divisor on the right (docs/written-methods.md).
  await chooseLanguage(page, 'es-ES');
  for (const [level, format, width] of [
    [8, 'A4', 794],
    [12, 'Letter', 816],
  ] as const) {
    await page.goto(`/worksheet?subject=division&level=${level}&seed=whole${level}`);
    await expect(page.getByRole('img', { name: /^Problema 10: / })).toBeVisible();
    // The paper's width, as Chromium lays the page out to print it.
    await page.setViewportSize({ width, height: 1100 });
    await page.emulateMedia({ media: 'print' });
    const cut = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.grid-scroller')).filter(
          (scroller) =>
            scroller.scrollWidth > scroller.clientWidth + 1 &&
            getComputedStyle(scroller).overflowX !== 'visible',
        ).length,
    );
    expect(cut, `division level ${level} on ${format}: problems cut`).toBe(0);
    await expect(page.locator('[data-scroll-cue]:visible')).toHaveCount(0);
    // To look at: every problem whole, no scroll button over the work.
    await page.pdf({ format, path: `${SCREENS}/worksheet-division-es-${level}-${format}.pdf` });
    await page.emulateMedia({ media: 'screen' });
  }
});
