import { randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, asc, type Db, eq, inArray, lt, sql, tables } from '@mathsteps/db';
import {
  dayLetterOf,
  factsWeekLine,
  isoWeekOf,
  localDate,
  localHour,
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
import type { Mailer, MailMessage } from '../mail/mailer';
import { type ChildWeek, weeklySummaryEmail } from '../mail/messages';

/** Sunday 18:00 in the parent's time zone (DESIGN.md §7.8). */
const SEND_HOUR = 18;
/** A claim older than this was left by a process that died: another may take it over. */
export const CLAIM_LEASE_MS = 10 * 60_000;

export interface WeeklyRun {
  /** E-mail addresses written to this run. */
  sent: string[];
  /** With dryRun: what would be sent, nothing claimed or sent. */
  previews: MailMessage[];
}

type ParentRow = typeof tables.parents.$inferSelect;

/** Premium parents with a verified address who want the e-mail. */
async function eligibleParents(db: Db): Promise<ParentRow[]> {
  const premium = db
    .select({ parentId: tables.subscriptions.parentId })
    .from(tables.subscriptions)
    .where(inArray(tables.subscriptions.status, PREMIUM_STATUSES));
  return db
    .select()
    .from(tables.parents)
    .where(
      and(
        eq(tables.parents.emails, true),
        eq(tables.parents.emailVerified, true),
        inArray(tables.parents.id, premium),
      ),
    );
}

async function messageFor(
  db: Db,
  env: Env,
  parent: ParentRow,
  now: Date,
  unsubscribeToken: string,
): Promise<MailMessage> {
  const students = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.parentId, parent.id))
    .orderBy(asc(tables.students.createdAt));
  const children: ChildWeek[] = [];
  for (const student of students) {
    const summary = weekSummary(await reportOf(db, student, now));
    const link = (practice?: NextStep['practice']) =>
      env.PUBLIC_URL + reportCardPath(student.accountname, practice);
    // One line on number facts: quick now, the change this week, the slowest three.
    const met = await factsOnRecord(db, student.id);
    const facts = factsWeekLine(
      await factsSummaryOf(db, student.id, met, todayOf(student, now), 7),
      slowestFacts([...met.values()].flat()),
    );
    children.push({
      name: student.firstname,
      summary,
      facts,
      links: {
        report: link(),
        practice: summary.nextStep.practice ? link(summary.nextStep.practice) : null,
      },
    });
  }
  const week = reportWeekOf(localDate(now, await zoneOf(db, parent.id)));
  const unsubscribe = `${env.PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
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

/**
 * Takes this week's row for the parent: a new claim, or a claim whose lease ran out.
 * Answers false when another process holds it or it was sent.
 */
async function claim(db: Db, parentId: string, isoWeek: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(tables.weeklyEmails)
    .values({ parentId, isoWeek, status: 'claimed', claimedAt: now })
    .onConflictDoUpdate({
      target: [tables.weeklyEmails.parentId, tables.weeklyEmails.isoWeek],
      set: { claimedAt: now },
      setWhere: and(
        eq(tables.weeklyEmails.status, 'claimed'),
        lt(tables.weeklyEmails.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
      ),
    })
    .returning({ parentId: tables.weeklyEmails.parentId });
  return claimed.length > 0;
}

/**
 * The weekly summary e-mail (DESIGN.md §7.8): to each eligible parent whose local time is
 * Sunday 18:00 or later, once per ISO week, however many processes run it at once and
 * however often it is rerun after a crash. `force` ignores the hour (an operator's run);
 * `dryRun` only builds the messages.
 */
export async function runWeeklyEmails(deps: {
  db: Db;
  env: Env;
  mailer: Mailer;
  now: Date;
  dryRun?: boolean;
  force?: boolean;
}): Promise<WeeklyRun> {
  const { db, env, mailer, now } = deps;
  const run: WeeklyRun = { sent: [], previews: [] };
  for (const parent of await eligibleParents(db)) {
    // A turn for the requests waiting: PGlite's queries never wait on a socket, so without
    // it the job would hold the event loop through every parent (10,000: 90 s, issue 24).
    await setImmediate();
    const zone = await zoneOf(db, parent.id);
    const today = localDate(now, zone);
    if (deps.dryRun) {
      run.previews.push(await messageFor(db, env, parent, now, parent.unsubscribeToken ?? '…'));
      continue;
    }
    const due = dayLetterOf(today) === 's' && localHour(now, zone) >= SEND_HOUR;
    if (!due && !deps.force) continue;
    const isoWeek = isoWeekOf(today);
    if (!(await claim(db, parent.id, isoWeek, now))) continue;
    const message = await messageFor(db, env, parent, now, await unsubscribeTokenOf(db, parent));
    await mailer.send(message);
    await db
      .update(tables.weeklyEmails)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(
        and(eq(tables.weeklyEmails.parentId, parent.id), eq(tables.weeklyEmails.isoWeek, isoWeek)),
      );
    run.sent.push(parent.email);
  }
  return run;
}
