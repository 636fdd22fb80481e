import { boxesOf, boxLabel, digitAt, operandsOf, paperPath } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { EVERY_DAY } from './fixtures/api';
import { SCREENS } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import * as grid from './fixtures/worked-grid';

/**
 * The child's grid as a child meets it: Show me how after a wrong digit, the biggest
 * problems on a phone, and leaving an assignment half done. Screenshots of every subject
 * before and after submitting go to .artifacts/screens, to be looked at.
 */
const SUBJECTS = ['Addition', 'Subtraction', 'Multiplication', 'Division'];

async function startFreeProblems(page: Page, tier: string) {
  const dialog = await grid.openFreeProblems(page);
  await dialog.getByRole('radio', { name: new RegExp(`^${tier}`) }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await grid.expectGridReady(page);
}

for (const subject of ['Addition', 'Subtraction'] as const) {
  test(`Show me how, after a wrong ones digit in ${subject.toLowerCase()}, names the column's digits and the right digit`, async ({
    page,
    expectAccessible,
  }) => {
    await startFreeProblems(page, 'Easy');
    if (subject !== 'Addition') {
      await page.getByRole('button', { name: subject, exact: true }).click();
      await grid.expectGridReady(page);
    }
    const problem = await grid.problemOnScreen(page);
    const [a, b] = operandsOf(problem);
    const digits = grid.answerDigits(problem).map(({ digit }) => digit);
    // Enter before anything is typed says what is missing instead of doing nothing.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(/box(es)? (is|are) still empty/);
    await expectAccessible(`${subject}: the empty boxes outlined`);
    const right = digits[0]!;
    digits[0] = String((Number(right) + 3) % 10);
    await grid.typeDigits(page, digits);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Fix the red boxes and try again.')).toBeVisible();

    await page.getByRole('button', { name: 'Show me how' }).click();
    const sign = subject === 'Addition' ? '+' : '−';
    // Easy: two-digit numbers without carrying or borrowing, so the ones column is plain
    // (a strategy may come first: "Taking away 0 takes nothing away, …").
    await expect(page.getByTestId('show-me-how')).toContainText(
      `Ones column: ${digitAt(a, 0)} ${sign} ${digitAt(b, 0)} = ${right}.`,
    );
    const red = grid.problemRegion(page).locator('input[aria-invalid="true"]');
    await expect(red).toHaveAttribute('aria-describedby');
    await expectAccessible(`${subject}: a red box explained`);
    // It never types for the child: the red digit is still there until the child changes it.
    await expect(red).toHaveValue(digits[0]!);
    await red.click();
    await page.keyboard.press(right);
    await page.keyboard.press('Enter');
    await grid.expectCorrect(page);
  });
}

test('every subject at level 19 on a phone: 40 px boxes, the ones column in view, nothing sideways; screenshots before and after submitting', async ({
  page,
  signInAs,
  expectAccessible,
}, info) => {
  test.slow();
  const onPhone = info.project.name === 'phone-360';
  await signInAs('student', {
    schedules: Object.fromEntries(SUBJECTS.map((s) => [s.toLowerCase(), EVERY_DAY])),
    levels: Object.fromEntries(SUBJECTS.map((s) => [s.toLowerCase(), 19])),
  });
  for (const subject of SUBJECTS) {
    await page.goto('/assignments');
    await page.getByRole('button', { name: `Start ${subject}` }).click();
    await expect(page.getByText(`${subject} · Level 19 · Question 1 of 10`)).toBeVisible();
    await grid.expectGridReady(page);
    if (onPhone) await grid.expectGridFitsPhone(page);
    // Typing starts in the ones answer box, which is in view.
    const problem = await grid.problemOnScreen(page);
    const boxes = boxesOf(problem);
    const first = boxes[paperPath(problem, boxes, 19).chain[0]!]!;
    const firstBox = grid.problemRegion(page).getByRole('textbox', {
      name: boxLabel(first),
      exact: true,
    });
    await expect(firstBox).toBeFocused();
    await expect(firstBox).toBeInViewport();
    await expectAccessible(`${subject} at level 19`);
    const name = `${subject.toLowerCase()}-level-19-${info.project.name}`;
    await page.screenshot({ path: `${SCREENS}/${name}-before.png` });

    const digits = grid.answerDigits(problem).map(({ digit }) => digit);
    digits[0] = String((Number(digits[0]) + 1) % 10);
    await grid.typeDigits(page, digits);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show me how' })).toBeVisible();
    await page.getByRole('button', { name: 'Show me how' }).click();
    await expect(page.getByTestId('show-me-how')).not.toHaveText('Thinking...');
    await expectAccessible(`${subject} at level 19, after a wrong try`);
    await page.screenshot({ path: `${SCREENS}/${name}-after.png`, fullPage: true });
  }
});

/**
 * "Show me how" where the child looks: the explanation and the box it explains
 * both on screen, the box inside the grid's card and clear of its scroll arrows.
 */
async function expectHelpInView(page: Page, what: string): Promise<void> {
  const help = page.getByTestId('show-me-how');
  await expect(help).not.toHaveText('Thinking...');
  const box = grid.problemRegion(page).locator('input[aria-describedby]');
  await expect(help, `${what}: the explanation`).toBeInViewport({ ratio: 1 });
  await expect(box, `${what}: the box explained`).toBeInViewport({ ratio: 1 });
  const card = (await grid.problemRegion(page).locator('.grid-scroller').boundingBox())!;
  const shown = (await box.boundingBox())!;
  expect(shown.x, `${what}: left of the card`).toBeGreaterThanOrEqual(card.x);
  expect(shown.x + shown.width, `${what}: right of the card`).toBeLessThanOrEqual(
    card.x + card.width,
  );
  for (const cue of await grid.problemRegion(page).locator('button[data-scroll-cue]').all()) {
    expect(apart(shown, (await cue.boundingBox())!), `${what}: under a scroll arrow`).toBe(true);
  }
}

/** Two boxes on the page that do not cover each other. */
function apart(a: Box, b: Box): boolean {
  const besides = a.x + a.width <= b.x || b.x + b.width <= a.x;
  const aboveOrBelow = a.y + a.height <= b.y || b.y + b.height <= a.y;
  return besides || aboveOrBelow;
}
type Box = { x: number; y: number; width: number; height: number };

/**
 * After a wrong try, where the child looks: the red box (the one the focus went to), clear of
 * the scroll arrows, and the line that says a box is red, both on screen.
 */
async function expectRedInView(page: Page, what: string): Promise<void> {
  const status = grid.problemRegion(page).getByRole('status');
  await expect(status).toContainText(/red/);
  // The focus goes to the red box to fix; with the answer right and only working red, it
  // stays for Enter to go on, and the first red box comes into view.
  const answerRight = /Your answer is right/.test((await status.textContent()) ?? '');
  const box = answerRight
    ? grid.problemRegion(page).locator('input[aria-invalid="true"]').first()
    : grid.problemRegion(page).locator('input:focus');
  if (!answerRight) {
    await expect(box, `${what}: the focus on a red box`).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(box, `${what}: the red box`).toBeInViewport({ ratio: 1 });
  await expect(status, `${what}: the message`).toBeInViewport({ ratio: 1 });
  const shown = (await box.boundingBox())!;
  for (const cue of await grid.problemRegion(page).locator('button[data-scroll-cue]').all()) {
    expect(apart(shown, (await cue.boundingBox())!), `${what}: under a scroll arrow`).toBe(true);
  }
}

for (const level of [11, 19]) {
  test(`Show me how at level ${level} shows its words and each red box in turn on screen, in every subject`, async ({
    page,
    signInAs,
    expectAccessible,
  }, info) => {
    test.slow();
    await signInAs('student', {
      schedules: Object.fromEntries(SUBJECTS.map((s) => [s.toLowerCase(), EVERY_DAY])),
      levels: Object.fromEntries(SUBJECTS.map((s) => [s.toLowerCase(), level])),
    });
    for (const subject of SUBJECTS) {
      await page.goto('/assignments');
      await page.getByRole('button', { name: `Start ${subject}` }).click();
      await grid.expectGridReady(page);
      const problem = await grid.problemOnScreen(page);
      const digits = grid.answerDigits(problem).map(({ digit }) => digit);
      // Two wrong digits: the first typed (in multiplication a box of the first partial
      // product, the answer itself right) and one halfway along the work.
      const wrong = [0, Math.floor(digits.length / 2)];
      for (const at of wrong) digits[at] = String((Number(digits[at]) + 1) % 10);
      await grid.typeDigits(page, digits);
      await page.keyboard.press('Enter');
      await expectRedInView(page, `${subject} at level ${level}, after Submit`);
      await page.getByRole('button', { name: 'Show me how' }).click();
      await expectHelpInView(page, `${subject} at level ${level}, the first red box`);
      await page.screenshot({
        path: `${SCREENS}/show-me-how-${subject.toLowerCase()}-${level}-${info.project.name}.png`,
      });
      await page.getByRole('button', { name: 'Show me how' }).click();
      await expectHelpInView(page, `${subject} at level ${level}, the next red box`);
    }
    await expectAccessible(`Show me how at level ${level}`);
  });
}

test('a screen reader hears the digits of the problem, and the boxes in the order of the work', async ({
  page,
  signInAs,
}) => {
  await signInAs('student', {
    schedules: { addition: EVERY_DAY, division: EVERY_DAY },
    levels: { addition: 12, division: 19 },
  });
  for (const subject of ['Addition', 'Division']) {
    await page.goto('/assignments');
    await page.getByRole('button', { name: `Start ${subject}` }).click();
    await grid.expectGridReady(page);
    const problem = await grid.problemOnScreen(page);
    const [a, b] = operandsOf(problem);
    const region = grid.problemRegion(page);
    // The region's description gives every digit the grid draws.
    await expect(region).toHaveAccessibleDescription(
      subject === 'Division'
        ? `${a} divided by ${b}. The number divided, from the left: ${String(a).split('').join(', ')}.`
        : new RegExp(
            `^${a} plus \\d+\\. By column from the ones, top digit and bottom digit: ones ${digitAt(a, 0)} and \\d; `,
          ),
    );
    // The boxes come in the page as the work goes: each step's boxes before the next step's,
    // a column's carry before its sum, as the paper path goes.
    const labels = await region
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
    expect(labels).toEqual(boxesOf(problem).map((box) => boxLabel(box)));
  }
});

test('leaving an assignment half done asks first', async ({ page, signInAs }) => {
  await signInAs('student', { schedules: { addition: EVERY_DAY } });
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Start Addition' }).click();
  await grid.expectGridReady(page);
  // Nothing answered yet: nothing to lose, no question.
  await page.getByRole('link', { name: 'Back to Assignments' }).click();
  await expect(page).toHaveURL(/\/assignments$/);

  await page.getByRole('button', { name: 'Start Addition' }).click();
  await grid.expectGridReady(page);
  await grid.typeDigits(
    page,
    grid.answerDigits(await grid.problemOnScreen(page)).map(({ digit }) => digit),
  );
  await page.keyboard.press('Enter');
  await grid.expectCorrect(page);
  await page.getByRole('link', { name: 'Back to Assignments' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave this assignment?' });
  await expect(ask).toContainText('Your answers so far will be lost');
  await ask.getByRole('button', { name: 'Keep going' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(/Question 1 of 10/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Assignments' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/assignments$/);
});
