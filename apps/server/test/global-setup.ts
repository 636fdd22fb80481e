import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTemplate, dropTemplate } from '@mathsteps/db/testing';
import type { TestProject } from 'vitest/node';

/** Migrates one template database for the whole run, and bundles the server for process tests. */
export default async function setup(project: TestProject) {
  const kind = project.name === 'server-postgres' ? 'postgres' : 'pglite';
  const template = await createTemplate(kind, process.env.TEST_DATABASE_URL);
  project.provide('dbTemplate', template);
  if (kind === 'pglite') {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
  }
  return () => dropTemplate(template);
}
