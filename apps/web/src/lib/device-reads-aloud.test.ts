import { afterEach, describe, expect, it } from 'vitest';
import { deviceReadsAloud, rememberReadsAloud } from './device-reads-aloud';

afterEach(() => localStorage.clear());

describe("whether the device reads the child's screens on their own", () => {
  it('follows the last choice written, the child’s or the parent’s', () => {
    expect(deviceReadsAloud()).toBe(false);
    rememberReadsAloud('true');
    expect(deviceReadsAloud()).toBe(true);
    rememberReadsAloud('false');
    expect(deviceReadsAloud()).toBe(false);
  });
});
