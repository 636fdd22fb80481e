import type { Page } from '@playwright/test';
import { apiOf } from './fixtures/api';
import { SCREENS } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { expectGridReady, solveOnScreen } from './fixtures/worked-grid';
import { CLOCKED_URL } from './playwright.config';

/**
 * Installable and offline: Chromium finds the manifest and the service worker,
 * and after one visit the app's pages open without a connection.
 */

// The phone's journeys run without the service worker (playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow' });

/** The service worker has installed and controls the page (after its first load). */
async function serviceWorkerReady(page: Page): Promise<void> {
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

const PENDING = 'mathsteps.pendingCompletions';

/** From the dashboard, offline: today's five addition problems, and the result saved on the tablet. */
async function finishAdditionOffline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Addition' }).click();
  for (let question = 0; question < 5; question++) {
    await expect(page.getByText(`Question ${question + 1} of 5`)).toBeVisible();
    await solveOnScreen(page);
    await page.keyboard.press('Enter');
  }
  await expect(
    page.getByText('Saved on this device, will be sent when you are online.'),
  ).toBeVisible();
}

test("without a connection a child does today's addition; back online it counts once, stars and streak follow", async ({
  page,
  context,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('student', { assignmentsize: '5' });
  const api = apiOf(page.request);
  // Opened once today, online: the app and the day are kept on the tablet.
  await page.goto('/assignments');
  await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  // The app opened without a connection: today's first assignment is one tap away.
  await page.goto('/');
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await page.screenshot({ path: test.info().outputPath('dashboard-offline.png') });
  await finishAdditionOffline(page);
  await expectAccessible('the result, saved on the tablet');
  await page.screenshot({ path: test.info().outputPath('result-offline.png') });
  // Back on the assignments, still offline: addition is done, not to be started again.
  await page.getByRole('link', { name: 'Back to Assignments' }).click();
  await expect(
    page.getByText(
      'You are offline. Your work is saved on this device and sent when you are online.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Done for today. Well done!')).toBeVisible();
  await expectAccessible('the assignments, offline');
  await page.screenshot({ path: test.info().outputPath('assignments-offline.png') });
  await expect(page.getByRole('button', { name: 'Start Addition' })).toHaveCount(0);
  const waiting = await page.evaluate((key) => localStorage.getItem(key), PENDING);
  expect(JSON.parse(waiting ?? '[]')).toHaveLength(1);

  // The connection returns: sent at once, counted by the server.
  await context.setOffline(false);
  await expect.poll(async () => (await api({ tag: 'student.get' })).rewards.stars).toBe(5);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING)).toBeNull();
  const { rewards } = await api({ tag: 'student.get' });
  expect(rewards.streak).toBe(1);
  const day = await api({ tag: 'student.mathget', subjects: ['addition'] });
  expect(day.days.addition.status.status).toBe('completed');
  // Its level choice, made on no screen yet, is asked where the child is now.
  const choice = page.getByRole('region', { name: 'Addition: what next?' });
  await expect(choice).toContainText('Your addition work is counted.');
  await page.screenshot({ path: test.info().outputPath('assignments-choice.png') });
  await choice.getByRole('button', { name: 'Go up to level 1' }).click();
  await expect(choice).toHaveCount(0);
  await expect
    .poll(async () => (await api({ tag: 'student.mathget', subjects: ['addition'] })).days)
    .toMatchObject({ addition: { level: '1' } });

  // The same completion sent again (a second tab, a retry after a lost answer): once.
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PENDING, waiting]);
  await page.reload();
  await expect(page.getByText('Done for today. Well done!')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING)).toBeNull();
  expect((await api({ tag: 'student.get' })).rewards.stars).toBe(5);
});

test('the day opens without a connection again and again: the dashboard and the assignments each time', async ({
  page,
  context,
  signInAs,
}) => {
  test.slow();
  await signInAs('student', { assignmentsize: '5' });
  // Opened once today, online.
  await page.goto('/assignments');
  await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
  await serviceWorkerReady(page);

  // When the tablet last wrote down what it keeps of the child, and whether no reading was
  // still on its way then.
  const kept = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('mathsteps.kept.'));
      const copy = JSON.parse((key && localStorage.getItem(key)) || '{}');
      const queries: { state: { fetchStatus: string } }[] = copy.clientState?.queries ?? [];
      return {
        at: (copy.timestamp as number) ?? 0,
        settled: queries.every((query) => query.state.fetchStatus === 'idle'),
      };
    });
  await context.setOffline(true);
  for (let opening = 1; opening <= 3; opening++) {
    const before = (await kept()).at;
    await page.goto('/');
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
    await expect(page.getByText(/\d+ stars?/).first()).toBeVisible();
    await page.goto('/assignments');
    await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
    await expect(page.getByText('Failed to load assignment.', { exact: false })).toHaveCount(0);
    // The tablet has written down the day again after reading it failed, as it does when the
    // child stays on the page: the next opening starts from what it wrote.
    await expect
      .poll(async () => {
        const now = await kept();
        return now.at !== before && now.settled;
      })
      .toBe(true);
  }
  await page.screenshot({
    path: `${SCREENS}/offline-third-opening-${test.info().project.name}.png`,
    fullPage: true,
  });
  await context.setOffline(false);
});

test('a page the server drew for a visitor is taken over on a tablet whose sign-out still waits', async ({
  page,
}) => {
  // The tablet's child signed out without a connection (the sign-out waits on the device), and
  // the tablet opens the student login, which the server draws for a visitor: the app takes the
  // drawing over as drawn (no React error 418 on the page), then shows what waits.
  await page.addInitScript(() => localStorage.setItem('mathsteps.signOutPending', 'student'));
  await page.goto('/student-login');
  await expect(page.getByRole('button', { name: 'Student Login' })).toBeEnabled();
});

test('a child who signs out without a connection is told the tablet is still signed in until it is online', async ({
  page,
  context,
  signInAs,
  expectAccessible,
}) => {
  await signInAs('student');
  await page.goto('/student-dashboard');
  await serviceWorkerReady(page);
  const handle = await page.evaluate(
    () => JSON.parse(localStorage.getItem('mathsteps.session') ?? '{}').accountname,
  );
  const stillSignedIn = async () =>
    (await page.request.post('/api', { data: { tag: 'student.get' } })).status();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const told = page.getByText('This device is still signed in until it is online.');
  await expect(told).toBeVisible();
  await expectAccessible('the landing page, a sign-out waiting');
  await page.screenshot({ path: test.info().outputPath('sign-out-waiting.png') });
  // Nothing the next person can read names the child.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(handle);

  // Online again: the sign-out is sent, the session ends, and the page says no more.
  await context.setOffline(false);
  await expect(told).toHaveCount(0);
  expect(await stillSignedIn()).toBe(401);
});

test.describe('on the clocked server, the next day', () => {
  test.use({ baseURL: CLOCKED_URL, timezoneId: 'UTC' });

  test("a child who opened the app yesterday does today's addition without a connection; back online it counts once", async ({
    page,
    context,
    signInAs,
    liveAt,
  }) => {
    test.slow();
    // 10:00 UTC (the child's zone) a week ahead, and the next day.
    const yesterday = new Date();
    yesterday.setUTCHours(10, 0, 0, 0);
    yesterday.setUTCDate(yesterday.getUTCDate() + 7);
    const today = new Date(yesterday.getTime() + 86_400_000);
    const dateOf = (time: Date) => time.toISOString().slice(0, 10);

    await liveAt(yesterday);
    await signInAs('student', { assignmentsize: '5' });
    const api = apiOf(page.request);
    // Opened once yesterday, online, and nothing done: the app, the day and the next
    // day's problems are kept on the tablet.
    await page.goto('/assignments');
    await expect(page.getByRole('button', { name: 'Start Addition' })).toBeVisible();
    await serviceWorkerReady(page);

    await liveAt(today);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await finishAdditionOffline(page);

    // Back online: the server, on the same day, grades the problems it sent ahead.
    await context.setOffline(false);
    await expect.poll(async () => (await api({ tag: 'student.get' })).rewards.stars).toBe(5);
    const day = await api({ tag: 'student.mathget', subjects: ['addition'] });
    expect(day.today).toBe(dateOf(today));
    expect(day.days.addition.status.status).toBe('completed');
    expect(day.days.addition.doneThisWeek).toContain(dateOf(today));
  });
});

test('a new version of the app waits: it never replaces a problem in progress', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs('student');
  await page.goto('/assignments');
  await serviceWorkerReady(page);
  await page.reload();
  await page.getByRole('button', { name: 'Start Addition' }).click();
  await expectGridReady(page);
  await page.keyboard.press('7');
  const first = page.locator('.worked-grid input').first();
  const typed = await page.locator('.worked-grid input[tabindex="0"]').inputValue();

  // A new release: the browser finds a new service worker (a new script URL here, as a
  // changed /sw.js would be) and installs it in the background.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?next-release');
    const worker = registration.installing ?? registration.waiting;
    if (worker && worker.state !== 'installed') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()),
      );
    }
    return {
      waiting: registration.waiting?.scriptURL.endsWith('?next-release'),
      controller: navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'),
    };
  });
  // It waits: the page is still the old version's, the problem and its digit still there.
  // (A worker that skipped waiting would have gone on to activate by now: no longer waiting.)
  expect(state).toEqual({ waiting: true, controller: true });
  await expect(first).toBeVisible();
  expect(await page.locator('.worked-grid input[tabindex="0"]').inputValue()).toBe(typed);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();

  // The next opening takes it. (Each opening also registers /sw.js again, which is how a real
  // release is found; asked before the stand-in has taken over, that drops the waiting stand-in,
  // whose address is another: tried, it is then no longer waiting. The pages opened from here
  // do not ask.)
  await context.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = function () {
      return this.ready;
    };
  });
  await page.close();
  const next = await context.newPage();
  await next.goto('/student-dashboard');
  await expect
    .poll(
      async () => {
        await next.reload();
        return next.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
      },
      { timeout: 20_000 },
    )
    .toMatch(/\?next-release$/);
});
