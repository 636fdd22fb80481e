import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@mathsteps/db';
import { openApp } from './app';
import { DatabaseUnreachableError, DataDirError, PendingMigrationsError } from './database';
import { ConfigError, loadEnv } from './env';
import { type Jobs, startJobs } from './jobs/engine';
import { registerLocalControl } from './ops/local-control';

/** How long in-flight requests get to finish after SIGTERM before we give up. */
const DRAIN_TIMEOUT_MS = 8000;

// The build puts the migrations beside this file and the web app is built to apps/web/dist.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const env = loadEnv();
  const { app, opened } = await openApp(env, { migrationsFolder, webDist });

  // SIGTERM: /readyz says 503 at once, requests are still served for SHUTDOWN_DELAY seconds
  // (the load balancer stops sending meanwhile), then those in flight and the running jobs
  // finish (a job that cannot is taken over by another process when it expires), and the
  // process exits.
  let jobs: Jobs | undefined;
  /** The job engine while it starts: a signal then waits for it, and stops it too. */
  let jobsStarting: Promise<Jobs> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.stopping = true;
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
    // Jobs still running when the time is up are released: failed, to be retried elsewhere.
    // They stop first, while requests are still served: closing the app closes the mail
    // server's connections, and a send started after that would fail. A signal that comes
    // while the engine starts (the server answers from before) waits for it to be up.
    jobs ??= await jobsStarting?.catch(() => undefined);
    await jobs?.stop(DRAIN_TIMEOUT_MS - 2000);
    await app.close();
    await door?.close();
    await opened.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // PGlite is this process's alone: the operator's weekly-email command asks the server.
  const door =
    opened.database.kind === 'pglite'
      ? registerLocalControl(app, { env, database: opened.database, jobs: () => jobs })
      : undefined;
  await app.listen({ port: env.PORT, host: env.HOST });
  // The weekly e-mail and the cleanup, on the job engine (decision 0011).
  jobsStarting = startJobs({
    database: opened.database,
    env,
    mailer: app.mailer,
    metrics: app.metrics,
    log: app.log,
  });
  jobs = await jobsStarting;
  // Stopped meanwhile: stop() stops the engine and exits; nothing more to open.
  if (stopping) return;
  const [bound] = app.addresses();
  if (door && bound && typeof bound === 'object') {
    const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    await door.open(`http://${host}:${bound.port}`);
  }
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
    error instanceof DatabaseUnreachableError ||
    error instanceof PendingMigrationsError
  ) {
    console.error(error.message);
  } else {
    console.error('MathSteps could not start:', error);
  }
  process.exit(1);
});
