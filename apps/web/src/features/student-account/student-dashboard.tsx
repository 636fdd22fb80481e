import { dayLetterOf, isScheduled, localDate, SUBJECTS } from '@mathsteps/domain';
import { BarChart3, CalendarCheck, Eye, LogOut, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Tile } from '../../components/ui';
import { paths } from '../../config/paths';
import { RpcError, rpc } from '../../lib/rpc-client';
import {
  clearSession,
  type StudentProfile,
  saveSession,
  studentProfileOf,
} from '../../lib/session';

/** Seed §2: the Assignments badge is refreshed every 30 seconds. */
export const BADGE_REFRESH_MS = 30_000;

/** Today's scheduled subjects not yet done (seed §2: the Assignments badge). */
export function unfinishedToday(student: StudentProfile, now: Date): number {
  const today = localDate(now, student.timezone);
  const day = dayLetterOf(today);
  return SUBJECTS.filter((subject) => {
    const entry = student.math[subject];
    return entry && isScheduled(entry.schedule, day) && entry.completion !== today;
  }).length;
}

/** /student-dashboard (seed §2): greeting, tiles, and who can see the child's work. */
export function StudentDashboard({ student }: { student: StudentProfile }) {
  const navigate = useNavigate();
  const firstName = student.fullName.split(' ')[0] ?? student.accountname;
  const now = useFreshStudent(student.timezone);
  const unfinished = unfinishedToday(student, now);

  const logout = async () => {
    await rpc('student.logout', {}).catch(() => undefined);
    clearSession();
    navigate(paths.landing);
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl font-bold text-brand-700">Hi, {firstName}! Ready to practise?</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile
          to={paths.assignments}
          icon={CalendarCheck}
          title="Assignments"
          badge={
            unfinished > 0 ? (
              <Badge>
                {unfinished}
                <span className="sr-only"> to do today</span>
              </Badge>
            ) : undefined
          }
        >
          {unfinished > 0
            ? `${unfinished} subject${unfinished > 1 ? 's' : ''} to do today.`
            : 'Nothing left for today.'}
        </Tile>
        <Tile to={paths.practiceProblems} icon={Pencil} title="Practice">
          Pick a subject and a level.
        </Tile>
        <Tile to={paths.myProgress} icon={BarChart3} title="My Progress">
          See how you are doing.
        </Tile>
        <Tile onClick={logout} icon={LogOut} title="Logout">
          See you next time!
        </Tile>
      </div>
      <p className="flex items-center gap-2 text-muted">
        <Eye aria-hidden="true" className="size-5" /> Your grown-up can see your progress.
      </p>
    </div>
  );
}

/**
 * Reads the student's record again now and every 30 s (a parent may have changed the
 * schedule, midnight may have passed) and returns the time of the last look. A session
 * that ended, or a student who was paused, goes back to the login page with the reason.
 */
function useFreshStudent(timezone: string): Date {
  const navigate = useNavigate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      try {
        const { student } = await rpc('student.get', {});
        if (live) saveSession(studentProfileOf(student, timezone));
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
  return now;
}
