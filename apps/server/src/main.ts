import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@mathsteps/db';
import { buildApp } from './app';
import { DatabaseUnreachableError, DataDirError, openDatabase } from './database';
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

  // The weekly summary e-mail: every parent's Sunday 18:00 falls in some quarter hour. A run
  // under way at shutdown is waited for, so no claim is left behind.
  let weeklyRun: Promise<void> = Promise.resolve();
  const weekly = setInterval(() => {
    weeklyRun = runWeeklyEmails({
      db: opened.database.db,
      env,
      mailer: app.mailer,
      now: new Date(),
    })
      .then((run) => {
        app.metrics.weeklySent.inc(run.sent.length);
        app.metrics.weeklyLastSuccess.setToCurrentTime();
        if (run.sent.length > 0) app.log.info({ sent: run.sent.length }, 'weekly e-mails sent');
      })
      .catch((error: unknown) => {
        app.metrics.weeklyFailed.inc();
        app.log.error(errorFacts(error), 'weekly e-mails failed');
      });
  }, WEEKLY_CHECK_MS);
  weekly.unref();

  // SIGTERM: /readyz says 503 at once, requests are still served for SHUTDOWN_DELAY seconds
  // (the load balancer stops sending meanwhile), then those in flight and the weekly run
  // finish, and the process exits.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.stopping = true;
    clearInterval(weekly);
    app.log.info(
      { signal, delaySeconds: env.SHUTDOWN_DELAY },
      'shutting down: not ready any more, finishing in-flight requests',
    );
    if (env.SHUTDOWN_DELAY > 0) await sleep(env.SHUTDOWN_DELAY * 1000);
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await weeklyRun;
    await opened.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`MathSteps is running at ${env.PUBLIC_URL} (${opened.describe})`);
  // A wrong SMTP_URL shows now, not at the first e-mail a parent waits for.
  void app.mailer.problem?.().then((problem) => {
    if (problem) {
      app.log.warn(
        { mail: app.mailer.describe },
        `E-mail cannot be sent: ${problem}. Check SMTP_URL.`,
      );
    }
  });
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(error.message);
  } else {
    console.error('MathSteps could not start:', error);
  }
  process.exit(1);
});
