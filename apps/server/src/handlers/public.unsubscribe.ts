import { turnOffWeeklyEmails } from '../reports/unsubscribe';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** The weekly e-mail's unsubscribe link: the e-mails are off, no login needed. */
export const publicUnsubscribe: Handler<'public.unsubscribe'> = async (input, { db }) => {
  if (!(await turnOffWeeklyEmails(db, input.token))) {
    throw ApiFailure.refusing(404, { code: 'unsubscribe_not_valid' });
  }
  return {};
};
