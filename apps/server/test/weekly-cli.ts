import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/ops/weekly-email-cli.ts', import.meta.url));

/**
 * `npm run weekly-email -- <args>` in a process of its own, in `cwd` with only `env` (and PATH):
 * answers all it printed, or fails with it when the command fails.
 */
export function runWeeklyCli(
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), cli, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}
