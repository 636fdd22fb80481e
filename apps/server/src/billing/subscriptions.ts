import {
  and,
  type Db,
  desc,
  eq,
  inArray,
  preparedQuery,
  type Reader,
  type SQL,
  sql,
  tables,
} from '@mathsteps/db';
import { PREMIUM_STATUSES, type SubscriptionSnapshot } from './provider';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * isPremium's rule as a column of a query that selects from students: whether the student's
 * parent is premium (a student's session reads it with the row). The outer column is named
 * in full, as drizzle would write it unqualified in a single-table query.
 */
export function premiumColumn(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${tables.subscriptions} p
    where p.parent_id = "students"."parent_id" and p.status in ${PREMIUM_STATUSES})`;
}

const premiumSubscription = preparedQuery((db) =>
  db
    .select({ id: tables.subscriptions.id })
    .from(tables.subscriptions)
    .where(
      and(
        eq(tables.subscriptions.parentId, sql.placeholder('parentId')),
        inArray(tables.subscriptions.status, PREMIUM_STATUSES),
      ),
    )
    .limit(1)
    .prepare('premium_subscription'),
);

/** Whether a parent's plan is premium: an active or trialing subscription (docs/product.md "Plans"). */
export async function isPremium(db: Reader, parentId: string): Promise<boolean> {
  const [row] = await premiumSubscription(db).execute({ parentId });
  return Boolean(row);
}

/** The parent's subscription to show on /manage-billing: the premium one, else the latest. */
export async function currentSubscription(db: Reader, parentId: string) {
  const rows = await db
    .select()
    .from(tables.subscriptions)
    .where(eq(tables.subscriptions.parentId, parentId))
    .orderBy(desc(tables.subscriptions.updatedAt));
  return rows.find((row) => PREMIUM_STATUSES.includes(row.status)) ?? rows[0];
}

/**
 * Writes what the provider says of a subscription and what follows from it (docs/product.md
 * "Plans"): premium begun, every student active; premium ended, nothing deleted, the first
 * student stays active and the others are paused. Runs inside the caller's transaction.
 */
export async function applySubscription(
  tx: Tx,
  snapshot: SubscriptionSnapshot,
  now: Date,
): Promise<{ parentId: string } | undefined> {
  const [parent] = await tx
    .select({ id: tables.parents.id })
    .from(tables.parents)
    .where(eq(tables.parents.customerId, snapshot.customerId))
    .for('update');
  if (!parent) return undefined;
  const before = await isPremium(tx, parent.id);
  const row = {
    parentId: parent.id,
    customerId: snapshot.customerId,
    status: snapshot.status,
    period: snapshot.period,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    updatedAt: now,
  };
  await tx
    .insert(tables.subscriptions)
    .values({ id: snapshot.id, ...row })
    .onConflictDoUpdate({ target: tables.subscriptions.id, set: row });
  const after = await isPremium(tx, parent.id);
  if (!before && after) {
    await tx
      .update(tables.students)
      .set({ paused: false })
      .where(eq(tables.students.parentId, parent.id));
  }
  if (before && !after) await keepOneActive(tx, parent.id);
  return { parentId: parent.id };
}

/**
 * Without premium one student is active: the one chosen, else the first one added. The
 * parent's row is locked first, so that two of these at once (two taps on "Make active")
 * take turns instead of locking the students' rows in opposite orders.
 */
export async function keepOneActive(tx: Tx, parentId: string, chosenId?: string): Promise<void> {
  await tx
    .select({ id: tables.parents.id })
    .from(tables.parents)
    .where(eq(tables.parents.id, parentId))
    .for('update');
  const students = await tx
    .select({ id: tables.students.id, paused: tables.students.paused })
    .from(tables.students)
    .where(eq(tables.students.parentId, parentId))
    .orderBy(tables.students.createdAt, tables.students.accountname);
  const active = chosenId ?? students.find((student) => !student.paused)?.id ?? students[0]?.id;
  if (!active) return;
  await tx
    .update(tables.students)
    .set({ paused: sql`${tables.students.id} <> ${active}` })
    .where(eq(tables.students.parentId, parentId));
}
