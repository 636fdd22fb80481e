import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

/**
 * `npm ci` warns (EBADENGINE) for every package whose `engines.node` leaves out the Node the
 * project says it runs on: a newcomer meets a warning they cannot act on. The
 * oldest Node of our own `engines` range must satisfy every locked package.
 */
it('every locked package runs on the oldest Node the project supports', () => {
  const root = new URL('../', import.meta.url);
  const ours = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
  const oldest = semver.minVersion(ours)!.version;
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const refusing = Object.entries(lock.packages)
    .filter(([, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted !== undefined && !semver.satisfies(oldest, wanted);
    })
    .map(([path, entry]) => `${path}@${entry.version}`);
  expect(refusing).toEqual([]);
});
