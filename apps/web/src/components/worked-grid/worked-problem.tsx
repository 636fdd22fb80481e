import {
  allRequiredFilled,
  type Box,
  boxesOf,
  boxId,
  boxLabel,
  factOf,
  type Grading,
  operandsOf,
  type Problem,
  paperPath,
  SIGNS,
} from '@mathsteps/domain';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../ui';
import { clearFact, factTyped, typeFact } from './fact-field';
import { boxLook, GridFrame, PrintedCell, placement, RowRule } from './grid-frame';
import { afterDigit, enterOutcome, keyOutcome, navigationOf } from './grid-navigation';
import {
  canSubmit,
  clearWrong,
  emptyRequired,
  enterDigit,
  type GridState,
  gridMessage,
  initialGridState,
  nextToExplain,
  submit,
} from './grid-state';
import { layoutOf, type Row } from './layout';
import { loadShowMeHow } from './show-me-how-loader';

export { correctMessage, FIX_FACT_MESSAGE, FIX_MESSAGE } from './grid-state';

// What the grid shows beside the work comes just after it (grid-extras.tsx). Offline, it
// is left out: a child can still work and hear "Correct!".
const nothing = () => null;
const loadExtras = (): Promise<{
  CorrectBurst: ComponentType;
  DigitOrderCue: ComponentType<{ problem: Problem }>;
  ShowMeHowIcon: ComponentType;
  ProblemDigits: ComponentType<{ id: string; problem: Problem }>;
}> =>
  import('./grid-extras').catch(() => ({
    CorrectBurst: nothing,
    DigitOrderCue: nothing,
    ShowMeHowIcon: nothing,
    ProblemDigits: nothing,
  }));
const CorrectBurst = lazy(() => loadExtras().then((extras) => ({ default: extras.CorrectBurst })));
const DigitOrderCue = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.DigitOrderCue })),
);
const ShowMeHowIcon = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.ShowMeHowIcon })),
);
const ProblemDigits = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.ProblemDigits })),
);

type Explained =
  | { state: 'idle' }
  | { state: 'loading'; box: number }
  | { state: 'shown'; box: number; text: string }
  | { state: 'failed'; box: number };

/**
 * One problem worked in its grid (docs/product.md): typing follows the paper path (docs/operations.md "Capacity"), Enter or Submit with
 * boxes still empty says how many, and after a wrong try "Show me how" explains the red
 * boxes one by one. Everything happens in the browser: typing never calls the server.
 */
export function WorkedProblem({
  problem,
  level,
  onSubmitted,
  onNext,
  onSolved,
  onDigit,
  onExplained,
  explanationSpeaker,
  nextLabel = 'Next Problem',
}: {
  problem: Problem;
  /** The curriculum level the problem comes from: the grid leaves out what it cannot need. */
  level?: number;
  /** Each submit, with its attempt number (1 = first try) and the digits typed, by box id. */
  onSubmitted?: (grading: Grading, attempt: number, entries: Record<string, string>) => void;
  /**
   * Each digit typed, by box index; a fact's field is its box 0. The student pages time the
   * boxes with it (`useBoxClock`), the free problems do not.
   */
  onDigit?: (box: number, digit: string) => void;
  onNext: () => void;
  /** The problem is solved (a student's screens play their chime here). */
  onSolved?: () => void;
  /** "Show me how" explained a box (a student's screens may read it aloud, decision 0013). */
  onExplained?: (text: string, box: number) => void;
  /** A speaker beside "Show me how"'s words. */
  explanationSpeaker?: (text: string, box: number) => ReactNode;
  nextLabel?: string;
}) {
  const boxes = useMemo(() => boxesOf(problem), [problem]);
  const path = useMemo(() => paperPath(problem, boxes, level), [problem, boxes, level]);
  const layout = useMemo(() => layoutOf(problem, boxes, path.shown), [problem, boxes, path]);
  const nav = useMemo(() => navigationOf(boxes, path, layout), [boxes, path, layout]);
  // A one-fact problem is typed in one field, as the number is written.
  const isFact = factOf(problem) !== undefined;
  const [state, setState] = useState<GridState>(() => initialGridState(boxes));
  const [attempts, setAttempts] = useState(0);
  // What was graded last: "Show me how" reads the child's own digits from it.
  const [graded, setGraded] = useState<string[]>([]);
  const [explained, setExplained] = useState<Explained>({ state: 'idle' });
  const explanationId = useId();
  const digitsId = useId();
  const help = useRef<HTMLDivElement>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const section = useRef<HTMLElement>(null);
  // The line under the grid that says what to do (a box is red, boxes are empty).
  const status = useRef<HTMLParagraphElement>(null);
  const first = path.chain[0] ?? 0;
  // Roving tabindex: only the active box is in the Tab order, so Tab enters the grid at
  // the box to work on (not the first box on screen) and leaves it from the ends.
  const [active, setActive] = useState(first);

  const focusBox = (index: number | undefined) => {
    if (index !== undefined) inputs.current[index]?.focus();
  };

  // A new problem starts in its ones answer box, ready to type, with the grid and its
  // buttons on screen. About 10 ms later (docs/product.md), so that a closing dialog, which hands
  // focus back to where it was, does not take it.
  // A box the child is already in stays theirs: the first box of a grid the server drew
  // has the focus from the page itself (autofocus), and the child may have moved on before
  // the app started (decision 0019).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the problem appears.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const box = inputs.current[first];
      if (!section.current?.contains(document.activeElement)) box?.focus({ preventScroll: true });
      // Sideways, only inside the grid's card (a long division opens on its divisor).
      box?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (section.current) bringIntoView(section.current);
    }, 10);
    return () => window.clearTimeout(timer);
  }, []);

  // Digits typed into a grid the server drew, before the app took it over, count as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the grid is taken over.
  useEffect(() => {
    let typed = state;
    const fact = inputs.current[0]?.value ?? '';
    if (isFact && fact !== '') typed = typeFact(typed, boxes, fact);
    else if (!isFact)
      boxes.forEach((_, index) => {
        const digit = inputs.current[index]?.value ?? '';
        if (digit !== '') typed = enterDigit(typed, index, digit);
      });
    if (typed === state) return;
    setState(typed);
    // What a box refused (a letter, two digits) goes from the screen too.
    boxes.forEach((_, index) => {
      const input = inputs.current[index];
      if (input && !isFact) input.value = typed.entries[index] ?? '';
    });
  }, []);

  // "Show me how" shows where the child looks: the grid's card scrolls sideways to the box
  // explained (clear of the scroll arrows), and the page so that the box and the words both
  // show; again for each red box in turn.
  const explainedAt = explained.state === 'idle' ? undefined : explained.box;
  const explainedState = explained.state;
  const [helpFloats, setHelpFloats] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the box or its words change.
  useEffect(() => {
    const box = explainedAt === undefined ? null : inputs.current[explainedAt];
    const words = help.current;
    if (!box || !words) {
      setHelpFloats(false);
      return;
    }
    let live = true;
    void import('./help-in-view').then(({ bringHelpIntoView }) => {
      if (live) setHelpFloats(bringHelpIntoView(box, words));
    });
    return () => {
      live = false;
    };
  }, [explainedAt, explainedState]);

  // Enter goes on to the next problem only 200 ms after "Correct!" (docs/product.md), so the Enter
  // that submitted, pressed twice or held a moment too long, does not skip the result.
  const [enterArmed, setEnterArmed] = useState(false);
  useEffect(() => {
    setEnterArmed(false);
    if (!state.complete) return;
    const timer = window.setTimeout(() => setEnterArmed(true), 200);
    return () => window.clearTimeout(timer);
  }, [state.complete]);

  const empty = emptyRequired(boxes, path.chain, state);
  const red = state.results.includes(false);

  const doSubmit = () => {
    if (!allRequiredFilled(boxes, state.entries)) {
      // Say what is missing instead of doing nothing.
      setState({ ...state, missing: true });
      focusBox(empty[0]);
      return;
    }
    if (!canSubmit(boxes, state)) return;
    const result = submit(problem, boxes, state);
    setState(result.state);
    if (result.state.complete) onSolved?.();
    setGraded(state.entries);
    setExplained({ state: 'idle' });
    setAttempts(attempts + 1);
    onSubmitted?.(
      result.grading,
      attempts + 1,
      Object.fromEntries(boxes.map((box, index) => [boxId(box), state.entries[index] ?? ''])),
    );
    // The first red box and the line that tells of it come into view; the focus goes to the
    // box to fix, or stays for Enter to go on when the answer is right and only working is red.
    const red = nextToExplain(path.chain, result.state, undefined);
    const box = red === undefined ? undefined : inputs.current[red];
    if (!result.grading.complete) box?.focus({ preventScroll: true });
    const said = status.current;
    if (box && said) {
      void import('./help-in-view').then(({ bringRedIntoView }) => bringRedIntoView(box, said));
    }
  };

  const tryAgain = () => {
    setState(isFact ? clearFact(state) : clearWrong(state));
    focusBox(nextToExplain(path.chain, state, undefined));
  };

  const showMeHow = async () => {
    const box = nextToExplain(
      path.chain,
      state,
      explained.state === 'idle' ? undefined : explained.box,
    );
    if (box === undefined) return;
    setExplained({ state: 'loading', box });
    try {
      const { showMeHow: explain } = await loadShowMeHow();
      const { text } = explain(problem, boxes, graded, box);
      setExplained({ state: 'shown', box, text });
      onExplained?.(text, box);
    } catch {
      setExplained({ state: 'failed', box });
    }
  };

  const onChange = (index: number, input: HTMLInputElement) => {
    const next = isFact
      ? typeFact(state, boxes, input.value)
      : enterDigit(state, index, input.value);
    // Refused (a letter, a digit too many): React puts back what the box held.
    if (next === state) return;
    setState(next);
    // A fact's field is timed to its first digit, a grid's boxes each to theirs.
    onDigit?.(
      isFact ? 0 : index,
      isFact ? next.entries.join('').slice(-1) : (next.entries[index] ?? ''),
    );
    // A digit moves on along the paper path (docs/product.md); a blank stays; a fact is one field.
    if (!isFact && next.entries[index] !== '') focusBox(afterDigit(nav, index, next.entries));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const context = {
      ready: canSubmit(boxes, state),
      graded: state.submitted && red && !state.complete,
      complete: state.complete,
    };
    // A fact's field is an ordinary text field but for Enter.
    const outcome = isFact
      ? event.key === 'Enter'
        ? enterOutcome(context)
        : ({ action: 'default' } as const)
      : keyOutcome(nav, event.key, event.shiftKey, index, {
          ...context,
          filled: state.entries[index] !== '',
        });
    if (outcome.action === 'default') return;
    event.preventDefault();
    if (outcome.action === 'next' && !enterArmed) return;
    if (outcome.action === 'focus') focusBox(outcome.index);
    else if (outcome.action === 'clear') setState(enterDigit(state, index, ''));
    else if (outcome.action === 'submit' || outcome.action === 'missing') doSubmit();
    else if (outcome.action === 'try-again') tryAgain();
    else if (outcome.action === 'next') onNext();
  };

  const message = gridMessage(state, empty.length, nextLabel, isFact);
  const [a, b] = operandsOf(problem);
  const ready = canSubmit(boxes, state);
  const explainedBox = explained.state === 'idle' ? undefined : explained.box;

  return (
    <section
      ref={section}
      aria-label={`Problem: ${a} ${spokenOperator[problem.subject]} ${b}`}
      aria-describedby={digitsId}
      data-enter-armed={enterArmed}
      className="flex w-full min-w-0 flex-col items-center gap-3"
    >
      {/* The digits the grid draws, which a screen reader would not otherwise hear; loaded
          after the grid, like the other extras, to keep the first download small. */}
      <Suspense fallback={null}>
        <ProblemDigits id={digitsId} problem={problem} />
      </Suspense>
      <GridFrame
        layout={layout}
        problemId={problem.id}
        openAt={problem.subject === 'division' ? 'start' : 'ones'}
        summary={`${a} ${SIGNS[problem.subject]} ${b}`}
        className="rounded-card bg-card p-3 shadow-card ring-1 ring-line sm:p-4"
      >
        {/* In the page's order the boxes come as the work goes (a screen reader reads them
            so: step 1 before step 2); where each is drawn, its grid row and column say. */}
        {layout.rows
          .flatMap((row, rowIndex) =>
            rowCells({
              row,
              rowNumber: rowIndex + 1,
              boxes,
              state,
              active,
              first,
              empty: state.missing ? empty : [],
              explained: explainedBox,
              explanationId,
              onFocusBox: setActive,
              register: (index, element) => {
                inputs.current[index] = element;
              },
              onChange,
              onKeyDown,
            }),
          )
          .sort((a, b) => a.order - b.order)
          .map((cell) => cell.node)}
      </GridFrame>
      <Suspense fallback={null}>
        <DigitOrderCue problem={problem} />
      </Suspense>

      {message?.tone === 'good' && (
        <Suspense fallback={null}>
          <CorrectBurst />
        </Suspense>
      )}
      <p
        ref={status}
        role="status"
        aria-live="polite"
        className={`min-h-6 text-center font-bold ${
          message?.tone === 'good'
            ? 'text-leaf-700'
            : message?.tone === 'bad'
              ? 'text-berry-700'
              : 'text-sun-700'
        }`}
      >
        {message?.text}
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        {state.complete ? (
          // Submit Answers becomes this button under the focus, so it waits for the same 200 ms.
          <Button onClick={() => enterArmed && onNext()}>{nextLabel}</Button>
        ) : red && state.submitted ? (
          <Button onClick={tryAgain}>Try Again</Button>
        ) : (
          // Not disabled: a tap with boxes still empty says how many (aria-disabled tells
          // assistive technology it is not ready yet, as docs/product.md wants).
          <Button onClick={doSubmit} aria-disabled={!ready} className={ready ? '' : 'opacity-60'}>
            Submit Answers
          </Button>
        )}
        {red && (
          <Button variant="secondary" onClick={() => void showMeHow()}>
            <Suspense fallback={<span className="size-5" />}>
              <ShowMeHowIcon />
            </Suspense>
            Show me how
          </Button>
        )}
      </div>

      <div
        aria-live="polite"
        className={`w-full max-w-prose ${helpFloats ? 'sticky bottom-2 z-10' : ''}`}
      >
        {explained.state !== 'idle' && (
          <div
            ref={help}
            data-testid="show-me-how"
            className={`flex items-start gap-3 rounded-card bg-brand-50 p-4 text-lg text-ink ring-1 ring-brand-100 ${helpFloats ? 'shadow-card' : ''}`}
          >
            <p id={explanationId} className="flex-1">
              {explained.state === 'loading'
                ? 'Thinking...'
                : explained.state === 'failed'
                  ? 'The explanation could not be loaded. Check the connection and press Show me how again.'
                  : explained.text}
            </p>
            {explained.state === 'shown' && explanationSpeaker?.(explained.text, explained.box)}
          </div>
        )}
      </div>
    </section>
  );
}

/** The mark on a graded box's corner: a cross when wrong, a tick when right (not colour alone). */
function Mark({ wrong, right }: { wrong: boolean; right: boolean }) {
  if (!wrong && !right) return null;
  // Drawn here, two strokes in a 10 × 10 box: the practice pages' first download has no
  // room for the icon set's two chunks.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      className={`-top-1.5 -right-1.5 absolute size-3.5 rounded-full p-0.5 text-white ${wrong ? 'bg-berry-700' : 'bg-leaf-700'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={wrong ? 'M2.5 2.5l5 5M7.5 2.5l-5 5' : 'M2 5.2l2 2 4-4.4'} />
    </svg>
  );
}

/**
 * Scrolls the page as little as it takes to show the whole problem, grid to buttons (a
 * tall long division on a phone), keeping its top in view.
 */
function bringIntoView(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  const below = bottom - window.innerHeight;
  if (below > 0 && top > 0) window.scrollBy({ top: Math.min(below + 8, top) });
  else if (top < 0) window.scrollBy({ top });
}

const spokenOperator = {
  addition: 'plus',
  subtraction: 'minus',
  multiplication: 'times',
  division: 'divided by',
} as const;

/**
 * A row's cells, each with its place in the work: drawn cells (hidden from screen readers)
 * first, boxes by their index, which is the order of the work (boxesOf).
 */
function rowCells({
  row,
  rowNumber,
  boxes,
  state,
  active,
  first,
  empty,
  explained,
  explanationId,
  onFocusBox,
  register,
  onChange,
  onKeyDown,
}: {
  row: Row;
  rowNumber: number;
  boxes: readonly Box[];
  state: GridState;
  active: number;
  /** The box the work starts in: focused by the page itself, before the app has started. */
  first: number;
  /** Required boxes to outline: still empty after the child asked to check. */
  empty: readonly number[];
  explained: number | undefined;
  explanationId: string;
  onFocusBox: (index: number) => void;
  register: (index: number, element: HTMLInputElement | null) => void;
  onChange: (index: number, input: HTMLInputElement) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const drawn = -1;
  const cells: { order: number; node: ReactNode }[] = row.rule
    ? [
        {
          order: drawn,
          node: <RowRule key={`rule-${rowNumber}`} row={rowNumber} rule={row.rule} />,
        },
      ]
    : [];
  for (const { col, span, cell } of row.cells) cells.push(cellOf(col, span, cell));
  return cells;

  function cellOf(
    col: number,
    span: number | undefined,
    cell: Row['cells'][number]['cell'],
  ): { order: number; node: ReactNode } {
    const position = placement(rowNumber, col, span);
    if (cell.kind !== 'box' && cell.kind !== 'field') {
      const key = `${rowNumber}-${cell.kind}-${col}`;
      return {
        order: drawn,
        node: <PrintedCell key={key} cell={cell} position={position} />,
      };
    }
    // A box holds one digit; a fact's field holds the whole answer over its boxes.
    const field = cell.kind === 'field';
    const indexes = field ? cell.indexes : [cell.index];
    const index = indexes[0]!;
    const box = boxes[index]!;
    const wrong = indexes.some((each) => state.results[each] === false);
    const right = field
      ? state.complete
      : box.graded && state.results[index] === true && state.entries[index] !== '';
    const outline = indexes.some((each) => empty.includes(each))
      ? 'ring-4 ring-sun-400'
      : explained === index
        ? 'ring-4 ring-brand-600/40'
        : '';
    const node = (
      <span
        key={`box-${index}`}
        className="relative flex justify-center"
        style={position}
        {...(row.tone === undefined ? {} : { 'data-tone': row.tone })}
      >
        <input
          ref={(element) => {
            for (const each of indexes) register(each, element);
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={field ? 'answer' : boxLabel(box)}
          aria-invalid={wrong || undefined}
          aria-describedby={
            explained !== undefined && indexes.includes(explained) ? explanationId : undefined
          }
          // Its boxes' ids: a fact's field holds them all (read aloud marks a box by it).
          data-box={indexes.map((each) => boxId(boxes[each]!)).join(' ')}
          value={field ? factTyped(state) : state.entries[index]}
          onChange={(event) => onChange(index, event.currentTarget)}
          onKeyDown={(event) => onKeyDown(index, event)}
          tabIndex={field || index === active ? 0 : -1}
          // The grid opens ready to type (docs/product.md); said in the page, it holds before the
          // app has started (a grid the server drew).
          // biome-ignore lint/a11y/noAutofocus: the box the child types in first, as on paper.
          autoFocus={index === first}
          onFocus={() => onFocusBox(index)}
          className={`${boxLook(box.graded, row.tone, wrong ? 'wrong' : right ? 'right' : undefined)} ${field ? 'fact-field' : 'text-center caret-transparent'} focus:outline-3 focus:outline-brand-600 ${outline}`}
        />
        <Mark wrong={wrong} right={right} />
      </span>
    );
    return { order: index, node };
  }
}
