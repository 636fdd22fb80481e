import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { Button, Dialog } from '../../components/ui';

const LEAVE_WORDS =
  'Leave this assignment? Your answers so far will be lost, and the assignment starts again next time. Tap Leave or Keep going.';

/**
 * Asks before a child leaves an assignment half done (a link, Back, or closing the tab):
 * the answers so far would be lost.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker(active);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  const blocked = blocker.state === 'blocked';
  // A decision to make: read on its own for a child whose screens read themselves.
  const autoRead = useAutoRead();
  useEffect(() => {
    if (autoRead && blocked) say(LEAVE_WORDS);
  }, [autoRead, blocked]);
  return (
    <Dialog
      open={blocked}
      onClose={() => blocked && blocker.reset()}
      title="Leave this assignment?"
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
          <Button onClick={() => blocker.reset?.()}>Keep going</Button>
        </>
      }
    >
      <span className="flex items-start justify-between gap-3">
        <span>Your answers so far will be lost, and the assignment starts again next time.</span>
        <Speaker text={LEAVE_WORDS} />
      </span>
    </Dialog>
  );
}
