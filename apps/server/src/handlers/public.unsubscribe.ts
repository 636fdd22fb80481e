import { eq, tables } from '@mathsteps/db';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

/** The weekly e-mail's unsubscribe link: the e-mails are off, no login needed. */
export const publicUnsubscribe: Handler<'public.unsubscribe'> = async (input, { db }) => {
  const changed = await db
    .update(tables.parents)
    .set({ emails: false })
    .where(eq(tables.parents.unsubscribeToken, input.token))
    .returning({ id: tables.parents.id });
  if (changed.length === 0) throw new ApiFailure(404, 'This unsubscribe link is not valid.');
  return {};
};
