import { dayLetterOf, isScheduled, localDate, SUBJECTS } from '@mathsteps/domain';
import { BarChart3, CalendarCheck, Eye, LogOut, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge, Tile } from '../../components/ui';
import { paths } from '../../config/paths';
import { rpc } from '../../lib/rpc-client';
import { clearSession, type StudentProfile } from '../../lib/session';

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
  const unfinished = unfinishedToday(student, new Date());

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
