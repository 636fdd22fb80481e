// Part of npm run bench -- growth: what a family's year costs on disk, before and after the
// hourly cleanup's retention (docs/operations.md "Retention"). BENCH_RETENTION_FAMILIES
// families (1,000) with a year each: 4 subjects a day, a wrong answer a day with its boxes,
// a weekly e-mail a week as sent, on PostgreSQL.
import { openPostgres, sql } from '@mathsteps/db';
import { migrationsFolder, seedFamilies } from '@mathsteps/db/testing';
import { parseEnv } from '../../apps/server/src/env';
import { cleanUp } from '../../apps/server/src/jobs/cleanup';
import { runWeeklyEmails } from '../../apps/server/src/reports/weekly';
import { benchDatabase } from './http';

const FAMILIES = Number(process.env.BENCH_RETENTION_FAMILIES ?? 1000);

/** Bytes of every table of ours (indexes and TOAST included) after VACUUM FULL. */
async function bytes(database: ReturnType<typeof openPostgres>): Promise<number> {
  await database.query('vacuum full');
  const { rows } = await database.query(
    `select sum(pg_total_relation_size(c.oid))::bigint as n from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return Number((rows[0] as { n: string }).n);
}

export async function benchRetention(postgresUrl: string): Promise<void> {
  const made = await benchDatabase(postgresUrl);
  const database = openPostgres(made.url, { max: 2 });
  try {
    await database.migrate(migrationsFolder);
    await seedFamilies(database, 1, FAMILIES, 365);
    await database.query(`insert into error_reports (student_id, subject, level, question,
        number_0, number_1, errorcount, answer, correct_answer, entries, created_at)
      select s.id, 'addition', 6, '1', '4709', '3896', 2, '8505', '8605',
        (select jsonb_object_agg('box' || b, (b % 10)::text) from generate_series(1, 24) b),
        now() - d * interval '1 day'
      from students s, generate_series(0, 364) d`);
    // The week's e-mail as the job stores it: a real one, 52 times a family.
    const env = parseEnv({ PUBLIC_URL: 'https://mathsteps.example', LOG_LEVEL: 'silent' });
    const [message] = (
      await runWeeklyEmails({
        db: database.db,
        env,
        mailer: { describe: 'none', send: async () => {} },
        now: new Date(),
        dryRun: true,
      })
    ).previews;
    await database.db.execute(sql`insert into weekly_emails (parent_id, iso_week, status,
        claimed_at, sent_at, message_id, message)
      select p.id, 'W' || w, 'sent', now() - w * interval '7 days', now() - w * interval '7 days',
        '<weekly.' || w || '.' || p.id || '@mathsteps.example>', ${JSON.stringify(message)}::jsonb
      from parents p, generate_series(0, 51) w`);
    const before = await bytes(database);
    const deleted = await cleanUp(database.db, new Date());
    const after = await bytes(database);
    const perFamily = (n: number) => `${(n / FAMILIES / 2 ** 20).toFixed(2)} MB`;
    console.log(
      `\nRetention (PostgreSQL, ${FAMILIES.toLocaleString('en')} families with a year each): ` +
        `${perFamily(before)} per family-year before the cleanup, ${perFamily(after)} after ` +
        `(${deleted.errorReports.toLocaleString('en')} error reports, ` +
        `${deleted.history.toLocaleString('en')} assignments past 400 days summed by month and ` +
        `${deleted.weeklyMessages.toLocaleString('en')} stored e-mails cleared); ` +
        `at 1 M families: ${(((before / FAMILIES) * 1e6) / 2 ** 40).toFixed(2)} TB a year before, ` +
        `${(((after / FAMILIES) * 1e6) / 2 ** 40).toFixed(2)} TB after`,
    );
  } finally {
    await database.close();
    await made.drop();
  }
}
