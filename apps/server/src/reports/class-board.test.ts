import { type BoardTile, buggyWorks, IDLE_AFTER_MS, solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { listen } from '../../test/burst';
import {
  classAtWorkOn,
  practiceDone,
  SMALLER_FROM_LARGER,
  smallerFromLarger,
} from '../../test/class-at-work';
import { openEventStream } from '../../test/event-stream';
import { appPerTest, finishedWork, mistakeReport } from '../../test/test-app';
import { BOARD_STREAMS_PER_SESSION } from './board-stream';

// The class's live board (docs/product.md "The live board", decision 0030): the tiles from what
// the pupils' devices sent, read once (class.board) and as a stream with real connections, on
// both engines.

const t = appPerTest({ at: '2026-11-30T09:00:00Z' });
const classAtWork = (email?: string) => classAtWorkOn(t, email);

const progress = (attempt: string, answered: number, right: number) => ({
  tag: 'student.mathprogress',
  subject: 'subtraction',
  level: 6,
  attempt,
  answered,
  right,
  questions: 10,
});

describe('the live board', () => {
  it('shows who works on which problem, who is idle, done or not started, and who is stuck', async () => {
    const room = await classAtWork();
    const [ana, ben] = room.pupils;
    let board = await room.board();
    expect(board.tiles.map((tile) => [tile.firstname, tile.status])).toEqual([
      ['Ana', 'not_started'],
      ['Ben', 'not_started'],
      ['Carla', 'not_started'],
    ]);
    // Ana answers her third problem, two of them right at the first try.
    const attempt = crypto.randomUUID();
    expect((await ana!.call(progress(attempt, 3, 2))).statusCode).toBe(200);
    expect(await room.tileOf('Ana')).toMatchObject({
      status: 'working',
      work: { subject: 'subtraction', level: 6, question: 4, questions: 10 },
      tries: 3,
      score: 67,
      stuck: null,
    });
    // A report that crossed a later one on the way does not take her back.
    await ana!.call(progress(attempt, 2, 2));
    expect((await room.tileOf('Ana')).work?.question).toBe(4);

    t.advance(IDLE_AFTER_MS);
    expect((await room.tileOf('Ana')).status).toBe('idle');

    // Ben takes the smaller digit from the larger: one problem is a slip; on the second the
    // report card's evidence rule names the step (stuck, named today); three is stuck anyway.
    const stuck = [];
    for (const [index, mistake] of SMALLER_FROM_LARGER.entries()) {
      await ben!.call(progress(attempt, index + 1, 0));
      const wrong = mistakeReport({ subject: 'subtraction', ...mistake, level: 6 });
      expect((await ben!.call(wrong)).statusCode).toBe(200);
      stuck.push((await room.tileOf('Ben')).stuck);
    }
    const step = { bug: 'smaller-from-larger', subject: 'subtraction' };
    expect(stuck).toEqual([
      null,
      { ...step, problems: 2, named: true },
      { ...step, problems: 3, named: true },
    ]);
    board = await room.board();
    expect(board.tiles.map((tile) => tile.status)).toEqual(['idle', 'working', 'not_started']);
  });

  it('flags a step a practice set confirmed today, and not one it cleared', async () => {
    const room = await classAtWork();
    const [ana, ben] = room.pupils;
    // Ben's two problems name the step (71 - 38 = 47 no other step explains); Ana has made no
    // mistake.
    for (const index of [0, 2]) await ben!.call(smallerFromLarger(SMALLER_FROM_LARGER[index]!));
    expect((await room.tileOf('Ben')).stuck).toMatchObject({ problems: 2, named: true });
    expect((await room.tileOf('Ana')).stuck).toBeNull();
    await room.call({
      tag: 'class.givepractice',
      classid: room.classId,
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
      pupilids: [ana!.id, ben!.id],
    });
    // Ana's set shows the step: named today by the set. Ben's, all right, clears it.
    const setOf = async (pupil: typeof ana) =>
      (await pupil!.call({ tag: 'student.focusget' })).json().focus;
    await ana!.call(practiceDone(await setOf(ana), ['smaller-from-larger']));
    await ben!.call(practiceDone(await setOf(ben), []));
    expect((await room.tileOf('Ana')).stuck).toEqual({
      bug: 'smaller-from-larger',
      subject: 'subtraction',
      problems: 0,
      named: true,
    });
    expect(await room.tileOf('Ben')).toMatchObject({
      stuck: null,
      practice: { bug: 'smaller-from-larger', status: 'cleared' },
    });
    // A step named yesterday is not today's news.
    t.advance(24 * 3_600_000);
    expect((await room.tileOf('Ana')).stuck).toBeNull();
  });

  it('keeps a step named when a wrong answer of another subject comes', async () => {
    const room = await classAtWork();
    const ben = room.pupils[1]!;
    for (const index of [0, 2]) await ben.call(smallerFromLarger(SMALLER_FROM_LARGER[index]!));
    const named = { bug: 'smaller-from-larger', subject: 'subtraction', problems: 2, named: true };
    expect((await room.tileOf('Ben')).stuck).toEqual(named);
    // An addition with its carry dropped: a step explains it, so the names are weighed again,
    // that subject's only.
    const [work] = buggyWorks(solve('addition', 47, 38), new Set(['carry-dropped']));
    const wrong = mistakeReport({
      a: 47,
      b: 38,
      answer: String(work!.answer),
      entries: work!.entries,
    });
    expect((await ben.call(wrong)).statusCode).toBe(200);
    expect((await room.tileOf('Ben')).stuck).toEqual(named);
  });

  it('says done once the assignment is finished, and a late report changes nothing', async () => {
    const room = await classAtWork();
    const carla = room.pupils[2]!;
    const body = await finishedWork(t.app, carla.cookie, { subject: 'subtraction', wrong: 2 });
    await carla.call(progress(body.attempt, 9, 7));
    expect((await carla.call(body)).statusCode).toBe(200);
    expect(await room.tileOf('Carla')).toMatchObject({ status: 'done', work: null });
    // The tenth problem's report arrives after the completion: still done.
    await carla.call(progress(body.attempt, 10, 8));
    const tile = await room.tileOf('Carla');
    expect(tile.status).toBe('done');
    expect(tile.tries).toBe(10);
  });

  it('counts a family’s linked child, and answers 403 for any class not the teacher’s', async () => {
    const room = await classAtWork();
    const { cookie } = await t.registerParent({ email: 'dana@example.com' });
    await t.buyTestPremium(cookie);
    await t.addScheduledStudent(cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
    await t.call({ tag: 'student.joinclass', accountname: 'sam', code: room.code }, { cookie });
    const [link] = (await room.call({ tag: 'class.get', classid: room.classId })).json().links;
    // Asked only: not on the board until the teacher accepts.
    expect((await room.board()).tiles).toHaveLength(3);
    await room.call({ tag: 'class.acceptlink', classid: room.classId, linkid: link.id });
    expect(await room.tileOf('Sam')).toMatchObject({ picture: null, status: 'not_started' });

    const other = await classAtWork('mr.diaz@hill.example.org');
    for (const classid of [other.classId, crypto.randomUUID()]) {
      const answer = await room.call({ tag: 'class.board', classid });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('board_not_yours');
      expect(JSON.stringify(answer.json())).not.toContain('Ana');
    }
    const bad = await room.call({ tag: 'class.board', classid: 'not-a-class' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the board’s stream', () => {
  it('delivers a pupil’s work, ends when the teacher signs out, and opens again after a drop', async () => {
    const room = await classAtWork();
    const url = `${await listen(t.app)}/api/class.board/stream?classid=${room.classId}`;
    const stream = await openEventStream(url, room.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const first = (await stream.next()).data as { tiles: BoardTile[] };
    expect(first.tiles.map((tile) => tile.status)).toEqual([
      'not_started',
      'not_started',
      'not_started',
    ]);

    await room.pupils[0]!.call(progress(crypto.randomUUID(), 1, 1));
    const moved = await stream.next(
      (event) =>
        event.event === 'board' &&
        (event.data as { tiles: BoardTile[] }).tiles[0]!.status === 'working',
    );
    expect((moved.data as { tiles: BoardTile[] }).tiles[0]!.work?.question).toBe(2);

    // Dropped, as a phone's network does: opened again, it starts from the board as it is.
    stream.drop();
    const again = await openEventStream(url, room.cookie);
    expect(((await again.next()).data as { tiles: BoardTile[] }).tiles[0]!.status).toBe('working');

    expect((await room.call({ tag: 'user.logout' })).statusCode).toBe(200);
    expect(await again.next((event) => event.event === 'end')).toEqual({
      event: 'end',
      data: { code: 'not_signed_in' },
    });
    await again.ended;
    const after = await openEventStream(url, room.cookie);
    expect(after.status).toBe(401);
  });

  it('streams nothing of another teacher’s class, and caps the streams of one session', async () => {
    const room = await classAtWork();
    const other = await classAtWork('mr.diaz@hill.example.org');
    const base = await listen(t.app);
    const url = (classId: string) => `${base}/api/class.board/stream?classid=${classId}`;
    const refused = await openEventStream(url(other.classId), room.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ tag: 'class.board_error', code: 'board_not_yours' });
    expect(JSON.stringify(refused.body)).not.toContain('Ana');
    expect((await openEventStream(url(room.classId))).status).toBe(401);
    expect((await openEventStream(`${base}/api/class.board/stream`, room.cookie)).status).toBe(400);

    // Opened all at once, each on its own socket: the cap holds across them.
    const tries = BOARD_STREAMS_PER_SESSION + 3;
    const opened = await Promise.all(
      Array.from({ length: tries }, () => openEventStream(url(room.classId), room.cookie)),
    );
    const statuses = opened.map((each) => each.status).sort();
    expect(statuses).toEqual([
      ...Array(BOARD_STREAMS_PER_SESSION).fill(200),
      ...Array(tries - BOARD_STREAMS_PER_SESSION).fill(429),
    ]);
    const tooMany = opened.find((each) => each.status === 429)!;
    expect(tooMany.body).toMatchObject({ code: 'too_many_boards' });
    expect(tooMany.headers['retry-after']).toBe('60');
    // Another session (the teacher's other device) has streams of its own.
    expect((await openEventStream(url(other.classId), other.cookie)).status).toBe(200);
    for (const each of opened) each.drop();
  });
});
