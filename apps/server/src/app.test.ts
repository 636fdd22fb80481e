import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, tables } from '@mathsteps/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../../../test/family';
import {
  callApi,
  createTestApp,
  parentCredentials,
  signUp,
  type TestApp,
  testEnv,
} from '../test/test-app';
import { REQUEST_TIMEOUT_MS } from './app';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'mathsteps-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>MathSteps</title></head><body><div id="root"></div></body></html>',
);
// The build's compressed copy of the page, which lacks the facts: never sent.
writeFileSync(join(webDist, 'index.html.br'), 'brotli page without the facts');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("plain")');
writeFileSync(join(webDist, 'assets', 'app-1a2b.js.br'), 'brotli bytes');
// The route modules the web build lists for a page (apps/web/scripts/bundle-plugins.ts).
writeFileSync(
  join(webDist, 'route-preloads.json'),
  JSON.stringify({
    '/free-problems': ['assets/free-problems-3c4d.js', 'assets/grid-5e6f.js'],
    '/student-login': ['assets/student-login-9a8b.js'],
  }),
);
// Each language's catalogue in two parts (docs/languages.md): a visitor's pages' words, and
// the signed-in screens'.
writeFileSync(
  join(webDist, 'catalogues.json'),
  JSON.stringify({
    en: { visitor: 'assets/en-7a8b.js', 'signed-in': 'assets/en-5e6f.js' },
    es: { visitor: 'assets/es-9c0d.js', 'signed-in': 'assets/es-1a2b.js' },
    'es-ES': { visitor: 'assets/c4e1.js', 'signed-in': 'assets/c9d8.js' },
  }),
);
const ENGLISH = '<link rel="modulepreload" crossorigin href="/assets/en-7a8b.js">';
const SIGNED_IN_ENGLISH = '<link rel="modulepreload" crossorigin href="/assets/en-5e6f.js">';
const SPANISH = '<link rel="modulepreload" crossorigin href="/assets/es-9c0d.js">';
/** Spain's catalogue: its own words, the rest of es.po's built into it. */
const SPAINS = '<link rel="modulepreload" crossorigin href="/assets/c4e1.js">';

// The web build's drawer of visitors' pages, built beside it (apps/web/src/app/render-page.tsx):
// here one that says what it was given, and fails when asked to.
mkdirSync(`${webDist}-server`);
writeFileSync(
  join(`${webDist}-server`, 'render-page.js'),
  `export async function renderPage(url, data, locale) {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/student-login') {
      globalThis.drawings = (globalThis.drawings ?? 0) + 1;
      return '<p data-url="' + url + '" lang="' + locale + '">drawing ' + globalThis.drawings + '</p>';
    }
    if (pathname !== '/free-problems') return undefined;
    if (searchParams.get('difficulty') === 'broken') throw new Error('cannot draw');
    return '<p data-url="' + url + '" lang="' + locale + '">' + Object.keys(data.public).length + ' sets</p>';
  }`,
);

beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('device.create', () => {
  it('issues a device id and records the device', async () => {
    const response = await t.call({ tag: 'device.create', devicetype: 'Firefox on Linux' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ tag: 'device.create', deviceid: expect.any(String) });
    const rows = await t.database.db
      .select()
      .from(tables.devices)
      .where(eq(tables.devices.id, body.deviceid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.devicetype).toBe('Firefox on Linux');
  });

  it('gives each call its own id', async () => {
    const first = (await t.call({ tag: 'device.create', devicetype: 'a' })).json();
    const second = (await t.call({ tag: 'device.create', devicetype: 'a' })).json();
    expect(first.deviceid).not.toBe(second.deviceid);
  });
});

describe('bad requests get a 4xx in the error shape, never a 5xx', () => {
  const cases: Array<[string, () => ReturnType<typeof callApi>, number, string | RegExp]> = [
    [
      'a body that is not JSON',
      () => t.call('{"tag": "device.create",'),
      400,
      'The request body is not valid JSON',
    ],
    [
      'a JSON array',
      () => t.call('[1,2]'),
      400,
      'The request body must be a JSON object with a tag',
    ],
    ['no tag', () => t.call({ devicetype: 'x' }), 400, 'tag is required'],
    ['an unknown tag', () => t.call({ tag: 'admin.drop' }), 400, 'Unknown tag: admin.drop'],
    [
      'an inherited property as tag',
      () => t.call({ tag: 'toString' }),
      400,
      'Unknown tag: toString',
    ],
    ['a missing field', () => t.call({ tag: 'device.create' }), 400, 'devicetype is required'],
    [
      'an extra field',
      () => t.call({ tag: 'device.create', devicetype: 'x', isAdmin: true }),
      400,
      'Unknown field: isAdmin',
    ],
    [
      'a field of the wrong type',
      () => t.call({ tag: 'device.create', devicetype: ['x'] }),
      400,
      'devicetype must be text describing the browser',
    ],
    [
      'a 1 MB body',
      () => t.call({ tag: 'device.create', devicetype: 'x'.repeat(1024 * 1024) }),
      413,
      'The request is too large',
    ],
  ];

  it.each(cases)('%s', async (_name, send, status, reason) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.reason).toMatch(reason);
    expect(body.tag).toMatch(/(^|_)error$/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('names the tag in the error tag once the tag is known', async () => {
    const response = await t.call({ tag: 'device.create' });
    expect(response.json().tag).toBe('device.create_error');
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'text/plain' },
      payload: 'tag=device.create',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      tag: 'error',
      reason: 'Requests must be sent as application/json',
    });
  });
});

describe('cross-site requests', () => {
  it('refuses a request another site made (Sec-Fetch-Site)', async () => {
    const response = await t.call(
      { tag: 'device.create', devicetype: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('Requests from other sites are not accepted');
  });

  // A browser that sends no Sec-Fetch-Site still sends Origin on a POST.
  it.each([
    ['refuses a foreign Origin when Sec-Fetch-Site is absent', 'https://evil.example', 403],
    ['accepts our own Origin', 'http://localhost:3000', 200],
  ])('%s', async (_, origin, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', origin, host: 'localhost:3000' },
      payload: JSON.stringify({ tag: 'device.create', devicetype: 'x' }),
    });
    expect(response.statusCode).toBe(status);
  });

  it('guards the API however its path is spelled: /%61pi is /api to the router', async () => {
    const encoded = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/%61pi',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ tag: 'device.create', devicetype: 'x' }),
      });
    const crossSite = await encoded({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().reason).toBe('Requests from other sites are not accepted');
    const ours = await encoded({ 'sec-fetch-site': 'same-origin' });
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['cache-control']).toBe('no-store');
  });
});

describe('HTTP surface', () => {
  it('sets security headers and no-store on API answers', async () => {
    const response = await t.call({ tag: 'device.create', devicetype: 'x' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores a request id sent by the client', async () => {
    const response = await t.call(
      { tag: 'device.create', devicetype: 'x' },
      { 'request-id': 'forged' },
    );
    expect(response.headers['x-request-id']).not.toBe('forged');
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('cuts off a request that has not arrived whole in 30 s (headers or a body sent slowly)', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('serves /metrics only to the holder of METRICS_TOKEN, with a counter that moves after a call', async () => {
    const off = await t.app.inject('/metrics');
    expect(off.statusCode).toBe(404);
    expect(off.json().reason).toBe('Set METRICS_TOKEN to serve metrics');
    const token = 'metrics-token-0123456789';
    const watched = await createTestApp({ env: testEnv({ METRICS_TOKEN: token }) });
    try {
      const scrape = () =>
        watched.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect((await watched.app.inject('/metrics')).statusCode).toBe(401);
      // A token of the right length, or one character short, is no better than none.
      for (const wrong of [`Bearer ${token.slice(0, -1)}x`, `Bearer ${token.slice(0, -1)}`]) {
        const refused = await watched.app.inject({
          url: '/metrics',
          headers: { authorization: wrong },
        });
        expect(refused.statusCode).toBe(401);
      }
      const count = (text: string) =>
        Number(
          /mathsteps_requests_total\{tag="device\.create",status="200"\} (\d+)/.exec(text)?.[1] ??
            0,
        );
      const before = count((await scrape()).body);
      await callApi(watched.app, { tag: 'device.create', devicetype: 'x' });
      await callApi(watched.app, { tag: 'device.create', devicetype: 'y' });
      const after = await scrape();
      expect(after.statusCode).toBe(200);
      expect(after.headers['content-type']).toMatch(/^text\/plain/);
      expect(count(after.body) - before).toBe(2);
      for (const figure of [
        'mathsteps_request_duration_seconds_bucket{le="0.005",tag="device.create"}',
        'mathsteps_process_resident_memory_bytes',
        'mathsteps_nodejs_eventloop_lag_p99_seconds',
        'mathsteps_nodejs_heap_size_used_bytes',
        'mathsteps_mails_failed_total',
        'mathsteps_weekly_last_success_seconds',
      ]) {
        expect(after.body, figure).toContain(figure);
      }
      if (watched.database.kind === 'postgres')
        expect(after.body).toContain('mathsteps_db_pool_total');

      // The eleventh sign-up from one address in an hour is refused, and counted by limit.
      for (let n = 0; n < 11; n++) {
        const signedUp = await signUp(watched.app, await parentCredentials(`p${n}@example.com`));
        expect(signedUp.statusCode).toBe(n < 10 ? 200 : 429);
      }
      expect((await scrape()).body).toContain(
        'mathsteps_refused_by_limit_total{limit="signUpsPerAddress"} 1',
      );
    } finally {
      await watched.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/students');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ tag: 'error', reason: 'Not found' });
  });

  it('serves the SPA for page paths so client routes survive a reload', async () => {
    const response = await t.app.inject({
      url: '/parent-dashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>MathSteps</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The page knows where visitors can write (the Privacy Policy's contact).
    expect(response.body).toContain(
      '<meta name="support-email" content="support@mathsteps.local" />',
    );
  });

  it('serves index.html by name with the facts too: the service worker keeps that copy', async () => {
    const response = await t.app.inject({
      url: '/index.html',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    // Compressed here, not the build's copy without the facts.
    expect(response.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(response.rawPayload).toString();
    expect(page).toContain('<meta name="support-email"');
    // The shell and its words alone: the service worker's copy serves every page offline.
    expect(page.match(/modulepreload/g)).toHaveLength(1);
    expect(page).toContain(ENGLISH);
    expect(page).not.toContain('page-data');
    // Whatever the browser's languages: the service worker's cache matches it for any page.
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends /free-problems with its route modules preloaded and its first problems', async () => {
    for (const url of ['/free-problems', '/free-problems/?from=landing']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('Accept-Encoding');
      const page = gunzipSync(response.rawPayload).toString();
      expect(page).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/free-problems-3c4d.js"><link rel="modulepreload" crossorigin href="/assets/grid-5e6f.js">${ENGLISH}`,
      );
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page);
      // publicmath.get's answer: ten problems a subject at each tier's starting level.
      const sets = JSON.parse(data![1]!).public as Record<string, unknown[]>;
      expect(Object.keys(sets)).toHaveLength(16);
      expect(sets.addition_0).toHaveLength(10);
    }
    // A new set at each visit, as from publicmath.get.
    const twice = await Promise.all([
      t.app.inject('/free-problems'),
      t.app.inject('/free-problems'),
    ]);
    expect(twice[0]!.body).not.toBe(twice[1]!.body);
  });

  it("draws a visitor's /free-problems on the server, with the data the page is sent with", async () => {
    const visitor = await t.app.inject('/free-problems?difficulty=Easy');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toMatch(
      /<div id="root"><p data-url="http:\/\/[^"]+\/free-problems\?difficulty=Easy" lang="en-US">16 sets<\/p><\/div>/,
    );
    expect(visitor.body).toContain('id="page-data"');
    // The page's grid is placed with style attributes: allowed, and nothing else inline.
    expect(visitor.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
    expect(visitor.headers['content-security-policy']).toContain("script-src 'self';");
    expect(visitor.headers.vary).toContain('Cookie');

    // Someone signed in gets the page drawn in the browser (the server does not know them here).
    const signedIn = await t.app.inject({
      url: '/free-problems?difficulty=Easy',
      headers: { cookie: 'theme=x; ms_session=student' },
    });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('id="page-data"');

    // A drawing that fails leaves the drawing to the browser, never an error page.
    const broken = await t.app.inject('/free-problems?difficulty=broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('id="page-data"');

    // Pages without data are the app's shell, as before.
    expect((await t.app.inject('/faq')).body).toContain('<div id="root"></div>');
  });

  it("draws a visitor's page without data once per language, and an address with a query each time", async () => {
    const drawing = (body: string) =>
      /<div id="root"><p data-url="([^"]+)" lang="([^"]+)">drawing (\d+)<\/p><\/div>/.exec(body);
    const first = drawing((await t.app.inject('/student-login')).body);
    expect(first?.[1]).toMatch(/\/student-login$/);
    expect(first?.[2]).toBe('en-US');
    // Kept: the same drawing for the next visitor.
    expect(drawing((await t.app.inject('/student-login')).body)?.[3]).toBe(first?.[3]);
    // Another language is its own drawing, kept too.
    const spanish = { 'accept-language': 'es-MX,es;q=0.9' };
    const inSpanish = drawing(
      (await t.app.inject({ url: '/student-login', headers: spanish })).body,
    );
    expect(inSpanish?.[2]).toBe('es-419');
    expect(inSpanish?.[3]).not.toBe(first?.[3]);
    // A query is drawn for its request, and never kept: no address fills the memory.
    const asked = async (query: string) =>
      drawing((await t.app.inject(`/student-login?${query}`)).body);
    const [a, b] = [await asked('next=%2Freport-cards'), await asked('next=%2Freport-cards')];
    expect(a?.[1]).toMatch(/\/student-login\?next=%2Freport-cards$/);
    expect(Number(b?.[3])).toBe(Number(a?.[3]) + 1);
    // Someone signed in gets the app's shell.
    const signedIn = await t.app.inject({
      url: '/student-login',
      headers: { cookie: 'ms_session=parent' },
    });
    expect(signedIn.body).toContain('<div id="root"></div>');
    // ...with the signed-in screens' words beside a visitor's, which a visitor never fetches.
    expect(signedIn.body).toContain(`${ENGLISH}${SIGNED_IN_ENGLISH}`);
    expect((await t.app.inject('/student-login')).body).not.toContain(SIGNED_IN_ENGLISH);
  });

  it("sends a page in the browser's language, or in the one chosen on it before", async () => {
    const page = async (headers: Record<string, string>, url = '/free-problems') => {
      const response = await t.app.inject({ url, headers });
      expect(response.headers.vary).toContain('Accept-Language');
      return response.body;
    };
    // A Mexican browser: Spanish words, numbers as Latin America writes them, drawn so too.
    const mexican = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(mexican).toContain('<html lang="es-419">');
    expect(mexican).toContain(SPANISH);
    expect(mexican).not.toContain(ENGLISH);
    expect(mexican).toContain('lang="es-419">16 sets');
    // From Spain, on a page the server does not draw.
    const spanish = await page({ 'accept-language': 'es-ES' }, '/pricing');
    expect(spanish).toContain('<html lang="es-ES">');
    expect(spanish).toContain(SPAINS);
    expect(spanish).not.toContain(SPANISH);
    // The choice made on this browser comes first; a language MathSteps does not speak, or a
    // cookie it does not know, is English.
    const chosen = await page({ 'accept-language': 'en-US', cookie: 'ms_locale=es-ES' }, '/faq');
    expect(chosen).toContain('<html lang="es-ES">');
    const french = await page({ 'accept-language': 'fr-FR', cookie: 'ms_locale=%3Cxx%3E' }, '/faq');
    expect(french).toContain('<html lang="en-US">');
    expect(french).toContain(ENGLISH);
    // A cookie that does not decode is no choice: the page, and a sign-up, still answer.
    const broken = await t.app.inject({ url: '/faq', headers: { cookie: 'ms_locale=%' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<html lang="en-US">');
    const signedUp = await callApi(
      t.app,
      signUpBody(await parentCredentials('broken@example.com')),
      { cookie: 'ms_locale=%E0%A4%A' },
    );
    expect(signedUp.statusCode).toBe(200);
    // The same page, sent in each language to its own readers (each kept once, compressed).
    expect(await page({ 'accept-language': 'es' }, '/pricing')).toBe(
      spanish.replace('es-ES', 'es-419').replace(SPAINS, SPANISH),
    );
  });

  it('sends other pages without data, and a browser without compression the plain page', async () => {
    const response = await t.app.inject('/parent-login');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<meta name="support-email"');
    // Only the words of the page's language.
    expect(response.body.match(/modulepreload/g)).toHaveLength(1);
    expect(response.body).toContain(ENGLISH);
    expect(response.body).not.toContain('page-data');
  });

  it('sends the compressed copy the build wrote to a browser that accepts it', async () => {
    const compressed = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  it('does not answer a missing asset with the SPA', async () => {
    const response = await t.app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });
});
