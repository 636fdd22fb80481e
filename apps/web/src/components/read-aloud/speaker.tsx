import { useLingui } from '@lingui/react/macro';
import { Volume2 } from 'lucide-react';
import { useRef } from 'react';
import { isSpeaking, say, stopSpeaking, useCanSpeak, type Words } from './speech';

/**
 * The speaker on a child's screen: reads what the screen asks of the child.
 * Tapped while reading it stops; tapped again it reads from the start. Not shown where the
 * device has no voice of the page's language. Tapped from a box of the grid (or Quick Facts' answer), it
 * gives the focus back to that box: the child goes on typing where it was.
 */
export function Speaker({ text, className = '' }: { text: Words; className?: string }) {
  const { t } = useLingui();
  const canSpeak = useCanSpeak();
  // The field the child was typing in when the tap began (before the button takes focus).
  const typingIn = useRef<HTMLInputElement | null>(null);
  if (!canSpeak) return null;
  return (
    <button
      type="button"
      aria-label={t`Read aloud`}
      title={t`Read aloud`}
      onPointerDown={() => {
        const active = document.activeElement;
        typingIn.current = active instanceof HTMLInputElement ? active : null;
      }}
      onClick={() => {
        if (isSpeaking()) stopSpeaking();
        else say(text);
        typingIn.current?.focus({ preventScroll: true });
        typingIn.current = null;
      }}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <Volume2 aria-hidden="true" className="size-6" />
    </button>
  );
}
