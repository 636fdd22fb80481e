import { getSession } from '../../lib/session';

/**
 * Small sounds for a right answer and a finished assignment, synthesised with Web Audio
 * (no sound files to download). Only a signed-in student hears them, and each child can
 * switch them off on their dashboard; the choice is kept per student on this device.
 */
const soundKey = (accountname: string) => `mathsteps.sound.${accountname}`;

export function soundOn(accountname: string): boolean {
  try {
    return localStorage.getItem(soundKey(accountname)) !== 'off';
  } catch {
    return false;
  }
}

export function setSoundOn(accountname: string, on: boolean): void {
  localStorage.setItem(soundKey(accountname), on ? 'on' : 'off');
}

/** Notes in Hz, each 0.12 s: a rising pair for a right answer, a little tune at the end. */
export const TUNES = {
  right: [659.25, 987.77],
  finished: [523.25, 659.25, 783.99, 1046.5],
} as const;

let context: AudioContext | undefined;

export function playTune(tune: keyof typeof TUNES): void {
  const session = getSession();
  if (session?.role !== 'student' || !soundOn(session.accountname)) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    TUNES[tune].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.12;
      // Soft: a quick rise and a fade, never louder than a fifth of full scale.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.26);
    });
  } catch {
    // No audio on this device: the celebration is still on screen.
  }
}
