import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@mathsteps/db';
import { openDatabase } from '../database';
import { loadEnv } from '../env';
import { startJobs } from '../jobs/engine';
import { createMailer, type MailMessage } from '../mail/mailer';
import { runWeeklyEmails } from '../reports/weekly';
import { askLocalServer, findLocalServer } from './local-control';

/**
 * `npm run weekly-email -- --dry-run`: prints the weekly e-mails that would go out now,
 * sending nothing. Without --dry-run it enqueues the e-mails due now through the job engine,
 * as the server's quarter-hour schedule does, works them and exits when they are done; add
 * --force to send to every parent who gets one, whatever the day. With PGlite and a server
 * running on DATA_DIR, the server is asked to do it (the database is that process's alone).
 */
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const force = args.has('--force');
const env = loadEnv();

function print(previews: MailMessage[]): void {
  for (const message of previews) {
    console.log(
      `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n${'-'.repeat(60)}`,
    );
  }
  console.log(`${previews.length} e-mail(s) would be sent; nothing was sent.`);
}

async function main(): Promise<void> {
  const server = env.DATABASE_URL ? undefined : await findLocalServer(env.DATA_DIR);
  if (server) {
    const answer = await askLocalServer(server, { dryRun, force });
    if (dryRun) print(answer.previews ?? []);
    else console.log(`${answer.sent ?? 0} e-mail(s) sent (by the server at ${server.url}).`);
    return;
  }
  const migrations = fileURLToPath(new URL('../../../../packages/db/drizzle', import.meta.url));
  const opened = await openDatabase(env, migrations);
  const log = {
    info: (_details: object, message: string) => console.error(message),
    warn: (_details: object, message: string) => console.error(message),
    error: (_details: object, message: string) => console.error(message),
  };
  const mailer = createMailer(env, log);
  try {
    if (dryRun) {
      const run = await runWeeklyEmails({
        db: opened.database.db,
        env,
        mailer,
        now: new Date(),
        dryRun,
      });
      print(run.previews);
      return;
    }
    const jobs = await startJobs({ database: opened.database, env, mailer, log });
    const started = new Date();
    try {
      const due = await jobs.fanOutWeekly({ force });
      console.error(`${due} weekly e-mail(s) due; sending...`);
      await jobs.weeklyDone();
    } finally {
      await jobs.stop();
    }
    const { rows } = await opened.database.query(
      'select count(*)::int as n from weekly_emails where sent_at >= $1',
      [started.toISOString()],
    );
    console.log(`${(rows[0] as { n: number }).n} e-mail(s) sent.`);
  } finally {
    mailer.close?.();
    await opened.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} (That server did not answer at the address in ${env.DATA_DIR}/server.json: is it still starting?)`,
    );
  } else {
    console.error(
      `The weekly e-mail command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
