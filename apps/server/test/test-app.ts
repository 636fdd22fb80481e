import type { Database } from '@mathsteps/db';
import { openTestDatabase } from '@mathsteps/db/testing';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Env, parseEnv } from '../src/env';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole app on a fresh database of its own (PGlite or PostgreSQL, per the project). */
export async function createTestApp(deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('dbTemplate'));
  const app = await buildApp({ env: testEnv(), database, ...deps });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A same-origin JSON call to POST /api, as the browser makes it. */
export function callApi(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
