import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@mathsteps/db';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import type { Jobs } from '../jobs/engine';
import type { MailMessage } from '../mail/mailer';
import { runWeeklyEmails } from '../reports/weekly';

/**
 * A door for the operator's commands into a server that holds PGlite's DATA_DIR (one
 * process only, so `npm run weekly-email` cannot open the database itself while the
 * server runs). The server writes its address and a fresh token to `DATA_DIR/server.json`,
 * readable by its own user only: whoever can read that file can read the database anyway.
 */
const FILE = 'server.json';

interface Door {
  url: string;
  token: string;
}

export interface WeeklyAnswer {
  /** What would be sent (dry run). */
  previews?: MailMessage[];
  /** E-mails enqueued and sent. */
  sent?: number;
}

/** Registers POST /ops/weekly-email; call before listen. */
export function registerLocalControl(
  app: FastifyInstance,
  { env, database, jobs }: { env: Env; database: Database; jobs: () => Jobs | undefined },
): { open(url: string): Promise<void>; close(): Promise<void> } {
  const token = randomBytes(24).toString('base64url');
  const file = path.resolve(env.DATA_DIR, FILE);
  app.post<{ Body: { dryRun?: boolean; force?: boolean } }>(
    '/ops/weekly-email',
    async (request, reply): Promise<WeeklyAnswer | undefined> => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const wanted = Buffer.from(`Bearer ${token}`);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        reply.code(401).send({ tag: 'error', reason: 'This is for the operator on this machine' });
        return;
      }
      const engine = jobs();
      if (request.body?.dryRun || !engine) {
        const run = await runWeeklyEmails({
          db: database.db,
          env,
          mailer: app.mailer,
          now: new Date(),
          dryRun: true,
        });
        return { previews: run.previews };
      }
      const sent = await sentSince(database, async () => {
        await engine.fanOutWeekly({ force: Boolean(request.body?.force) });
        await engine.weeklyDone();
      });
      return { sent };
    },
  );
  return {
    async open(url) {
      await writeFile(file, JSON.stringify({ url, token } satisfies Door), { mode: 0o600 });
    },
    close: () => rm(file, { force: true }),
  };
}

/** Weekly e-mails marked sent while `work` ran. */
async function sentSince(database: Database, work: () => Promise<void>): Promise<number> {
  const start = new Date();
  await work();
  const { rows } = await database.query(
    'select count(*)::int as n from weekly_emails where sent_at >= $1',
    [start.toISOString()],
  );
  return (rows[0] as { n: number }).n;
}

/** The running server's door in DATA_DIR, if a server is there and answers. */
export async function findLocalServer(dataDir: string): Promise<Door | undefined> {
  try {
    const door = JSON.parse(await readFile(path.resolve(dataDir, FILE), 'utf8')) as Door;
    const ready = await fetch(new URL('/readyz', door.url), { signal: AbortSignal.timeout(2000) });
    return ready.ok ? door : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the running server to preview or send the weekly e-mails. */
export async function askLocalServer(
  door: Door,
  body: { dryRun: boolean; force: boolean },
): Promise<WeeklyAnswer> {
  const response = await fetch(new URL('/ops/weekly-email', door.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${door.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as WeeklyAnswer;
}
