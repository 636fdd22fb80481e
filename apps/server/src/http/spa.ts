import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the page learns from the server it came from, as `<meta>` tags in index.html. */
export interface SiteFacts {
  /** Where visitors write (the Privacy Policy's contact): SUPPORT_EMAIL. */
  supportEmail: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the site's facts in `<meta>` tags (no inline script: the CSP forbids it). */
function pageWithFacts(html: string, facts: SiteFacts): string {
  const meta = `<meta name="support-email" content="${escapeAttribute(facts.supportEmail)}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * What a page needs beyond the app's shell, sent with it so that it costs no round trip
 * (issue 42): keyed by path, the JSON a page reads from `<script id="page-data">` (a data
 * block: the CSP's script rules do not apply to what is never run).
 */
export type PageData = Record<string, () => string>;

/** The route modules each path needs, as the web build lists them (route-preloads.json). */
function readRoutePreloads(webDist: string): Record<string, string[]> {
  const file = join(webDist, 'route-preloads.json');
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

/** The page in the encoding the browser prefers, Brotli first (a page is a few KB). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
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
  const routePreloads = hasBuild ? readRoutePreloads(webDist) : {};
  /**
   * The shell with the path's route modules preloaded beside the entry, and its data, if
   * any: without them, the route's code is asked for once the entry has run and its data
   * once the route has, a round trip each on a slow connection. A page without data is
   * the same at every request: compressed once (one per route, and the shell).
   */
  const fixedPages = new Map<string, Page>();
  const pageFor = (path: string): Page => {
    const route = Object.hasOwn(routePreloads, path) ? path : '';
    const links = (routePreloads[route] ?? [])
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    if (Object.hasOwn(pageData, path)) {
      const data = `<script type="application/json" id="page-data">${pageData[path]!().replace(/</g, '\\u003c')}</script>`;
      return { html: shell.replace('</head>', `${links}${data}</head>`) };
    }
    let page = fixedPages.get(route);
    if (!page) {
      page = { html: links === '' ? shell : shell.replace('</head>', `${links}</head>`) };
      fixedPages.set(route, page);
    }
    return page;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html only with the site's facts (below), also when the service worker
      // precaches it by name (issue 42).
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

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (isPage && hasBuild) return sendPage(request, reply, pageFor(pagePath(request.url)));
    const reason = isPage
      ? 'The web app has not been built. Run npm run build, or use npm start.'
      : 'Not found';
    return reply.code(404).send({ tag: 'error', reason });
  });
}
