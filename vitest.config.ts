import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects. The server's API suite runs once on PGlite and, when
 * TEST_DATABASE_URL is set (CI), once more on PostgreSQL.
 */
const serverTests = ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'];

/**
 * Files that run in one engine's project only: PostgreSQL's own tools (the export, PgBouncer),
 * and the server's processes, started once (on PGlite, or beside a PostgreSQL of their own).
 */
const ONLY_IN = {
  postgres: [
    'apps/server/src/ops/export-to-postgres.test.ts',
    'apps/server/test/pgbouncer.test.ts',
  ],
  pglite: [
    'apps/server/test/process.test.ts',
    'apps/server/test/kill.test.ts',
    'apps/server/test/postgres-process.test.ts',
    'apps/server/test/weekly-processes.test.ts',
    'packages/db/src/pglite.test.ts',
  ],
};

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: serverTests,
    exclude: ONLY_IN[kind === 'pglite' ? 'postgres' : 'pglite'],
    isolate: false,
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts', 'apps/server/test/per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time on our 2-core machines (Vitest's default is one fewer than the
    // cores): most server files wait on PostgreSQL, a child process or a socket.
    maxWorkers: 2,
    // What a run did not run is said at its end (test/skipped-reporter.ts).
    reporters: ['default', './test/skipped-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          // Property tests search many problems per case: seconds each when both cores are
          // busy with the API tests beside them.
          testTimeout: 30_000,
          setupFiles: ['test/fail-on-console-error.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          isolate: false,
          // Typing whole quizzes with user-event takes seconds; a loaded CI machine more.
          testTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['../../test/fail-on-console-error.ts', './src/test/setup.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
