import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@mathsteps/db';
import { buildApp } from './app';
import { DataDirError, openDatabase } from './database';
import { ConfigError, loadEnv } from './env';
import { errorFacts, loggerOptions } from './logging';
import { runWeeklyEmails } from './reports/weekly';

/** How often the weekly e-mail looks for parents whose Sunday evening has come. */
const WEEKLY_CHECK_MS = 15 * 60_000;
/** How long in-flight requests get to finish after SIGTERM before we give up. */
const DRAIN_TIMEOUT_MS = 8000;

// The build puts the migrations beside this file and the web app is built to apps/web/dist.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const env = loadEnv();
  const opened = await openDatabase(env, migrationsFolder);
  const app = await buildApp({
    env,
    database: opened.database,
    logger: loggerOptions(env.LOG_LEVEL),
    webDist,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await opened.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The weekly summary e-mail: every parent's Sunday 18:00 falls in some quarter hour.
  const weekly = setInterval(() => {
    runWeeklyEmails({ db: opened.database.db, env, mailer: app.mailer, now: new Date() })
      .then((run) => {
        if (run.sent.length > 0) app.log.info({ sent: run.sent.length }, 'weekly e-mails sent');
      })
      .catch((error: unknown) => app.log.error(errorFacts(error), 'weekly e-mails failed'));
  }, WEEKLY_CHECK_MS);
  weekly.unref();
  app.addHook('onClose', async () => clearInterval(weekly));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`MathSteps is running at ${env.PUBLIC_URL} (${opened.describe})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirError
  ) {
    console.error(error.message);
  } else {
    console.error('MathSteps could not start:', error);
  }
  process.exit(1);
});
