import { type Db, eq, tables } from '@mathsteps/db';
import { ApiFailure } from '../rpc/failure';
import type { PaymentProvider } from './provider';

/**
 * The parent's customer at the provider, created the first time and kept. The provider
 * call is idempotent by parent id, so two first checkouts at once make one customer.
 */
export async function customerOf(db: Db, payments: PaymentProvider, parentId: string) {
  const { parents } = tables;
  const [parent] = await db
    .select({
      id: parents.id,
      email: parents.email,
      firstname: parents.firstname,
      lastname: parents.lastname,
      customerId: parents.customerId,
    })
    .from(parents)
    .where(eq(parents.id, parentId));
  // The session's parent was deleted meanwhile: signed out, as any call of theirs would be.
  if (!parent) throw ApiFailure.refusing(401, { code: 'not_signed_in' });
  if (parent.customerId) return parent.customerId;
  const customerId = await payments.createCustomer({
    id: parent.id,
    email: parent.email,
    name: `${parent.firstname} ${parent.lastname}`.trim(),
  });
  await db.update(tables.parents).set({ customerId }).where(eq(tables.parents.id, parent.id));
  return customerId;
}
