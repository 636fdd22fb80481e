import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type BoardTile,
  type ClassBoard,
  type ClassData,
  type Locale,
  languageOf,
  misconceptionText,
  type NamePicture,
  type PRACTICE_STATUSES,
  pupilName,
  STUCK_AFTER,
} from '@mathsteps/domain';
import { CircleAlert, CircleCheck, CircleDashed, Clock, Pencil } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import type { BoardLink } from '../../api/class-board';
import { PictureIcon } from '../../components/pictures/pictures';
import { Banner } from '../../components/ui';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/**
 * The class's live board (docs/product.md "The live board"): a tile a pupil, in the order of
 * the names, saying what the pupil does now, today's first-try score, and a flag when it is
 * stuck on a step. A tile opens the pupil's today. Pure view: the board comes in as read.
 */
export function ClassBoardView({
  each,
  board,
  link,
}: {
  each: ClassData;
  board: ClassBoard;
  link: BoardLink;
}) {
  const { t } = useLingui();
  const count = (status: BoardTile['status']) =>
    board.tiles.filter((tile) => tile.status === status).length;
  const stuck = board.tiles.filter((tile) => tile.stuck);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          {t`${count('working')} working`} · {t`${count('idle')} idle`} ·{' '}
          {t`${count('done')} done today`} · {t`${count('not_started')} not started`}
        </p>
        <LinkState link={link} />
      </div>
      {stuck.length > 0 && (
        <Banner tone="error">
          {t`${plural(stuck.length, {
            one: '# pupil is stuck on a step:',
            other: '# pupils are stuck on a step:',
          })}`}{' '}
          {stuck.map(pupilName).join(', ')}
        </Banner>
      )}
      {board.tiles.length === 0 ? (
        <Banner tone="info">
          <Trans>
            No pupils yet. Add them on the class’s page; each shows here as it signs in and works.
          </Trans>
        </Banner>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {board.tiles.map((tile) => (
            <li key={tile.id}>
              <PupilTile classId={each.id} tile={tile} at={board.at} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Whether the board moves by itself: said, never only coloured. */
function LinkState({ link }: { link: BoardLink }) {
  return (
    <p className="flex items-center gap-2 text-sm" role="status">
      <span
        aria-hidden
        className={`size-2.5 rounded-full ${link === 'live' ? 'bg-leaf-700' : 'bg-sun-400'}`}
      />
      {link === 'live' ? (
        <Trans>Live: the board moves by itself.</Trans>
      ) : link === 'connecting' ? (
        <Trans>Connecting...</Trans>
      ) : (
        <Trans>Reconnecting: the board is read every 5 seconds meanwhile.</Trans>
      )}
    </p>
  );
}

type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

const STATUS_LOOK = {
  working: { icon: Pencil, ring: 'ring-brand-600', text: 'text-brand-700' },
  idle: { icon: Clock, ring: 'ring-sun-400', text: 'text-ink' },
  done: { icon: CircleCheck, ring: 'ring-leaf-700', text: 'text-leaf-700' },
  not_started: { icon: CircleDashed, ring: 'ring-line', text: 'text-muted' },
} as const;

/**
 * One pupil's tile; a stuck pupil's is marked in red and says the step. With `classId` it opens
 * the pupil's today; without, it is that page's own summary.
 */
export function PupilTile({
  classId,
  tile,
  at,
}: {
  classId?: string;
  tile: BoardTile;
  at: string;
}) {
  const { t, i18n } = useLingui();
  const look = STATUS_LOOK[tile.status];
  const score = tile.score;
  const Icon = look.icon;
  const name = pupilName(tile);
  const idleMinutes =
    tile.lastSeen === null ? 0 : Math.floor((Date.parse(at) - Date.parse(tile.lastSeen)) / 60_000);
  const status = {
    working: t`Working`,
    idle: t`Idle for ${idleMinutes} min`,
    done: t`Done today`,
    not_started: t`Not started`,
  }[tile.status];
  const language = languageOf(i18n.locale as Locale);
  const step = tile.stuck && misconceptionText(tile.stuck.bug, tile.stuck.subject, language).title;
  const className = `flex h-full flex-col gap-2 rounded-card bg-card p-4 ring-2 ${
    tile.stuck ? 'ring-berry-700' : look.ring
  }`;
  const lines = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2">
          {tile.picture && (
            <PictureIcon picture={tile.picture as NamePicture} className="size-7 shrink-0" />
          )}
          <span className="truncate text-lg font-bold">{name}</span>
        </span>
        <span className={`flex shrink-0 items-center gap-1 text-sm font-bold ${look.text}`}>
          <Icon aria-hidden className="size-4" />
          {status}
        </span>
      </span>
      {tile.work && (
        <span>
          {t(SUBJECT_WORDS[tile.work.subject])} · <Trans>Level {tile.work.level}</Trans> ·{' '}
          <Trans>
            Question {tile.work.question} of {tile.work.questions}
          </Trans>
        </span>
      )}
      <span className="text-sm text-muted">
        {tile.score === null ? (
          <Trans>No answers today yet.</Trans>
        ) : (
          t`${plural(tile.tries, {
            one: `${score}% right at the first try, of # problem today`,
            other: `${score}% right at the first try, of # problems today`,
          })}`
        )}
      </span>
      {tile.practice && (
        <span className="text-sm">
          {misconceptionText(tile.practice.bug, tile.practice.subject, language).title}:{' '}
          <PracticeWord status={tile.practice.status} />
        </span>
      )}
      {step && (
        <span className="flex items-start gap-1 font-bold text-berry-700">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {tile.stuck && tile.stuck.problems < STUCK_AFTER
              ? t`Stuck: ${step} (named today)`
              : t`${plural(tile.stuck?.problems ?? 0, {
                  one: `Stuck: ${step} (# problem today)`,
                  other: `Stuck: ${step} (# problems today)`,
                })}`}
          </span>
        </span>
      )}
    </>
  );
  return classId ? (
    <Link
      to={generatePath(paths.classPupil, { classId, pupilId: tile.id })}
      className={`${className} transition hover:shadow-card`}
    >
      {lines}
    </Link>
  ) : (
    <div className={className}>{lines}</div>
  );
}

/** What a pupil's practice set of the step showed, or that it waits. */
export function PracticeWord({ status }: { status: PracticeStatus }) {
  switch (status) {
    case 'waiting':
      return <Trans>Practice waiting</Trans>;
    case 'confirmed':
      return <Trans>Practice: confirmed</Trans>;
    case 'cleared':
      return <Trans>Practice: cleared</Trans>;
    default:
      return <Trans>Practice: not clear yet</Trans>;
  }
}
