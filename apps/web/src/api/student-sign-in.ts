import { prehashPassword } from '@mathsteps/domain';
import { rememberReadsAloud } from '../lib/device-reads-aloud';
import { followAccount } from '../lib/i18n';
import { clearSession, saveSession, studentProfileOf } from '../lib/session';
import { browserTimeZone } from '../lib/time-zones';
import { rpc } from './rpc';
import { sessionEndLanded } from './sign-out-on-its-way';

/**
 * A child signs in with handle and passcode (student.connect). /student-login is a visitor's page:
 * this module stays free of the query cache, which comes with the signed-in screens.
 */

/** /student-login: the passcode leaves the browser pre-hashed with the handle. */
export async function signInStudent(handle: string, passcode: string): Promise<void> {
  const timezone = browserTimeZone();
  clearSession();
  await sessionEndLanded();
  const { student } = await rpc('student.connect', {
    accountname: handle,
    accountpassword: await prehashPassword(handle, passcode),
    timezone,
  });
  saveSession(studentProfileOf(student, timezone));
  rememberReadsAloud(student.readaloud);
  followAccount(student.locale);
}
