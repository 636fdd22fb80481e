import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '@mathsteps/domain';
import { useSyncExternalStore } from 'react';
import { deviceReadsAloud } from '../../lib/device-reads-aloud';
import { getSession } from '../../lib/session';
import { CHILD_RATE, chooseVoice } from './voice';

/**
 * The browser's own voice (Web Speech API, `speechSynthesis`): nothing to download, and the
 * device's voices work offline. Where there is no voice of the page's language nothing is
 * shown or read (decision 0013).
 */

const synth = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** A voice of the page's language: Lingui's instance holds the locale the page is in. */
const pageVoice = () => {
  const speech = synth();
  return speech ? chooseVoice(speech.getVoices(), i18n.locale as Locale) : undefined;
};

/** Voices are listed a moment after the page loads (`voiceschanged`). */
const subscribeToVoices = (changed: () => void) => {
  const speech = synth();
  speech?.addEventListener?.('voiceschanged', changed);
  return () => speech?.removeEventListener?.('voiceschanged', changed);
};

/**
 * Whether this device can read aloud, in the page's language: asked again when the voices are
 * listed and when the language changes. Never in the server's drawing of a page, nor while the
 * browser takes that drawing over (decision 0019): the speaker comes just after, as drawn.
 */
export function useCanSpeak(): boolean {
  useLingui();
  return useSyncExternalStore(
    subscribeToVoices,
    () => pageVoice() !== undefined,
    () => false,
  );
}

/**
 * What is read: plain words, or sentences of which some are about a box of the grid on
 * screen (its id, in the box's `data-box`), which is marked `data-reading` while its
 * sentence is read.
 */
export type Words = string | readonly Sentence[];
export interface Sentence {
  text: string;
  box?: string;
}

/**
 * Marks the box being read. The grid (worked-grid) draws the mark from the stylesheet and
 * knows nothing of reading: its first download, on the visitors' free problems, stays small.
 */
function read(box: string | undefined) {
  for (const marked of document.querySelectorAll('[data-reading]')) {
    marked.removeAttribute('data-reading');
  }
  if (box) document.querySelector(`[data-box~="${box}"]`)?.setAttribute('data-reading', '');
}

/**
 * Who listens for the voice starting and ending: the grid's box clock stops while the child
 * listens (decision 0010, "The grids' timed boxes").
 */
const readingListeners = new Set<(reading: boolean) => void>();
let reading = false;
function setReading(now: boolean) {
  if (now === reading) return;
  reading = now;
  for (const listener of readingListeners) listener(now);
}

/** Calls `listener` as the voice starts and ends reading; answers how to stop listening. */
export function onReading(listener: (reading: boolean) => void): () => void {
  readingListeners.add(listener);
  return () => readingListeners.delete(listener);
}

/** Whether the voice is reading now. */
export const isReading = () => reading;

/**
 * The longest a reading is taken to last: a voice that never says it is done (some drop
 * `end` on a long sentence) must not stop the box clock for good. A child's rate reads about
 * 12 letters a second; this allows 100 ms a letter and 2 s more.
 */
export const readingCapMs = (letters: number) => 2000 + 100 * letters;
let readingCap: ReturnType<typeof setTimeout> | undefined;

/** Reads `words`, sentence after sentence, cutting off whatever was being read. */
export function say(words: Words): void {
  const speech = synth();
  const voice = pageVoice();
  const sentences = (typeof words === 'string' ? [{ text: words }] : words).filter(
    (sentence) => sentence.text.trim() !== '',
  );
  if (!speech || !voice || sentences.length === 0) return;
  stopSpeaking();
  for (const [index, sentence] of sentences.entries()) {
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = CHILD_RATE;
    utterance.onstart = () => read(sentence.box);
    if (index === sentences.length - 1) {
      const done = () => {
        read(undefined);
        setReading(false);
      };
      utterance.onend = done;
      utterance.onerror = done;
    }
    speech.speak(utterance);
  }
  setReading(true);
  const letters = sentences.reduce((sum, sentence) => sum + sentence.text.length, 0);
  readingCap = setTimeout(() => setReading(false), readingCapMs(letters));
}

export function stopSpeaking(): void {
  synth()?.cancel();
  read(undefined);
  clearTimeout(readingCap);
  setReading(false);
}

export function isSpeaking(): boolean {
  return synth()?.speaking ?? false;
}

/**
 * Whether the signed-in child's screens read on their own (a new problem, a red box, "Show
 * me how", the result): the child's "Read aloud" (set by the child or the parent, kept with
 * the student), and a voice to read with.
 */
export function useAutoRead(): boolean {
  const canSpeak = useCanSpeak();
  return canSpeak && getSession()?.role === 'student' && deviceReadsAloud();
}
