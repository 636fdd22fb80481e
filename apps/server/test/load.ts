/** One request of a load run: when it started, how long it took, how it ended. */
export interface Sample {
  at: number;
  ms: number;
  /** The HTTP status, or 0 when the connection failed (the server was down). */
  status: number;
  reason?: string;
}

export interface Load {
  samples: Sample[];
  /** Waits until `count` more samples that `which` accepts have come in (at most 20 s). */
  more(count: number, which?: (sample: Sample) => boolean): Promise<void>;
  /** Stops the workers and waits for the requests in flight. */
  stop(): Promise<Sample[]>;
}

/**
 * `workers` loops sending `request` back to back until stopped: a steady load for the
 * fault tests (the benchmark uses autocannon). A refused connection is a sample too.
 */
export function startLoad(
  workers: number,
  request: (worker: number) => Promise<{ status: number; body: { reason?: string } }>,
): Load {
  const samples: Sample[] = [];
  let running = true;
  const loop = async (worker: number) => {
    while (running) {
      const at = Date.now();
      try {
        const answer = await request(worker);
        samples.push({
          at,
          ms: Date.now() - at,
          status: answer.status,
          reason: answer.body.reason,
        });
      } catch {
        samples.push({ at, ms: Date.now() - at, status: 0 });
        await sleep(20); // nothing listens: do not spin
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, worker) => loop(worker));
  return {
    samples,
    async more(count, which = () => true) {
      const seen = samples.length;
      await waitFor(
        async () => samples.slice(seen).filter(which).length >= count,
        20_000,
        `${count} more answers under load`,
      );
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true; answers the milliseconds it took, or throws at `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
