import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another MathSteps process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
  }
}

/**
 * PGlite must never be opened by two processes at once, so the first one writes its pid
 * into a lock file. A lock whose process is gone (kill -9, power cut) is taken over.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, 'mathsteps.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(path, String(process.pid), { flag: 'wx' });
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // A stale lock: its process is gone. Remove it and try once more (exclusive create
      // again, so two processes racing for a stale lock cannot both win).
      rmSync(path, { force: true });
    }
    throw new DataDirLockedError(dataDir, Number.NaN);
  }

  release(): void {
    try {
      if (readFileSync(this.path, 'utf8') === String(process.pid)) rmSync(this.path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
