import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The bundled server (built by the global setup), started as a real process. */
const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function spawnServer(
  env: Record<string, string>,
  port?: number,
  /** Node's own flags, such as the bench's --cpu-prof. */
  nodeArgs: string[] = [],
  /** A command the server runs under, such as `unshare --pid` (a container of its own). */
  wrapper: string[] = [],
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const [command, ...args] = [...wrapper, process.execPath, ...nodeArgs, mainJs];
  const child = spawn(command!, args, {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, port: chosen, url: `http://127.0.0.1:${chosen}`, output: () => output, exited };
}

/** Waits until /readyz answers 200, or the process exits, or the time runs out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

export async function createDevice(url: string, devicetype: string): Promise<string> {
  const response = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tag: 'device.create', devicetype }),
  });
  const body = (await response.json()) as { deviceid: string };
  return body.deviceid;
}
