import {
  allRequiredFilled,
  type Box,
  type Grading,
  gradeProblem,
  type Problem,
} from '@mathsteps/domain';

/**
 * The answer state of one worked problem and the rules of seed §4 "Problem answering":
 * one digit per box, grading on submit, a box edited after submit is ungraded again.
 * Pure functions, so the rules are tested without a browser; the grid component only
 * draws the state and moves the focus.
 */
export interface GridState {
  entries: string[];
  /** Per box after a submit: true, false, null (helper box); undefined = not graded (yet, or since an edit). */
  results: (boolean | null | undefined)[];
  /** The last submit graded every box and nothing changed since. */
  submitted: boolean;
  complete: boolean;
}

export function initialGridState(boxes: readonly Box[]): GridState {
  return {
    entries: boxes.map(() => ''),
    results: boxes.map(() => undefined),
    submitted: false,
    complete: false,
  };
}

/**
 * What a box keeps of what was typed: the last digit typed; '' for a blank (it clears);
 * null when nothing numeric was typed, which is ignored (seed §4).
 */
export function sanitizeEntry(raw: string): string | null {
  if (raw === '') return '';
  const digits = raw.replace(/[^0-9]/g, '');
  return digits === '' ? null : digits[digits.length - 1]!;
}

/** Types into a box. Returns the same state when the input is ignored. */
export function enterDigit(state: GridState, index: number, raw: string): GridState {
  const value = sanitizeEntry(raw);
  if (value === null || state.entries[index] === undefined) return state;
  const entries = state.entries.slice();
  entries[index] = value;
  const results = state.results.slice();
  results[index] = undefined;
  return { entries, results, submitted: false, complete: false };
}

export function canSubmit(boxes: readonly Box[], state: GridState): boolean {
  return !state.submitted && !state.complete && allRequiredFilled(boxes, state.entries);
}

export function submit(
  problem: Problem,
  boxes: readonly Box[],
  state: GridState,
): { state: GridState; grading: Grading } {
  const grading = gradeProblem(problem, state.entries, boxes);
  return {
    state: { ...state, results: grading.results, submitted: true, complete: grading.complete },
    grading,
  };
}

/** Try Again: empties the red boxes so the child can write them again. */
export function clearWrong(state: GridState): GridState {
  const entries = state.entries.map((entry, index) =>
    state.results[index] === false ? '' : entry,
  );
  const results = state.results.map((result) => (result === false ? undefined : result));
  return { entries, results, submitted: false, complete: false };
}

export type KeyOutcome =
  | { action: 'focus'; index: number }
  | { action: 'clear' }
  | { action: 'submit' }
  | { action: 'next' }
  /** Not ours: let the browser do its default (Tab out of the grid, typing). */
  | { action: 'default' };

/**
 * The keyboard map of seed §4 "Focus", for the box at `index` of `count` boxes in focus
 * order. Tab, Right and Down go forward; Shift-Tab, Left and Up go back; Backspace clears
 * or moves back; Enter submits, or goes to the next problem when complete. Arrows wrap
 * round in division (seed §4); Tab leaves the grid at either end so keyboard users can
 * reach the buttons.
 */
export function keyOutcome(
  key: string,
  shiftKey: boolean,
  index: number,
  count: number,
  context: { wrap: boolean; filled: boolean; ready: boolean; complete: boolean },
): KeyOutcome {
  const forward = (key === 'Tab' && !shiftKey) || key === 'ArrowRight' || key === 'ArrowDown';
  const back = (key === 'Tab' && shiftKey) || key === 'ArrowLeft' || key === 'ArrowUp';
  if (forward || back) {
    const step = forward ? 1 : -1;
    const target = index + step;
    if (target >= 0 && target < count) return { action: 'focus', index: target };
    if (key === 'Tab') return { action: 'default' };
    return context.wrap
      ? { action: 'focus', index: (target + count) % count }
      : { action: 'focus', index };
  }
  if (key === 'Backspace') {
    if (context.filled) return { action: 'clear' };
    return index > 0 ? { action: 'focus', index: index - 1 } : { action: 'default' };
  }
  if (key === 'Enter') {
    if (context.complete) return { action: 'next' };
    if (context.ready) return { action: 'submit' };
  }
  return { action: 'default' };
}
