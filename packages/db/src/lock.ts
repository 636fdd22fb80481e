import {
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
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

/** How often the holder touches its lock file, and when a lock not touched is stale. */
export const LOCK_HEARTBEAT_MS = 2000;
export const LOCK_STALE_MS = 10_000;

/** Who holds a lock: a pid means something only in the same pid namespace of the same boot. */
interface Holder {
  pid: number;
  /** `readlink /proc/self/ns/pid`: two containers may both run as pid 1. */
  ns: string;
  /** The kernel's boot id: a volume shared by two hosts sees two. */
  boot: string;
  host: string;
}

function ourselves(): Holder {
  const read = (what: () => string) => {
    try {
      return what().trim();
    } catch {
      return '';
    }
  };
  return {
    pid: process.pid,
    ns: read(() => readlinkSync('/proc/self/ns/pid')),
    boot: read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    host: hostname(),
  };
}

/** The holder a lock file names: JSON, or a bare pid (written by earlier versions). */
function holderOf(text: string): Holder | undefined {
  if (/^\d+$/.test(text.trim())) {
    return { ...ourselves(), pid: Number(text.trim()) };
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite must never be opened by two processes at once, so the first one writes who it is
 * into a lock file and touches it every 2 s. Another process takes the lock over only when
 * its holder is gone: in the same pid namespace of the same boot, when that pid is not
 * alive (kill -9, power cut: at once); anywhere else (another container, another host on a
 * shared volume), when the file was not touched for 10 s.
 */
export class DataDirLock {
  private constructor(
    private readonly path: string,
    private readonly heartbeat: NodeJS.Timeout,
  ) {}

  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, 'mathsteps.lock');
    const us = ourselves();
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(path, JSON.stringify(us), { flag: 'wx' });
        const heartbeat = setInterval(() => touch(path), LOCK_HEARTBEAT_MS);
        heartbeat.unref();
        return new DataDirLock(path, heartbeat);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(readText(path));
      if (holder && holds(holder, us, path)) throw new DataDirLockedError(dataDir, holder.pid);
      // A stale lock: its process is gone. Remove it and try once more (exclusive create
      // again, so two processes racing for a stale lock cannot both win).
      rmSync(path, { force: true });
    }
    throw new DataDirLockedError(dataDir, Number.NaN);
  }

  release(): void {
    clearInterval(this.heartbeat);
    try {
      const holder = holderOf(readText(this.path));
      const us = ourselves();
      if (holder && holder.pid === us.pid && holder.ns === us.ns && holder.boot === us.boot) {
        rmSync(this.path);
      }
    } catch {
      // Already gone: nothing to release.
    }
  }
}

/** Whether `holder` still holds the lock at `path`, as seen by `us`. */
function holds(holder: Holder, us: Holder, path: string): boolean {
  if (holder.ns === us.ns && holder.boot === us.boot && holder.host === us.host) {
    return holder.pid !== us.pid && isAlive(holder.pid);
  }
  try {
    return Date.now() - statSync(path).mtimeMs < LOCK_STALE_MS;
  } catch {
    return false;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function touch(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // The file is gone (the directory removed): nothing to keep fresh.
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
