import { rmSync } from 'node:fs';
import { startSmtpSink } from '../test/smtp-sink';
import { MAIL_DIR, SMTP_PORT } from './playwright.config';

/**
 * A real SMTP server for the whole run; the server under test sends to it (SMTP_URL), and
 * each message lands in MAIL_DIR as JSON for the tests to read.
 */
export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  const sink = await startSmtpSink({ port: SMTP_PORT, saveTo: MAIL_DIR });
  return () => sink.close();
}
