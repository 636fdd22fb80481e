import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { prehashPassword } from '@mathsteps/domain';
import { simpleParser } from 'mailparser';
import { addChild, buyPremium, type Call, childSignInBody, EVERY_DAY, signUpBody } from './family';
import { type SmtpSink, verificationParts } from './smtp-sink';

/** One answer of POST /api over real HTTP. */
export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the tag answers
  body: any;
  headers: Headers;
}

/** POST /api on a running server, as the browser sends it (JSON, same origin). */
export async function postApi(
  baseUrl: string,
  body: object,
  cookie?: string,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

function sessionCookie(answer: HttpAnswer): string {
  const match = /ms_token=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`no session cookie: ${JSON.stringify(answer.body)}`);
  return `ms_token=${match[1]}`;
}

async function expectOk(answer: Promise<HttpAnswer>, what: string): Promise<HttpAnswer> {
  const done = await answer;
  if (done.status !== 200) throw new Error(`${what} failed: ${JSON.stringify(done.body)}`);
  return done;
}

export interface Family {
  /** The address the family's calls say they come from (X-Forwarded-For). */
  address: string;
  email: string;
  emailpassword: string;
  parentCookie: string;
  accountname: string;
  /** The student's session token, sent as `usertoken` in the body. */
  studentToken: string;
  /** The same session as the browser holds it. */
  studentCookie: string;
}

/**
 * Through the API as a family does it: a parent registers, verifies the address by its
 * code, buys premium (local test mode), adds a student doing every subject every day, and
 * the student signs in. Each family says it comes from an address of its own (X-Forwarded-For): a server started with
 * TRUST_PROXY=loopback then counts its per-address limits (10 sign-ups an hour) per family.
 */
/**
 * The verification code a server e-mailed to an address, read as the parent reads it: an
 * account is usable once its address is verified (docs/decisions/0022-usable-once-verified.md).
 */
export type CodeOf = (email: string) => Promise<string>;

/** Codes from a real SMTP server the server under test sends to. */
export function sinkCodes(sink: SmtpSink): CodeOf {
  return async (email) => verificationParts(await sink.waitFor(email, /verification code/)).code;
}

/**
 * Codes from a server without SMTP: it writes each message to `$DATA_DIR/outbox`
 * (apps/server/src/mail/mailer.ts), read here as it fills.
 */
export function outboxCodes(dataDir: string): CodeOf {
  const outbox = path.join(dataDir, 'outbox');
  const read = new Set<string>();
  const found = new Map<string, string>();
  return async (email) => {
    for (let polls = 0; polls < 200; polls++) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml') && !read.has(name))) {
        read.add(file);
        const mail = await simpleParser(await readFile(path.join(outbox, file)));
        if (!/verification code/.test(mail.subject ?? '')) continue;
        const to = [mail.to].flat().flatMap((address) => address?.value ?? []);
        for (const { address } of to) found.set(address ?? '', verificationParts(mail).code);
      }
      const code = found.get(email);
      if (code) return code;
      // user.create answers once the message is written; this is only for a slow disk.
      await wait(50);
    }
    throw new Error(`no verification e-mail to ${email} in ${outbox}`);
  };
}

export async function signUpFamily(baseUrl: string, codeOf: CodeOf): Promise<Family> {
  const suffix = randomBytes(4).toString('hex');
  const email = `parent-${suffix}@example.com`;
  const emailpassword = await prehashPassword(email, 'Sunny2day!');
  const address = `10.${[...randomBytes(3)].join('.')}`;
  const call = (body: object, cookie?: string) =>
    postApi(baseUrl, body, cookie, undefined, { 'x-forwarded-for': address });
  const registered = await expectOk(call(signUpBody({ email, emailpassword })), 'user.create');
  const parentCookie = sessionCookie(registered);
  const asParent: Call = async (body) =>
    (await expectOk(call(body, parentCookie), (body as { tag: string }).tag)).body;
  await asParent({ tag: 'user.emailverify', emailtoken: await codeOf(email) });
  await buyPremium(asParent);

  const accountname = `sam${suffix}`;
  await addChild(asParent, {
    handle: accountname,
    schedules: { addition: EVERY_DAY, subtraction: EVERY_DAY },
  });
  const signedIn = await expectOk(
    call(await childSignInBody(accountname, '1234', 'UTC')),
    'student.connect',
  );
  return {
    address,
    email,
    emailpassword,
    parentCookie,
    accountname,
    studentToken: signedIn.body.usertoken,
    studentCookie: sessionCookie(signedIn),
  };
}
