import { type Db, type SQL, sql, tables } from '@mathsteps/db';
import { addDays, localDate } from '@mathsteps/domain';
import { DEVICE_COOKIE_MS } from '../auth/logins';
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
  /**
   * Finished assignments: a year and a month, more than any report or e-mail reads (4
   * weeks); older ones are summed per month into history_months, then deleted.
   */
  historyDays: 400,
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
 * closed, devices nobody named since, remembered devices whose cookie has expired, error reports past their horizon, and the stored copy
 * of weekly e-mails already sent. Answers what it deleted, per kind.
 */
export async function cleanUp(db: Db, now: Date) {
  const at = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const msAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
  /** Deletes the rows of `table` whose `column` is before `before`. */
  const older = (table: SQL, column: string, before: string) =>
    deleteInBatches(db, table, sql`${sql.identifier(column)} < ${before}::timestamptz`);
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
  const counters = await older(
    sql`${tables.throttleCounters}`,
    'window_started_at',
    msAgo(LONGEST_WINDOW_MS),
  );
  const devices = await older(sql`${tables.devices}`, 'created_at', daysAgo(RETENTION.devicesDays));
  // Remembered devices whose cookie has expired: unused since, they count no more.
  const loginDevices = await older(sql`${tables.loginDevices}`, 'used_at', msAgo(DEVICE_COOKIE_MS));
  const errorReports = await older(
    sql`${tables.errorReports}`,
    'created_at',
    daysAgo(RETENTION.errorReportsDays),
  );
  const history = await summariseOldHistory(db, localDate(now, 'UTC'));
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
    loginDevices,
    errorReports,
    history,
    weeklyMessages: rows[0]?.n ?? 0,
  };
}

/**
 * Finished assignments past RETENTION.historyDays, summed into their month's row of
 * history_months and deleted, a batch at a time, each batch in one statement (nothing half
 * moved if it fails). A day later than the horizon in UTC is later in every zone.
 */
async function summariseOldHistory(db: Db, todayUtc: string): Promise<number> {
  const horizon = addDays(todayUtc, -RETENTION.historyDays);
  let moved = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      with gone as (
        delete from ${tables.assignmentHistory}
        where id in (select id from ${tables.assignmentHistory}
          where local_date < ${horizon} limit ${BATCH})
        returning student_id, subject, local_date, level, questions, errors),
      summed as (
        insert into ${tables.historyMonths} as m
          (student_id, subject, month, assignments, questions, errors, highest_level)
        select student_id, subject, left(local_date, 7), count(*), sum(questions), sum(errors),
          max(level)
        from gone group by 1, 2, 3
        on conflict (student_id, subject, month) do update set
          assignments = m.assignments + excluded.assignments,
          questions = m.questions + excluded.questions,
          errors = m.errors + excluded.errors,
          highest_level = greatest(m.highest_level, excluded.highest_level)
        returning 1)
      select (select count(*)::int from gone) as n`)) as unknown as { rows: { n: number }[] };
    const n = rows[0]?.n ?? 0;
    moved += n;
    if (n < BATCH) return moved;
  }
}
