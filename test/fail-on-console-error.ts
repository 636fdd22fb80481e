import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/** A test fails on an unexpected console.error (docs/architecture.md); expected ones are mocked in the test. */
let calls: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  // Held, not looked up: another afterEach may have restored every spy already.
  spy?.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]!
      .map((arg) => (arg instanceof Error ? arg.stack : String(arg)))
      .join(' ');
    throw new Error(`Unexpected console.error (${calls.length}x): ${first}`);
  }
});
