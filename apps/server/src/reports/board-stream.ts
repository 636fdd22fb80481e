import { and, count, type Db, eq, lt, tables } from '@mathsteps/db';
import { contract, parseInput } from '@mathsteps/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SessionCaller, teacherCaller } from '../auth/callers';
import type { Caller } from '../learning/callers';
import { admit } from '../rpc/dispatcher';
import { ApiFailure } from '../rpc/failure';
import { boardOf, readBoard } from './class-board';

/**
 * The class's live board as a stream of server-sent events (docs/decisions/0030-live-board.md):
 * GET /api/class.board/stream?classid=... answers `event: board` with class.board's answer at
 * once and again whenever a tile changes, read from the database every BOARD_TICK_MS, so that
 * any server process serves any board. It ends (`event: end`) when the session that opened it
 * ends or the class is no longer the teacher's; the browser's EventSource opens it again after a
 * dropped connection (`retry`).
 */

/**
 * How often an open board reads its class: a pupil's work shows within this and a request.
 * Every 2 seconds, 30 boards' readings and events slowed the pupils' own calls at the tail;
 * every 3, not measurably (docs/decisions/0030-live-board.md, "Measured at a school's size").
 */
export const BOARD_TICK_MS = 3_000;
/** Boards one session may keep open at once (windows, tabs), over every server process. */
export const BOARD_STREAMS_PER_SESSION = 3;
/** A stream marks its row seen this often; a row unseen for WATCH_FRESH_MS counts no more. */
const SEEN_EVERY_MS = 20_000;
const WATCH_FRESH_MS = 60_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const watches = tables.boardWatches;

/**
 * A row for a new stream of this session, or why not: the session ended meanwhile, or it has
 * BOARD_STREAMS_PER_SESSION open already. The session's row is locked first, so that two
 * streams opened at once are counted one after the other.
 */
async function claimWatch(
  db: Db,
  tokenHash: string,
  classId: string,
  at: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const session = await tx
      .select({ tokenHash: tables.sessions.tokenHash })
      .from(tables.sessions)
      .where(eq(tables.sessions.tokenHash, tokenHash))
      .for('update');
    if (session.length === 0) throw ApiFailure.refusing(401, { code: 'not_signed_in' });
    await tx
      .delete(watches)
      .where(
        and(
          eq(watches.tokenHash, tokenHash),
          lt(watches.seenAt, new Date(at.getTime() - WATCH_FRESH_MS)),
        ),
      );
    const [open] = await tx
      .select({ streams: count() })
      .from(watches)
      .where(eq(watches.tokenHash, tokenHash));
    if ((open?.streams ?? 0) >= BOARD_STREAMS_PER_SESSION) {
      throw ApiFailure.refusing(
        429,
        { code: 'too_many_boards' },
        { 'retry-after': String(WATCH_FRESH_MS / 1000) },
      );
    }
    const [row] = await tx
      .insert(watches)
      .values({ tokenHash, classId, seenAt: at })
      .returning({ id: watches.id });
    return row!;
  });
}

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // nginx and its kind hold a proxied answer back until it is whole unless told not to.
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

export function registerBoardStream(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<Caller>;
  },
): void {
  const { db, now } = deps;
  /** The open streams' ends: a stopping server ends them, or it would wait on them forever. */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/class.board/stream', async (request, reply) => {
    // A failure is answered as class.board's would be (the app's error handler).
    request.rpcTag = 'class.board';
    const spec = contract['class.board'];
    const parsed = parseInput(spec.input, { ...(request.query as object) });
    if (!parsed.success) throw new ApiFailure(400, parsed.reason);
    const caller = await deps.identify(request, reply);
    admit(spec.access, caller);
    const asker = teacherCaller(caller as SessionCaller);
    const classid = parsed.data.classid;
    const first = await boardOf(db, asker, classid, now());
    const watch = await claimWatch(db, asker.tokenHash, classid, now());

    reply.hijack();
    const raw = reply.raw;
    // The session's cookie may have slid forward while the caller was identified.
    raw.writeHead(200, { ...reply.getHeaders(), ...STREAM_HEADERS } as never);
    const send = (event: string, data: unknown) =>
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    raw.write(`retry: ${BOARD_TICK_MS}\n\n`);
    send('board', first);

    let last = JSON.stringify(first.tiles);
    let ended = false;
    let busy = false;
    let wrote = Date.now();
    let seen = Date.now();
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(start);
      clearInterval(timer);
      open.delete(end);
      raw.end();
      db.delete(watches)
        .where(eq(watches.id, watch.id))
        .catch((error: unknown) => request.log.warn({ err: error }, 'a board watch stayed'));
    };
    const tick = async () => {
      if (busy || ended) return;
      busy = true;
      try {
        const reading = await readBoard(db, asker, classid, now());
        if (ended) return;
        if (!('board' in reading)) {
          send('end', { code: reading.ended });
          end();
          return;
        }
        const tiles = JSON.stringify(reading.board.tiles);
        if (tiles !== last) {
          last = tiles;
          send('board', reading.board);
          wrote = Date.now();
        } else if (Date.now() - wrote >= KEEP_ALIVE_MS) {
          raw.write(': still here\n\n');
          wrote = Date.now();
        }
        if (Date.now() - seen >= SEEN_EVERY_MS) {
          seen = Date.now();
          await db.update(watches).set({ seenAt: now() }).where(eq(watches.id, watch.id));
        }
      } catch (error) {
        // The database away for a moment: the board is read again at the next tick.
        request.log.warn({ err: error }, 'a live board could not be read');
      } finally {
        busy = false;
      }
    };
    // The first reading at a random moment of the tick, then one a tick: boards opened together
    // (a morning's lessons, every window back after a restart) read the database spread over
    // the tick, not all at once ahead of the pupils' calls.
    let timer: NodeJS.Timeout | undefined;
    const start = setTimeout(() => {
      timer = setInterval(tick, BOARD_TICK_MS);
      void tick();
    }, Math.random() * BOARD_TICK_MS);
    open.add(end);
    raw.on('close', end);
  });
}
