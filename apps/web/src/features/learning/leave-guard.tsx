import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { Button, Dialog } from '../../components/ui';

const LEAVE_WORDS = msg`Leave this assignment? Your answers so far will be lost, and the assignment starts again next time. Tap Leave or Keep going.`;

/**
 * Asks before a child leaves an assignment half done (a link, Back, or closing the tab):
 * the answers so far would be lost.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useLingui();
  const leaveWords = t(LEAVE_WORDS);
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
    if (autoRead && blocked) say(leaveWords);
  }, [autoRead, blocked, leaveWords]);
  return (
    <Dialog
      open={blocked}
      onClose={() => blocked && blocker.reset()}
      title={t`Leave this assignment?`}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            <Trans>Leave</Trans>
          </Button>
          <Button onClick={() => blocker.reset?.()}>
            <Trans>Keep going</Trans>
          </Button>
        </>
      }
    >
      <span className="flex items-start justify-between gap-3">
        <span>
          <Trans>
            Your answers so far will be lost, and the assignment starts again next time.
          </Trans>
        </span>
        <Speaker text={leaveWords} />
      </span>
    </Dialog>
  );
}
