import type { RewardsView } from '@mathsteps/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { RpcError, rpc } from './rpc-client';
import { clearSession, saveSession, studentProfileOf } from './session';

/** Seed §2: the Assignments badge is refreshed every 30 seconds. */
export const BADGE_REFRESH_MS = 30_000;

/**
 * Reads the student's record again now and every 30 s (a parent may have changed the
 * schedule, midnight may have passed) and returns the time of the last look, with the
 * rewards then. A session that ended, or a student who was paused, goes back to the login
 * page with the reason. The dashboard and /assignments both use it: a premium that ended
 * takes the week view away from a child who stays on the page (issue 25).
 */
export function useFreshStudent(timezone: string): { now: Date; rewards?: RewardsView } {
  const navigate = useNavigate();
  const [now, setNow] = useState(() => new Date());
  const [rewards, setRewards] = useState<RewardsView>();
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      try {
        const answer = await rpc('student.get', {});
        if (!live) return;
        saveSession(studentProfileOf(answer.student, timezone));
        setRewards(answer.rewards);
      } catch (error) {
        if (live && error instanceof RpcError && (error.status === 401 || error.status === 403)) {
          clearSession();
          navigate(paths.studentLogin, { state: { reason: error.reason } });
        }
      } finally {
        if (live) setNow(new Date());
      }
    };
    void refresh();
    const timer = window.setInterval(() => void refresh(), BADGE_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [timezone, navigate]);
  return { now, rewards };
}
