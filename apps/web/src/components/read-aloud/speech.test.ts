import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { say, stopSpeaking } from './speech';

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
