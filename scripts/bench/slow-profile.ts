// The slow profile (decision 0014, docs/operations.md "Capacity"): a phone at 360 x 740 on 400 kbps both ways
// with 400 ms latency and its CPU 4x slower, in Debian's Chromium. Figures, each the
// median of 5 runs, the two languages' runs taken in turn: a visitor's first free problem (drawn, typeable, and taken over by the
// app), a returning child's first assignment box online and offline, and the bytes of
// /free-problems up to the visitor's first box.

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { spawnServer, waitUntilReady } from '../../apps/server/test/server-process';
import { type CodeOf, outboxCodes, signUpFamily } from '../../test/http-api';
import { launchChromium } from '../chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * Processes kept busy beside the browser while it is measured (`BENCH_LOAD=2`): the machine as
 * loaded as the outside walkthrough's was; 0, a quiet machine. Processes, not threads of the
 * bench's own: two busy threads slowed the child's figures by a tenth of what two busy
 * processes did (measured on our 2-core machine).
 */
const LOAD = Number(process.env.BENCH_LOAD ?? 0);
const KBPS = 400;
const LATENCY_MS = 400;
const CPU_SLOWDOWN = 4;
/** The goals, in ms (decision 0016: with React). */
const GOALS = { visitor: 4000, visible: 2500, child: 1500, offline: 1200 };

/**
 * Slows this page's network and CPU (Chrome DevTools Protocol), as on the family tablet;
 * `offline` as the context is (these conditions replace what setOffline gave the page).
 */
async function throttle(page: Page, offline = false): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (KBPS * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: LATENCY_MS,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A tap the child makes on the way to the first box: a control, by selector and its text. */
interface Tap {
  selector: string;
  text?: string;
}

/**
 * Taps as the child would, at once, each when its control is on the screen, and answers
 * the time from the start of the navigation until the grid has put the focus in its first
 * box (the child can type), read by the page's own clock. Set up before the page loads, it
 * runs in the page and acts on the DOM's changes: polling, or the driver's role queries,
 * would run in the slowed page too and take time the app does not take for a child.
 */
async function tapUntilFirstBox(
  page: Page,
  url: string,
  taps: Tap[],
): Promise<{ box: number; grid: number }> {
  await page.addInitScript((taps) => {
    const page = globalThis as unknown as PageGlobals;
    const { document, performance, sessionStorage } = page;
    // From the start of the first navigation: a form sent before the app has started
    // (a page the server drew) is a second page in this tab, with a clock of its own.
    const started = Number(
      sessionStorage.getItem('mathsteps.bench.start') ?? String(performance.timeOrigin),
    );
    sessionStorage.setItem('mathsteps.bench.start', String(started));
    // (No named functions in here: the bench's TypeScript runner would wrap them in a
    // helper the page does not have.)
    document.addEventListener(
      'focusin',
      (event) => {
        if (event.target.matches('.worked-grid input'))
          page.mathstepsFirstBox ??= performance.timeOrigin + performance.now() - started;
      },
      true,
    );
    // The taps already made, on an earlier page of this tab.
    let done = Number(sessionStorage.getItem('mathsteps.bench.taps') ?? '0');
    new page.MutationObserver(() => {
      // The first problem on the screen (its grid drawn), typeable or not yet.
      if ([...document.querySelectorAll('.worked-grid')].length > 0)
        page.mathstepsFirstGrid ??= performance.timeOrigin + performance.now() - started;
      // Each control as soon as it is there: a page the server drew has them all at once,
      // and its form works before the app does.
      for (let tap = taps[done]; tap; tap = taps[done]) {
        const { selector, text } = tap;
        const control = [...document.querySelectorAll(selector)].find(
          (element) => text === undefined || element.textContent?.trim() === text,
        );
        if (!control || control.disabled) return;
        done += 1;
        sessionStorage.setItem('mathsteps.bench.taps', String(done));
        control.click();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, taps);
  await page.goto(url, { waitUntil: 'commit' });
  const answer = await page.waitForFunction(
    () => {
      const page = globalThis as unknown as PageGlobals;
      return page.mathstepsFirstBox === undefined
        ? false
        : { box: page.mathstepsFirstBox, grid: page.mathstepsFirstGrid ?? page.mathstepsFirstBox };
    },
    null,
    { polling: 200, timeout: 60_000 },
  );
  return (await answer.jsonValue()) as { box: number; grid: number };
}

/**
 * The page's globals, as the functions run in the page see them (this script has no DOM
 * types; each function is sent to the page alone, so the cast is written in each).
 */
interface PageGlobals {
  document: {
    addEventListener(
      type: 'focusin',
      listener: (event: { target: { matches(selector: string): boolean } }) => void,
      capture: boolean,
    ): void;
    querySelectorAll(
      selector: string,
    ): Iterable<{ textContent: string | null; disabled?: boolean; click(): void }>;
    querySelector(selector: string): object | null;
  };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: Record<string, boolean>): void };
  navigator: { serviceWorker: { ready: Promise<unknown> } };
  performance: { now(): number; timeOrigin: number };
  sessionStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  mathstepsFirstBox?: number;
  mathstepsFirstGrid?: number;
}

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * The words a person taps in each language (docs/languages.md): the slow profile is measured in
 * English and in Spanish, from a browser of each language, to show the Spanish page as quick.
 */
const LANGUAGES = {
  English: {
    locale: 'en-US',
    start: 'Start',
    startAddition: 'Start Addition',
    handle: 'Student Handle',
    passcode: 'Student Passcode',
    login: 'Student Login',
  },
  Spanish: {
    locale: 'es-MX',
    start: 'Empezar',
    startAddition: 'Empezar Suma',
    handle: 'Usuario del estudiante',
    passcode: 'Clave del estudiante',
    login: 'Acceso para estudiantes',
  },
} as const;
type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A first visit: from navigation until the first free problem's box has the focus. */
async function visitorFirstBox(
  baseUrl: string,
  words: Words,
): Promise<{ ms: number; visible: number; bytes: number; app: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...phone, locale: words.locale });
    const page = await context.newPage();
    await throttle(page);
    let bytes = 0;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    // Choose a difficulty: Introductory, then Start.
    const { box: ms, grid: visible } = await tapUntilFirstBox(page, `${baseUrl}/free-problems`, [
      { selector: 'dialog input[name="difficulty"][value="Introductory"]' },
      { selector: 'dialog button', text: words.start },
    ]);
    // The bytes it took to get there (the service worker's precaching comes after).
    const before = bytes;
    // A grid the server drew is typeable at once; the app, arriving later, takes it over
    // (then a digit moves on by itself): when its box is React's, seen from outside.
    const app = await page.waitForFunction(
      () => {
        const page = globalThis as unknown as PageGlobals;
        const box = page.document.querySelector('.worked-grid input');
        if (!box || !Object.keys(box).some((key) => key.startsWith('__reactFiber'))) return false;
        const started = Number(page.sessionStorage.getItem('mathsteps.bench.start'));
        return page.performance.timeOrigin + page.performance.now() - started;
      },
      null,
      { polling: 100, timeout: 60_000 },
    );
    return { ms, visible, bytes: before, app: (await app.jsonValue()) as number };
  } finally {
    await browser.close();
  }
}

/**
 * A child who opened the app once today opens it again: from navigation until today's
 * first assignment's first box has the focus (the dashboard, then its Start button).
 */
async function childFirstBox(
  context: BrowserContext,
  baseUrl: string,
  offline: boolean,
  words: Words,
) {
  await context.setOffline(offline);
  const page = await context.newPage();
  await throttle(page, offline);
  const { box: ms } = await tapUntilFirstBox(page, `${baseUrl}/`, [
    { selector: 'button', text: words.startAddition },
  ]);
  await page.close();
  await context.setOffline(false);
  return ms;
}

/** A child's tablet: signed in through the login page, the app opened once today. */
async function returningChild(baseUrl: string, codes: CodeOf, words: Words) {
  const family = await signUpFamily(baseUrl, codes);
  const browser = await launchChromium();
  const context = await browser.newContext({ ...phone, locale: words.locale });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/student-login`);
  await page.getByLabel(words.handle).fill(family.accountname);
  await page.getByLabel(words.passcode).fill('1234');
  await page.getByRole('button', { name: words.login }).click();
  await page.waitForURL(/\/student-dashboard$/);
  await page.getByRole('button', { name: words.startAddition }).waitFor();
  // The service worker has precached the app (the page's own global, in the browser).
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
  });
  await page.close();
  return { browser, context };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run's figures in one language: a visitor's first visit, a returning child online and offline. */
async function runIn(url: string, codes: CodeOf, words: Words) {
  const visit = await visitorFirstBox(url, words);
  const child = await returningChild(url, codes, words);
  const online = await childFirstBox(child.context, url, false, words);
  const offline = await childFirstBox(child.context, url, true, words);
  await child.browser.close();
  return { visit, online, offline };
}

type Run = Awaited<ReturnType<typeof runIn>>;

/** The medians of one language's runs. */
function figuresOf(runs: Run[]) {
  return {
    visible: median(runs.map((run) => run.visit.visible)),
    visitor: median(runs.map((run) => run.visit.ms)),
    app: median(runs.map((run) => run.visit.app)),
    child: median(runs.map((run) => run.online)),
    offline: median(runs.map((run) => run.offline)),
    bytes: median(runs.map((run) => run.visit.bytes)),
  };
}

/**
 * Both languages, their runs taken in turn (English, Spanish, English...): what drifts while the
 * bench runs (the server's growing tables, the machine's other work) weighs on both alike, and
 * the difference between them is the languages'.
 */
async function profileBoth(url: string, codes: CodeOf) {
  const english: Run[] = [];
  const spanish: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    english.push(await runIn(url, codes, LANGUAGES.English));
    spanish.push(await runIn(url, codes, LANGUAGES.Spanish));
  }
  return { english: figuresOf(english), spanish: figuresOf(spanish) };
}

export async function benchSlowProfile(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathsteps-slow-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const codes = outboxCodes(dataDir);
  await waitUntilReady(server, 60_000);
  const load = Array.from({ length: LOAD }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    const { english, spanish } = await profileBoth(server.url, codes).finally(() => {
      for (const busy of load) busy.kill('SIGKILL');
    });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
    const row = (name: string, key: keyof typeof english, goal?: number) =>
      `| ${name.padEnd(44)} | ${seconds(english[key])} | ${seconds(spanish[key])} | ${(spanish[key] - english[key] >= 0 ? '+' : '') + ((spanish[key] - english[key]) / 1000).toFixed(2).padStart(5)} s | ${goal === undefined ? '       ' : `${(goal / 1000).toFixed(1).padStart(5)} s`} |`;
    console.log(
      `\nSlow profile: 360 x 740, ${KBPS} kbps, ${LATENCY_MS} ms, CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS}), in English and in Spanish (goal: Spanish within 0.1 s)${LOAD > 0 ? `, the machine loaded by ${LOAD} busy processes` : ''}\n`,
    );
    console.log(
      '| figure                                       |  English |  Spanish |  Spanish − English |   goal  |',
    );
    console.log(
      '|----------------------------------------------|---------:|---------:|-------:|--------:|',
    );
    console.log(row('visitor: first free problem drawn', 'visible', GOALS.visible));
    console.log(row('visitor: first free problem box', 'visitor', GOALS.visitor));
    console.log(row('visitor: the app has taken the grid over', 'app'));
    console.log(row('returning child: first assignment box', 'child', GOALS.child));
    console.log(row('returning child, offline: first assignment box', 'offline', GOALS.offline));
    console.log(
      `| ${'bytes of /free-problems (fonts included)'.padEnd(44)} | ${(english.bytes / 1024).toFixed(1).padStart(5)} KB | ${(spanish.bytes / 1024).toFixed(1).padStart(5)} KB | | |`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
