import { prehashPassword } from '@mathsteps/domain';

/**
 * A family as every test and bench makes one: the same calls, in the same order, as the pages
 * make them (docs/product.md), over whichever way the caller reaches the server (Fastify's
 * inject in the API tests, HTTP in the process tests and benches, the browser's context in the
 * journeys). Each way gives a `Call` for a signed-in person; signing in stays the caller's,
 * since only it knows where a session's cookie goes.
 */

/** One call as a signed-in person: the answer's JSON; it throws unless the call succeeded. */
// biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the tag answers
export type Call = (body: object) => Promise<any>;

/**
 * The parent's sign-up as the Register form sends it (`user.create`): Dana Reyes, agreeing. A
 * `school` makes it a teacher's (docs/decisions/0029-teachers.md).
 */
export function signUpBody(details: {
  email: string;
  emailpassword: string;
  firstname?: string;
  school?: string;
}) {
  return {
    tag: 'user.create',
    email: details.email,
    emailpassword: details.emailpassword,
    firstname: details.firstname ?? 'Dana',
    lastname: 'Reyes',
    ...(details.school !== undefined && { role: 'teacher', school: details.school }),
    consent: true,
  };
}

/** The parent buys premium in local test mode as the pages do: checkout, test Pay, confirmation. */
export async function buyPremium(call: Call) {
  const { redirect } = await call({ tag: 'payment.checkout', priceid: 'monthly' });
  const sessionid = new URL(redirect, 'http://localhost').searchParams.get('session_id');
  await call({ tag: 'payment.testpay', sessionid });
  return (await call({ tag: 'payment.success', sessionid })).data;
}

/** A subject's days: every day of the week. */
export const EVERY_DAY = { schedule: 'smtwrfa' };

export interface Child {
  handle: string;
  firstname?: string;
  lastname?: string;
  /** 3 unless said. */
  grade?: number;
  /** 1234 unless said. */
  passcode?: string;
  /** Days per subject: `{ addition: EVERY_DAY }`. */
  schedules?: Partial<Record<string, { schedule: string }>>;
  /** Levels per subject, as the parent's level popup sets them. */
  levels?: Partial<Record<string, number>>;
  /** Problems per assignment (10 unless said). */
  assignmentsize?: '5' | '10';
  /** The language of the child's screens, as the parent chooses it (the device's unless said). */
  locale?: 'en-US' | 'es-419' | 'es-ES';
}

/**
 * The signed-in parent adds a child as the add-student form does (`student.create`: Sam
 * Reyes, grade 3, passcode 1234 unless said), then the schedule, levels, language and
 * assignment size asked for, one `student.update` each as the card's popups send them.
 */
export async function addChild(call: Call, child: Child): Promise<void> {
  const { handle } = child;
  await call(await newChildBody(child));
  const update = (change: object) =>
    call({ tag: 'student.update', accountname: handle, ...change });
  if (child.schedules) await update({ mathschedule: child.schedules });
  const levels = Object.entries(child.levels ?? {}).filter(([, level]) => level !== undefined);
  if (levels.length > 0) {
    const mathlevels = Object.fromEntries(
      levels.map(([subject, level]) => [subject, { level: String(level) }]),
    );
    await update({ mathlevels });
  }
  if (child.locale) await update({ locale: child.locale });
  if (child.assignmentsize) await update({ assignmentsize: child.assignmentsize });
}

/** The add-student form's `student.create`: Sam Reyes, grade 3, passcode 1234 unless said. */
export async function newChildBody(child: Child) {
  return {
    tag: 'student.create',
    firstname: child.firstname ?? 'Sam',
    lastname: child.lastname ?? 'Reyes',
    accountname: child.handle,
    accountpassword: await prehashPassword(child.handle, child.passcode ?? '1234'),
    gradelevel: String(child.grade ?? 3),
  };
}

/** The child's sign-in as the student login form sends it (`student.connect`). */
export async function childSignInBody(handle: string, passcode = '1234', timezone?: string) {
  return {
    tag: 'student.connect',
    accountname: handle,
    accountpassword: await prehashPassword(handle, passcode),
    ...(timezone !== undefined && { timezone }),
  };
}
