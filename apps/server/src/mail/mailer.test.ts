import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { quietLog, testEnv } from '../../test/test-app';
import { createMailer } from './mailer';

let smtp: SmtpSink;
beforeEach(async () => {
  smtp = await startSmtpSink();
});
afterEach(() => smtp.close());

const message = (n: number) => ({
  to: `parent${n}@example.com`,
  subject: `Week ${n}`,
  text: `text ${n}`,
  html: `<p>html ${n}</p>`,
});

it('sends many messages over a few kept connections, and closes them at the end', async () => {
  const mailer = createMailer(testEnv({ SMTP_URL: smtp.url }), quietLog);
  for (let n = 0; n < 30; n++) await mailer.send(message(n));
  // 30 in a row: one connection, not 30.
  expect(smtp.connections()).toEqual({ opened: 1, open: 1 });
  await Promise.all(Array.from({ length: 10 }, (_, n) => mailer.send(message(100 + n))));
  expect(smtp.messages).toHaveLength(40);
  expect(smtp.connections().opened).toBeLessThanOrEqual(5);
  mailer.close?.();
  await vi.waitFor(() => expect(smtp.connections().open).toBe(0));
});

it('a message with its own Message-ID keeps it through the pool', async () => {
  const mailer = createMailer(testEnv({ SMTP_URL: smtp.url }), quietLog);
  await mailer.send({ ...message(1), messageId: '<weekly.2026-W48.7@example.com>' });
  mailer.close?.();
  expect(smtp.messages[0]?.messageId).toBe('<weekly.2026-W48.7@example.com>');
});

it('sends every e-mail with support as its Reply-To, unless the message names its own', async () => {
  const mailer = createMailer(
    testEnv({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@mathsteps.example' }),
    quietLog,
  );
  await mailer.send(message(1));
  await mailer.send({ ...message(2), replyTo: 'parent@example.com' });
  mailer.close?.();
  expect(smtp.messages.map((each) => each.replyTo?.value[0]?.address)).toEqual([
    'help@mathsteps.example',
    'parent@example.com',
  ]);
});
