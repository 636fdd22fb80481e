import { type Database, type Db, openPglite, sql } from '@mathsteps/db';
import { migrationsFolder, openTestDatabase } from '@mathsteps/db/testing';
import { factsOfProblem } from '@mathsteps/domain';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp, callApi, completeWork, premiumFamily, testEnv } from '../../test/test-app';
import { copyDatabase, ExportError, refuseRows, tablesInOrder } from './export-to-postgres';

/** Each table's row count and a digest of its rows, as text in UTC. */
async function digests(db: Db): Promise<Record<string, string>> {
  await db.execute(sql`set timezone = 'UTC'`);
  const out: Record<string, string> = {};
  for (const table of await tablesInOrder(db)) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { n: number; h: string }[] };
    out[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

/** A family's life on a database: sign-up, premium, a child's work, grids and Quick Facts. */
async function familyOn(database: Database) {
  const app = await buildTestApp({ env: testEnv(), database });
  const { parentCookie, childCookie: cookie } = await premiumFamily(app);
  const done = await completeWork(app, cookie, {
    wrong: 1,
    boxes: (problems) => [{ fact: [...factsOfProblem(problems[1]!)][0], right: true, ms: 1500 }],
  });
  expect(done.statusCode, done.body).toBe(200);
  const plan = (
    await callApi(app, { tag: 'student.factsget', operation: 'addition' }, { cookie })
  ).json();
  const [a, b] = (plan.facts[0] as string).split('+').map(Number);
  const quick = await callApi(
    app,
    {
      tag: 'student.factscomplete',
      operation: 'addition',
      attempt: plan.attempt,
      session: plan.session,
      typing: [{ number: '27', ms: 900 }],
      answers: [{ fact: plan.facts[0], answer: String(a! + b!), ms: 2500 }],
    },
    { cookie },
  );
  expect(quick.statusCode, quick.body).toBe(200);
  await app.close();
  return parentCookie;
}

const report = async (database: Database, cookie: string) => {
  const app = await buildTestApp({ env: testEnv(), database });
  const answer = await callApi(app, { tag: 'student.report', accountname: 'sam' }, { cookie });
  await app.close();
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('npm run export-to-postgres', () => {
  it('copies every table of a PGlite database into an empty PostgreSQL one: the same rows, the same answers', async () => {
    const source = await openPglite();
    await source.migrate(migrationsFolder);
    const target = await openTestDatabase(inject('dbTemplate'));
    try {
      const cookie = await familyOn(source);
      const before = await report(source, cookie);
      const copied = await copyDatabase(source.db, target.db);
      // Every table of the schema, none left out: the list is read from the database.
      expect(copied.map((each) => each.table).sort()).toEqual(
        (await tablesInOrder(source.db)).sort(),
      );
      expect(copied.find((each) => each.table === 'students')?.rows).toBe(1);
      expect(await digests(target.db)).toEqual(await digests(source.db));
      // The parent's session came along: the same report, read from PostgreSQL.
      expect(await report(target, cookie)).toEqual(before);

      // A second export into the same database is refused, and writes nothing.
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(ExportError);
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(
        'PostgreSQL already has rows in',
      );
    } finally {
      await target.close();
      await source.close();
    }
  }, 60_000);

  it("refuses a database with another program's rows before anything of ours is made in it", async () => {
    const other = await openPglite();
    try {
      await other.db.execute(sql`create table notes (id int)`);
      await expect(refuseRows(other.db)).resolves.toBeUndefined();
      await other.db.execute(sql`insert into notes values (1)`);
      await expect(refuseRows(other.db)).rejects.toThrow(
        'PostgreSQL already has rows in notes: export into an empty database.',
      );
    } finally {
      await other.close();
    }
  });
});
