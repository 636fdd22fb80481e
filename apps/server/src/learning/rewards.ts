import { type Db, eq, type SQL, sql, tables } from '@mathsteps/db';
import {
  type BadgeId,
  type Badges,
  badgeList,
  type LocalDate,
  type Rewards,
  type RewardsView,
  type Streak,
  streakOn,
} from '@mathsteps/domain';
import type { SessionStudent, SubjectRow } from '../accounts/students';

/**
 * The child's rewards on the student's row (decision record 0006): read with the session,
 * written in the same statement as the work that earns them.
 */

export function rewardsOf(student: SessionStudent): Rewards {
  return {
    stars: student.stars,
    streak: { days: student.streakDays, last: student.streakLast } satisfies Streak,
    badges: student.badges,
  };
}

/** The rewards as the child or parent sees them on `today`: the streak ends at a missed day. */
export function rewardsView(
  rewards: Rewards,
  subjects: Iterable<Pick<SubjectRow, 'schedule'>>,
  today: LocalDate,
): RewardsView {
  const schedules = [...subjects].map((subject) => subject.schedule);
  return {
    stars: rewards.stars,
    streak: streakOn(rewards.streak, schedules, today),
    badges: badgeList(rewards.badges),
  };
}

/**
 * The student's badges with `ids` added, earned on `day`, as SQL for an update: merged in
 * the database, so a badge marked seen at the same moment stays seen. The ones held already
 * keep their first date: the stored object wins over the new one in `||`.
 */
export function badgesWith(ids: readonly BadgeId[], day: LocalDate): SQL {
  return sql`${JSON.stringify(newBadges(ids, day))}::jsonb || ${tables.students.badges}`;
}

/** Badges just earned on `day`, as the row keeps them (not seen yet). */
export function newBadges(ids: readonly BadgeId[], day: LocalDate): Badges {
  return Object.fromEntries(ids.map((id) => [id, { on: day, seen: false }]));
}

/** Gives badges earned outside an assignment (a level up, a tricky step fixed). */
export async function awardBadges(
  db: Pick<Db, 'update'>,
  studentId: string,
  ids: readonly BadgeId[],
  day: LocalDate,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tables.students)
    .set({ badges: badgesWith(ids, day) })
    .where(eq(tables.students.id, studentId));
}

/** The child has been told about these badges: they are not announced again. */
export async function markBadgesSeen(
  db: Pick<Db, 'update'>,
  studentId: string,
  ids: readonly BadgeId[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tables.students)
    .set({
      badges: sql`${tables.students.badges} || coalesce((
        select jsonb_object_agg(key, value || '{"seen": true}'::jsonb)
        from jsonb_each(${tables.students.badges})
        where key in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      ), '{}'::jsonb)`,
    })
    .where(eq(tables.students.id, studentId));
}
