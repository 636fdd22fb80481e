import {
  type Box,
  boxesOf,
  boxId,
  boxLabel,
  type Grading,
  operandsOf,
  type Problem,
} from '@mathsteps/domain';
import { Check, X } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../components/ui';
import {
  canSubmit,
  clearWrong,
  enterDigit,
  type GridState,
  initialGridState,
  keyOutcome,
  submit,
} from './grid-state';
import { layoutOf } from './layout';

export const FIX_MESSAGE = 'Fix the red boxes and try again.';
export const correctMessage = (nextLabel: string) =>
  `Correct! Press Enter or ${nextLabel} to go on.`;

/**
 * One problem worked in its grid (seed §2 "Problem-solving display", §4 "Problem
 * answering" and "Focus"). Everything happens in the browser: typing never calls the server.
 */
export function WorkedProblem({
  problem,
  onSubmitted,
  onNext,
  nextLabel = 'Next Problem',
}: {
  problem: Problem;
  /** Each submit, with its attempt number (1 = first try) and the digits typed, by box id. */
  onSubmitted?: (grading: Grading, attempt: number, entries: Record<string, string>) => void;
  onNext: () => void;
  nextLabel?: string;
}) {
  const boxes = useMemo(() => boxesOf(problem), [problem]);
  const layout = useMemo(() => layoutOf(problem, boxes), [problem, boxes]);
  const [state, setState] = useState<GridState>(() => initialGridState(boxes));
  const [attempts, setAttempts] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // Roving tabindex: only the active box is in the Tab order, so Tab enters the grid at
  // the box to work on (not the first box on screen) and leaves it from the ends.
  const [active, setActive] = useState(0);
  const wrap = problem.subject === 'division';

  const focusBox = (index: number) => inputs.current[index]?.focus();

  // A new problem starts at its first box, ready to type. About 10 ms later (seed §4), so
  // that a closing dialog, which hands focus back to where it was, does not take it away.
  useEffect(() => {
    const timer = window.setTimeout(() => inputs.current[0]?.focus(), 10);
    return () => window.clearTimeout(timer);
  }, []);

  // Enter goes on to the next problem only 200 ms after "Correct!" (seed §4), so the Enter
  // that submitted, pressed twice or held a moment too long, does not skip the result.
  const [enterArmed, setEnterArmed] = useState(false);
  useEffect(() => {
    setEnterArmed(false);
    if (!state.complete) return;
    const timer = window.setTimeout(() => setEnterArmed(true), 200);
    return () => window.clearTimeout(timer);
  }, [state.complete]);

  const doSubmit = () => {
    if (!canSubmit(boxes, state)) return;
    const result = submit(problem, boxes, state);
    setState(result.state);
    setAttempts(attempts + 1);
    onSubmitted?.(
      result.grading,
      attempts + 1,
      Object.fromEntries(boxes.map((box, index) => [boxId(box), state.entries[index] ?? ''])),
    );
    const firstWrong = result.grading.wrong[0];
    if (!result.grading.complete && firstWrong !== undefined) focusBox(firstWrong);
  };

  const tryAgain = () => {
    const firstWrong = state.results.indexOf(false);
    setState(clearWrong(state));
    if (firstWrong >= 0) focusBox(firstWrong);
  };

  const onChange = (index: number, raw: string) => {
    const next = enterDigit(state, index, raw);
    if (next === state) return;
    setState(next);
    // A digit moves on to the next box (seed §4); a blank stays.
    if (next.entries[index] !== '' && index + 1 < boxes.length) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = keyOutcome(event.key, event.shiftKey, index, boxes.length, {
      wrap,
      filled: state.entries[index] !== '',
      ready: canSubmit(boxes, state),
      complete: state.complete,
    });
    if (outcome.action === 'default') return;
    event.preventDefault();
    if (outcome.action === 'next' && !enterArmed) return;
    if (outcome.action === 'focus') focusBox(outcome.index);
    else if (outcome.action === 'clear') setState(enterDigit(state, index, ''));
    else if (outcome.action === 'submit') doSubmit();
    else if (outcome.action === 'next') onNext();
  };

  const hasWrong = state.results.includes(false);
  const message = state.complete
    ? correctMessage(nextLabel)
    : hasWrong && state.submitted
      ? FIX_MESSAGE
      : '';
  const [a, b] = operandsOf(problem);

  return (
    <section
      aria-label={`Problem: ${a} ${spokenOperator[problem.subject]} ${b}`}
      data-enter-armed={enterArmed}
      className="flex flex-col items-center gap-5"
    >
      <div
        className="worked-grid rounded-card bg-card p-4 shadow-card ring-1 ring-line"
        style={
          {
            '--cols': layout.columns,
            gridTemplateRows: `repeat(${layout.rows.length}, auto)`,
          } as CSSProperties
        }
        data-problem={problem.id}
      >
        {layout.bar && (
          <span
            aria-hidden="true"
            className="h-0.5 self-start bg-ink"
            style={{ gridRow: 2, gridColumn: `${layout.bar[0]} / ${layout.bar[1] + 1}` }}
          />
        )}
        {layout.rows.map((row, rowIndex) => (
          <RowCells
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a problem.
            key={rowIndex}
            row={row}
            rowNumber={rowIndex + 1}
            boxes={boxes}
            state={state}
            active={active}
            onFocusBox={setActive}
            register={(index, element) => {
              inputs.current[index] = element;
            }}
            onChange={onChange}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>

      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 font-bold ${state.complete ? 'text-leaf-700' : 'text-berry-700'}`}
      >
        {message}
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        {state.complete ? (
          // Submit Answers becomes this button under the focus, so it waits for the same 200 ms.
          <Button onClick={() => enterArmed && onNext()}>{nextLabel}</Button>
        ) : hasWrong && state.submitted ? (
          <Button onClick={tryAgain}>Try Again</Button>
        ) : (
          <Button onClick={doSubmit} disabled={!canSubmit(boxes, state)}>
            Submit Answers
          </Button>
        )}
      </div>
    </section>
  );
}

const spokenOperator = {
  addition: 'plus',
  subtraction: 'minus',
  multiplication: 'times',
  division: 'divided by',
} as const;

function RowCells({
  row,
  rowNumber,
  boxes,
  state,
  active,
  onFocusBox,
  register,
  onChange,
  onKeyDown,
}: {
  row: ReturnType<typeof layoutOf>['rows'][number];
  rowNumber: number;
  boxes: readonly Box[];
  state: GridState;
  active: number;
  onFocusBox: (index: number) => void;
  register: (index: number, element: HTMLInputElement | null) => void;
  onChange: (index: number, raw: string) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      {row.rule && (
        <span
          aria-hidden="true"
          className="h-0.5 self-start bg-ink"
          style={{
            gridRow: rowNumber,
            gridColumn: `${row.rule[0]} / ${row.rule[1] + 1}`,
            marginTop: 'calc(var(--gap) / -2)',
          }}
        />
      )}
      {row.cells.map(({ col, cell }) => {
        const position = { gridRow: rowNumber, gridColumn: col };
        if (cell.kind !== 'box') {
          return (
            <span
              key={`${cell.kind}-${col}`}
              aria-hidden="true"
              className={`grid-cell ${cell.kind === 'sign' ? 'text-brand-700' : 'text-ink'}`}
              style={position}
            >
              {cell.text}
            </span>
          );
        }
        const box = boxes[cell.index]!;
        const result = state.results[cell.index];
        const wrong = result === false;
        const right = result === true && state.entries[cell.index] !== '';
        return (
          <span key={`box-${cell.index}`} className="relative flex justify-center" style={position}>
            <input
              ref={(element) => register(cell.index, element)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={boxLabel(box)}
              aria-invalid={wrong || undefined}
              value={state.entries[cell.index]}
              onChange={(event) => onChange(cell.index, event.target.value)}
              onKeyDown={(event) => onKeyDown(cell.index, event)}
              tabIndex={cell.index === active ? 0 : -1}
              onFocus={(event) => {
                onFocusBox(cell.index);
                event.target.select();
              }}
              className={`${box.graded ? 'grid-box' : 'grid-helper'} rounded-lg border-2 bg-card text-center font-bold text-ink caret-transparent focus:outline-3 focus:outline-brand-600 ${
                wrong
                  ? 'border-berry-700 bg-berry-50 text-berry-700'
                  : right
                    ? 'border-leaf-700'
                    : box.graded
                      ? 'border-brand-600/50'
                      : 'border-dashed border-sun-700/60 bg-sun-100'
              }`}
            />
            {wrong && (
              <X
                aria-hidden="true"
                className="-top-2 -right-2 absolute size-4 rounded-full bg-berry-700 p-0.5 text-white"
              />
            )}
            {right && box.graded && (
              <Check
                aria-hidden="true"
                className="-top-2 -right-2 absolute size-4 rounded-full bg-leaf-700 p-0.5 text-white"
              />
            )}
          </span>
        );
      })}
    </>
  );
}
