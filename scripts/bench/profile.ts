// Where a server's time went: the functions that used the most CPU in a .cpuprofile that
// node --cpu-prof wrote (BENCH_PROFILE=1 npm run bench -- http).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The newest profile in `folder`, as lines "share  function  file:line" (heaviest first). */
export function profileSummary(folder: string, top = 15): string[] {
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .pop();
  if (!file) return ['(no profile written)'];
  const profile = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CpuProfile;
  const timeOf = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const time = timeOf.get(node.id) ?? 0;
    total += time;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}
