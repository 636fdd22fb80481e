import { type Db, preparedStatement, sql, tables } from '@mathsteps/db';
import {
  addDays,
  type ClassBoard,
  classBoard,
  isBugId,
  isSubject,
  localDate,
  MISTAKE_DAYS,
  type PupilToday,
  practiceStatus,
  type Subject,
} from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import { classChildrenSql } from './class-children';

const value = (name: string) => sql.placeholder(name);

/** A pupil's row as the board's statement answers it: times in JSON are text. */
interface BoardRow {
  found: boolean;
  live: boolean;
  id: string | null;
  firstname: string;
  initial: string;
  timezone: string | null;
  picture: string | null;
  current: {
    attempt_id: string;
    subject: string;
    level: number;
    local_date: string;
    answered: number;
    questions: number;
    right: number;
    at: string;
  } | null;
  finished: { attempt: string; subject: string; questions: number; errors: number; date: string }[];
  wrong: { subject: string; problem: string; bugs: string | null; at: string }[];
  practice: {
    bug: string;
    subject: string;
    outcome: string | null;
    finished: string | null;
  } | null;
  named: { subject: string; bug: string; at: string }[];
}

/**
 * The whole class in one round trip (docs/decisions/0030-live-board.md): whether the class is
 * the teacher's, whether the session that asks is still alive, and for each pupil (its own and
 * the families' linked children) its progress row, its assignments finished since yesterday
 * its wrong answers and the steps named in the last 36 hours, and its latest practice set;
 * "today" is cut in each pupil's own zone after.
 * With no pupil, one row says whether the class was found.
 */
const boardStatement = preparedStatement<BoardRow>(sql`
  with klass as (
    select id from ${tables.classes}
    where id = ${value('classId')} and teacher_id = ${value('teacherId')}),
  pupils as (${classChildrenSql(sql`select id from klass`)})
  select exists (select 1 from klass) as found,
    exists (select 1 from ${tables.sessions} where token_hash = ${value('tokenHash')}
      and expires_at > ${value('now')} and absolute_expires_at > ${value('now')}) as live,
    p.id, p.firstname, p.initial, p.timezone, p.picture,
    (select row_to_json(a) from ${tables.assignmentProgress} a where a.student_id = p.id) as current,
    (select coalesce(json_agg(json_build_object('attempt', h.attempt_id, 'subject', h.subject,
        'questions', h.questions, 'errors', h.errors, 'date', h.local_date)), '[]')
      from ${tables.assignmentHistory} h
      where h.student_id = p.id and h.local_date >= ${value('yesterday')}) as finished,
    (select coalesce(json_agg(json_build_object('subject', e.subject,
        'problem', e.number_0 || ',' || e.number_1, 'bugs', e.bugs, 'at', e.created_at)), '[]')
      from ${tables.errorReports} e
      where e.student_id = p.id and e.created_at >= ${value('since')}) as wrong,
    (select json_build_object('bug', f.bug, 'subject', f.subject, 'outcome', f.outcome,
        'finished', f.finished_at)
      from ${tables.focusPractices} f
      where f.student_id = p.id and f.created_at >= ${value('practiceSince')}
      order by f.created_at desc limit 1) as practice,
    (select coalesce(json_agg(json_build_object('subject', n.subject, 'bug', n.bug,
        'at', n.named_at)), '[]')
      from ${tables.namedSteps} n
      where n.student_id = p.id and n.named_at >= ${value('since')}) as named
  from (select 1) as one left join pupils p on true`);

/** A pupil's today as the domain's board reads it, cut on its own local date. */
function pupilToday(row: BoardRow & { id: string }, now: Date): PupilToday {
  const zone = row.timezone ?? 'UTC';
  const today = localDate(now, zone);
  const subject = (name: string): name is Subject => isSubject(name);
  const current = row.current;
  const isToday = (at: string | null) => at !== null && localDate(new Date(at), zone) === today;
  const { practice } = row;
  return {
    id: row.id,
    firstname: row.firstname,
    initial: row.initial,
    picture: row.picture,
    today,
    current:
      current && current.local_date === today && subject(current.subject)
        ? {
            attempt: current.attempt_id,
            subject: current.subject,
            level: current.level,
            answered: current.answered,
            questions: current.questions,
            right: current.right,
            at: new Date(current.at),
          }
        : null,
    finished: row.finished.flatMap((each) =>
      each.date === today && subject(each.subject) ? [{ ...each, subject: each.subject }] : [],
    ),
    wrong: row.wrong.flatMap((each) =>
      subject(each.subject) && localDate(new Date(each.at), zone) === today
        ? [
            {
              subject: each.subject,
              problem: each.problem,
              bugs: (each.bugs ?? '').split(' ').filter(isBugId),
            },
          ]
        : [],
    ),
    practice:
      practice && isBugId(practice.bug) && subject(practice.subject)
        ? { bug: practice.bug, subject: practice.subject, status: practiceStatus(practice.outcome) }
        : null,
    // Named today by the evidence rule, or confirmed today by a practice set of the step.
    named: [
      ...row.named.filter((each) => isToday(each.at)),
      ...(practice?.outcome === 'confirmed' && isToday(practice.finished) ? [practice] : []),
    ].flatMap(({ subject: name, bug }) =>
      subject(name) && isBugId(bug) ? [{ subject: name, bug }] : [],
    ),
  };
}

/** What the board's reader learns besides the board: whether it may go on reading it. */
export type BoardReading = { board: ClassBoard } | { ended: 'not_signed_in' | 'board_not_yours' };

/**
 * The class's board as its teacher reads it now, or why it may not be read: the session asking
 * ended (signed out, or the account removed), or the class is not the teacher's (or no longer
 * exists).
 */
export async function readBoard(
  db: Pick<Db, 'execute'>,
  asker: { teacherId: string; tokenHash: string },
  classId: string,
  now: Date,
): Promise<BoardReading> {
  const rows = await boardStatement(db, {
    ...asker,
    classId,
    now: now.toISOString(),
    yesterday: addDays(now.toISOString().slice(0, 10), -1),
    since: new Date(now.getTime() - 36 * 3_600_000).toISOString(),
    practiceSince: new Date(now.getTime() - MISTAKE_DAYS * 86_400_000).toISOString(),
  });
  const first = rows[0];
  if (!first?.live) return { ended: 'not_signed_in' };
  if (!first.found) return { ended: 'board_not_yours' };
  const pupils = rows.flatMap((row) =>
    row.id === null ? [] : [pupilToday(row as BoardRow & { id: string }, now)],
  );
  return { board: classBoard(pupils, now) };
}

/** The board for a call: any class not the teacher's is refused, whether or not it exists. */
export async function boardOf(
  db: Pick<Db, 'execute'>,
  asker: { teacherId: string; tokenHash: string },
  classId: string,
  now: Date,
): Promise<ClassBoard> {
  const reading = await readBoard(db, asker, classId, now);
  if ('board' in reading) return reading.board;
  throw ApiFailure.refusing(reading.ended === 'not_signed_in' ? 401 : 403, {
    code: reading.ended,
  });
}
