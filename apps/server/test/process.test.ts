import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, openPglite, readMigrations, tables } from '@mathsteps/db';
import { createEmptyDatabase, migrationsFolder } from '@mathsteps/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir } from './data-dir';
import {
  createDevice,
  freePort,
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from './server-process';

/** The server as an operator runs it: one process per DATA_DIR, signals, kill -9. */
const running: ServerProcess[] = [];

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

/**
 * The status of one free-problems call on a connection of its own; undefined if refused. A
 * call no limit counts: device.create is limited per address.
 */
function publicCallStatus(url: string): Promise<number | undefined> {
  const body = JSON.stringify({ tag: 'publicmath.get' });
  return new Promise((resolve) => {
    const req = request(
      `${url}/api`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(undefined));
    req.end(body);
  });
}

const mounts: string[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const dir of mounts.splice(0)) execFileSync('umount', [dir]);
});

/** A small tmpfs (`size=2m`, `ro`...), or undefined where this user may not mount one. */
function tmpfs(options: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'mathsteps-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  mounts.push(dir);
  return dir;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const migrateCli = fileURLToPath(new URL('../src/ops/migrate-cli.ts', import.meta.url));

describe('the server process on PGlite', () => {
  it('refuses a second process on the same DATA_DIR, and recovers after kill -9 with the data intact', async () => {
    const dataDir = migratedDataDir('lock');
    const first = await start(dataDir);
    await waitUntilReady(first);
    const deviceid = await createDevice(first.url, 'before the crash');

    const second = await start(dataDir);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('is in use by another MathSteps process');

    first.child.kill('SIGKILL');
    await first.exited;

    const third = await start(dataDir);
    await waitUntilReady(third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    const database = await openPglite(join(dataDir, 'pglite'));
    const rows = await database.db
      .select()
      .from(tables.devices)
      .where(eq(tables.devices.id, deviceid));
    await database.close();
    expect(rows.map((row) => row.devicetype)).toEqual(['before the crash']);
  });

  it('refuses a second process in another pid namespace on the same DATA_DIR, both being pid 1', async (context) => {
    // Two containers sharing a volume: each server is pid 1 in a pid namespace of its own.
    const container = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
    const probe = spawnSync(container[0]!, [...container.slice(1), 'true']);
    if (probe.status !== 0) return context.skip('unshare --pid needs root');
    const dataDir = migratedDataDir('ns');
    const first = await spawnServer({ DATA_DIR: dataDir }, undefined, [], container);
    running.push(first);
    await waitUntilReady(first);
    const second = await spawnServer({ DATA_DIR: dataDir }, undefined, [], container);
    running.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('is in use by another MathSteps process (pid 1)');
    // The first one still serves.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });

  it('says in one line what is wrong with a DATA_DIR on a full disk or a read-only one', async (context) => {
    const small = tmpfs('size=2m');
    const readOnly = tmpfs('size=2m,ro');
    if (!small || !readOnly) return context.skip('mounting a tmpfs needs root');
    const cases = [
      [join(small, 'data'), /^DATA_DIR .*\/data: the disk is full\. MathSteps needs about 60 MB/],
      [readOnly, /^DATA_DIR .* is on a read-only file system\. Set DATA_DIR to a folder/],
    ] as const;
    for (const [dataDir, said] of cases) {
      const server = await start(dataDir);
      // Said with what the process wrote: an exit by a signal (null) says which case and why.
      expect(await server.exited, `${dataDir}: ${server.output()}`).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(said);
    }
  });

  it('answers a request in flight at SIGTERM, then exits 0', async () => {
    const dataDir = migratedDataDir('term');
    const server = await start(dataDir);
    await waitUntilReady(server);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ tag: 'device.create', devicetype: 'slow upload' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });

    const response = await answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      tag: 'device.create',
      deviceid: expect.any(String),
    });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('exits 0 at a SIGTERM that comes while the job engine is still starting', async () => {
    // The listener answers before the job engine is up: a signal at the first answer met
    // the engine half started, and the process exited 1.
    for (let run = 0; run < 3; run++) {
      const dataDir = migratedDataDir('early');
      const server = await spawnServer({ DATA_DIR: dataDir });
      running.push(server);
      await waitUntilReady(server);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    }
    // Three servers started one after another: each start migrates a fresh directory.
  }, 90_000);

  it('at SIGTERM says it is not ready at once, answers every call for SHUTDOWN_DELAY, then exits 0', async () => {
    const dataDir = migratedDataDir('delay');
    const server = await spawnServer({ DATA_DIR: dataDir, SHUTDOWN_DELAY: '2' });
    running.push(server);
    await waitUntilReady(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // Readiness turns first...
    let readiness = 200;
    while (readiness === 200 && Date.now() - signalled < 1000) {
      readiness = (await fetch(`${server.url}/readyz`)).status;
    }
    expect(readiness).toBe(503);
    // ...while calls, each on a connection of its own as a balancer's last ones, still work.
    const answers: number[] = [];
    while (Date.now() - signalled < 1500) {
      answers.push((await publicCallStatus(server.url)) ?? 0);
    }
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await server.exited).toBe(0);
  });

  it('warns at start, with the reason, when the SMTP server cannot be reached', async () => {
    const dataDir = migratedDataDir('smtp');
    const closed = await freePort();
    const server = await spawnServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${closed}` });
    running.push(server);
    await waitUntilReady(server);
    const deadline = Date.now() + 10_000;
    while (!server.output().includes('E-mail cannot be sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toMatch(/E-mail cannot be sent: .*ECONNREFUSED.*Check SMTP_URL\./);
  });

  it('waits for PostgreSQL a few seconds at start, then says in one line it cannot reach it', async () => {
    const closed = await freePort();
    const server = await spawnServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/test`,
    });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `PostgreSQL at 127.0.0.1:${closed}/test cannot be reached (tried for 10 s). Check DATABASE_URL and that the database is running.`,
    );
  }, 30_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL with migrations not applied, says so and exits; npm run migrate applies them, one at a time',
    async () => {
      const scratch = await createEmptyDatabase(
        process.env.TEST_DATABASE_URL!,
        `pending_${process.pid}`,
      );
      try {
        const refused = await spawnServer({ DATABASE_URL: scratch.url });
        running.push(refused);
        expect(await refused.exited).toBe(1);
        const all = readMigrations(migrationsFolder).map((m) => m.tag);
        expect(refused.output()).toContain(
          `has ${all.length} migration(s) not applied yet (${all.join(', ')}). Run \`npm run migrate\``,
        );

        const migrate = () =>
          spawnSync(process.execPath, ['--import', 'tsx', migrateCli], {
            cwd: repoRoot,
            env: { PATH: process.env.PATH ?? '', DATABASE_URL: scratch.url },
            encoding: 'utf8',
          });
        const first = migrate();
        expect(first.status, first.stderr).toBe(0);
        for (const tag of all)
          expect(first.stdout).toMatch(new RegExp(`applied ${tag} \\(\\d+ ms\\)`));
        expect(first.stdout).toContain(`${all.length} migration(s) applied.`);
        expect(migrate().stdout).toContain('Nothing to apply.');

        const server = await spawnServer({ DATABASE_URL: scratch.url });
        running.push(server);
        await waitUntilReady(server);
      } finally {
        for (const server of running.splice(0)) server.child.kill('SIGKILL');
        await scratch.drop();
      }
    },
    60_000,
  );

  it('stops at boot with a clear message for a bad setting', async () => {
    const server = await spawnServer({ PORT: 'eighty' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'PORT must be a whole number between 1 and 65535 (got "eighty")',
    );
  });
});
