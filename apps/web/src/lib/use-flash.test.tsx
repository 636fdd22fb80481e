import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { type Flash, useFlash } from './use-flash';

let show: (flash: Flash | undefined) => void = () => {};

function Messages() {
  const [flash, setFlash] = useFlash();
  show = setFlash;
  return <p>{flash?.text ?? 'no message'}</p>;
}

const added: Flash = { tone: 'success', text: 'Student added successfully!' };
const deleted: Flash = { tone: 'success', text: 'Student deleted successfully!' };

describe('the banner message of a screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears a success after 3 s and keeps an error', () => {
    render(<Messages />);
    act(() => show(added));
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Student added successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('no message')).toBeTruthy();

    act(() => show({ tone: 'error', text: 'Failed to delete student' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Failed to delete student')).toBeTruthy();
  });

  it('keeps a message set just as the one before it is cleared', () => {
    // A parent adds a student, then deletes one about 3 s later: the first message's timer
    // fires after the second is set, before React has rendered it.
    render(<Messages />);
    act(() => show(added));
    act(() => vi.advanceTimersByTime(2_990));
    act(() => {
      show(deleted);
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByText('Student deleted successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('no message')).toBeTruthy();
  });
});
