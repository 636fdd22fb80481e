/**
 * The server as the browser journeys run it when they need other days (the streak journey):
 * the real app on its own PGlite directory, whose clock is moved per request by the
 * `X-Test-Clock-Offset` header (milliseconds added to the real time). `POST /test/weekly-emails`
 * (`{ "to": address }` for one family) runs the weekly e-mail job at the request's time, as production's timer does at its own
 * (the journey from the weekly e-mail's link).
 *
 * It lives with the tests on purpose: production starts from src/main.ts, which has no such
 * header and no way to move its clock. Run from source: `tsx apps/server/test/clocked-server.ts`
 * with the same environment variables as the real server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { openApp } from '../src/app';
import { parseEnv } from '../src/env';
import { runWeeklyEmails } from '../src/reports/weekly';

export const CLOCK_OFFSET_HEADER = 'x-test-clock-offset';

const migrationsFolder = fileURLToPath(new URL('../../../packages/db/drizzle', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Each request's offset, seen by every `now()` its handler calls. */
const offsets = new AsyncLocalStorage<number>();

const env = parseEnv();
const { app, opened } = await openApp(
  env,
  { migrationsFolder, webDist },
  () => new Date(Date.now() + (offsets.getStore() ?? 0)),
);
app.addHook('onRequest', (request, _reply, done) => {
  const offset = Number(request.headers[CLOCK_OFFSET_HEADER] ?? 0);
  offsets.run(Number.isFinite(offset) ? offset : 0, done);
});
app.post<{ Body: { to?: string } | null }>('/test/weekly-emails', async (request) => {
  // `to`: one journey's family only; the journeys run at once on this one server, and one
  // journey's run must not send another family its e-mail before that family's week is done.
  const to = request.body?.to;
  const run = await runWeeklyEmails({
    db: opened.database.db,
    env,
    mailer: app.mailer,
    now: new Date(Date.now() + (offsets.getStore() ?? 0)),
    ...(typeof to === 'string' ? { only: to } : {}),
  });
  return { sent: run.sent };
});
await app.listen({ port: env.PORT, host: env.HOST });
