import { type Db, eq, tables } from '@mathsteps/db';
import type { FastifyInstance } from 'fastify';
import { refusalAnswer } from '../rpc/failure';

/** Turns the weekly e-mail off for the parent with this token; false when none has it. */
export async function turnOffWeeklyEmails(db: Db, token: string): Promise<boolean> {
  if (token === '') return false;
  const changed = await db
    .update(tables.parents)
    .set({ emails: false })
    .where(eq(tables.parents.unsubscribeToken, token))
    .returning({ id: tables.parents.id });
  return changed.length > 0;
}

/**
 * One-click unsubscribe (RFC 8058): the weekly e-mail's `List-Unsubscribe` header points
 * here, and a mail app POSTs `List-Unsubscribe=One-Click` to it, with no page and no
 * login. The token in the address is the whole authority, as in the e-mail's own link
 * (GET /unsubscribe, the web page, which asks the API).
 */
export function registerOneClickUnsubscribe(app: FastifyInstance, db: Db): void {
  void app.register(async (scope) => {
    // Mail apps send a form body; its content does not matter, only the address.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/unsubscribe', { bodyLimit: 1024 }, async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const done = typeof token === 'string' && (await turnOffWeeklyEmails(db, token));
      if (!done) {
        return reply
          .code(404)
          .send(refusalAnswer('public.unsubscribe', { code: 'unsubscribe_not_valid' }));
      }
      return reply.code(200).send({ tag: 'public.unsubscribe' });
    });
  });
}
