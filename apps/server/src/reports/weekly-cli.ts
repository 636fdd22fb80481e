import { fileURLToPath } from 'node:url';
import { openDatabase } from '../database';
import { loadEnv } from '../env';
import { createMailer } from '../mail/mailer';
import { runWeeklyEmails } from './weekly';

/**
 * `npm run weekly-email -- --dry-run`: prints the weekly e-mails that would go out now,
 * sending nothing. Without --dry-run it runs the job as the server does (add --force to
 * ignore the Sunday-evening hour). Stop the server first when it uses PGlite's DATA_DIR.
 */
const args = new Set(process.argv.slice(2));
const env = loadEnv();
const migrations = fileURLToPath(new URL('../../../../packages/db/drizzle', import.meta.url));
const opened = await openDatabase(env, migrations);
try {
  const run = await runWeeklyEmails({
    db: opened.database.db,
    env,
    mailer: createMailer(env, { info: (_details, message) => console.error(message) }),
    now: new Date(),
    dryRun: args.has('--dry-run'),
    force: args.has('--force'),
  });
  for (const message of run.previews) {
    console.log(
      `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n${'-'.repeat(60)}`,
    );
  }
  console.log(
    args.has('--dry-run')
      ? `${run.previews.length} e-mail(s) would be sent; nothing was sent.`
      : `${run.sent.length} e-mail(s) sent.`,
  );
} finally {
  await opened.close();
}
