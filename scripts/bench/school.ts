// A school's morning (docs/decisions/0030-live-board.md, docs/operations.md "Capacity"): 30
// classes of 30 pupils on one PostgreSQL and 2 server processes. The pupils sign in by their
// pictures, then work their assignment over the same minutes four times: with no board open,
// with every class's live board streaming, and both again. It prints how fast the pupils'
// calls were each way (their ratio), how soon each answer showed on its class's board, and
// every non-2xx.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openPostgres } from '@mathsteps/db';
import { migrationsFolder } from '@mathsteps/db/testing';
import { type BoardTile, prehashPassword } from '@mathsteps/domain';
import {
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from '../../apps/server/test/server-process';
import { outboxCodes, postApi } from '../../test/http-api';
import type { BoardEvent, BoardToWatch } from './board-watchers';
import { benchDatabase } from './http';

const CLASSES = Number(process.env.BENCH_SCHOOL_CLASSES ?? 30);
const PUPILS = Number(process.env.BENCH_SCHOOL_PUPILS ?? 30);
/** How long each round of work lasts: each pupil's 10 answers are spread over it. */
const WORK_SECONDS = Number(process.env.BENCH_SCHOOL_SECONDS ?? 60);
const PROCESSES = 2;
const QUESTIONS = 10;

const NAMES = ['Ana', 'Ben', 'Carla', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon'];
const INITIALS = 'ABCDEFGHJKLMNOPRSTVW';

interface Pupil {
  id: string;
  classIndex: number;
  pictures: string[];
  cookie?: string;
}

interface School {
  teachers: { cookie: string; classId: string }[];
  pupils: Pupil[];
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const cookieOf = (headers: Headers) => {
  const match = /ms_token=([^;]+)/.exec(headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no session cookie');
  return `ms_token=${match[1]}`;
};

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Each class a teacher of its own (an address of its own), its pupils typed and set to work. */
async function makeSchool(urls: string[], dataDir: string): Promise<School> {
  const codeOf = outboxCodes(dataDir);
  const school: School = { teachers: [], pupils: [] };
  await inTurn([...Array(CLASSES).keys()], 4, async (index) => {
    const url = urls[index % urls.length]!;
    const address = `10.20.${index}.1`;
    const email = `teacher${index}@school.example.org`;
    const call = async (body: { tag: string } & Record<string, unknown>, cookie?: string) => {
      const answer = await postApi(url, body, cookie, undefined, { 'x-forwarded-for': address });
      if (answer.status !== 200) throw new Error(`${body.tag}: ${JSON.stringify(answer.body)}`);
      return answer;
    };
    const made = await call({
      tag: 'user.create',
      email,
      emailpassword: await prehashPassword(email, 'Sunny2day!'),
      firstname: 'Teacher',
      lastname: 'Reyes',
      role: 'teacher',
      school: 'Hill Primary School',
      consent: true,
    });
    const cookie = cookieOf(made.headers);
    await call({ tag: 'user.emailverify', emailtoken: await codeOf(email) }, cookie);
    const created = await call(
      {
        tag: 'class.create',
        name: `Class ${index}`,
        grade: 3,
        locale: 'en-US',
        schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
      },
      cookie,
    );
    const classId: string = created.body.class.id;
    const roster = Array.from(
      { length: PUPILS },
      (_, n) => `${NAMES[n % NAMES.length]} ${INITIALS[Math.floor(n / NAMES.length)]}`,
    ).join('\n');
    const added = await call({ tag: 'class.addpupils', classid: classId, pupils: roster }, cookie);
    await call(
      {
        tag: 'class.setwork',
        classid: classId,
        work: {
          addition: { level: 6, schedule: 'smtwrfa' },
          subtraction: { level: 6, schedule: 'smtwrfa' },
        },
      },
      cookie,
    );
    school.teachers[index] = { cookie, classId };
    for (const pupil of added.body.pupils as { id: string; pictures: string[] }[])
      school.pupils.push({ id: pupil.id, classIndex: index, pictures: pupil.pictures });
  });
  return school;
}

/** Milliseconds since the epoch: the worker thread's clock and this one's agree on it. */
const clock = () => performance.timeOrigin + performance.now();

/**
 * Every class's board streamed by a worker thread (board-watchers.ts) until `stop`, which
 * answers each board's events.
 */
async function watchBoards(boards: BoardToWatch[]) {
  const worker = new Worker(new URL('./board-watchers-start.mjs', import.meta.url), {
    workerData: { boards },
  });
  const answer = (key: 'ready' | 'events') =>
    new Promise<BoardEvent[][]>((resolve, reject) => {
      const listen = (message: { ready?: true; events?: BoardEvent[][]; failed?: string }) => {
        if (message.failed) reject(new Error(message.failed));
        else if (message[key]) {
          worker.off('message', listen);
          resolve(message.events ?? []);
        }
      };
      worker.on('message', listen);
      worker.once('error', reject);
    });
  // The first board of each class before the pupils start.
  await answer('ready');
  return {
    stop: async () => {
      const events = answer('events');
      worker.postMessage('stop');
      const kept = await events;
      await worker.terminate();
      return kept;
    },
  };
}

interface Round {
  /** Each pupil call's time, in ms. */
  calls: number[];
  failures: Map<number, number>;
  /** For each answer sent while boards watched: when it showed on its class's board, in ms. */
  shown: number[];
  /** Answers never seen on their board. */
  unseen: number;
}

/**
 * One round of the school's work: every pupil reads its day, answers its 10 problems at random
 * moments over WORK_SECONDS (student.mathprogress, a wrong answer on every fourth), and
 * finishes. With `boards`, each answer's showing on its class's board is timed.
 */
async function workRound(
  urls: string[],
  school: School,
  subject: 'addition' | 'subtraction',
  boards: boolean,
): Promise<Round> {
  const round: Round = { calls: [], failures: new Map(), shown: [], unseen: 0 };
  const watched = boards
    ? await watchBoards(
        school.teachers.map((teacher, index) => ({
          url: urls[index % urls.length]!,
          classId: teacher.classId,
          cookie: teacher.cookie,
        })),
      )
    : null;
  const sent: { pupil: Pupil; question: number; at: number }[] = [];
  const call = async (pupil: Pupil, body: object) => {
    const start = performance.now();
    const url = urls[pupil.classIndex % urls.length]!;
    const answer = await postApi(url, body, pupil.cookie, undefined, {
      'x-forwarded-for': `10.20.${pupil.classIndex}.1`,
    });
    round.calls.push(performance.now() - start);
    if (answer.status !== 200)
      round.failures.set(answer.status, (round.failures.get(answer.status) ?? 0) + 1);
    return answer;
  };
  await Promise.all(
    school.pupils.map(async (pupil) => {
      await sleep(Math.random() * 2000);
      await call(pupil, { tag: 'student.mathget', subjects: [subject] });
      const attempt = crypto.randomUUID();
      let right = 0;
      for (let answered = 1; answered <= QUESTIONS; answered++) {
        await sleep(((Math.random() + 0.5) * WORK_SECONDS * 1000) / (QUESTIONS + 1));
        if (answered % 4 === 0) {
          await call(pupil, {
            tag: 'student.mathreporterror',
            question: {
              subject,
              question: answered,
              level: 6,
              // A step explains each (a carry dropped, the smaller digit taken from the
              // larger): the server runs the report card's rule for the pupil each time.
              ...(subject === 'addition'
                ? {
                    number_0: '58',
                    number_1: '17',
                    result: { answer: '65' },
                    correct: { answer: '75' },
                  }
                : {
                    number_0: '52',
                    number_1: '17',
                    result: { answer: '45' },
                    correct: { answer: '35' },
                  }),
              errorcount: 1,
            },
            entries: {},
          });
        } else right += 1;
        const at = clock();
        await call(pupil, {
          tag: 'student.mathprogress',
          subject,
          level: 6,
          attempt,
          answered,
          right,
          questions: QUESTIONS,
        });
        sent.push({ pupil, question: Math.min(answered + 1, QUESTIONS), at });
      }
    }),
  );
  if (watched) {
    // A last reading's time to arrive, then every answer is looked for on its board.
    await sleep(3000);
    const tiles = (await watched.stop()).map((events) =>
      events.map((event) => ({ at: event.at, tiles: JSON.parse(event.data).tiles as BoardTile[] })),
    );
    // Shown: the pupil's tile on this round's subject at that problem or a later one.
    for (const { pupil, question, at } of sent) {
      const event = tiles[pupil.classIndex]!.find((each) => {
        const work = each.tiles.find((tile) => tile.id === pupil.id)?.work;
        return each.at >= at && work?.subject === subject && work.question >= question;
      });
      if (event) round.shown.push(event.at - at);
      else round.unseen += 1;
    }
  }
  return round;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function benchSchool(postgresUrl: string): Promise<void> {
  const made = await benchDatabase(postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'mathsteps-school-'));
  const servers: ServerProcess[] = [];
  try {
    const database = openPostgres(made.url, { max: 2 });
    await database.migrate(migrationsFolder);
    await database.close();
    for (let i = 0; i < PROCESSES; i++) {
      servers.push(
        await spawnServer({
          DATABASE_URL: made.url,
          DATA_DIR: dataDir,
          TRUST_PROXY: 'loopback',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilReady(server, 60_000)));
    const urls = servers.map((server) => server.url);
    console.log(
      `\nA school's morning: ${CLASSES} classes of ${PUPILS} pupils, ${PROCESSES} server processes, one PostgreSQL`,
    );
    const school = await makeSchool(urls, dataDir);

    // The morning's sign-in: each pupil taps its name and its three pictures.
    const signInStart = performance.now();
    const signIns: number[] = [];
    await inTurn(school.pupils, 16, async (pupil) => {
      const start = performance.now();
      const answer = await postApi(
        urls[pupil.classIndex % urls.length]!,
        {
          tag: 'class.signin',
          classid: school.teachers[pupil.classIndex]!.classId,
          pupilid: pupil.id,
          pictures: pupil.pictures,
          timezone: 'Europe/Madrid',
        },
        undefined,
        undefined,
        { 'x-forwarded-for': `10.20.${pupil.classIndex}.1` },
      );
      if (answer.status !== 200) throw new Error(`sign-in ${answer.status}`);
      pupil.cookie = cookieOf(answer.headers);
      signIns.push(performance.now() - start);
    });
    const signInSeconds = (performance.now() - signInStart) / 1000;

    // Rounds in turn, without boards then with, twice: each way sees the database at both of
    // its sizes, the server cold and warm, and each subject once (a subtraction's calls cost
    // less than an addition's: with no board at all, rounds of one against rounds of the other
    // came out 1.01, 1.08 and 1.19 at p50, p95 and p99). A board's round is of the other
    // subject than the round before, so that a tile left from it is not taken for an answer.
    const rounds: Round[] = [];
    for (const [boards, subject] of [
      [false, 'subtraction'],
      [true, 'addition'],
      [false, 'addition'],
      [true, 'subtraction'],
    ] as const)
      rounds.push(await workRound(urls, school, subject, boards));
    const pooled = (boards: boolean): Round => {
      const of = rounds.filter((_, index) => index % 2 === (boards ? 1 : 0));
      const failures = new Map<number, number>();
      for (const round of of)
        for (const [status, n] of round.failures)
          failures.set(status, (failures.get(status) ?? 0) + n);
      return {
        calls: of.flatMap((round) => round.calls),
        failures,
        shown: of.flatMap((round) => round.shown),
        unseen: of.reduce((sum, round) => sum + round.unseen, 0),
      };
    };
    const without = pooled(false);
    const withBoards = pooled(true);
    const failures = (round: Round) =>
      [...round.failures.entries()].map(([status, n]) => `${n} × ${status}`).join(', ') || '0';
    console.log(
      `| figure | without boards | with ${CLASSES} boards | ratio (with / without) |\n|---|---:|---:|---:|`,
    );
    for (const p of [50, 95, 99]) {
      const a = percentile(without.calls, p);
      const b = percentile(withBoards.calls, p);
      console.log(
        `| a pupil's call, p${p} | ${a.toFixed(1)} ms | ${b.toFixed(1)} ms | ${(b / a).toFixed(2)} |`,
      );
    }
    console.log(
      `| pupils' calls | ${without.calls.length.toLocaleString('en')} | ${withBoards.calls.length.toLocaleString('en')} | |`,
    );
    console.log(`| answers other than 200 | ${failures(without)} | ${failures(withBoards)} | |`);
    console.log(
      `\nSign-in of ${school.pupils.length} pupils by their pictures: ${signInSeconds.toFixed(1)} s (16 at a time; p95 ${percentile(signIns, 95).toFixed(0)} ms each)`,
    );
    console.log(
      `An answer on its class's board: p50 ${(percentile(withBoards.shown, 50) / 1000).toFixed(2)} s, p95 ${(percentile(withBoards.shown, 95) / 1000).toFixed(2)} s, max ${(Math.max(...withBoards.shown) / 1000).toFixed(2)} s (goal: p95 <= 5 s); never shown: ${withBoards.unseen} of ${withBoards.shown.length + withBoards.unseen}`,
    );
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await made.drop();
  }
}
