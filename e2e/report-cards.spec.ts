import { mkdirSync } from 'node:fs';
import { factsOfProblem, prehashPassword } from '@mathsteps/domain';
import { finishedWork } from '@mathsteps/domain/testing';
import { type Locator, type Page, request } from '@playwright/test';
import {
  addChild,
  apiOf,
  EVERY_DAY,
  reportAnswer,
  reportBuggyAnswer,
  SMALLER_FROM_LARGER,
} from './fixtures/api';
import { expect, test } from './fixtures/test';

/** The parent adds a student whose addition is due every day. */
const addStudent = (page: Page, firstname: string) =>
  addChild(apiOf(page.request), { firstname, schedules: { addition: EVERY_DAY } });

/** A fact as the report names it: "6 + 7". */
const spoken = (fact: string) => fact.replace('+', ' + ');

/**
 * The child, on their own device: today's addition with 2 errors, both reported, and
 * three subtraction problems worked smaller-from-larger (a step to work on), one of them
 * twice; the grids' timings and a Quick Facts session, of the facts the server served and
 * planned. Answers the facts they made: one slow, three quick, one wrong, one not met.
 */
async function childDoesToday(baseURL: string, accountname: string) {
  const device = await request.newContext({ baseURL });
  const call = apiOf(device);
  await call({
    tag: 'student.connect',
    accountname,
    accountpassword: await prehashPassword(accountname, '1234'),
    timezone: 'UTC',
  });
  await reportAnswer(call, {
    subject: 'addition',
    a: 7,
    b: 5,
    level: 0,
    answer: '11',
    entries: { 'sum.0': '1', 'sum.1': '1' },
  });
  await reportAnswer(call, {
    subject: 'addition',
    a: 9,
    b: 8,
    level: 0,
    answer: '16',
    entries: { 'sum.0': '6', 'sum.1': '1' },
  });
  for (const [a, b] of [...SMALLER_FROM_LARGER, SMALLER_FROM_LARGER[0]]) {
    await reportBuggyAnswer(call, {
      bug: 'smaller-from-larger',
      subject: 'subtraction',
      a,
      b,
      level: 6,
    });
  }
  // Its grids' timed boxes, of the facts served: one slow in 8 of 20, three quick in the rest.
  let served: string[] = [];
  await call(
    await finishedWork(call, {
      wrong: 2,
      boxes: (problems) => {
        served = [...new Set(problems.flatMap((problem) => [...factsOfProblem(problem)]))];
        const [slow, ...quick] = served.slice(0, 4);
        return [
          ...Array.from({ length: 8 }, () => ({ fact: slow, right: true, ms: 9000 })),
          ...quick.flatMap((fact) =>
            Array.from({ length: 4 }, () => ({ fact, right: true, ms: 900 })),
          ),
        ];
      },
    }),
  );
  const [slow, ...quick] = served.slice(0, 4) as [string, ...string[]];
  // A round of Quick Facts as the server planned it: the slow fact slow again, if planned,
  // and a new one wrong.
  const plan = await call({ tag: 'student.factsget', operation: 'addition' });
  const planned: string[] = plan.facts;
  const wrong = planned.find((fact) => !served.includes(fact))!;
  const sum = (fact: string) => String(fact.split('+').reduce((a, b) => a + Number(b), 0));
  await call({
    tag: 'student.factscomplete',
    operation: 'addition',
    attempt: plan.attempt,
    session: plan.session,
    typing: [{ number: '42', ms: 1000 }],
    answers: [
      ...(planned.includes(slow) ? [{ fact: slow, answer: sum(slow), ms: 9000 }] : []),
      { fact: wrong, answer: String(Number(sum(wrong)) + 1), ms: 2000 },
    ],
  });
  const notMet = ['9+9', '8+9', '9+8', '7+9'].find(
    (fact) => !served.includes(fact) && fact !== wrong,
  )!;
  await device.dispose();
  return {
    slow: spoken(slow),
    quick: quick.map(spoken),
    wrong: spoken(wrong),
    notMet: spoken(notMet),
  };
}

/**
 * A subject's figures: a table row where there is room, a card of its own on a phone (every
 * figure in sight, nothing to scroll sideways).
 */
function subjectFigures(report: Locator, subject: string) {
  return test.info().project.name.startsWith('phone')
    ? report
        .getByRole('list', { name: 'Subjects' })
        .getByRole('listitem')
        .filter({ hasText: subject })
    : report.getByRole('row', { name: new RegExp(`^${subject}`) });
}

test('a premium parent reads a report: this week, the numbers, the chart, the steps and mistakes; it prints one page per student', async ({
  page,
  signInAs,
  expectAccessible,
  baseURL,
}) => {
  test.slow();
  await signInAs('parent', { premium: true });
  const ana = await addStudent(page, 'ana');
  await addStudent(page, 'Ben');
  const made = await childDoesToday(baseURL!, ana);

  await page.goto('/report-cards');
  await page.getByRole('button', { name: 'View Report of Ana' }).click();
  const report = page.getByRole('article', { name: 'Ana Reyes' });
  const thisWeek = report.getByRole('region', { name: /^This week \(/ });
  await expect(thisWeek).toContainText(
    /Addition: 1 of \d scheduled days? done, 80% right at the first try, level 0 \(/,
  );
  await expect(thisWeek).toContainText('Next step');
  // The facts map: each fact by its state, and the count of quick ones, the change, the
  // slowest by name, and the slow fact most in the grids, with Quick Facts offered on it.
  const facts = report.getByRole('region', { name: 'Addition facts' });
  // Quick in today's grids, but on one day only: none is quick yet (decision 0010).
  await expect(facts).toContainText('0 of 100 addition facts are quick now');
  // Ana joined today: there was no "4 weeks ago" to compare with.
  await expect(facts).not.toContainText('weeks ago');
  await expect(facts).toContainText(`Slowest now: ${made.slow}, ${made.wrong}.`);
  await expect(facts).toContainText(
    `${made.slow} is slow, and it is in 40% of Ana’s addition boxes.`,
  );
  for (const fact of made.quick) {
    await expect(
      facts.getByRole('cell', { name: `${fact}: right, getting quicker` }),
    ).toBeVisible();
  }
  await expect(
    facts.getByRole('cell', { name: `${made.slow}: right, getting quicker` }),
  ).toBeVisible();
  await expect(facts.getByRole('cell', { name: `${made.wrong}: learning` })).toBeVisible();
  await expect(facts.getByRole('cell', { name: `${made.notMet}: not met yet` })).toBeVisible();
  await facts.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `.artifacts/screens/report-facts-${test.info().project.name}.png`,
  });
  await facts.getByRole('button', { name: `Practice ${made.slow} in Quick Facts` }).click();
  await expect(facts).toContainText(`${made.slow} comes first in Ana’s next Quick Facts.`);
  // Ana began today: her figures are since then, and the heading says so.
  await expect(report.getByRole('heading', { name: /^Since Ana started \(/ })).toBeVisible();
  const addition = subjectFigures(report, 'Addition');
  await expect(addition).toContainText('100%');
  await expect(addition).toContainText('80%');
  await expect(addition).toContainText('B');
  // The level in words, not a bare number.
  await expect(addition).toContainText('Now: 1-digit + 1-digit');
  await expect(report.getByText('Average: 80% (B)')).toBeVisible();
  // A subject Ana does not do reads as such, not as 0%.
  await expect(subjectFigures(report, 'Division')).toContainText('Not scheduled');
  await expect(subjectFigures(report, 'Division')).not.toContainText('0%');
  await expect(report.getByTestId('week-chart')).toBeVisible();
  // Every column in sight on a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // The step to work on, with its example drawn; the recent mistakes list each other problem
  // once (52 − 27 was missed twice and is the example above: not repeated).
  const step = report
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Takes the smaller digit/ }) });
  await expect(step.getByRole('img', { name: /^Ana's answer: / })).toBeVisible();
  const mistakes = report.getByRole('region', { name: 'Recent mistakes' });
  const lines = mistakes.getByRole('listitem');
  await expect(lines).toHaveCount(3);
  const example = /For example, (\d+ − \d+)/.exec((await step.textContent()) ?? '')![1]!;
  await expect(mistakes).not.toContainText(example);
  await expect(mistakes.getByRole('button', { name: 'Show 1 more' })).toBeVisible();
  await mistakes.getByRole('button', { name: 'Show 1 more' }).click();
  await expect(lines).toHaveCount(4);
  await expect(mistakes.getByText('7 + 5', { exact: false })).toBeVisible();
  const seven = lines.filter({ hasText: '7 + 5' });
  await seven.getByRole('button', { name: 'Show the grids' }).click();
  await expect(seven.getByRole('img', { name: "Ana's answer: 11" })).toBeVisible();
  await expect(seven.getByRole('img', { name: 'The right answer: 12' })).toBeVisible();
  // A subtraction's grids too: drawn grids fit the report, so no scroll arrow covers a sign.
  const subtraction = lines.filter({ hasText: '−' }).first();
  await subtraction.getByRole('button', { name: 'Show the grids' }).click();
  await expect(subtraction.getByRole('img', { name: /^Ana's answer: / })).toBeVisible();
  await expect(report.locator('[data-scroll-cue]')).toHaveCount(0);
  const overflowing = await report
    .locator('.grid-scroller')
    .evaluateAll((scrollers) => scrollers.filter((each) => each.scrollWidth > each.clientWidth));
  expect(overflowing).toHaveLength(0);
  await expectAccessible('a report card');
  mkdirSync('.artifacts/screens', { recursive: true });
  await page.screenshot({
    path: `.artifacts/screens/report-card-${test.info().project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('button', { name: 'View Report of Ben' }).click();
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toContainText(
    'No assignments finished in the last 4 weeks.',
  );
  // The page's own print call is counted, not run: headless Chromium would still be printing
  // when page.pdf asks.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  // One child's report prints alone, with the facts in words (the maps stay on screen).
  await page.getByRole('button', { name: 'Print the report of Ana' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toBeHidden();
  const printedFacts = report.getByRole('region', { name: 'Number facts' });
  await expect(printedFacts).toBeVisible();
  await expect(printedFacts.getByText('0 of 100 addition facts are quick now')).toBeVisible();
  await expect(printedFacts.getByText(`Slowest now: ${made.slow}, ${made.wrong}.`)).toBeVisible();
  await expect(printedFacts.getByRole('table')).toBeHidden();
  const one = await page.pdf({ format: 'A4', printBackground: true });
  expect(one.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  // When the print dialog closes, the page is as it was.
  await page.evaluate(() => {
    document.body.removeAttribute('data-printed');
    window.dispatchEvent(new Event('afterprint'));
  });
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A report opened can be closed again.
  await page.getByRole('button', { name: 'Close the report of Ben' }).click();
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toHaveCount(0);

  // Printed, each student's report is one page, on Letter and on A4.
  await page.getByRole('button', { name: 'Print Reports' }).click();
  await expect(page.getByRole('article', { name: 'Ben Reyes' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  await page.emulateMedia({ media: 'print' });
  // On paper: the product's name and the date at the foot of each report, and one type size
  // for the lines of the mistakes and of the levels column.
  const sam = page.getByRole('article', { name: 'Ana Reyes' });
  await expect(sam.locator('.report-footer')).toBeVisible();
  await expect(sam.locator('.report-footer')).toContainText('MathSteps report card');
  const sizes = await sam.evaluate((report) => {
    const sizeOf = (selector: string) =>
      Array.from(report.querySelectorAll(selector))
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => getComputedStyle(element).fontSize);
    return [
      ...sizeOf('.recent-mistakes li p'),
      ...sizeOf('.subject-table td'),
      ...sizeOf('.subject-table td *'),
    ];
  });
  expect(sizes.length).toBeGreaterThan(3);
  expect(new Set(sizes).size, sizes.join(' ')).toBe(1);
  for (const format of ['Letter', 'A4']) {
    const pdf = await page.pdf({
      format,
      printBackground: true,
      path: `.artifacts/screens/report-cards-${format}-${test.info().project.name}.pdf`,
    });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages, format).toHaveLength(2);
  }
});

test('a free parent is offered premium instead of report cards, and can see a sample', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  await signInAs('parent');
  await page.goto('/report-cards');
  await expect(page.getByText('Report cards come with Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await page.getByRole('link', { name: 'See a sample report' }).click();
  await expect(page).toHaveURL(/\/sample-report$/);
  // Clearly a sample, of no one; the named mistake with the child's grid, the facts map, the week.
  await expect(page.getByText('This is a sample. Maya is not a real child')).toBeVisible();
  const report = page.getByRole('article', { name: 'Maya Sample' });
  await expect(report.getByRole('region', { name: /^This week \(/ })).toBeVisible();
  await expect(
    report.getByText('Takes the smaller digit from the larger one').first(),
  ).toBeVisible();
  await expect(report.getByRole('img', { name: /^Maya's answer: / }).first()).toBeVisible();
  await expect(report.getByRole('region', { name: 'Number facts' })).toBeVisible();
  // Its buttons would act on a child: they say what they do instead.
  await expect(report.getByRole('button', { name: 'Start Targeted Practice' })).toHaveCount(0);
  await expectAccessible('the sample report');
  await page.screenshot({
    path: `.artifacts/screens/sample-report-${test.info().project.name}.png`,
    fullPage: true,
  });
  // On paper: both steps Maya gets wrong (the second without its example) and her facts in
  // words, on one page.
  await page.emulateMedia({ media: 'print' });
  const second = report
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Ignores the carry/ }) });
  await expect(second.getByRole('heading')).toBeVisible();
  await expect(second.locator('.step-example')).toHaveCount(1);
  await expect(second.locator('.step-example')).toBeHidden();
  await expect(report.getByText('76 of 100 addition facts are quick now')).toBeVisible();
  const printed = await page.pdf({
    format: 'Letter',
    printBackground: true,
    path: `.artifacts/screens/sample-report-${test.info().project.name}.pdf`,
  });
  expect(printed.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
});

test('a visitor finds the sample report on the pricing page', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'See a sample report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample report card' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});
