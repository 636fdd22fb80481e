import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { catalogueOf, DEFAULT_LOCALE, type Locale } from '@mathsteps/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale';

/** What the page learns from the server it came from, as `<meta>` tags in index.html. */
export interface SiteFacts {
  /** Where visitors write (the Privacy Policy's contact): SUPPORT_EMAIL. */
  supportEmail: string;
}

/** The app's root element in index.html, where a page drawn by the server goes. */
const ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the site's facts in `<meta>` tags (no inline script: the CSP forbids it). */
function pageWithFacts(html: string, facts: SiteFacts): string {
  const meta = `<meta name="support-email" content="${escapeAttribute(facts.supportEmail)}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * What a page needs beyond the app's shell, sent with it so that it costs no round trip
 * (decision 0015): keyed by path, the JSON a page reads from `<script id="page-data">` (a data
 * block: the CSP's script rules do not apply to what is never run).
 */
export type PageData = Record<string, () => string>;

/**
 * Draws a visitor's page as the app would (`#root`'s HTML), with the page's data; undefined
 * for a page it does not draw. The web build's `render-page.js` (decision 0019).
 */
type PageDrawer = (url: string, pageData: unknown, locale: Locale) => Promise<string | undefined>;

/**
 * The web build's drawer, built beside it (`apps/web/dist-server` for `apps/web/dist`); none
 * when that build is missing: the pages are then drawn in the browser alone.
 */
async function loadPageDrawer(webDist: string): Promise<PageDrawer | undefined> {
  const file = join(`${webDist}-server`, 'render-page.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: PageDrawer };
  return module.renderPage;
}

/** Whether the browser holds a session (its marker cookie, which the page can read too). */
const signedIn = (request: FastifyRequest) =>
  /(?:^|;\s*)ms_session=/.test(String(request.headers.cookie ?? ''));

/** A file the web build writes beside index.html (route-preloads.json, catalogues.json). */
function readBuildFile<T>(webDist: string, name: string): Partial<T> {
  const file = join(webDist, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The path of a page URL, without its query or a trailing slash. */
function pagePath(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A page as sent: plain, and each compressed copy once a browser has asked for it. */
interface Page {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The service worker's copy of the app (index.html by name, decision 0014): it opens every page
 * offline, whatever the language, and the page chooses its own. Said not to vary by the browser's
 * languages: the service worker's cache would not match it for a navigation otherwise.
 */
const SHELL_PATH = '/index.html';

/** The page in the encoding the browser prefers, Brotli first (a page is a few KB). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, path: string) {
  reply
    .header('Cache-Control', 'no-cache')
    .header(
      'Vary',
      path === SHELL_PATH ? 'Accept-Encoding, Cookie' : 'Accept-Encoding, Accept-Language, Cookie',
    );
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    page.br ??= brotliCompressSync(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('Content-Encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.html);
    return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}

/**
 * Serves the built SPA, compressed: hashed assets cached for a year, index.html never cached, and
 * index.html for any other page path so that client-side routes survive a reload.
 * Unknown paths under /api get a JSON 404 instead.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  facts: SiteFacts,
  pageData: PageData = {},
): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const shell = hasBuild
    ? pageWithFacts(readFileSync(join(webDist, 'index.html'), 'utf8'), facts)
    : '';
  const routePreloads = hasBuild
    ? readBuildFile<Record<string, string[]>>(webDist, 'route-preloads.json')
    : {};
  /** Each language's words in two parts: a visitor's pages', and the signed-in screens'. */
  const catalogues = hasBuild
    ? readBuildFile<Record<string, { visitor?: string; 'signed-in'?: string }>>(
        webDist,
        'catalogues.json',
      )
    : {};
  /**
   * The shell with the path's route modules preloaded beside the entry, and its data, if
   * any: without them, the route's code is asked for once the entry has run and its data
   * once the route has, a round trip each on a slow connection; so are the words of the
   * page's language. A page without data is the same at every request: compressed once (one
   * per route and locale, and the shell).
   */
  const fixedPages = new Map<string, Page>();
  const drawPage = hasBuild ? await loadPageDrawer(webDist) : undefined;
  const pageFor = async (request: FastifyRequest, path: string): Promise<Page> => {
    const route = Object.hasOwn(routePreloads, path) ? path : '';
    const locale = requestLocale(request) ?? DEFAULT_LOCALE;
    const signedInBrowser = signedIn(request);
    // A signed-in browser is going to draw a signed-in screen: the words of both parts.
    const words = catalogues[catalogueOf(locale)] ?? {};
    const parts = signedInBrowser ? [words.visitor, words['signed-in']] : [words.visitor];
    const links = [...(routePreloads[route] ?? []), ...parts.filter((file) => file !== undefined)]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    /**
     * The page in its language, with the server's drawing in `#root` if there is one, and
     * `data` (the page's data) at the end of its head.
     */
    const pageWith = (drawn: string | undefined, data = '') => {
      // Functions, so that a "$&" in the data or the drawing is text, not a replacement pattern.
      const page = shell
        .replace(/<html[^>]*>/, `<html lang="${locale}">`)
        .replace('</head>', () => `${links}${data}</head>`);
      return drawn === undefined ? page : page.replace(ROOT, () => `<div id="root">${drawn}</div>`);
    };
    if (Object.hasOwn(pageData, path)) {
      const json = pageData[path]!();
      const data = `<script type="application/json" id="page-data">${json.replace(/</g, '\\u003c')}</script>`;
      const drawn = signedInBrowser ? undefined : await drawFor(request, json, locale);
      return { html: pageWith(drawn, data) };
    }
    // A visitor's page the drawer draws (one of the app's routes) is the same for every visitor
    // of that address: kept too, but only for the address without a query (which the page may
    // read), so that no visitor can fill the memory with addresses.
    const visitor = route !== '' && !signedInBrowser && drawPage !== undefined;
    const plain = !request.url.includes('?');
    const key = `${route} ${locale} ${signedInBrowser}`;
    let page = plain ? fixedPages.get(key) : undefined;
    if (!page) {
      const drawn = visitor ? await drawFor(request, 'null', locale) : undefined;
      page = { html: pageWith(drawn) };
      if (plain) fixedPages.set(key, page);
    }
    return page;
  };
  /**
   * A visitor's page drawn by the server, for the page to show before the app has started
   * on a slow phone (decision 0019); a signed-in person's, or one that fails to draw, is
   * drawn in the browser as any other.
   */
  const drawFor = async (request: FastifyRequest, json: string, locale: Locale) => {
    if (!drawPage) return undefined;
    try {
      return await drawPage(`http://${request.host}${request.url}`, JSON.parse(json), locale);
    } catch (error) {
      request.log.error({ err: error }, 'could not draw the page; the browser draws it');
      return undefined;
    }
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html only with the site's facts (below), also when the service worker
      // precaches it by name.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br and .gz copies (apps/web/scripts/compress.mjs).
      preCompressed: true,
      // Ours alone (setHeaders): otherwise a compressed copy gets send's "max-age=0".
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (isPage && hasBuild) {
      const path = pagePath(request.url);
      return sendPage(request, reply, await pageFor(request, path), path);
    }
    const reason = isPage
      ? 'The web app has not been built. Run npm run build, or use npm start.'
      : 'Not found';
    return reply.code(404).send({ tag: 'error', reason });
  });
}
