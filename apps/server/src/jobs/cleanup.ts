import { type Db, type SQL, sql, tables } from '@mathsteps/db';
import { LONGEST_WINDOW_MS } from '../auth/throttle';

/** Rows deleted per statement: each statement holds its locks for a moment only. */
const BATCH = 5000;
const DAY_MS = 86_400_000;

/**
 * How long what is past its use is kept (docs/operations.md "Retention"). Raw error reports
 * feed the report card's recent mistakes and the misconception diagnosis, which read the last
 * 60 days; half a year keeps a term's worth for a parent's questions. A sent weekly e-mail's
 * stored copy is only for a resend in the same week.
 */
export const RETENTION = {
  errorReportsDays: 183,
  weeklyMessageDays: 14,
  devicesDays: 30,
} as const;

/** Deletes the rows `where` picks, a batch at a time; answers how many. */
async function deleteInBatches(db: Db, table: SQL, where: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      with gone as (
        delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${BATCH})
        returning 1)
      select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
    const n = rows[0]?.n ?? 0;
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/**
 * The hourly cleanup job: ended sessions and verifications, counters whose window has
 * closed, devices nobody named since, error reports past their horizon, and the stored copy
 * of weekly e-mails already sent. Answers what it deleted, per kind.
 */
export async function cleanUp(db: Db, now: Date) {
  const at = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const sessions = await deleteInBatches(
    db,
    sql`${tables.sessions}`,
    sql`expires_at < ${at}::timestamptz or absolute_expires_at < ${at}::timestamptz`,
  );
  const verifications = await deleteInBatches(
    db,
    sql`${tables.emailVerifications}`,
    sql`link_expires_at < ${at}::timestamptz and code_expires_at < ${at}::timestamptz`,
  );
  const counters = await deleteInBatches(
    db,
    sql`${tables.throttleCounters}`,
    sql`window_started_at < ${new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString()}::timestamptz`,
  );
  const devices = await deleteInBatches(
    db,
    sql`${tables.devices}`,
    sql`created_at < ${daysAgo(RETENTION.devicesDays)}::timestamptz`,
  );
  const errorReports = await deleteInBatches(
    db,
    sql`${tables.errorReports}`,
    sql`created_at < ${daysAgo(RETENTION.errorReportsDays)}::timestamptz`,
  );
  const { rows } = (await db.execute(sql`
    with kept as (
      update ${tables.weeklyEmails} set message = null
      where status = 'sent' and message is not null
        and sent_at < ${daysAgo(RETENTION.weeklyMessageDays)}::timestamptz
      returning 1)
    select count(*)::int as n from kept`)) as unknown as { rows: { n: number }[] };
  return {
    sessions,
    verifications,
    counters,
    devices,
    errorReports,
    weeklyMessages: rows[0]?.n ?? 0,
  };
}
