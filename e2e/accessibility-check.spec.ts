import { expect, expectAccessibleOn, test } from './fixtures/test';

// The journeys' accessibility check must be able to fail: a page with a nameless button and
// grey-on-grey text is refused, naming the rules it breaks.
test('the accessibility check refuses a page that breaks axe rules', async ({ page }) => {
  await page.setContent(
    '<main><h1>Check</h1><button></button><p style="color:#999;background:#aaa">faint</p></main>',
  );
  const failure = await expectAccessibleOn(page, 'a broken page').then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('color-contrast');
});
