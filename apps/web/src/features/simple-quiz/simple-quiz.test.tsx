import { boxesOf, factOf, paperAnswer, paperPath, type Subject, solve } from '@mathsteps/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../../lib/cookies';
import { clearSession, SESSION_MARKER_COOKIE, saveSession } from '../../lib/session';
import { render } from '../../test/render';
import { SimpleQuiz } from './simple-quiz';

const SPOKEN: Record<string, Subject> = {
  plus: 'addition',
  minus: 'subtraction',
  times: 'multiplication',
  'divided by': 'division',
};

afterEach(() => clearSession());

function open(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/math-problems', Component: SimpleQuiz },
      { path: '/assignments', element: <p>The assignments page</p> },
      { path: '/free-problems', element: <p>The free problems page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** Reads the problem on screen from the grid's accessible name, as a child reads it. */
function problemOnScreen() {
  const label = screen.getByRole('region', { name: /^Problem: / }).getAttribute('aria-label');
  const match = /^Problem: (\d+) (plus|minus|times|divided by) (\d+)$/.exec(label ?? '');
  if (!match) throw new Error(`cannot read ${label}`);
  return solve(SPOKEN[match[2]!]!, Number(match[1]), Number(match[3]));
}

/** Solves the problem on screen; a wrong first try when asked, then fixed. */
async function solveOne(user: ReturnType<typeof userEvent.setup>, firstTryWrong: boolean) {
  const problem = problemOnScreen();
  const boxes = boxesOf(problem);
  await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '0'));
  // The answer digits in paper order, the first one wrong when asked.
  const answer = paperAnswer(boxes, paperPath(problem, boxes));
  const wrong = answer.findIndex(({ index }) => boxes[index]!.fieldType !== 'partial');
  for (const [position, { digit }] of answer.entries()) {
    await user.keyboard(
      firstTryWrong && position === wrong ? String((Number(digit) + 1) % 10) : digit,
    );
  }
  await user.keyboard('{Enter}');
  if (firstTryWrong) {
    // A grid's red boxes, or a number fact's one field.
    expect(
      screen.getByText(
        factOf(problem) ? 'Fix the red box and try again.' : 'Fix the red boxes and try again.',
      ),
    ).toBeInTheDocument();
    // Focus is on the red box: the right digit fixes it. A fact is one number: the
    // child writes it again.
    const fix = factOf(problem) ? answer.map(({ digit }) => digit) : [answer[wrong]!.digit];
    await user.keyboard(fix.join(''));
    await user.keyboard('{Enter}');
  }
  expect(screen.getByText(/^Correct!/)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('region', { name: /^Problem: / })).toHaveAttribute(
      'data-enter-armed',
      'true',
    ),
  );
  await user.keyboard('{Enter}');
}

describe('the simple quiz', () => {
  it('defaults to multiplication at level 1 and shows the problem count', async () => {
    open('/math-problems');
    expect(screen.getByText(/Multiplication · Level 1 · Problem 1 of 10 · 0 right/)).toBeVisible();
    expect(problemOnScreen().subject).toBe('multiplication');
  });

  it('explains a link it cannot use', () => {
    open('/math-problems?operation=cubes&level=900');
    expect(screen.getByText(/"cubes" is not an operation we practice/)).toBeVisible();
    expect(screen.getByText(/Level "900" is not a whole number from 1 to 100/)).toBeVisible();
    expect(screen.getByText(/Multiplication · Level 1 ·/)).toBeVisible();
  });

  it('counts first tries; 9 of 10 offers the next level, which the URL then holds', async () => {
    const { router, user } = open('/math-problems?operation=addition&level=3');
    for (let n = 1; n <= 10; n++) {
      expect(screen.getByText(new RegExp(`Level 3 · Problem ${n} of 10`))).toBeVisible();
      await solveOne(user, n === 4);
    }
    const dialog = await screen.findByRole('dialog', { name: 'Great job!' });
    expect(dialog).toHaveTextContent('You got 9 of 10 right on the first try.');
    await user.click(screen.getByRole('button', { name: 'Try Level 4' }));
    expect(router.state.location.search).toBe('?operation=addition&level=4');
    expect(screen.getByText(/Addition · Level 4 · Problem 1 of 10 · 0 right/)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes operation and level from navigation state; few right offers Go Back to /assignments', async () => {
    signInStudent();
    const { user } = open({
      pathname: '/math-problems',
      search: '?operation=addition',
      state: { operation: 'subtraction', level: 2 },
    });
    for (let n = 1; n <= 10; n++) {
      expect(problemOnScreen().subject).toBe('subtraction');
      await solveOne(user, n > 3);
    }
    const dialog = await screen.findByRole('dialog', { name: 'Keep practicing!' });
    expect(dialog).toHaveTextContent('You got 3 of 10 right');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('The assignments page')).toBeVisible();
  });

  it('takes a visitor back to the free problems, not to the student login', async () => {
    const { user } = open('/math-problems?operation=addition&level=1');
    const back = screen.getByRole('link', { name: 'Back to Free Problems' });
    expect(back).toHaveAttribute('href', '/free-problems');
    expect(screen.queryByRole('link', { name: 'Back to Assignments' })).not.toBeInTheDocument();
    for (let n = 1; n <= 10; n++) await solveOne(user, true);
    await screen.findByRole('dialog', { name: 'Keep practicing!' });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('The free problems page')).toBeVisible();
  });
});

/** A signed-in student, as the browser keeps one: the profile and the marker cookie. */
function signInStudent() {
  saveSession({
    role: 'student',
    accountname: 'sam',
    fullName: 'Sam Reyes',
    timezone: 'UTC',
  });
  writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
}
