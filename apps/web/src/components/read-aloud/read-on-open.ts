import { useEffect, useRef } from 'react';
import { say, useAutoRead, useCanSpeak } from './speech';

/**
 * Reads a screen once as it opens, for a child whose screens read on their own: as soon as
 * its words are known (`undefined` while they are not) and a voice is there. Whether it reads
 * is decided then, once: switching "Read aloud" on later does not read the screen again. A
 * module of its own: only the child's screens load it.
 */
export function useReadOnOpen(words: string | undefined): void {
  const canSpeak = useCanSpeak();
  const autoRead = useAutoRead();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || words === undefined || !canSpeak) return;
    decided.current = true;
    if (autoRead) say(words);
  }, [words, canSpeak, autoRead]);
}
