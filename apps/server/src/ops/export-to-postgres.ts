import { type Db, sql } from '@mathsteps/db';

/**
 * Moving a PGlite install to PostgreSQL (decision 0011): every table of the public
 * schema copied row for row into an empty, migrated PostgreSQL database, parents before the
 * rows that refer to them, in one transaction: either all of it is there, or none.
 */
export class ExportError extends Error {}

/** Rows read and written at a time: a few MB of JSON at most. */
const BATCH = 1000;

interface Rows {
  rows: Record<string, unknown>[];
}

/** The public tables of `db`, each after the tables its foreign keys refer to. */
export async function tablesInOrder(db: Pick<Db, 'execute'>): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select c.relname as name,
      coalesce(array(
        select distinct r.relname::text from pg_constraint k
        join pg_class r on r.oid = k.confrelid
        where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid
      ), '{}') as refs
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`)) as unknown as { rows: { name: string; refs: string[] }[] };
  const refs = new Map(rows.map((row) => [row.name, row.refs]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new ExportError(`Foreign keys loop through ${name}`);
    for (const ref of refs.get(name) ?? []) visit(ref, [...path, name]);
    ordered.push(name);
  };
  for (const { name } of rows) visit(name, []);
  return ordered;
}

/**
 * Refuses a target with a row in any of its tables, ours or another program's: checked
 * before the target is migrated, so a database in use gets none of our tables either.
 */
export async function refuseRows(target: Pick<Db, 'execute'>): Promise<void> {
  for (const table of await tablesInOrder(target)) {
    const { rows } = (await target.execute(
      sql`select exists (select 1 from ${sql.identifier(table)}) as taken`,
    )) as unknown as { rows: { taken: boolean }[] };
    if (rows[0]?.taken) {
      throw new ExportError(
        `PostgreSQL already has rows in ${table}: export into an empty database.`,
      );
    }
  }
}

/**
 * Copies every table of `source` into `target`, which must have the same tables (migrated
 * by the same release) and no rows. Answers the rows copied per table.
 */
export async function copyDatabase(
  source: Pick<Db, 'execute'>,
  target: Db,
): Promise<{ table: string; rows: number }[]> {
  const tables = await tablesInOrder(target);
  const theirs = new Set(await tablesInOrder(source));
  const missing = tables.filter((table) => !theirs.has(table));
  const extra = [...theirs].filter((table) => !tables.includes(table));
  if (missing.length > 0 || extra.length > 0) {
    throw new ExportError(
      `The two databases are not of the same release (only in PostgreSQL: ${missing.join(', ') || 'none'}; only in PGlite: ${extra.join(', ') || 'none'}). Run the same MathSteps version on both.`,
    );
  }
  await refuseRows(target);
  return target.transaction(async (tx) => {
    const copied: { table: string; rows: number }[] = [];
    for (const table of tables) {
      const name = sql.identifier(table);
      let count = 0;
      for (let offset = 0; ; offset += BATCH) {
        // The source is not written meanwhile (its server is stopped: we hold its lock).
        const { rows } = (await source.execute(
          sql`select coalesce(json_agg(t), '[]') as batch
            from (select * from ${name} order by ctid limit ${BATCH} offset ${offset}) t`,
        )) as unknown as Rows;
        const batch = (rows[0]?.batch ?? []) as unknown[];
        if (batch.length === 0) break;
        await tx.execute(
          sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
        );
        count += batch.length;
        if (batch.length < BATCH) break;
      }
      copied.push({ table, rows: count });
    }
    return copied;
  });
}
