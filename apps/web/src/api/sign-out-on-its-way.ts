/**
 * A sign-out's answer clears the session's cookie, and cookies go by name: landing after a
 * sign-in's answer, it would clear the new session's (a sign-out still on its way when the
 * next person signs in on the device). A sign-out on its way is kept here, and every sign-in
 * waits for it (docs/decisions/0014-offline.md, "Signing out offline").
 */
let onItsWay: Promise<unknown> = Promise.resolve();

/** A call that ends the session on the server (a sign-out, an account deleted), on its way. */
export function endingSession<T>(call: Promise<T>): Promise<T> {
  onItsWay = call.catch(() => undefined);
  return call;
}

/** Resolves once no call that ends the session is on its way: a sign-in waits for it. */
export function sessionEndLanded(): Promise<unknown> {
  return onItsWay;
}
