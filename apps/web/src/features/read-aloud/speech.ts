import { useEffect, useState } from 'react';
import { rpc } from '../../lib/rpc-client';
import { getSession, saveSession, studentProfileOf } from '../../lib/session';
import { CHILD_RATE, chooseVoice } from './voice';

/**
 * The browser's own voice (Web Speech API, `speechSynthesis`): nothing to download, and the
 * device's voices work offline. Where there is no English voice nothing is shown or read
 * (decision 0013).
 */

const synth = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

const englishVoice = () => {
  const speech = synth();
  return speech ? chooseVoice(speech.getVoices()) : undefined;
};

/**
 * Whether this device can read aloud. Voices are listed a moment after the page loads
 * (`voiceschanged`), so the answer may change once.
 */
export function useCanSpeak(): boolean {
  const [can, setCan] = useState(() => englishVoice() !== undefined);
  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setCan(englishVoice() !== undefined);
    update();
    speech.addEventListener?.('voiceschanged', update);
    return () => speech.removeEventListener?.('voiceschanged', update);
  }, []);
  return can;
}

/** Reads `text`, cutting off whatever was being read. */
export function say(text: string): void {
  const speech = synth();
  const voice = englishVoice();
  if (!speech || !voice || text.trim() === '') return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = CHILD_RATE;
  speech.speak(utterance);
}

export function stopSpeaking(): void {
  synth()?.cancel();
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
  const session = getSession();
  return canSpeak && session?.role === 'student' && session.readaloud === 'true';
}

/** The child switches "Read aloud" on the dashboard: kept with the student on the server. */
export async function chooseReadAloud(on: boolean): Promise<void> {
  const session = getSession();
  const answer = await rpc('student.readaloud', { readaloud: on ? 'true' : 'false' });
  saveSession(
    studentProfileOf(answer.student, session?.role === 'student' ? session.timezone : 'UTC'),
  );
}
