import { type IncomingMessage, request } from 'node:http';

/** One server-sent event as a browser's EventSource hands it over. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open GET of a server-sent event stream, on a socket of its own (no keep-alive agent). */
export interface EventStream {
  status: number;
  /** The answer's body when it was not a stream (a refusal), parsed. */
  body?: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** The first event not yet taken that `wanted` accepts, as soon as it arrives. */
  next(wanted?: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Drops the connection, as a phone losing its network does. */
  drop(): void;
}

/** Opens `url` as a browser's EventSource would, with the session's cookie. */
export function openEventStream(url: string, cookie?: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const call = request(url, {
      agent: false,
      headers: {
        accept: 'text/event-stream',
        'sec-fetch-site': 'same-origin',
        ...(cookie && { cookie }),
      },
    });
    call.on('error', reject);
    call.on('response', (response) => {
      let endedNow: () => void = () => {};
      const ended = new Promise<void>((done) => {
        endedNow = done;
      });
      response.on('end', () => endedNow());
      response.on('close', () => endedNow());
      const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
      if (!isStream) {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            next: () => Promise.reject(new Error('not a stream')),
            ended,
            drop: () => call.destroy(),
          }),
        );
        return;
      }
      const events: StreamEvent[] = [];
      const waiting: { wanted: (event: StreamEvent) => boolean; take: (e: StreamEvent) => void }[] =
        [];
      const deliver = () => {
        for (const waiter of [...waiting]) {
          const index = events.findIndex(waiter.wanted);
          if (index < 0) continue;
          const [event] = events.splice(index, 1);
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.take(event!);
        }
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffer += text;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
        deliver();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        next(wanted = () => true) {
          return new Promise((take) => {
            waiting.push({ wanted, take });
            deliver();
          });
        },
        ended,
        drop: () => call.destroy(),
      });
    });
    call.end();
  });
}
