import { afterEach, beforeEach, vi } from 'vitest';

/** A test fails on an unexpected console.error (docs/architecture.md); expected ones are mocked in the test. */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const first = calls[0]!
      .map((arg) => (arg instanceof Error ? arg.stack : String(arg)))
      .join(' ');
    throw new Error(`Unexpected console.error (${calls.length}x): ${first}`);
  }
});
