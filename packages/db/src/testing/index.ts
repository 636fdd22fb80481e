import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, onDirectLine, openPglite, openPostgres } from '../client';

/** pg-boss's schema (the server's jobs/engine.ts names it so): made when the job engine starts. */
const JOB_SCHEMA = 'pgboss';

export * from './families';

/**
 * A fresh, migrated database per test file. Migrating once into a template and copying it
 * keeps that cheap: PGlite loads a dump of a migrated instance, PostgreSQL copies a
 * template database.
 */

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type TestDbKind = 'pglite' | 'postgres';

declare module 'vitest' {
  /** What the server's global setup gives every test file: `inject('dbTemplate')`. */
  export interface ProvidedContext {
    dbTemplate: TestDbTemplate;
  }
}

export interface TestDbTemplate {
  kind: TestDbKind;
  /** PGlite: path of the dump file. PostgreSQL: the template database's name. */
  location: string;
  /** PostgreSQL: the URL of TEST_DATABASE_URL, used to create and drop databases. */
  adminUrl?: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const admin = onDirectLine;

/** Run once per test run (Vitest global setup). Returns what `openTestDatabase` needs. */
export async function createTemplate(
  kind: TestDbKind,
  postgresUrl?: string,
): Promise<TestDbTemplate> {
  if (kind === 'pglite') {
    const database = await openPglite();
    await database.migrate(migrationsFolder);
    const dump = await database.pglite.dumpDataDir('gzip');
    await database.close();
    const location = join(tmpdir(), `mathsteps-template-${process.pid}.tar.gz`);
    await writeFile(location, Buffer.from(await dump.arrayBuffer()));
    return { kind, location };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `mathsteps_template_${process.pid}`;
  await admin(postgresUrl, async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  });
  const database = openPostgres(withDatabase(postgresUrl, name), { max: 1 });
  await database.migrate(migrationsFolder);
  await database.close();
  return { kind, location: name, adminUrl: postgresUrl };
}

export async function dropTemplate(template: TestDbTemplate): Promise<void> {
  const { adminUrl, location } = template;
  if (adminUrl) {
    await admin(adminUrl, (client) =>
      client.query(`drop database if exists ${location} with (force)`),
    );
  }
}

/** A migrated database of its own for one test file; `close` also deletes it. */
export async function openTestDatabase(
  template: TestDbTemplate,
  /** PostgreSQL: a pooler in transaction mode (PgBouncer) to reach the database through. */
  options: { pooler?: string } = {},
): Promise<Database> {
  if (template.kind === 'pglite') return openPgliteCopy(template.location);
  const adminUrl = template.adminUrl!;
  const name = `mathsteps_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (client) =>
    client.query(`create database ${name} template ${template.location}`),
  );
  const direct = withDatabase(adminUrl, name);
  const database = options.pooler
    ? openPostgres(withDatabase(options.pooler, name), {
        max: 4,
        pooler: 'transaction',
        directUrl: direct,
      })
    : openPostgres(direct, { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await admin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * PGlite instances of this test file that a test has closed, emptied again. Loading the
 * migrated dump costs a second or more per test on our machines (PGlite starts and reads
 * every file of the data directory); emptying the tables of one already open costs a few
 * milliseconds. The files of a Vitest worker share this module: `closeEmptiedInstances`
 * runs before each file (apps/server/test/per-file.ts), so no instance passes from one
 * file to the next.
 */
const emptiedInstances: PgliteDatabase[] = [];

/** Closes the instances kept for the next test: a new test file starts from the dump. */
export async function closeEmptiedInstances(): Promise<void> {
  await Promise.all(emptiedInstances.splice(0).map((instance) => instance.close()));
}

type PgliteDatabase = Awaited<ReturnType<typeof openPglite>>;

/**
 * The template's tables and indexes (`schemaOf`), read once from the file's first instance:
 * every instance after it is a fresh copy of the same dump or one emptied after its schema
 * was found unchanged.
 */
let templateSchema: Promise<string> | undefined;

async function openPgliteCopy(dumpPath: string): Promise<Database> {
  const instance =
    emptiedInstances.pop() ?? (await openPglite(undefined, new Blob([await readFile(dumpPath)])));
  templateSchema ??= schemaOf(instance);
  const schema = await templateSchema;
  return {
    ...instance,
    async close() {
      if (await emptied(instance, schema)) emptiedInstances.push(instance);
      else await instance.close();
    },
  };
}

/**
 * Empties an instance as a fresh copy of the template is: every row of our tables gone,
 * pg-boss's tables gone (the job engine makes them when it starts), the session's settings
 * and locks reset. False when that cannot be vouched for (a test changed the tables
 * themselves, or the instance fails): then it is closed instead.
 */
async function emptied(instance: PgliteDatabase, schema: string): Promise<boolean> {
  try {
    if ((await schemaOf(instance)) !== schema) return false;
    const { rows } = await instance.pglite.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = 'public'`,
    );
    await instance.pglite.exec(`
      drop schema if exists ${JOB_SCHEMA} cascade;
      ${rows.length > 0 ? `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade;` : ''}
      reset all;
      select pg_advisory_unlock_all();
      unlisten *;
      discard temp;
    `);
    return true;
  } catch {
    return false;
  }
}

/** Our tables, their columns and indexes, as one text: what a test must not have changed. */
async function schemaOf(instance: PgliteDatabase): Promise<string> {
  const { rows } = await instance.pglite.query<{ schema: string }>(
    `select coalesce(string_agg(line, E'\n' order by line), '') as schema from (
       select format('%s.%s %s %s %s %s', table_schema, table_name, column_name, data_type,
                     is_nullable, column_default) as line
         from information_schema.columns where table_schema in ('public', 'drizzle')
       union all
       select indexdef from pg_indexes where schemaname in ('public', 'drizzle')
     ) as lines`,
  );
  return rows[0]?.schema ?? '';
}

/**
 * An empty PostgreSQL database of its own on `adminUrl`'s server (no migrations): for
 * process tests and benches that start servers on it. `drop` deletes it.
 */
export async function createEmptyDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const drop = () =>
    admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
      () => {},
    );
  await drop();
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  return { url: withDatabase(adminUrl, name), drop };
}
