import type { RewardsView } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { studentQuery } from '../../api/student';
import { paths } from '../../config/paths';
import { rememberReadsAloud } from '../../lib/device-reads-aloud';
import { followAccount } from '../../lib/i18n';
import { RpcError, reasonOf } from '../../lib/server-errors';
import {
  clearSession,
  getSession,
  type StudentProfile,
  saveSession,
  studentProfileOf,
} from '../../lib/session';

/** docs/product.md: the Assignments badge is refreshed every 30 seconds. */
export const BADGE_REFRESH_MS = 30_000;

/**
 * Reads the student's record again now and every 30 s (a parent may have changed the
 * schedule, midnight may have passed) and returns the time of the last look, with the
 * rewards then (at once from the copy kept on the device). A session that ended, or a student who was paused, goes back to the login
 * page with the reason. The dashboard and /assignments both use it: a premium that ended
 * takes the week view away from a child who stays on the page.
 */
export function useFreshStudent(timezone: string): {
  now: Date;
  rewards?: RewardsView;
  /** The rewards were read from the server since the screen opened (not the device's copy). */
  fresh: boolean;
} {
  const [openedAt] = useState(Date.now);
  const query = useQuery({ ...studentQuery, refetchInterval: BADGE_REFRESH_MS });
  const { data, error, dataUpdatedAt, errorUpdatedAt } = query;
  const fresh = data !== undefined && dataUpdatedAt >= openedAt;
  // The session follows the server, not the copy kept on the device (it may be older).
  useEffect(() => {
    if (!data || !fresh) return;
    // A pupil's class is the device's to remember: the server's record does not carry it.
    const classId = (getSession() as StudentProfile | null)?.classId;
    saveSession({ ...studentProfileOf(data.student, timezone), ...(classId && { classId }) });
    rememberReadsAloud(data.student.readaloud);
    // The language the parent chose for the child, since the child signed in.
    followAccount(data.student.locale);
  }, [data, fresh, timezone]);
  useEndedSession(error);
  // The last look, answered or not: midnight may have passed since the page opened.
  const looked = Math.max(dataUpdatedAt, errorUpdatedAt);
  return { now: looked ? new Date(looked) : new Date(), rewards: data?.rewards, fresh };
}

/**
 * While a child works through an assignment: the student's record read every 30 s and when the
 * tablet is picked up again (not at once: the work needs no wait), so that a session ended
 * elsewhere ("Sign out of all devices") ends the work too, to the login page with its reason.
 * Answers whether it has ended: leaving then asks nothing.
 */
export function useSessionWatch(): boolean {
  const { error } = useQuery({
    ...studentQuery,
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
  });
  return useEndedSession(error);
}

/** A session that ended, or a student paused: to the login page with the reason. */
function useEndedSession(error: unknown): boolean {
  const navigate = useNavigate();
  const ended = error instanceof RpcError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (!ended) return;
    clearSession();
    navigate(paths.studentLogin, { state: { reason: reasonOf(error, error.reason) } });
  }, [ended, error, navigate]);
  return ended;
}
