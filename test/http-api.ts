import { randomBytes } from 'node:crypto';
import { prehashPassword } from '@mathsteps/domain';

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
 * Through the API as a family does it: a parent registers and buys premium (local test
 * mode), adds a student doing every subject every day, and the student signs in. Each
 * family says it comes from an address of its own (X-Forwarded-For): a server started with
 * TRUST_PROXY=loopback then counts its per-address limits (10 sign-ups an hour) per family.
 */
export async function signUpFamily(baseUrl: string): Promise<Family> {
  const suffix = randomBytes(4).toString('hex');
  const email = `parent-${suffix}@example.com`;
  const emailpassword = await prehashPassword(email, 'Sunny2day!');
  const address = `10.${[...randomBytes(3)].join('.')}`;
  const call = (body: object, cookie?: string) =>
    postApi(baseUrl, body, cookie, undefined, { 'x-forwarded-for': address });
  const registered = await expectOk(
    call({
      tag: 'user.create',
      email,
      emailpassword,
      firstname: 'Dana',
      lastname: 'Reyes',
      consent: true,
    }),
    'user.create',
  );
  const parentCookie = sessionCookie(registered);
  const checkout = await expectOk(
    call({ tag: 'payment.checkout', priceid: 'monthly' }, parentCookie),
    'payment.checkout',
  );
  const sessionid = new URL(checkout.body.redirect, baseUrl).searchParams.get('session_id');
  await expectOk(call({ tag: 'payment.testpay', sessionid }, parentCookie), 'payment.testpay');
  await expectOk(call({ tag: 'payment.success', sessionid }, parentCookie), 'payment.success');

  const accountname = `sam${suffix}`;
  const accountpassword = await prehashPassword(accountname, '1234');
  await expectOk(
    call(
      {
        tag: 'student.create',
        firstname: 'Sam',
        lastname: 'Reyes',
        accountname,
        accountpassword,
        gradelevel: '3',
      },
      parentCookie,
    ),
    'student.create',
  );
  const everyDay = { schedule: 'smtwrfa' };
  await expectOk(
    call(
      {
        tag: 'student.update',
        accountname,
        mathschedule: { addition: everyDay, subtraction: everyDay },
      },
      parentCookie,
    ),
    'student.update',
  );
  const signedIn = await expectOk(
    call({ tag: 'student.connect', accountname, accountpassword, timezone: 'UTC' }),
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
