import type { Reporter, TestModule } from 'vitest/node';

/**
 * Says at the end of a run what it did not run (docs/architecture.md "Tests"): every skipped
 * test with its project, file, name and reason, and the PostgreSQL project when
 * TEST_DATABASE_URL was not set. A green run that left something out says so.
 */
export default class SkippedReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        const file = module.relativeModuleId;
        const why = result.note ? ` (${result.note})` : '';
        skipped.push(`  [${test.project.name}] ${file} > ${test.fullName}${why}`);
      }
    }
    const lines = [];
    if (!process.env.TEST_DATABASE_URL) {
      lines.push(
        'Not run: the server-postgres project (TEST_DATABASE_URL is not set; CI sets it).',
      );
    }
    if (skipped.length > 0) lines.push(`Skipped, ${skipped.length}:`, ...skipped);
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
