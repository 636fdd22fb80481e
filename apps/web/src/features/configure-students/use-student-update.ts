import { displayName, type StudentData } from '@mathsteps/domain';
import { useState } from 'react';
import { type StudentChange, useStudentChange } from '../../api/students';
import { reasonOf } from '../../lib/server-errors';
import type { Flash } from '../../lib/use-flash';

type Outcome = { ok: true; student: StudentData } | { ok: false; reason: string };

/**
 * Saves one change of a student (a mutation), with the busy flag and the failure text a
 * popup shows: the server's reason when it gave one, else the screen's own message (docs/product.md).
 */
export function useStudentUpdate(student: StudentData, fallback: string) {
  const mutation = useStudentChange(student);
  const update = async (change: StudentChange): Promise<Outcome> => {
    try {
      return { ok: true, student: await mutation.mutateAsync(change) };
    } catch (error) {
      return { ok: false, reason: reasonOf(error, fallback) };
    }
  };
  return {
    busy: mutation.isPending,
    failure: mutation.error ? reasonOf(mutation.error, fallback) : '',
    update,
  };
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
  /** The outcome, in the reader's words, about the child named: "Sam's day now follows…". */
  said: (value: T, name: string) => string,
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
    onMessage({ tone: 'success', text: said(value, displayName(student.firstname)) });
  };
  return { busy, chosen, choose };
}
