import { boxesOf, boxId, boxLabel, expectedEntries, type Problem, solve } from '@mathsteps/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { correctMessage, FIX_MESSAGE, WorkedProblem } from './worked-problem';

const problems: Record<string, Problem> = {
  addition: solve('addition', 47, 38),
  subtraction: solve('subtraction', 503, 278),
  multiplication: solve('multiplication', 305, 24),
  division: solve('division', 476, 6),
};

async function setup(problem: Problem) {
  const onNext = vi.fn();
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  render(<WorkedProblem problem={problem} onNext={onNext} onSubmitted={onSubmitted} />);
  const boxes = boxesOf(problem);
  const inputs = boxes.map((box) => screen.getByLabelText(boxLabel(box)) as HTMLInputElement);
  // The first box takes the focus shortly after the problem appears.
  await waitFor(() => expect(document.activeElement).toBe(inputs[0]));
  return { user, onNext, onSubmitted, boxes, inputs, right: expectedEntries(boxes) };
}

/** Types a whole answer by keyboard alone: a digit moves on, Tab skips a box left blank. */
async function typeAnswer(user: ReturnType<typeof userEvent.setup>, entries: string[]) {
  for (const entry of entries) await user.keyboard(entry === '' ? '{Tab}' : entry);
}

describe.each(Object.entries(problems))('%s grid', (_subject, problem) => {
  it('starts at the first box, follows the focus order, and completes with the right digits', async () => {
    const { user, inputs, right, onSubmitted, boxes } = await setup(problem);
    await waitFor(() => expect(document.activeElement).toBe(inputs[0]));
    const submit = screen.getByRole('button', { name: 'Submit Answers' });
    expect(submit).toBeDisabled();

    // Every box but the last: focus must move to the next box in focus order.
    for (let index = 0; index < right.length - 1; index++) {
      await user.keyboard(right[index] === '' ? '{Tab}' : right[index]!);
      expect(document.activeElement, `after box ${index}`).toBe(inputs[index + 1]);
    }
    await user.keyboard(right.at(-1) || '{Tab}');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent(correctMessage('Next Problem'));
    // The digits typed travel with the grading, by box id (for the wrong-answer reports).
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true }),
      1,
      Object.fromEntries(boxes.map((box, index) => [boxId(box), right[index]])),
    );
  });

  it('marks a wrong box red with the message; Try Again clears it; fixing completes', async () => {
    const { user, boxes, inputs, right } = await setup(problem);
    const wrongIndex = boxes.findIndex((box) => box.required && box.fieldType !== 'partial');
    const typed = right.map((entry, index) =>
      index === wrongIndex ? String((Number(entry) + 1) % 10) : entry,
    );
    await typeAnswer(user, typed);
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));

    expect(inputs[wrongIndex]).toHaveAttribute('aria-invalid', 'true');
    expect(inputs.filter((input) => input.getAttribute('aria-invalid') === 'true')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(FIX_MESSAGE);
    expect(document.activeElement).toBe(inputs[wrongIndex]);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(inputs[wrongIndex]).toHaveValue('');
    expect(inputs[wrongIndex]).not.toHaveAttribute('aria-invalid');
    await user.keyboard(right[wrongIndex]!);
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('status')).toHaveTextContent(correctMessage('Next Problem'));
  });

  it('makes a box ungraded again when it is edited after submit', async () => {
    const { user, boxes, inputs, right } = await setup(problem);
    const wrongIndex = boxes.findIndex((box) => box.required);
    await typeAnswer(
      user,
      right.map((entry, index) =>
        index === wrongIndex ? String((Number(entry) + 1) % 10) : entry,
      ),
    );
    await user.keyboard('{Enter}');
    expect(inputs[wrongIndex]).toHaveAttribute('aria-invalid', 'true');
    await user.click(inputs[wrongIndex]!);
    await user.keyboard(right[wrongIndex]!);
    expect(inputs[wrongIndex]).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Submit Answers' })).toBeEnabled();
  });
});

describe('the keyboard map', () => {
  it('moves with arrows, Shift-Tab and Backspace, keeps one digit, and Enter goes on when complete', async () => {
    const { user, inputs, right, onNext } = await setup(problems.addition!);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(inputs[1]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(inputs[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(inputs[2]);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(inputs[1]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(inputs[0]);

    await user.keyboard('x');
    expect(inputs[0]).toHaveValue('');
    await user.keyboard('5');
    expect(inputs[0]).toHaveValue('5');
    await user.click(inputs[0]!);
    await user.keyboard('{Backspace}');
    expect(inputs[0]).toHaveValue('');
    expect(document.activeElement).toBe(inputs[0]);

    await typeAnswer(user, right);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(correctMessage('Next Problem'));
    // A second Enter at once is the same key press held: it does not skip the result.
    await user.keyboard('{Enter}');
    expect(onNext).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('region')).toHaveAttribute('data-enter-armed', 'true'),
    );
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('wraps arrows round in division only', async () => {
    const { user, inputs } = await setup(problems.division!);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(inputs.at(-1));
  });

  it('shows a number pad on phones', async () => {
    const { inputs } = await setup(problems.multiplication!);
    for (const input of inputs) expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
