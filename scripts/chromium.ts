import { chromium } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser), quiet: no updates, sync or background calls
 * on a machine without internet (docs/operations.md). The scripts and the bench launch it so.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
}
