import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  allRequiredFilled,
  boxesOf,
  boxId,
  factOf,
  type Grading,
  type Locale,
  languageOf,
  operandsOf,
  type Problem,
  paperPath,
  SIGNS,
} from '@mathsteps/domain';
import {
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../ui';
import { cueDue, digitOrderOf } from './digit-order';
import { type Explained, Explanation } from './explanation';
import { clearFact, typeFact } from './fact-field';
import { rowCells } from './grid-cells';
import { CorrectBurst, DigitOrderCue, ProblemDigits, ShowMeHowIcon } from './grid-extras-loader';
import { GridFrame } from './grid-frame';
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
import { layoutOf } from './layout';
import { loadShowMeHow } from './show-me-how-loader';
import { useTypedBeforeStart } from './typed-before-start';
import { useFirstBoxReady } from './use-first-box-ready';

export { correctMessage, FIX_FACT_MESSAGE, FIX_MESSAGE } from './grid-state';

/**
 * One problem worked in its grid (docs/product.md): typing follows the paper path
 * (docs/decisions/0004-paper-path.md), Enter or Submit with boxes still empty says how many,
 * and after a wrong try "Show me how" explains the red boxes one by one. Everything happens
 * in the browser: typing never calls the server.
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
  nextLabel: chosenNextLabel,
  onAnswer,
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
  /**
   * A placement's problem (docs/decisions/0027-placement.md): the first submit is the answer,
   * taken as it is, the digits by box id. Nothing is marked right or wrong, nothing red.
   */
  onAnswer?: (entries: Record<string, string>) => void;
}) {
  const { i18n, t } = useLingui();
  const nextLabel = chosenNextLabel ?? t`Next Problem`;
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

  useFirstBoxReady(inputs, section, first);

  useTypedBeforeStart(inputs, boxes, isFact, state, setState);

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
    if (onAnswer) {
      onAnswer(
        Object.fromEntries(boxes.map((box, index) => [boxId(box), state.entries[index] ?? ''])),
      );
      return;
    }
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
      const { text } = explain(problem, boxes, graded, box, languageOf(i18n.locale as Locale));
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
      aria-label={t(problemLabel[problem.subject](a, b))}
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
              language: languageOf(i18n.locale as Locale),
            }),
          )
          .sort((a, b) => a.order - b.order)
          .map((cell) => cell.node)}
      </GridFrame>
      {/* Its line is kept while its words load: nothing comes in above the buttons after the
          problem shows, where a tap would land on a moved button (docs/product.md "A child's
          day", Answering). */}
      <Suspense fallback={cueDue(digitOrderOf(problem)) && <p className="h-5" />}>
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
        {message && t(message.text)}
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        {state.complete ? (
          // Submit Answers becomes this button under the focus, so it waits for the same 200 ms.
          <Button onClick={() => enterArmed && onNext()}>{nextLabel}</Button>
        ) : red && state.submitted ? (
          <Button onClick={tryAgain}>
            <Trans>Try Again</Trans>
          </Button>
        ) : (
          // Not disabled: a tap with boxes still empty says how many (aria-disabled tells
          // assistive technology it is not ready yet, as docs/product.md wants).
          <Button onClick={doSubmit} aria-disabled={!ready} className={ready ? '' : 'opacity-60'}>
            <Trans>Submit Answers</Trans>
          </Button>
        )}
        {red && (
          <Button variant="secondary" onClick={() => void showMeHow()}>
            <Suspense fallback={<span className="size-5" />}>
              <ShowMeHowIcon />
            </Suspense>
            <Trans>Show me how</Trans>
          </Button>
        )}
      </div>

      <Explanation
        explained={explained}
        id={explanationId}
        panel={help}
        floats={helpFloats}
        speaker={explanationSpeaker}
      />
    </section>
  );
}

// Spelled out here: the domain's spoken words stay out of the practice pages' first download.
const problemLabel = {
  addition: (a: number, b: number) => msg`Problem: ${a} plus ${b}`,
  subtraction: (a: number, b: number) => msg`Problem: ${a} minus ${b}`,
  multiplication: (a: number, b: number) => msg`Problem: ${a} times ${b}`,
  division: (a: number, b: number) => msg`Problem: ${a} divided by ${b}`,
} as const;
