import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the built
 * server on a throw-away PGlite directory. Every journey runs on a 360 px phone and at 1280 px.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310);
/** The in-process SMTP server of global-setup.ts, and where it leaves each message. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3326);
export const MAIL_DIR = '.artifacts/mail';
export const SUPPORT_EMAIL = 'support@mathsteps.test';
/** The server whose clock a journey moves (apps/server/test/clocked-server.ts). */
export const CLOCKED_URL = `http://127.0.0.1:${PORT + 2}`;
/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the headless mode Playwright
 * itself runs: the same engine as the browser without its windowing, the journeys in 16
 * minutes rather than 23 on two cores (docs/decisions/0025-test-loop.md). The whole browser
 * where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** A server's environment: its own port and data folder, the shared SMTP server. */
function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SUPPORT_EMAIL,
    // Journeys send X-Forwarded-For (fixtures/test.ts): one client address per journey.
    TRUST_PROXY: 'loopback',
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '.artifacts/test-results',
  fullyParallel: true,
  // Three journeys at a time on two cores: a journey waits on the page, the server and the
  // SMTP server for a third of its time (docs/decisions/0025-test-loop.md).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys pre-hash passwords in the browser (PBKDF2) and argon2 them on the server: on two
  // busy cores a sign-up and a login take seconds, so allow a minute per journey.
  timeout: 60_000,
  // A page's answer on those busy cores can take more than the default 5 s (a student card
  // lists every time zone): wait up to 10 s for what a journey expects to see.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace recorded for every journey and kept for the failures cost 40% of the journeys'
    // time (docs/decisions/0025-test-loop.md): a failure keeps its screenshot and the page's
    // outline; run the journey again with `--trace on` to step through it.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The service worker is blocked except in the journeys that are about it or that a child
    // takes every day (offline.spec.ts, learning-loop.spec.ts allow it): each journey's fresh
    // browser would otherwise precache the whole app first, a few seconds of two busy cores
    // per journey, for journeys the worker plays no part in.
    {
      name: 'phone-360',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, serviceWorkers: 'block' },
    },
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' },
    },
  ],
  webServer: [
    {
      command: 'rm -rf .artifacts/data && node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(PORT, '.artifacts/data'),
    },
    {
      // The same app from source, its clock moved per request: only the streak journey uses it.
      command:
        'rm -rf .artifacts/clocked-data && ../node_modules/.bin/tsx ../apps/server/test/clocked-server.ts',
      url: `${CLOCKED_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(PORT + 2, '.artifacts/clocked-data'),
    },
  ],
});
