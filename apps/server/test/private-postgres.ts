import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so
 * a test may stop and restart it under load without disturbing the machine's PostgreSQL
 * that other tests share. Same binaries, same protocol, fsync on.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** A database of the cluster, by name. */
  urlOf(database: string): string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are cut, as in a restart or a failover. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

const BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];
const binDir = BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')));

/** False on a machine without PostgreSQL's server binaries: the tests that need them skip. */
export const canRunPrivatePostgres = binDir !== undefined;

// PostgreSQL refuses to run as root; CI runs as root, so the cluster belongs to `postgres`.
const asRoot = userInfo().uid === 0;

async function pgCommand(command: string, args: string[]): Promise<void> {
  const file = join(binDir!, command);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await run(file, args);
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  if (!binDir) throw new Error('PostgreSQL server binaries are not installed');
  const folder = mkdtempSync(join(tmpdir(), 'mathsteps-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = join(folder, 'data');
  const port = await freePort();
  await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const cluster: PrivatePostgres = {
    url,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'log'), '-w', 'start']),
    stop: () => pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    async destroy() {
      await cluster.stop().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
