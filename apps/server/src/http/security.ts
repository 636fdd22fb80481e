import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../rpc/failure';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // A page the server draws places a grid's digits with style attributes, as the app does
  // (decision 0019). Style elements and sheets stay our own files; an attribute has no
  // selector to read the page with, and img-src keeps its URLs at home.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Whether a request is an API call: by the route the router matched, which has decoded the
 * path (`/%61pi` is `/api` to it, not to a test of the raw URL: decision 0012), or by
 * its raw path for the API's unknown paths, which match no route.
 */
function isApi(request: FastifyRequest): boolean {
  return request.routeOptions.url === '/api' || request.url.startsWith('/api');
}

/** Security headers on every answer; `Cache-Control: no-store` on API answers. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const always = {
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  app.addHook('onSend', async (request, reply) => {
    reply.headers(always);
    reply.header('X-Request-Id', request.id);
    if (isApi(request)) reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Refuses API calls made by another site's page (CSRF): the browser tells us through
 * Sec-Fetch-Site, or, in older browsers, through Origin. Requests without either come
 * from scripts and tools, which carry no victim's cookies.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApi(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site !== 'same-origin' && site !== 'none') throw crossSite();
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const host = URL.canParse(origin) ? new URL(origin).host : undefined;
      if (host !== request.headers.host) throw crossSite();
    } else if (origin === 'null') {
      throw crossSite();
    }
  });
}

function crossSite(): ApiFailure {
  return ApiFailure.refusing(403, { code: 'other_site' });
}
