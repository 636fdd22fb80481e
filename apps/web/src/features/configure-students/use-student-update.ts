import type { StudentData, TagInput } from '@mathsteps/domain';
import { useState } from 'react';
import { reasonOf, rpc } from '../../lib/rpc-client';

/** One change of `student.update`: grade, schedule, levels, passcode, size or time zone. */
type StudentChange = Omit<TagInput<'student.update'>, 'accountname' | 'deviceid' | 'usertoken'>;

type Outcome = { ok: true; student: StudentData } | { ok: false; reason: string };

/**
 * Saves one change of a student, with the busy flag and the failure text a popup shows:
 * the server's reason when it gave one, else the screen's own message (seed §8).
 */
export function useStudentUpdate(student: StudentData, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const update = async (change: StudentChange): Promise<Outcome> => {
    setBusy(true);
    setFailure('');
    try {
      const answer = await rpc('student.update', { accountname: student.accountname, ...change });
      return { ok: true, student: answer.student };
    } catch (error) {
      const reason = reasonOf(error, fallback);
      setFailure(reason);
      return { ok: false, reason };
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, update };
}
