import type { PasscodePicture } from '@mathsteps/domain';
import { queryOptions } from '@tanstack/react-query';
import { rememberReadsAloud } from '../lib/device-reads-aloud';
import { followAccount } from '../lib/i18n';
import { clearSession, saveSession, studentProfileOf } from '../lib/session';
import { browserTimeZone } from '../lib/time-zones';
import { rpc } from './rpc';
import { sessionEndLanded } from './sign-out-on-its-way';

/**
 * A class's sign-in page (docs/product.md "Teachers and classes"): the pupils' names and
 * pictures, and a pupil's sign-in by its pictures (class.page, class.signin).
 */

/** The class's name, language and pupils, read afresh at each opening of the page. */
export const classPageQuery = (classId: string) =>
  queryOptions({
    queryKey: ['class.page', classId],
    queryFn: () => rpc('class.page', { classid: classId }),
    staleTime: 0,
  });

/** A pupil signs in: its session remembers the class, so that "Done" brings the page back. */
export async function signInPupil(
  classId: string,
  pupilId: string,
  pictures: PasscodePicture[],
): Promise<void> {
  const timezone = browserTimeZone();
  clearSession();
  await sessionEndLanded();
  const { student } = await rpc('class.signin', {
    classid: classId,
    pupilid: pupilId,
    pictures,
    timezone,
  });
  saveSession({ ...studentProfileOf(student, timezone), classId });
  rememberReadsAloud(student.readaloud);
  followAccount(student.locale);
}
