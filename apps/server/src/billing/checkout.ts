import { type Db, eq, tables } from '@mathsteps/db';
import { loadParent } from '../accounts/parents';
import type { PaymentProvider } from './provider';

/**
 * The parent's customer at the provider, created the first time and kept. The provider
 * call is idempotent by parent id, so two first checkouts at once make one customer.
 */
export async function customerOf(db: Db, payments: PaymentProvider, parentId: string) {
  const parent = await loadParent(db, parentId);
  if (parent.customerId) return parent.customerId;
  const customerId = await payments.createCustomer({
    id: parent.id,
    email: parent.email,
    name: `${parent.firstname} ${parent.lastname}`.trim(),
  });
  await db.update(tables.parents).set({ customerId }).where(eq(tables.parents.id, parent.id));
  return customerId;
}
