import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { Speaker } from './speaker';
import { isReading, onReading, readingCapMs, say, stopSpeaking } from './speech';

/** The browser's voice, as the test's boundary: what is queued, and a way to play it. */
interface Queued {
  text: string;
  rate: number;
  onstart: (() => void) | null;
  onend: (() => void) | null;
}
let queued: Queued[] = [];
let voices: { name: string; lang: string; localService: boolean; default: boolean }[] = [];

beforeEach(() => {
  queued = [];
  voices = [{ name: 'English', lang: 'en-GB', localService: true, default: true }];
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: class {
      rate = 1;
      voice: unknown = null;
      lang = '';
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speaking: false,
      getVoices: () => voices,
      speak: (utterance: Queued) => queued.push(utterance),
      cancel: () => {
        queued = [];
      },
    },
  });
  document.body.innerHTML = `
    <input data-box="answer.0">
    <input data-box="answer.1 answer.0-fact">
  `;
});

afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  document.body.innerHTML = '';
});

const marked = () =>
  [...document.querySelectorAll('[data-reading]')].map((each) => each.getAttribute('data-box'));

describe('say', () => {
  it('reads sentence after sentence at a child’s rate, marking the box each is about', () => {
    say([{ text: 'Seven plus five.' }, { text: 'Now the ones box.', box: 'answer.0' }]);
    expect(queued.map((each) => each.text)).toEqual(['Seven plus five.', 'Now the ones box.']);
    expect(queued.every((each) => each.rate < 1)).toBe(true);
    queued[0]!.onstart?.();
    expect(marked()).toEqual([]);
    queued[1]!.onstart?.();
    expect(marked()).toEqual(['answer.0']);
    // Done: nothing stays marked.
    queued[1]!.onend?.();
    expect(marked()).toEqual([]);
  });

  it("finds a box among a fact field's boxes, and a new reading or a stop clears the mark", () => {
    say([{ text: 'Now the tens box.', box: 'answer.1' }]);
    queued[0]!.onstart?.();
    expect(marked()).toEqual(['answer.1 answer.0-fact']);
    say('Hello.');
    expect(marked()).toEqual([]);
    expect(queued.map((each) => each.text)).toEqual(['Hello.']);
    say([{ text: 'The ones.', box: 'answer.0' }]);
    queued[0]!.onstart?.();
    stopSpeaking();
    expect(marked()).toEqual([]);
  });

  it('reads nothing without an English voice, or with nothing to say', () => {
    voices = [{ name: 'Français', lang: 'fr-FR', localService: true, default: true }];
    say('Hello.');
    expect(queued).toEqual([]);
    voices = [{ name: 'English', lang: 'en-US', localService: true, default: true }];
    say([{ text: '  ' }]);
    expect(queued).toEqual([]);
  });
});

describe('the reading signal', () => {
  it('tells its listeners when the voice starts and when it is done or stopped', () => {
    const heard: boolean[] = [];
    const stop = onReading((reading) => heard.push(reading));
    say([{ text: 'Seven plus five.' }, { text: 'Type the answer.' }]);
    expect(isReading()).toBe(true);
    queued[0]!.onend?.();
    expect(isReading()).toBe(true);
    queued[1]!.onend?.();
    expect(isReading()).toBe(false);
    say('Hello.');
    stopSpeaking();
    stop();
    say('Not heard.');
    stopSpeaking();
    expect(heard).toEqual([true, false, true, false]);
  });

  it('takes a reading as done when the voice never says so, after the time its words take', () => {
    vi.useFakeTimers();
    try {
      const words = 'Seven plus five. Type the answer.';
      say(words);
      vi.advanceTimersByTime(readingCapMs(words.length) - 1);
      expect(isReading()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(isReading()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the speaker', () => {
  it('gives the focus back to the box the child was typing in', async () => {
    document.body.innerHTML = '';
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="the ones box of the answer" />
        <Speaker text="Seven plus five." />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'the ones box of the answer' });
    box.focus();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(queued.map((each) => each.text)).toEqual(['Seven plus five.']);
    expect(box).toHaveFocus();
    // From elsewhere, the focus stays on the speaker.
    const speaker = screen.getByRole('button', { name: 'Read aloud' });
    speaker.focus();
    await user.keyboard('{Enter}');
    expect(speaker).toHaveFocus();
  });
});
