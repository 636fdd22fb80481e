import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server, in-process, for tests of what we e-mail. It accepts every message
 * (no TLS, no login: loopback only) and keeps it parsed, so a test can wait for the
 * message it expects and read its code or link like a person would.
 */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` whose subject matches, waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Connections opened to it so far, and those still open. */
  connections(): { opened: number; open: number };
  close(): Promise<void>;
}

/**
 * `port` 0 picks a free one. With `saveTo`, each message is also written there as JSON, for
 * readers in other processes (Playwright's workers).
 */
export interface SavedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** The lower-cased addresses a parsed message was sent to. */
export const recipients = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .flatMap((address) => address.value.map((v) => (v.address ?? '').toLowerCase()));

/**
 * A local mail server for tests: no TLS, no login, quiet. Senders keep their connections open
 * (a pool); at the end of a test they are not waited for.
 */
export const SINK_SERVER: SMTPServerOptions = {
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  closeTimeout: 500,
};

export async function startSmtpSink(
  options: {
    port?: number;
    saveTo?: string;
    /** Milliseconds to wait before taking a message to these recipients: a slow server. */
    delayFor?: (to: string[]) => number;
  } = {},
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let opened = 0;
  let closed = 0;
  const server = new SMTPServer({
    ...SINK_SERVER,
    onConnect(_session, callback) {
      opened++;
      callback();
    },
    onClose() {
      closed++;
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const delay = options.delayFor?.(recipients(mail)) ?? 0;
          if (delay > 0) await new Promise((done) => setTimeout(done, delay));
          // Its number is taken now: read after the await below, two messages arriving
          // together got the same file name and wrote over each other.
          const number = messages.push(mail);
          if (options.saveTo) {
            await mkdir(options.saveTo, { recursive: true });
            const saved: SavedMail = {
              to: recipients(mail),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              replyTo: mail.replyTo?.value[0]?.address ?? '',
            };
            // Written whole, then named: a reader polling the folder never reads half a file.
            const file = path.join(options.saveTo, `${number}-${Date.now()}.json`);
            await writeFile(`${file}.part`, JSON.stringify(saved));
            await rename(`${file}.part`, file);
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-connection (the kill -9 tests) resets its socket: that is the
  // sender's end, not the server's, as for any mail server.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject?: RegExp) =>
    messages.find(
      (mail) =>
        recipients(mail).includes(to.toLowerCase()) &&
        (!subject || subject.test(mail.subject ?? '')),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, subject, timeoutMs = 10_000) {
      const found = find(to, subject);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no e-mail to ${to}${subject ? ` matching ${subject}` : ''} arrived`));
        }, timeoutMs);
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    connections: () => ({ opened, open: opened - closed }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 8-digit code and the link of a verification e-mail, read from its text part. */
export function verificationParts(mail: { text?: string | undefined }): {
  code: string;
  link: string;
} {
  const text = mail.text ?? '';
  // In English or in Spanish (docs/languages.md).
  const code = /(?:verification code is|código de verificación es) (\d{8})/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/verifyemail\?emailtoken=\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`not a verification e-mail: ${text}`);
  return { code, link };
}
