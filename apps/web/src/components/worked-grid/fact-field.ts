import { type Box, factEntries } from '@mathsteps/domain';
import type { GridState } from './grid-state';

/**
 * The answer field of a one-fact problem (7 + 5): the number is typed as it is written,
 * from the left ("1" then "2" is 12), and Backspace takes off the last digit. The field
 * keeps the grid's state (entries per box), so grading, the error report and "Show me how"
 * are the grid's own. Pure, so the rules are tested without a browser.
 */

/** The digits the field keeps of what it holds now: null when the input is to be ignored. */
export function sanitizeFact(raw: string, width: number): string | null {
  const digits = raw.replace(/[^0-9]/g, '');
  // A letter typed, or a digit past the field's width, changes nothing.
  if ((raw !== '' && digits === '') || digits.length > width) return null;
  return digits;
}

/**
 * Types into the field. The fact is one number: any change ungrades all of it. A digit typed
 * after a wrong answer starts the number again, as a digit typed in a red box replaces it.
 */
export function typeFact(state: GridState, boxes: readonly Box[], raw: string): GridState {
  const before = factTyped(state);
  const red = state.submitted && state.results.includes(false);
  const fresh = red && raw.length > before.length && raw.startsWith(before);
  const typed = sanitizeFact(fresh ? raw.slice(before.length) : raw, boxes.length);
  if (typed === null || typed === before) return state;
  return {
    entries: factEntries(boxes, typed),
    results: boxes.map(() => undefined),
    submitted: false,
    complete: false,
    missing: state.missing,
  };
}

/** The number as typed: the field's boxes hold it highest place first. */
export function factTyped(state: GridState): string {
  return state.entries.join('');
}

/** Try Again on a fact: the field empties, for the whole number to be written again. */
export function clearFact(state: GridState): GridState {
  return {
    entries: state.entries.map(() => ''),
    results: state.results.map(() => undefined),
    submitted: false,
    complete: false,
    missing: false,
  };
}
