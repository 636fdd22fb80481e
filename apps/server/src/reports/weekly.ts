import { randomBytes } from 'node:crypto';
import { and, asc, type Db, eq, inArray, lt, sql, tables } from '@mathsteps/db';
import {
  addDays,
  dayLetterOf,
  type FinishedAssignment,
  figuresBetween,
  isoWeekOf,
  localDate,
  localHour,
  SIGNS,
  type StudentReport,
  SUBJECT_NAMES,
  SUBJECTS,
  subjectProgress,
  wrongThisWeekText,
} from '@mathsteps/domain';
import { PREMIUM_STATUSES } from '../billing/provider';
import type { Env } from '../env';
import { reportOf } from '../learning/report';
import { historySince } from '../learning/student-day';
import type { Mailer, MailMessage } from '../mail/mailer';
import { weeklySummaryEmail } from '../mail/messages';

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

/**
 * The lines of one student for the 7 days that end today: per subject the days scheduled
 * and done, accuracy at the first try and level moves; then recent mistakes and the
 * misconceptions behind them (DESIGN.md §7.9).
 */
export function studentLines(
  report: StudentReport,
  history: (FinishedAssignment & { subject: string })[],
): string[] {
  const from = addDays(report.today, -6);
  const lines: string[] = [];
  for (const subject of SUBJECTS) {
    const figures = report.subjects[subject];
    if (!figures) continue;
    const done = history.filter((entry) => entry.subject === subject);
    const week = figuresBetween(done, figures.schedule, from, report.today, report.today);
    if (week.scheduledDays === 0 && week.completedDays === 0) continue;
    const score = subjectProgress(week).score;
    const levelsThisWeek = figures.levels.filter((entry) => entry.date >= from);
    const start = levelsThisWeek[0]?.level ?? figures.level;
    const moved = start !== figures.level ? `, level ${start} → ${figures.level}` : '';
    lines.push(
      `${SUBJECT_NAMES[subject]}: ${week.completedDays} of ${week.scheduledDays} days done, ${week.questionsAnswered > 0 ? `${score}% right at the first try` : 'nothing done yet'}${moved}.`,
    );
  }
  const { rewards } = report;
  if (rewards.stars > 0) {
    const streak =
      rewards.streak === 0
        ? 'no streak going right now'
        : `${rewards.streak} scheduled ${rewards.streak === 1 ? 'day' : 'days'} in a row done`;
    const badges = rewards.badges.filter((badge) => badge.on >= from).map((badge) => badge.title);
    lines.push(
      `Streak: ${streak}. Stars: ${rewards.stars} in all.${badges.length > 0 ? ` New badges: ${badges.join(', ')}.` : ''}`,
    );
  }
  const wrong = wrongThisWeekText(report.week.wrong);
  if (wrong) lines.push(`${wrong} The report card shows the latest.`);
  for (const misconception of report.misconceptions) {
    const { example } = misconception;
    lines.push(
      `A step to work on in ${SUBJECT_NAMES[misconception.subject].toLowerCase()}: ${misconception.title.toLowerCase()} (${misconception.explains} of ${misconception.wrong} recent wrong problems, for example ${example.number_0} ${SIGNS[misconception.subject]} ${example.number_1} answered ${example.answer} instead of ${example.correct}). ${misconception.explanation}`,
    );
  }
  return lines.length > 0 ? lines : ['Nothing was scheduled this week.'];
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
  const sections: { name: string; lines: string[] }[] = [];
  for (const student of students) {
    const report = await reportOf(db, student, now);
    const history = await historySince(db, student.id, addDays(report.today, -6));
    sections.push({
      name: student.firstname,
      lines: studentLines(report, history as (FinishedAssignment & { subject: string })[]),
    });
  }
  const today = localDate(now, await zoneOf(db, parent.id));
  const unsubscribe = `${env.PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  return weeklySummaryEmail(
    parent,
    sections,
    { from: addDays(today, -6), to: today },
    { reports: `${env.PUBLIC_URL}/report-cards`, unsubscribe, oneClickUnsubscribe: unsubscribe },
  );
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
