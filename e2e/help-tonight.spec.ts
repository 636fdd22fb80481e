import { mkdirSync } from 'node:fs';
import {
  bugsOf,
  methodsFor,
  misconceptionText,
  prehashPassword,
  SUBJECTS,
} from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { addChild, apiOf, EVERY_DAY, workSmallerFromLarger } from './fixtures/api';
import { logInAsChild } from './fixtures/log-in';
import { expect, test } from './fixtures/test';

const SCREENS = '.artifacts/screens';

/** The pages of the page printed on `format`, counted in the PDF Chromium makes. */
async function printedPages(page: Page, format: 'A4' | 'Letter', name: string): Promise<number> {
  mkdirSync(SCREENS, { recursive: true });
  const pdf = await page.pdf({ format, path: `${SCREENS}/${name}-${format}.pdf` });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/**
 * Sam, on the family's other computer, works two subtraction problems smaller-from-larger,
 * and the rest of the day's set wrong at the first try, as a child who has the bug does.
 */
async function samWithTheBug(page: Page, newDevice: () => Promise<Page>): Promise<string> {
  const handle = await addChild(apiOf(page.request), {
    firstname: 'Sam',
    schedules: { subtraction: EVERY_DAY },
    levels: { subtraction: 6 },
  });
  const device = await newDevice();
  const call = apiOf(device.request);
  await call({
    tag: 'student.connect',
    accountname: handle,
    accountpassword: await prehashPassword(handle, '1234'),
    timezone: 'UTC',
  });
  await workSmallerFromLarger(call);
  await device.context().close();
  return handle;
}

test('a premium parent opens Help tonight from the report card, prints it on one page and sets the school’s method', async ({
  page,
  newDevice,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('parent', { premium: true });
  const handle = await samWithTheBug(page, newDevice);

  await page.goto(`/report-cards?student=${handle}`);
  const step = page
    .getByRole('region', { name: 'Steps to work on' })
    .getByRole('listitem')
    .filter({ hasText: 'Takes the smaller digit from the larger one' });
  await step.getByRole('link', { name: /^Help tonight/ }).click();
  await expect(page).toHaveURL(
    `/help-tonight?student=${handle}&step=subtraction.smaller-from-larger`,
  );

  const help = page.getByRole('article', { name: 'Takes the smaller digit from the larger one' });
  await expect(help.getByRole('img', { name: /^Sam’s answer on / })).toBeVisible();
  await expect(help.getByRole('img', { name: /^Worked right: / })).toBeVisible();
  await expect(help.getByText(/We regroup one ten for ten ones/).first()).toBeVisible();
  await expect(help.getByText(/^Ask, at the step: /)).toBeVisible();
  const key = help.getByRole('region', { name: 'Answer key' });
  await expect(
    key.getByText(/If Sam writes \d+, the smaller digit was taken from the larger one\./),
  ).toHaveCount(3);
  await expectAccessible('Help tonight');
  await page.screenshot({
    path: `${SCREENS}/help-tonight-${test.info().project.name}.png`,
    fullPage: true,
  });

  // On paper: one sheet, A4 or Letter.
  expect(await printedPages(page, 'A4', 'help-tonight')).toBe(1);
  expect(await printedPages(page, 'Letter', 'help-tonight')).toBe(1);

  // The school teaches equal additions: the words and the drawing change, and stay chosen.
  await help
    .getByRole('group', { name: 'How does the school write subtraction?' })
    .getByRole('radio', { name: 'Equal additions (add ten on top, pay it back below)' })
    .check();
  await expect(help.getByText(/so we add ten to the top/).first()).toBeVisible();
  await expect(help.getByText(/We regroup/)).toHaveCount(0);
  await page.reload();
  await expect(
    help
      .getByRole('group', { name: 'How does the school write subtraction?' })
      .getByRole('radio', { name: 'Equal additions (add ten on top, pay it back below)' }),
  ).toBeChecked();
  await expect(help.getByText(/We pay it back below/).first()).toBeVisible();
  expect(await printedPages(page, 'A4', 'help-tonight-equal-additions')).toBe(1);

  // The student card shows the same choice, with its preview.
  await page.goto('/configure-student');
  await page.getByText('How the school writes it').click();
  // The child's grids follow it too, from the next sign-in, and the card says so.
  await expect(
    page.getByText(
      /^.+’s grids and the Help tonight pages follow the school’s method\. A change reaches .+’s screens at the next sign-in\.$/,
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Subtraction', exact: true })
      .getByRole('radio', { name: 'Equal additions (add ten on top, pay it back below)' }),
  ).toBeChecked();
  await expect(page.getByRole('img', { name: 'Preview: 52 − 27' })).toBeVisible();
  // The divisor on the right, the widest drawing, fits inside the card on a phone too.
  await page
    .getByRole('group', { name: 'Long division', exact: true })
    .getByRole('radio', { name: 'Divisor on the right, answer under it' })
    .check();
  const card = await page.locator('details', { hasText: 'How the school writes it' }).boundingBox();
  const preview = await page.getByRole('img', { name: 'Preview: 172 ÷ 4' }).boundingBox();
  expect(preview!.x).toBeGreaterThanOrEqual(card!.x);
  expect(preview!.x + preview!.width).toBeLessThanOrEqual(card!.x + card!.width);
  await expectAccessible('the school’s method on the student card');
  await page.screenshot({
    path: `${SCREENS}/school-method-${test.info().project.name}.png`,
    fullPage: true,
  });

  // The step's worksheet from its help page; its QR address on Sam's own device opens the ten.
  await page.goto(`/help-tonight?student=${handle}&step=subtraction.smaller-from-larger`);
  await help.getByRole('link', { name: 'Print a worksheet of 10 for this step' }).click();
  await expect(page.getByRole('img', { name: /^Problem 10: / })).toBeVisible();
  // The child's sheet names the subject and level, not the mistake; the parent reads the step
  // on the screen only.
  await expect(
    page.getByRole('heading', { level: 2, name: /^Subtraction, level \d+ / }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Ten problems for the step “.+”\. The printed sheet does not name it\.$/),
  ).toBeVisible();
  const qr = await page.getByText(/\/math-problems\?worksheet=subtraction\./).textContent();
  const sam = await newDevice();
  await sam.goto('/student-login');
  await logInAsChild(sam, handle);
  await expect(sam.getByRole('link', { name: /Assignments/ })).toBeVisible();
  await sam.goto(qr!);
  await expect(sam.getByText(/Subtraction · Worksheet · Problem 1 of 10/)).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Back to Assignments' })).toBeVisible();
  await expect(sam.getByText(/This worksheet link is not one/)).toHaveCount(0);
});

test('a visitor opens the sample report’s Help tonight and prints it on one page', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/sample-report');
  const step = page.getByRole('listitem').filter({ hasText: 'Ignores the carry when multiplying' });
  await step.getByRole('link', { name: /^Help tonight/ }).click();
  await expect(page).toHaveURL('/help-tonight?step=multiplication.multiplication-carry-ignored');
  await expect(page.getByText(/This is a sample, from the sample report/)).toBeVisible();
  const help = page.getByRole('article', { name: 'Ignores the carry when multiplying' });
  await expect(help.getByRole('img', { name: /^Maya’s answer on / })).toBeVisible();
  await expect(help.getByText(/plus the carried/).first()).toBeVisible();
  await expect(
    help.getByText('In your child’s report, “Start Targeted Practice” starts this set here.'),
  ).toBeVisible();
  await expectAccessible('the sample Help tonight');
  expect(await printedPages(page, 'A4', 'help-tonight-sample')).toBe(1);
});

test('a mistyped address says so: a step of another subject, a worksheet link cut short', async ({
  page,
}) => {
  await page.goto('/help-tonight?step=addition.smaller-from-larger');
  await expect(page.getByText(/This link does not name a step MathSteps knows/)).toBeVisible();
  await page.goto('/math-problems?worksheet=subtraction.7');
  await expect(
    page.getByText(
      'This worksheet link is not one MathSteps knows, so here are ten problems to practice instead.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Problem 1 of 10/)).toBeVisible();
  // A worksheet asked for at a level and with a seed no sheet has: a level there is, a new seed.
  await page.goto('/worksheet?subject=addition&level=-3&seed=%00');
  await expect(page).toHaveURL(/level=0&seed=[a-z0-9]+$/);
  await expect(
    page.getByRole('heading', { name: 'Addition, level 0 (Introductory)' }),
  ).toBeVisible();
});

test('every catalogued step prints on one page in every school method, A4 and Letter', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'paper is the same from any screen');
  test.slow();
  for (const subject of SUBJECTS) {
    for (const bug of bugsOf(subject)) {
      await page.goto(`/help-tonight?step=${subject}.${bug}`);
      const help = page.getByRole('article', { name: misconceptionText(bug, subject).title });
      await expect(help.getByRole('img', { name: /^Problem 3: / })).toBeVisible();
      for (const method of methodsFor(subject)) {
        if (subject === 'subtraction' || subject === 'division') {
          await help.locator(`input[type="radio"][value="${method[subject]}"]`).check();
        }
        for (const format of ['A4', 'Letter'] as const) {
          const name = `${subject} ${bug} ${JSON.stringify(method)} on ${format}`;
          const pdf = await page.pdf({ format });
          expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g), name).toHaveLength(1);
        }
      }
    }
  }
});
