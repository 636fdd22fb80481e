import { expect, test } from './fixtures/test';

/**
 * Installable and offline (issue 42): Chromium finds the manifest and the service worker,
 * and after one visit the app's pages open without a connection.
 */

/** The service worker has installed and controls the page (after its first load). */
async function serviceWorkerReady(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('Chromium can install the app: a manifest with its icons, and a service worker', async ({
  page,
}) => {
  await page.goto('/');
  await serviceWorkerReady(page);
  // Chromium's own verdict, as "Add to Home Screen" asks for it.
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
  };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A Playwright context is a private window, where no browser installs apps: the one
      // reason Chromium may give, and not about the app.
      return installabilityErrors
        .map((error) => error.errorId)
        .filter((reason) => reason !== 'in-incognito');
    })
    .toEqual([]);
  // The service worker controls the app's pages from the next opening.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  const response = await page.request.get('/manifest.webmanifest');
  const app = await response.json();
  expect(app).toMatchObject({ name: 'MathSteps', display: 'standalone', start_url: '/' });
  for (const icon of app.icons as { src: string; sizes: string }[]) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('after one visit, the pages open without a connection, with the server’s facts', async ({
  page,
  context,
}) => {
  await page.goto('/privacy');
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Student Login' }).first()).toBeVisible();
  // The page kept is the server's, with its facts (the address to write to).
  await page.goto('/privacy');
  await expect(page.locator('meta[name="support-email"]')).toHaveAttribute('content', /@/);
  await context.setOffline(false);
});
