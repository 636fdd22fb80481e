import { randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, asc, type Db, eq, sql, tables } from '@mathsteps/db';
import {
  factsWeekLine,
  helpTonightPath,
  isLocale,
  languageOf,
  localDate,
  type NextStep,
  reportCardPath,
  reportWeekOf,
  slowestFacts,
  weekSummary,
} from '@mathsteps/domain';
import { PREMIUM_STATUSES } from '../billing/provider';
import type { Env } from '../env';
import { factsOnRecord, factsSummaryOf } from '../learning/facts';
import { reportOf } from '../learning/report';
import { todayOf } from '../learning/student-day';
import { classWeekEmail } from '../mail/emails/class-week';
import { type ChildWeek, weeklySummaryEmail } from '../mail/emails/weekly-summary';
import type { Mailer, MailMessage } from '../mail/mailer';
import { teacherWeeks } from './class-week';

/** Sunday 18:00 in the parent's time zone (docs/product.md "What parents read"). */
const SEND_HOUR = 18;
/** Parents read and enqueued at a time: a million are never in memory at once. */
export const DUE_BATCH = 1000;

/** One parent's e-mail of one ISO week: the weekly job's data. */
export interface DueParent {
  parentId: string;
  email: string;
  isoWeek: string;
}

/** The job key: one weekly e-mail per parent and ISO week, enqueued once. */
export const weeklyKey = (due: Pick<DueParent, 'parentId' | 'isoWeek'>) =>
  `weekly:${due.parentId}:${due.isoWeek}`;

/**
 * Whether some time zone is in its Sunday evening at `now`: from Sunday 04:00 UTC (18:00 at
 * UTC+14) to Monday 12:00 UTC (the end of Sunday at UTC-12). The rest of the week the
 * fan-out reads nothing at all.
 */
export function someZoneInSundayEvening(now: Date): boolean {
  const hours = ((now.getUTCDay() + 6) % 7) * 24 + now.getUTCHours(); // from Monday 00:00
  return hours >= 6 * 24 + 4 || hours < 12;
}

/**
 * The parents whose weekly e-mail is due at `now`, in batches ordered by id: premium, with
 * a verified address, wanting the e-mail, in their Sunday 18:00 or later (their first
 * child's zone; UTC without children), and not yet sent this ISO week. All in SQL: a parent
 * who is not due is never read. `force` ignores the day and hour (an operator's run).
 */
export async function* dueParents(
  db: Db,
  now: Date,
  { force = false } = {},
): AsyncGenerator<DueParent[]> {
  if (!force && !someZoneInSundayEvening(now)) return;
  const instant = now.toISOString();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = (await db.execute(sql`
      with zoned as (
        select p.id, p.email,
          (${instant}::timestamptz at time zone coalesce(
            (select s.timezone from students s where s.parent_id = p.id
              order by s.created_at limit 1), 'UTC')) as local
        from parents p
        where p.id > ${after}::uuid and p.emails and p.email_verified
          and (exists (select 1 from subscriptions b where b.parent_id = p.id
              and b.status in ${PREMIUM_STATUSES})
            or (p.role = 'teacher' and exists (select 1 from classes c
              where c.teacher_id = p.id and c.archived_at is null)))
      )
      select z.id as "parentId", z.email, to_char(z.local, 'IYYY-"W"IW') as "isoWeek"
      from zoned z
      where (${force} or (extract(isodow from z.local) = 7 and extract(hour from z.local) >= ${SEND_HOUR}))
        and not exists (select 1 from weekly_emails w where w.parent_id = z.id
          and w.iso_week = to_char(z.local, 'IYYY-"W"IW') and w.status = 'sent')
      order by z.id
      limit ${DUE_BATCH}
    `)) as unknown as { rows: DueParent[] };
    if (rows.length > 0) yield rows;
    if (rows.length < DUE_BATCH) return;
    after = rows.at(-1)!.parentId;
  }
}

type ParentRow = typeof tables.parents.$inferSelect;

/** The parent, when they still get the e-mail: premium, verified and wanting it. */
async function eligibleParent(db: Db, parentId: string): Promise<ParentRow | undefined> {
  const [parent] = await db
    .select()
    .from(tables.parents)
    .where(
      and(
        eq(tables.parents.id, parentId),
        eq(tables.parents.emails, true),
        eq(tables.parents.emailVerified, true),
        sql`(exists (select 1 from ${tables.subscriptions} where ${tables.subscriptions.parentId} = ${tables.parents.id} and ${tables.subscriptions.status} in ${PREMIUM_STATUSES})
          or (${tables.parents.role} = 'teacher' and exists (select 1 from ${tables.classes} where ${tables.classes.teacherId} = ${tables.parents.id} and ${tables.classes.archivedAt} is null)))`,
      ),
    );
  return parent;
}

async function messageFor(
  db: Db,
  env: Env,
  parent: ParentRow,
  now: Date,
  unsubscribeToken: string,
): Promise<MailMessage> {
  const unsubscribe = `${env.PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  if (parent.role === 'teacher') {
    // A teacher's week: each open class with pupils (docs/product.md "The weekly class report").
    const weeks = await teacherWeeks(db, parent.id, now);
    return classWeekEmail(
      parent,
      weeks.map((week) => ({ week, link: `${env.PUBLIC_URL}/classes/${week.id}/week` })),
      reportWeekOf(localDate(now, await zoneOf(db, parent.id))),
      { unsubscribe, oneClickUnsubscribe: unsubscribe },
    );
  }
  const students = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.parentId, parent.id))
    .orderBy(asc(tables.students.createdAt));
  const children: ChildWeek[] = [];
  // In the language the parent chose for the account (docs/languages.md), English until then.
  const language = isLocale(parent.locale) ? languageOf(parent.locale) : 'en';
  for (const student of students) {
    const report = await reportOf(db, student, now);
    const summary = weekSummary(report, language);
    const helpWith = (step: NonNullable<NextStep['practice']>) =>
      env.PUBLIC_URL + helpTonightPath(step, { student: student.accountname });
    const link = (practice?: NextStep['practice']) =>
      env.PUBLIC_URL + reportCardPath(student.accountname, practice);
    // One line on number facts: quick now, the change this week, the slowest three.
    const met = await factsOnRecord(db, student.id);
    const facts = factsWeekLine(
      await factsSummaryOf(db, student.id, met, todayOf(student, now), 7),
      slowestFacts([...met.values()].flat()),
      language,
    );
    children.push({
      name: student.firstname,
      summary,
      facts,
      links: {
        report: link(),
        practice: summary.nextStep.practice ? link(summary.nextStep.practice) : null,
        help: summary.nextStep.practice ? helpWith(summary.nextStep.practice) : null,
        // Each named step's line (summary.steps, in the report's order) links to its page.
        steps: report.misconceptions.map((step) =>
          helpWith({ subject: step.subject, misconception: step.id }),
        ),
      },
    });
  }
  const week = reportWeekOf(localDate(now, await zoneOf(db, parent.id)));
  return weeklySummaryEmail(parent, children, week, {
    unsubscribe,
    oneClickUnsubscribe: unsubscribe,
  });
}

/** The parent's zone: their first student's, as the week is the children's. */
async function zoneOf(db: Db, parentId: string): Promise<string> {
  const [student] = await db
    .select({ timezone: tables.students.timezone })
    .from(tables.students)
    .where(eq(tables.students.parentId, parentId))
    .orderBy(asc(tables.students.createdAt))
    .limit(1);
  return student?.timezone ?? 'UTC';
}

async function unsubscribeTokenOf(db: Db, parent: ParentRow): Promise<string> {
  if (parent.unsubscribeToken) return parent.unsubscribeToken;
  const token = randomBytes(18).toString('base64url');
  await db
    .update(tables.parents)
    .set({ unsubscribeToken: token })
    .where(eq(tables.parents.id, parent.id));
  return token;
}

/** Another attempt holds this week's e-mail of the parent: the job is tried again later. */
export class SendInProgressError extends Error {}

/** How long a send holds its row unless renewed: a dead sender's row is free after this. */
const sendLease = (env: Env) => `${env.JOB_TIMEOUT} seconds`;

interface WeeklyDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
}

/**
 * One parent's weekly e-mail of one ISO week: the weekly job (decision 0011). Idempotent:
 * the message and its Message-ID are stored before the first send, a send holds the row
 * for a lease, and a row marked sent is never sent again; a retry after a sender died
 * sends the stored message, the same Message-ID, so the mailbox shows one. Answers
 * whether this call sent it.
 */
export async function sendWeeklyEmail(
  { db, env, mailer }: WeeklyDeps,
  due: Pick<DueParent, 'parentId' | 'isoWeek'>,
  now: Date,
): Promise<boolean> {
  const parent = await eligibleParent(db, due.parentId);
  if (!parent) return false;
  const row = and(
    eq(tables.weeklyEmails.parentId, due.parentId),
    eq(tables.weeklyEmails.isoWeek, due.isoWeek),
  );
  await db
    .insert(tables.weeklyEmails)
    .values({ ...due, status: 'prepared', claimedAt: now })
    .onConflictDoNothing();
  const [stored] = await db.select().from(tables.weeklyEmails).where(row);
  if (!stored || stored.status === 'sent') return false;
  if (!stored.message) {
    const built = await messageFor(db, env, parent, now, await unsubscribeTokenOf(db, parent));
    const message: MailMessage = {
      ...built,
      messageId: `<weekly.${due.isoWeek}.${due.parentId}@${new URL(env.PUBLIC_URL).hostname}>`,
    };
    // The first attempt to store a message wins; every later one sends that one.
    await db
      .update(tables.weeklyEmails)
      .set({ message, messageId: message.messageId })
      .where(and(row, sql`${tables.weeklyEmails.message} is null`));
  }
  const [sending] = await db
    .update(tables.weeklyEmails)
    .set({ status: 'sending', sendingUntil: sql`now() + ${sendLease(env)}::interval` })
    .where(
      and(
        row,
        sql`${tables.weeklyEmails.status} <> 'sent'`,
        sql`(${tables.weeklyEmails.sendingUntil} is null or ${tables.weeklyEmails.sendingUntil} < now())`,
      ),
    )
    .returning({ message: tables.weeklyEmails.message });
  if (!sending) {
    const [now_] = await db
      .select({ status: tables.weeklyEmails.status })
      .from(tables.weeklyEmails)
      .where(row);
    if (now_?.status === 'sent') return false;
    throw new SendInProgressError(
      `weekly e-mail ${weeklyKey(due)} is being sent by another attempt`,
    );
  }
  // The lease is renewed while the send goes on: a slow mail server makes the job outlive its
  // expiry, and the retry then waits; only a sender that died stops renewing it.
  const renew = setInterval(
    () =>
      void db
        .update(tables.weeklyEmails)
        .set({ sendingUntil: sql`now() + ${sendLease(env)}::interval` })
        .where(and(row, eq(tables.weeklyEmails.status, 'sending')))
        .catch(() => {}),
    (env.JOB_TIMEOUT * 1000) / 3,
  );
  renew.unref();
  try {
    await mailer.send(sending.message as MailMessage);
  } catch (error) {
    // Given back at once: the retry need not wait out the lease of a send that failed.
    await db
      .update(tables.weeklyEmails)
      .set({ status: 'prepared', sendingUntil: null })
      .where(and(row, eq(tables.weeklyEmails.status, 'sending')));
    throw error;
  } finally {
    clearInterval(renew);
  }
  await db
    .update(tables.weeklyEmails)
    .set({ status: 'sent', sentAt: sql`now()`, sendingUntil: null })
    .where(row);
  return true;
}

export interface WeeklyRun {
  /** E-mail addresses written to this run. */
  sent: string[];
  /** With dryRun: what would be sent, nothing claimed or sent. */
  previews: MailMessage[];
}

/**
 * The weekly e-mails due at `now`, sent here and now through the job's own code (tests, the
 * end-to-end server, the growth bench); the server enqueues them as jobs instead. `force`
 * ignores the hour; `dryRun` builds the message of every parent who would get one.
 */
export async function runWeeklyEmails(
  deps: WeeklyDeps & {
    now: Date;
    dryRun?: boolean;
    force?: boolean;
    /** Only the parent at this address: a journey's own family, on a server the journeys share. */
    only?: string;
  },
): Promise<WeeklyRun> {
  const { db, env, now } = deps;
  const run: WeeklyRun = { sent: [], previews: [] };
  for await (const batch of dueParents(db, now, { force: deps.force || deps.dryRun })) {
    for (const due of batch) {
      if (deps.only !== undefined && due.email !== deps.only) continue;
      // A turn for the requests waiting: PGlite's queries never wait on a socket, so without
      // it the run would hold the event loop through every parent (10,000: 90 s, decision 0008).
      await setImmediate();
      if (deps.dryRun) {
        const parent = await eligibleParent(db, due.parentId);
        if (parent) {
          run.previews.push(await messageFor(db, env, parent, now, parent.unsubscribeToken ?? '…'));
        }
        continue;
      }
      try {
        if (await sendWeeklyEmail(deps, due, now)) run.sent.push(due.email);
      } catch (error) {
        if (!(error instanceof SendInProgressError)) throw error;
      }
    }
  }
  return run;
}
