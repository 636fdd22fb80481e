import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
 * Serves the built SPA, compressed: hashed assets cached for a year, index.html never cached, and
 * index.html for any other page path so that client-side routes survive a reload.
 * Unknown paths under /api get a JSON 404 instead.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  facts: SiteFacts,
): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const page = hasBuild
    ? pageWithFacts(readFileSync(join(webDist, 'index.html'), 'utf8'), facts)
    : '';
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
    if (isPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    const reason = isPage
      ? 'The web app has not been built. Run npm run build, or use npm start.'
      : 'Not found';
    return reply.code(404).send({ tag: 'error', reason });
  });
}
