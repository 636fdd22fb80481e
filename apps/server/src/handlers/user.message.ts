import { keepContactMessage, loadParent } from '../accounts/parents';
import { accountOf } from '../auth/callers';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { errorFacts } from '../logging';
import { contactEmail } from '../mail/emails/contact';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** /parent-contact: the message is stored and e-mailed to support with reply-to the parent. */
export const userMessage: Handler<'user.message'> = async (input, ctx) => {
  const parent = await loadParent(ctx.db, accountOf(ctx.caller));
  await claimAttempt(
    ctx,
    [
      { key: `contact:${parent.id}`, limit: LIMITS.contactMessagesPerParent },
      { key: `contact-ip:${ctx.request.ip}`, limit: LIMITS.contactMessagesPerAddress },
    ],
    ctx.now(),
    { code: 'too_many_messages' },
  );
  try {
    await keepContactMessage(
      ctx.db,
      {
        parentId: parent.id,
        replyTo: parent.email,
        reason: input.subject,
        body: input.body,
        createdAt: ctx.now(),
      },
      () => ctx.mailer.send(contactEmail(ctx.env.SUPPORT_EMAIL, parent, input.subject, input.body)),
    );
  } catch (error) {
    ctx.log.error(errorFacts(error), 'a contact message could not be sent');
    throw ApiFailure.refusing(502, { code: 'message_not_sent' });
  }
  return {};
};
