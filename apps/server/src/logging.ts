import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's pino logger, set so that nothing secret reaches the logs: no cookies, no
 * authorization header, and no query strings (an e-mail link carries its token there).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: stripQuery(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

export function stripQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[redacted]`;
}
