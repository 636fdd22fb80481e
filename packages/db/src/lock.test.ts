import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLock, DataDirLockedError } from './lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'mathsteps-lockfile-'));

describe('DataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = DataDirLock.acquire(dir);
    expect(readFileSync(join(dir, 'mathsteps.lock'), 'utf8')).toBe(String(process.pid));
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
    expect(readFileSync(join(dir, 'mathsteps.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
