import { describe, expect, it } from 'vitest';
import {
  boardTile,
  classBoard,
  IDLE_AFTER_MS,
  type PupilToday,
  STUCK_AFTER,
  stuckStep,
} from './board';

const now = new Date('2026-11-30T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

function pupil(change: Partial<PupilToday> = {}): PupilToday {
  return {
    id: 'p1',
    firstname: 'Ana',
    initial: 'R',
    picture: 'rabbit',
    today: '2026-11-30',
    current: null,
    finished: [],
    wrong: [],
    named: [],
    practice: null,
    ...change,
  };
}

const working = (answered: number, right: number, at = ago(10_000)) => ({
  attempt: 'a1',
  subject: 'subtraction' as const,
  level: 6,
  answered,
  questions: 10,
  right,
  at,
});

describe('a pupil on the board', () => {
  it('has not started before its device reports any work today', () => {
    expect(boardTile(pupil(), now)).toMatchObject({
      status: 'not_started',
      work: null,
      tries: 0,
      score: null,
      stuck: null,
      lastSeen: null,
    });
  });

  it('is working on the problem after those it answered, scored on its first tries', () => {
    expect(boardTile(pupil({ current: working(3, 2) }), now)).toMatchObject({
      status: 'working',
      work: { subject: 'subtraction', level: 6, question: 4, questions: 10 },
      tries: 3,
      score: 67,
    });
  });

  it('is idle once no answer came for two minutes, and working again at the next', () => {
    const idle = working(3, 2, ago(IDLE_AFTER_MS));
    expect(boardTile(pupil({ current: idle }), now).status).toBe('idle');
    expect(boardTile(pupil({ current: working(3, 2, ago(IDLE_AFTER_MS - 1)) }), now).status).toBe(
      'working',
    );
  });

  it('is done when the assignment it reported on is finished, its score counted once', () => {
    const done = pupil({
      current: working(10, 7),
      finished: [{ attempt: 'a1', subject: 'subtraction', questions: 10, errors: 3 }],
    });
    expect(boardTile(done, now)).toMatchObject({
      status: 'done',
      work: null,
      tries: 10,
      score: 70,
    });
  });

  it('counts a finished assignment and the one open after it together', () => {
    const more = pupil({
      current: { ...working(5, 5), attempt: 'a2', subject: 'addition' },
      finished: [{ attempt: 'a1', subject: 'subtraction', questions: 10, errors: 5 }],
    });
    expect(boardTile(more, now)).toMatchObject({
      status: 'working',
      work: { subject: 'addition', question: 6 },
      tries: 15,
      score: 67,
    });
  });

  it('says the last problem while its answer is being finished', () => {
    expect(boardTile(pupil({ current: working(10, 9) }), now).work?.question).toBe(10);
  });
});

describe('stuck', () => {
  const wrong = (problem: string, bugs: PupilToday['wrong'][number]['bugs']) => ({
    subject: 'subtraction' as const,
    problem,
    bugs,
  });

  it(`takes the same step wrong on ${STUCK_AFTER} different problems`, () => {
    const two = [
      wrong('403,158', ['smaller-from-larger']),
      wrong('52,17', ['smaller-from-larger']),
    ];
    expect(stuckStep(two)).toBeNull();
    expect(stuckStep([...two, wrong('71,38', ['smaller-from-larger'])])).toEqual({
      bug: 'smaller-from-larger',
      subject: 'subtraction',
      problems: 3,
      named: false,
    });
  });

  it('flags a step named today, with fewer problems today than that', () => {
    const named = [{ subject: 'subtraction' as const, bug: 'borrow-no-decrement' as const }];
    expect(stuckStep([wrong('52,17', ['borrow-no-decrement'])], named)).toEqual({
      bug: 'borrow-no-decrement',
      subject: 'subtraction',
      problems: 1,
      named: true,
    });
    expect(stuckStep([], named)).toMatchObject({ problems: 0, named: true });
    // The step wrong three times today goes first; named too when it is.
    const three = ['403,158', '52,17', '71,38'].map((each) => wrong(each, ['smaller-from-larger']));
    expect(stuckStep(three, named)).toMatchObject({ bug: 'smaller-from-larger', named: false });
    expect(
      stuckStep(three, [...named, { subject: 'subtraction', bug: 'smaller-from-larger' }]),
    ).toMatchObject({ bug: 'smaller-from-larger', named: true });
    // A name in another subject is not this one.
    expect(stuckStep(three, [{ subject: 'division', bug: 'smaller-from-larger' }])).toMatchObject({
      bug: 'smaller-from-larger',
      named: false,
    });
  });

  it('counts a problem fixed box by box once, and a slip no step explains not at all', () => {
    const same = wrong('403,158', ['smaller-from-larger']);
    expect(stuckStep([same, same, same, wrong('9,3', []), wrong('8,2', [])])).toBeNull();
  });

  it('names the step with the most problems, of equals the catalogue first', () => {
    const many = [
      wrong('1,1', ['borrow-no-decrement']),
      wrong('2,1', ['borrow-no-decrement']),
      wrong('3,1', ['borrow-no-decrement', 'smaller-from-larger']),
      wrong('4,1', ['smaller-from-larger']),
      wrong('5,1', ['smaller-from-larger']),
      wrong('6,1', ['smaller-from-larger']),
    ];
    expect(stuckStep(many)?.bug).toBe('smaller-from-larger');
    expect(stuckStep(many.slice(0, 5))?.bug).toBe('smaller-from-larger');
  });
});

describe('the board', () => {
  it('keeps the tiles in the order of the names, whatever they do', () => {
    const board = classBoard(
      [
        pupil({ id: 'z', firstname: 'Zoe' }),
        pupil({ id: 'b', firstname: 'Ben', current: working(1, 1) }),
        pupil({ id: 'a', firstname: 'Ana', initial: 'S' }),
        pupil({ id: 'r', firstname: 'Ana', initial: 'R' }),
      ],
      now,
    );
    expect(board.tiles.map((tile) => tile.id)).toEqual(['r', 'a', 'b', 'z']);
    expect(board.at).toBe(now.toISOString());
  });
});
