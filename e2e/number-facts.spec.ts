import { answerOf, factOf, operandsOf } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { EVERY_DAY } from './fixtures/api';
import { SCREENS } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import * as grid from './fixtures/worked-grid';

/**
 * Number facts typed as written: where the whole answer is one fact (7 + 5,
 * 12 x 7), the child types the number from the left, as it is written, in one field; Show
 * me how teaches a strategy with the fact's own numbers, never carrying. Screenshots go to
 * .artifacts/screens.
 */

/** The fact on screen, answered as a child writes it: the number's digits from the left. */
async function answerFact(page: Page, { wrong = false } = {}): Promise<string> {
  await grid.expectGridReady(page);
  const problem = await grid.problemOnScreen(page);
  expect(factOf(problem), `${problem.id} is a fact`).toBeDefined();
  const field = grid.problemRegion(page).getByRole('textbox', { name: 'answer' });
  await expect(field).toBeFocused();
  await expect(grid.problemRegion(page).getByRole('textbox')).toHaveCount(1);
  const answer = String(answerOf(problem));
  // A wrong answer: the digits the other way round, or one more.
  const reversed = [...answer].reverse().join('');
  const typed = !wrong ? answer : reversed !== answer ? reversed : String(answerOf(problem) + 1);
  await grid.typeDigits(page, [...typed]);
  await expect(field).toHaveValue(typed);
  await page.keyboard.press('Enter');
  return answer;
}

test('an assignment of addition facts at level 1 is typed as the numbers are written', async ({
  page,
  signInAs,
  expectAccessible,
}, info) => {
  await signInAs('student', { schedules: { addition: EVERY_DAY }, levels: { addition: 1 } });
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Start Addition' }).click();
  // The first fact shows which way the digits go.
  await expect(page.getByTestId('digit-order-cue')).toHaveText(/Type it the way you write it/);
  await page.screenshot({ path: `${SCREENS}/fact-${info.project.name}.png` });
  const [firstA, firstB] = operandsOf(await grid.problemOnScreen(page));
  const first = `${firstA} + ${firstB}`;
  await answerFact(page);
  await grid.expectCorrect(page);
  await expectAccessible('a fact answered right');
  await page.keyboard.press('Enter');

  // The next one wrong: the red field, and Show me how teaches a strategy.
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  const problem = await grid.problemOnScreen(page);
  const answer = await answerFact(page, { wrong: true });
  await expect(page.getByText('Fix the red box and try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Show me how' }).click();
  const words = page.getByTestId('show-me-how');
  const [a, b] = operandsOf(problem);
  await expect(words).toContainText(String(Math.max(a, b)));
  await expect(words).toContainText(String(Math.min(a, b)));
  await expect(words).not.toContainText(/carr/i);
  await page.screenshot({ path: `${SCREENS}/fact-show-me-how-${info.project.name}.png` });
  await expectAccessible('Show me how on a fact');
  // Written again, from the left, it is right.
  await grid.problemRegion(page).getByRole('textbox', { name: 'answer' }).focus();
  await grid.typeDigits(page, [...answer]);
  await page.keyboard.press('Enter');
  await grid.expectCorrect(page);

  // The rest right; the timed facts go with the completion, into the child's facts map:
  // the one missed is being learnt, and every fact met is on the map (decision 0010).
  const met = new Set([first, `${a} + ${b}`]);
  for (let question = 3; question <= 10; question++) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
    const [x, y] = operandsOf(await grid.problemOnScreen(page));
    met.add(`${x} + ${y}`);
    await answerFact(page);
    await grid.expectCorrect(page);
  }
  await page.keyboard.press('Enter');
  // Saved: the level options are offered.
  await expect(
    page.getByRole('button', { name: /^(Go up to|Stay at|Go down to) level/ }).first(),
  ).toBeVisible();
  // The other address of My Progress takes a signed-in child there.
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/my-progress$/);
  const facts = page.getByRole('region', { name: 'Addition facts' });
  await expect(facts.getByRole('cell', { name: `${a} + ${b}: learning` })).toBeVisible();
  // The others, right at once, are met too (quick or slow as the clock had it).
  await expect(
    facts.getByRole('cell', { name: /: (quick|learning|right, getting quicker)$/ }),
  ).toHaveCount(met.size);
});

test('multiplication facts at levels 0 to 3: practice, an assignment and free problems', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('student', {
    schedules: { multiplication: EVERY_DAY },
    levels: { multiplication: 3 },
  });
  // An assignment at level 3: mixed tables up to 12 x 12.
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Start Multiplication' }).click();
  for (let question = 1; question <= 3; question++) {
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
    await answerFact(page);
    await grid.expectCorrect(page);
    await page.keyboard.press('Enter');
  }

  // Practice at level 0.
  await page.goto('/practice-problems');
  const form = page.getByRole('form', { name: 'Choose your practice' });
  await form.getByRole('radio', { name: 'Multiplication' }).check();
  // Big level cards: a radio group, chosen by the keyboard as a child at a keyboard does.
  await form.getByRole('radio', { name: /^Level 0/ }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: /^Level 0/ })).toBeChecked();
  await form.getByRole('button', { name: 'Start Practice' }).click();
  await answerFact(page);
  await grid.expectCorrect(page);

  // Free problems at the Introductory tier.
  const dialog = await grid.openFreeProblems(page);
  await dialog.getByRole('radio', { name: /^Introductory/ }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Multiplication', exact: true }).click();
  await answerFact(page);
  await grid.expectCorrect(page);
});
