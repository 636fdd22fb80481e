import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';

/** One e-mail, with its HTML and plain-text parts (docs/product.md "Accounts"). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The Message-ID header, `<…@…>`: given when a resend must be the same message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Why mail cannot be sent now (the SMTP server unreachable, or refusing us), or undefined
   * when it can: checked at start, so a wrong SMTP_URL shows before the first e-mail fails.
   */
  problem?(): Promise<string | undefined>;
  /** Where mail goes, for the startup line: "smtp://host:port" or the outbox folder. */
  describe: string;
  /** Closes the connections kept open to the mail server (at shutdown); one delivering finishes. */
  close?(): void;
}

/**
 * Connections one process keeps to the mail server: one per weekly sender (jobs/engine.ts),
 * and one more, so a verification code is not queued behind the weekly run.
 */
const SMTP_CONNECTIONS = 5;

interface Log {
  info(object: object, message: string): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an RFC 822 `.eml` file to
 * `$DATA_DIR/outbox/` with one log line, so a fresh install can register and verify
 * without a mail server (docs/architecture.md). Secrets in a message stay in the message.
 */
export function createMailer(env: Env, log: Log): Mailer {
  const from = env.MAIL_FROM;
  // Every e-mail comes from a no-reply sender: a reply goes to support (the password-changed
  // e-mail asks for one), unless the message names its own (a contact message, the parent).
  const replyTo = env.SUPPORT_EMAIL;
  if (env.SMTP_URL) {
    // A mail server that stops answering fails the send in a minute, not nodemailer's ten.
    // Pooled: the weekly run sends thousands in a row, and a new connection (greeting,
    // EHLO, maybe TLS) per message was most of each send. nodemailer reopens
    // a connection the server closed, and gives each at most 100 messages.
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 100,
      // A connection left idle after a run is closed, not held open all week.
      idleTimeout: 10_000,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    const url = new URL(env.SMTP_URL);
    return {
      describe: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from, replyTo, ...message });
      },
      async problem() {
        try {
          await transport.verify();
          return undefined;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      },
      close() {
        transport.close();
      },
    };
  }
  const outbox = path.resolve(env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    describe: outbox,
    async send(message) {
      const info = await transport.sendMail({ from, replyTo, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${process.pid}-${++sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      // Only the file: a subject or an address could carry something private.
      log.info({ file }, 'e-mail written to the outbox');
    },
  };
}
