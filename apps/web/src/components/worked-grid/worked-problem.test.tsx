import { I18nProvider, LinguiContext } from '@lingui/react';
import {
  boxesOf,
  boxFact,
  boxId,
  boxLabel,
  boxTimings,
  expectedEntries,
  factKey,
  type Problem,
  paperAnswer,
  paperPath,
  solve,
} from '@mathsteps/domain';
import { act, render as renderInDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { english, InEnglish, inSpanish, render } from '../../test/render';
import { entered, startClock } from './box-clock';
import { missingMessage } from './grid-state';
import { correctMessage, FIX_FACT_MESSAGE, FIX_MESSAGE, WorkedProblem } from './worked-problem';

/** The digits reported by `onDigit`, through the box clock: each box's first, in order. */
const firstEntries = (calls: unknown[][]) =>
  (calls as [number, string][]).reduce(
    (clock, [box, digit], n) => entered(clock, box, digit, 1000 * (n + 1)),
    startClock(0),
  ).entries;

/** A problem of each subject with the level it comes from. */
const problems: Record<string, { problem: Problem; level: number }> = {
  addition: { problem: solve('addition', 47, 38), level: 5 },
  subtraction: { problem: solve('subtraction', 503, 278), level: 10 },
  multiplication: { problem: solve('multiplication', 305, 24), level: 9 },
  division: { problem: solve('division', 476, 6), level: 7 },
};

/** The problem drawn in its grid, what it tells its screen recorded. */
function renderProblem(problem: Problem, level: number) {
  const onNext = vi.fn();
  const onSubmitted = vi.fn();
  const onDigit = vi.fn();
  const user = userEvent.setup();
  render(
    <WorkedProblem
      problem={problem}
      level={level}
      onNext={onNext}
      onSubmitted={onSubmitted}
      onDigit={onDigit}
    />,
  );
  return { user, onNext, onSubmitted, onDigit };
}

async function setup({ problem, level }: { problem: Problem; level: number }) {
  const { user, onNext, onSubmitted, onDigit } = renderProblem(problem, level);
  const boxes = boxesOf(problem);
  const path = paperPath(problem, boxes, level);
  const { chain } = path;
  const input = (index: number) =>
    screen.getByLabelText(boxLabel(boxes[index]!)) as HTMLInputElement;
  const right = expectedEntries(boxes);
  // The ones answer box takes the focus shortly after the problem appears.
  await waitFor(() => expect(document.activeElement).toBe(input(chain[0]!)));
  return {
    user,
    onNext,
    onSubmitted,
    onDigit,
    boxes,
    chain,
    input,
    right,
    answer: paperAnswer(boxes, path),
  };
}

describe.each(Object.entries(problems))('%s grid', (_subject, example) => {
  it('typing the answer digits ones first, then Enter, is correct', async () => {
    const { user, input, right, answer, onSubmitted, onDigit, boxes } = await setup(example);
    const typed = answer.map(({ index }) => index);
    for (const { index, digit } of answer) {
      expect(document.activeElement, `before ${boxId(boxes[index]!)}`).toBe(input(index));
      await user.keyboard(digit);
    }
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(english._(correctMessage('Next Problem')));
    // The digits typed travel with the grading, by box id (for the wrong-answer reports).
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true }),
      1,
      Object.fromEntries(
        boxes.map((box, index) => [boxId(box), typed.includes(index) ? right[index] : '']),
      ),
    );
    // Each digit is reported for the box clock: named by their facts, each answer box's
    // fact at its ones, in the order typed, all right (decision 0010).
    const timed = firstEntries(onDigit.mock.calls);
    expect(timed.map((entry) => entry.box)).toEqual(typed);
    const timings = boxTimings(example.problem, boxes, timed, true);
    const facts = typed.flatMap((index) => {
      const found = boxFact(example.problem, boxes[index]!);
      return found && found.place === 0 ? [factKey(found.fact)] : [];
    });
    expect(facts.length).toBeGreaterThan(1);
    expect(timings.map((timing) => timing.fact)).toEqual(facts);
    for (const timing of timings) {
      expect(timing.right).toBe(true);
      expect(timing.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('marks a wrong box red with the message; Try Again clears it; fixing completes', async () => {
    const { user, chain, input, right, boxes, onDigit } = await setup(example);
    const { problem } = example;
    // A box that decides (in multiplication the product, docs/product.md).
    const wrongIndex = chain.find(
      (index) => boxes[index]!.required && boxes[index]!.fieldType !== 'partial',
    )!;
    for (const index of chain) {
      const digit = index === wrongIndex ? String((Number(right[index]) + 1) % 10) : right[index];
      if (digit) await user.type(input(index), digit, { skipClick: false });
    }
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    const typedFirst = onDigit.mock.calls.length;

    expect(input(wrongIndex)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid')),
    ).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(english._(FIX_MESSAGE));
    expect(document.activeElement).toBe(input(wrongIndex));

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(input(wrongIndex)).toHaveValue('');
    expect(input(wrongIndex)).not.toHaveAttribute('aria-invalid');
    await user.keyboard(right[wrongIndex]!);
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('status')).toHaveTextContent(english._(correctMessage('Next Problem')));
    // The wrong first digit is a wrong try of its fact; the fix is a later entry, not a first.
    const wrongFact = boxFact(problem, boxes[wrongIndex]!)!;
    const first = boxTimings(
      problem,
      boxes,
      firstEntries(onDigit.mock.calls.slice(0, typedFirst)),
      false,
    );
    if (wrongFact.place === 0) {
      expect(first.filter((timing) => !timing.right).map((timing) => timing.fact)).toEqual([
        factKey(wrongFact.fact),
      ]);
    }
    expect(firstEntries(onDigit.mock.calls)).toEqual(
      firstEntries(onDigit.mock.calls.slice(0, typedFirst)),
    );
  });
});

describe('telling the child what to do', () => {
  it('Enter or Submit with empty boxes outlines them and says how many are left', async () => {
    const { user, input, chain } = await setup(problems.addition!);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(english._(missingMessage(2)));
    await user.keyboard('5');
    expect(screen.getByRole('status')).toHaveTextContent(english._(missingMessage(1)));
    expect(input(chain[1]!).className).toContain('ring-sun-400');
    const submit = screen.getByRole('button', { name: 'Submit Answers' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(document.activeElement).toBe(input(chain[1]!));
  });

  it('Show me how explains the red boxes one after the other, with their own digits', async () => {
    const { user } = await setup(problems.addition!);
    // 47 + 38 written as 74: the ones wrong (4 for 5), the tens wrong (7 for 8).
    await user.keyboard('47{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(english._(FIX_MESSAGE));
    await user.click(screen.getByRole('button', { name: 'Show me how' }));
    const explanation = await screen.findByTestId('show-me-how');
    await waitFor(() =>
      expect(explanation).toHaveTextContent('Ones column: 7 + 8 = 15: write 5 and carry 1.'),
    );
    await user.click(screen.getByRole('button', { name: 'Show me how' }));
    await waitFor(() =>
      expect(screen.getByTestId('show-me-how')).toHaveTextContent(
        'Tens column: 4 + 3 + the carried 1 = 8.',
      ),
    );
    // It explains; it never types for the child.
    expect(screen.getByLabelText('tens column, sum')).toHaveValue('7');
  });

  it('a focused red box keeps its digit in view, and a digit typed beside it replaces it', async () => {
    const { user, input, chain } = await setup(problems.addition!);
    await user.keyboard('45{Enter}');
    const ones = input(chain[0]!);
    expect(document.activeElement).toBe(ones);
    expect(ones.selectionStart).toBe(ones.selectionEnd);
    await user.keyboard('5');
    expect(ones).toHaveValue('5');
  });
});

describe('the keyboard', () => {
  it('arrows move on the paper, Backspace steps back, and Enter goes on when complete', async () => {
    const { user, input, chain, boxes, onNext } = await setup(problems.addition!);
    const carry = boxes.findIndex((box) => !box.graded);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(input(chain[1]!));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(input(carry));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(input(chain[0]!));

    await user.keyboard('x');
    expect(input(chain[0]!)).toHaveValue('');
    await user.keyboard('5');
    expect(document.activeElement).toBe(input(chain[1]!));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(input(chain[0]!));
    await user.keyboard('{Backspace}');
    expect(input(chain[0]!)).toHaveValue('');

    await user.keyboard('58{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(english._(correctMessage('Next Problem')));
    // A second Enter at once is the same key press held: it does not skip the result.
    await user.keyboard('{Enter}');
    expect(onNext).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('region')).toHaveAttribute('data-enter-armed', 'true'),
    );
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('shows a number pad on phones', async () => {
    await setup(problems.multiplication!);
    for (const input of screen.getAllByRole('textbox')) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
  });
});

describe('a one-fact problem', () => {
  async function setupFact(problem: Problem, level: number) {
    const { user, onSubmitted, onDigit } = renderProblem(problem, level);
    const field = screen.getByRole('textbox', { name: 'answer' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    return { user, field, onSubmitted, onDigit };
  }

  it('is one field, typed as the number is written: 1 then 2 is 12, and correct', async () => {
    const { user, field, onSubmitted, onDigit } = await setupFact(solve('addition', 7, 5), 1);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.keyboard('1');
    expect(field.value).toBe('1');
    await user.keyboard('2');
    expect(field.value).toBe('12');
    await user.keyboard('{Enter}');
    expect(screen.getByText(english._(correctMessage('Next Problem')))).toBeVisible();
    // The error report reads the boxes: the tens box holds 1, the ones box 2.
    expect(onSubmitted.mock.calls[0]![2]).toEqual({ 'sum.1': '1', 'sum.0': '2' });
    // The field is one box for the clock: timed to its first digit, one timing for the fact.
    expect(onDigit.mock.calls).toEqual([
      [0, '1'],
      [0, '2'],
    ]);
    const problem = solve('addition', 7, 5);
    expect(boxTimings(problem, boxesOf(problem), firstEntries(onDigit.mock.calls), true)).toEqual([
      { fact: '7+5', right: true, ms: 1000 },
    ]);
  });

  it('after a wrong answer, Show me how teaches a strategy with the fact’s numbers', async () => {
    const { user, field, onDigit } = await setupFact(solve('multiplication', 7, 8), 1);
    await user.keyboard('54{Enter}');
    // One field: one red box.
    expect(screen.getByText(english._(FIX_FACT_MESSAGE))).toBeVisible();
    expect(firstEntries(onDigit.mock.calls)).toEqual([{ box: 0, digit: '5', ms: 1000 }]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Show me how' }));
    const words = await screen.findByTestId('show-me-how');
    await waitFor(() => expect(words).toHaveTextContent('7 × 8 is double, double and double'));
    expect(words.textContent).not.toMatch(/carr/i);
    // A digit typed on the red answer starts it again.
    await user.click(field);
    await user.keyboard('56{Enter}');
    expect(field.value).toBe('56');
    expect(screen.getByText(english._(correctMessage('Next Problem')))).toBeVisible();
  });
});

describe('a grid the server drew (decision 0019)', () => {
  /** The page as the server sends it: the grid's HTML, in a page of its own. */
  async function drawnPage(ui: ReactElement) {
    const { prelude } = await prerenderToNodeStream(<InEnglish>{ui}</InEnglish>);
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    // React's server renderer marks a context it provided as its own and never clears the mark;
    // the browser's renderer then reports two renderers at once. Server and browser never share
    // a context outside this test, so the mark is cleared here.
    (LinguiContext as { _currentRenderer?: unknown })._currentRenderer = null;
    const container = document.createElement('div');
    container.innerHTML = Buffer.concat(chunks).toString('utf8');
    document.body.append(container);
    return container;
  }

  it('is taken over with the digits typed and the box chosen before the app started', async () => {
    const { problem, level } = problems.addition!;
    const onSubmitted = vi.fn();
    const ui = (
      <WorkedProblem problem={problem} level={level} onNext={vi.fn()} onSubmitted={onSubmitted} />
    );
    const container = await drawnPage(ui);
    const boxes = boxesOf(problem);
    const { chain } = paperPath(problem, boxes, level);
    const right = expectedEntries(boxes);
    const input = (index: number) =>
      container.querySelector<HTMLInputElement>(`[aria-label="${boxLabel(boxes[index]!)}"]`)!;
    // The page alone puts the child in the ones answer box, the first on the paper path.
    expect(input(chain[0]!)).toHaveAttribute('autofocus');
    // Before the app arrives, the child types the ones digit, then taps the next box.
    input(chain[0]!).value = right[chain[0]!]!;
    input(chain[1]!).focus();

    // The app takes the page over; the moment after which a new grid takes the focus passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(ui, { container, hydrate: true });
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    // The app leaves the child where they were, and counts the digit typed.
    expect(document.activeElement).toBe(input(chain[1]!));
    const user = userEvent.setup();
    for (const index of chain.slice(1)) {
      if (right[index]) await user.type(input(index), right[index]!, { skipClick: false });
    }
    await user.keyboard('{Enter}');
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true }),
      1,
      expect.objectContaining({ [boxId(boxes[chain[0]!]!)]: right[chain[0]!] }),
    );
    container.remove();
  });
});

describe('a long division in the page’s language', () => {
  it('marks the remainder "R" in English and "r" in Spanish, as each writes D = d × c + r', () => {
    const { problem, level } = problems.division!;
    const marks = () =>
      [...document.querySelectorAll('.grid-label')].map((label) => label.textContent);
    const view = render(<WorkedProblem problem={problem} level={level} onNext={() => {}} />);
    expect(marks()).toContain('R');
    view.unmount();
    renderInDom(<WorkedProblem problem={problem} level={level} onNext={() => {}} />, {
      wrapper: ({ children }) => <I18nProvider i18n={inSpanish('es-419')}>{children}</I18nProvider>,
    });
    expect(marks()).toContain('r');
    expect(marks()).not.toContain('R');
  });
});
