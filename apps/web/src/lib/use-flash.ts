import { useEffect, useState } from 'react';

export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/** Success messages clear after 3 s (docs/product.md); an error stays until the next message. */
const CLEAR_MS = 3000;

/** The banner message of a screen: set it, and a success clears itself. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash>();
  useEffect(() => {
    if (flash?.tone !== 'success') return;
    // Clears this message only: the timer of the one before can fire after a new message
    // is set and before React has run this effect again to stop it (two actions 3 s apart).
    const shown = flash;
    const timer = window.setTimeout(
      () => setFlash((current) => (current === shown ? undefined : current)),
      CLEAR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [flash]);
  return [flash, setFlash] as const;
}
