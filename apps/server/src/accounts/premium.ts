import type { Db } from '@mathsteps/db';

/**
 * Whether a parent's plan is premium (DESIGN.md §7.5: an active or trialing
 * subscription). Subscriptions arrive with billing; until then every parent is free.
 * Everything that differs by plan asks here.
 */
export async function isPremium(_db: Db, _parentId: string): Promise<boolean> {
  return false;
}
