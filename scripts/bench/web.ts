// Web figures: the gzipped JavaScript of a first visit per route, and Lighthouse 12
// (mobile, its default) in Debian's Chromium for landing, parent login and the student
// dashboard (docs/operations.md "Capacity").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { spawnServer, waitUntilReady } from '../../apps/server/test/server-process';
import {
  BUDGET_KB,
  FREE_PROBLEMS_BUDGET_KB,
  initialJs,
  wordsKb,
} from '../../apps/web/scripts/bundle-size.mjs';
import { outboxCodes, signUpFamily } from '../../test/http-api';
import { CHROMIUM_PATH, QUIET_FLAGS } from '../chromium';

const ROUTES: [string, string][] = [
  ['/', 'landing'],
  ['/free-problems', 'free-problems'],
  ['/parent-login', 'parent-login'],
  ['/register', 'register'],
  ['/parent-dashboard', 'parent-dashboard'],
  ['/report-cards', 'report-cards'],
  ['/student-login', 'student-login'],
  ['/student-dashboard', 'student-dashboard'],
  ['/assignment-questions', 'assignment-questions'],
];

export function printBundles(): void {
  console.log(
    `\nInitial JS per route, gzipped (budget for public pages ${BUDGET_KB} KB, /free-problems ${FREE_PROBLEMS_BUDGET_KB} KB: decisions 0016, 0019)\n`,
  );
  console.log('| route                    |       KB | files |');
  console.log('|--------------------------|---------:|------:|');
  for (const [path, module] of ROUTES) {
    const { kb, files } = initialJs(`src/app/routes/${module}.tsx`);
    console.log(
      `| ${path.padEnd(24)} | ${kb.toFixed(1).padStart(8)} | ${String(files).padStart(5)} |`,
    );
  }
  // The page's words come beside its JavaScript: a visitor's part with every page, the
  // signed-in screens' with theirs (docs/languages.md).
  console.log('\nWords per language, gzipped KB (a visitor fetches only the first)\n');
  console.log('| language | visitor | signed-in |');
  console.log('|----------|--------:|----------:|');
  for (const [language, parts] of Object.entries(wordsKb())) {
    const kb = (part: string, width: number) => (parts[part] ?? 0).toFixed(1).padStart(width);
    console.log(`| ${language.padEnd(8)} | ${kb('visitor', 7)} | ${kb('signed-in', 9)} |`);
  }
}

/** Signs the student in on the student login page of the Chromium Lighthouse drives. */
async function signInStudent(port: number, baseUrl: string, accountname: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/student-login`);
  await page.getByLabel('Student Handle').fill(accountname);
  await page.getByLabel('Student Passcode').fill('1234');
  await page.getByRole('button', { name: 'Student Login' }).click();
  await page.waitForURL(/\/student-dashboard$/);
  await page.close();
  await browser.close();
}

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...QUIET_FLAGS];

export async function benchLighthouse(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathsteps-lighthouse-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await waitUntilReady(server, 60_000);
  const family = await signUpFamily(server.url, outboxCodes(dataDir));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const pages: [string, string][] = [
    ['landing', '/'],
    ['parent login', '/parent-login'],
    ['student dashboard', '/student-dashboard'],
  ];
  console.log('\nLighthouse 12, mobile, performance (target >= 95)\n');
  console.log('| page              | performance | FCP ms | LCP ms | TBT ms |  CLS  |');
  console.log('|-------------------|------------:|-------:|-------:|-------:|------:|');
  try {
    for (const [name, path] of pages) {
      // The dashboard needs the child signed in, as on their own tablet: through the login
      // page, and Lighthouse told to keep that browser's storage (and warm cache, alas).
      const signedIn = path === '/student-dashboard';
      if (signedIn) await signInStudent(chrome.port, server.url, family.accountname);
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const note = landed === path ? '' : ` (landed on ${landed})`;
      console.log(
        `| ${name.padEnd(17)} | ${String(score).padStart(11)} | ${Math.round(audit('first-contentful-paint')).toString().padStart(6)} | ${Math.round(audit('largest-contentful-paint')).toString().padStart(6)} | ${Math.round(audit('total-blocking-time')).toString().padStart(6)} | ${audit('cumulative-layout-shift').toFixed(3).padStart(5)} |${note}`,
      );
    }
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
