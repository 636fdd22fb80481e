// The teachers' side of the school bench (school.ts): every class's live board streamed, in a
// worker thread of its own, as the teachers' browsers are elsewhere: reading 30 streams in
// the thread that times the pupils' calls delayed those calls' answers in the bench itself.
// Each event is kept with its arrival (ms since the epoch, as the main thread counts it) and
// sent back, unparsed, when the main thread says stop.
import { parentPort, workerData } from 'node:worker_threads';

export interface BoardToWatch {
  url: string;
  classId: string;
  cookie: string;
}
export interface BoardEvent {
  at: number;
  data: string;
}

const now = () => performance.timeOrigin + performance.now();
const boards = (workerData as { boards: BoardToWatch[] }).boards;
const events: BoardEvent[][] = boards.map(() => []);
const controller = new AbortController();
/** Every board has sent its first event (said once). */
let ready = false;

async function watch(board: BoardToWatch, into: BoardEvent[]): Promise<void> {
  const response = await fetch(`${board.url}/api/class.board/stream?classid=${board.classId}`, {
    headers: { cookie: board.cookie, 'sec-fetch-site': 'same-origin' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`board: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: board') && data) {
        into.push({ at: now(), data: data.slice(6) });
        if (!ready && events.every((each) => each.length > 0)) {
          ready = true;
          parentPort!.postMessage({ ready });
        }
      }
      cut = buffer.indexOf('\n\n');
    }
  }
}

const watching = boards.map((board, index) =>
  watch(board, events[index]!).catch((error: unknown) => {
    if (!controller.signal.aborted) parentPort!.postMessage({ failed: String(error) });
  }),
);

parentPort!.on('message', async () => {
  controller.abort();
  await Promise.all(watching);
  parentPort!.postMessage({ events });
});
