import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { reason?: string } & Record<string, unknown>;
}

/** Starts the app on a loopback port and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** One POST /api on a socket of its own (no keep-alive agent), as an attacker sends it. */
export function post(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      `${baseUrl}/api`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = { reason: text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/**
 * Sends `count` requests at the same moment, each on its own socket: every one is written
 * before any answer is awaited, so the server sees them all in flight together.
 */
export function burst(
  baseUrl: string,
  count: number,
  body: (index: number) => unknown,
  headers: (index: number) => Record<string, string> = () => ({}),
): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => post(baseUrl, body(index), headers(index))),
  );
}

/** How many answers had each status, e.g. `{ 401: 10, 429: 190 }`. */
export function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
