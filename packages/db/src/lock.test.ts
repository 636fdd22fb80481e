import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLock, DataDirLockedError, LOCK_STALE_MS } from './lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'mathsteps-lockfile-'));

describe('DataDirLock', () => {
  it('writes who we are and removes the file on release', () => {
    const dir = freshDir();
    const lock = DataDirLock.acquire(dir);
    expect(JSON.parse(readFileSync(join(dir, 'mathsteps.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      ns: expect.stringMatching(/^pid:\[\d+\]$/),
    });
    lock.release();
    expect(existsSync(join(dir, 'mathsteps.lock'))).toBe(false);
  });

  it('refuses a directory held by a live process', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'mathsteps.lock'), String(holder.pid));
      expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
      expect(() => DataDirLock.acquire(dir)).toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'mathsteps.lock'), String(gone));
    const lock = DataDirLock.acquire(dir);
    expect(JSON.parse(readFileSync(join(dir, 'mathsteps.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses a holder in another pid namespace with our very pid while it keeps the file fresh, and takes a stale one over', () => {
    const dir = freshDir();
    const path = join(dir, 'mathsteps.lock');
    // Two containers on one volume, both pid 1: here, the other one has our pid.
    const other = { pid: process.pid, ns: 'pid:[1]', boot: 'another-boot', host: 'other' };
    writeFileSync(path, JSON.stringify(other));
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
    // Not touched for longer than LOCK_STALE_MS: its holder is gone.
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(path, old, old);
    const lock = DataDirLock.acquire(dir);
    expect(JSON.parse(readFileSync(path, 'utf8')).ns).not.toBe('pid:[1]');
    lock.release();
  });
});
