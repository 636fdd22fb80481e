import { displayName, type StudentData, type TagInput } from '@mathsteps/domain';
import { useState } from 'react';
import { reasonOf, rpc } from '../../lib/rpc-client';
import type { Flash } from '../../lib/use-flash';

/** One change of `student.update`: grade, schedule, levels, passcode, size or time zone. */
export type StudentChange = Omit<
  TagInput<'student.update'>,
  'accountname' | 'deviceid' | 'usertoken'
>;

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

/** A change made on the student card itself: it saves, then says how it went above the list. */
export interface CardChangeProps {
  student: StudentData;
  onChanged: (student: StudentData) => void;
  onMessage: (message: Flash) => void;
}

/**
 * A choice on the student card, saved as soon as it is made: shown chosen at once, back to
 * what it was if saving fails, with the outcome said above the list ("Sam's ...").
 */
export function useCardChoice<T>(
  { student, onChanged, onMessage }: CardChangeProps,
  saved: T,
  fallback: string,
  change: (value: T) => StudentChange,
  said: (value: T) => string,
) {
  const { busy, update } = useStudentUpdate(student, fallback);
  const [chosen, setChosen] = useState(saved);
  const choose = async (value: T) => {
    if (value === saved) return;
    setChosen(value);
    const outcome = await update(change(value));
    if (!outcome.ok) {
      setChosen(saved);
      onMessage({ tone: 'error', text: outcome.reason });
      return;
    }
    onChanged(outcome.student);
    onMessage({ tone: 'success', text: `${displayName(student.firstname)}'s ${said(value)}` });
  };
  return { busy, chosen, choose };
}
