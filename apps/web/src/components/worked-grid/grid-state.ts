import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  allRequiredFilled,
  type Box,
  type Grading,
  gradeProblem,
  type Problem,
} from '@mathsteps/domain';

/**
 * The answer state of one worked problem and the rules of docs/product.md:
 * one digit per box, grading on submit, a box edited after submit is ungraded again.
 * Pure functions, so the rules are tested without a browser; the grid component only
 * draws the state and moves the focus (grid-navigation.ts).
 */
export interface GridState {
  entries: string[];
  /** Per box after a submit: true, false, null (helper box); undefined = not graded (yet, or since an edit). */
  results: (boolean | null | undefined)[];
  /** The last submit graded every box and nothing changed since. */
  submitted: boolean;
  complete: boolean;
  /** The child asked to check with required boxes still empty: they are outlined. */
  missing: boolean;
}

export function initialGridState(boxes: readonly Box[]): GridState {
  return {
    entries: boxes.map(() => ''),
    results: boxes.map(() => undefined),
    submitted: false,
    complete: false,
    missing: false,
  };
}

/**
 * What a box keeps of what was typed: the digit just typed; '' for a blank (it clears);
 * null when nothing numeric was typed, which is ignored (docs/product.md). `previous` is the digit
 * the box held: a digit typed beside it, before or after, replaces it.
 */
export function sanitizeEntry(raw: string, previous = ''): string | null {
  if (raw === '') return '';
  let digits = raw.replace(/[^0-9]/g, '');
  if (digits.length > 1 && previous !== '') {
    const at = digits.indexOf(previous);
    if (at >= 0) digits = digits.slice(0, at) + digits.slice(at + 1);
  }
  return digits === '' ? null : digits[digits.length - 1]!;
}

/** Types into a box. Returns the same state when the input is ignored. */
export function enterDigit(state: GridState, index: number, raw: string): GridState {
  const previous = state.entries[index];
  if (previous === undefined) return state;
  const value = sanitizeEntry(raw, previous);
  if (value === null) return state;
  const entries = state.entries.slice();
  entries[index] = value;
  const results = state.results.slice();
  results[index] = undefined;
  return { entries, results, submitted: false, complete: false, missing: state.missing };
}

export function canSubmit(boxes: readonly Box[], state: GridState): boolean {
  return !state.submitted && !state.complete && allRequiredFilled(boxes, state.entries);
}

/** The required boxes still empty, in the order of `chain` (the typing order). */
export function emptyRequired(
  boxes: readonly Box[],
  chain: readonly number[],
  state: GridState,
): number[] {
  return chain.filter((index) => boxes[index]!.required && state.entries[index] === '');
}

export function submit(
  problem: Problem,
  boxes: readonly Box[],
  state: GridState,
): { state: GridState; grading: Grading } {
  const grading = gradeProblem(problem, state.entries, boxes);
  return {
    state: {
      ...state,
      results: grading.results,
      submitted: true,
      complete: grading.complete,
      missing: false,
    },
    grading,
  };
}

/** Try Again: empties the red boxes so the child can write them again. */
export function clearWrong(state: GridState): GridState {
  const entries = state.entries.map((entry, index) =>
    state.results[index] === false ? '' : entry,
  );
  const results = state.results.map((result) => (result === false ? undefined : result));
  return { entries, results, submitted: false, complete: false, missing: false };
}

/** What the grid says under it. */
export function gridMessage(
  state: GridState,
  emptyCount: number,
  nextLabel: string,
  oneField = false,
): { text: MessageDescriptor; tone: 'good' | 'bad' | 'hint' } | undefined {
  const red = state.results.includes(false);
  if (state.complete) {
    // The answer decides (docs/product.md), but a red box of the working is never called correct.
    return red
      ? { text: answerRightWorkingWrong(nextLabel), tone: 'hint' }
      : { text: correctMessage(nextLabel), tone: 'good' };
  }
  if (red && state.submitted) {
    return { text: oneField ? FIX_FACT_MESSAGE : FIX_MESSAGE, tone: 'bad' };
  }
  if (state.missing && emptyCount > 0) return { text: missingMessage(emptyCount), tone: 'hint' };
  return undefined;
}

/** Each message in the reader's language when drawn (docs/languages.md). */
export const FIX_MESSAGE = msg`Fix the red boxes and try again.`;
/** A number fact is one field, typed as written. */
export const FIX_FACT_MESSAGE = msg`Fix the red box and try again.`;
export const correctMessage = (nextLabel: string) =>
  msg`Correct! Press Enter or ${nextLabel} to go on.`;
export const answerRightWorkingWrong = (nextLabel: string) =>
  msg`Your answer is right! A box of your working is red: Show me how tells why. Press Enter or ${nextLabel} to go on.`;
export const missingMessage = (count: number) =>
  msg`${plural(count, {
    one: '# box is still empty. Fill it in, then check again.',
    other: '# boxes are still empty. Fill them in, then check again.',
  })}`;

/**
 * The red box "Show me how" explains next: the first in typing order, then, pressed again,
 * the one after the box it explained last (round again after the last).
 */
export function nextToExplain(
  chain: readonly number[],
  state: GridState,
  last: number | undefined,
): number | undefined {
  const red = chain.filter((index) => state.results[index] === false);
  if (red.length === 0) return undefined;
  const after = last === undefined ? -1 : chain.indexOf(last);
  return red.find((index) => chain.indexOf(index) > after) ?? red[0];
}
