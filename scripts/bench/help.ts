// Help tonight and worksheets (docs/help-tonight.md): how long a step's page and a worksheet
// take to work out, for every catalogued step, school method and a spread of levels. The
// search for problems the bug gets wrong is the page's only slow part; drawing it is a few
// grids. The goal: every page in at most 300 ms.
import {
  BUG_IDS,
  BUGS,
  helpTonight,
  MAX_LEVEL,
  methodsFor,
  SUBJECTS,
  worksheet,
} from '@mathsteps/domain';

const LEVELS = [0, 4, 7, 11, 15, MAX_LEVEL];

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export function benchHelp(): void {
  const pages: { name: string; ms: number }[] = [];
  for (const bug of BUG_IDS) {
    for (const subject of BUGS[bug].subjects) {
      for (const method of methodsFor(subject)) {
        for (const level of LEVELS) {
          const ms = time(() =>
            helpTonight({ bug, subject, method, child: 'Maya', level, seed: `bench.${level}` }),
          );
          pages.push({ name: `${bug} (${subject}, level ${level})`, ms });
        }
      }
    }
  }
  const sheets: number[] = [];
  for (const subject of SUBJECTS) {
    for (let level = 0; level <= MAX_LEVEL; level++) {
      sheets.push(time(() => worksheet({ subject, level, seed: `bench.${level}` })));
    }
  }
  const sorted = pages.map((page) => page.ms).sort((a, b) => a - b);
  const slowest = [...pages].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log('\n## Help tonight and worksheets (goal: every page in at most 300 ms)\n');
  console.log('| What | Pages | Median | 95th | Slowest |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| a step's page, every step x method x ${LEVELS.length} levels | ${pages.length} | ${quantile(sorted, 0.5).toFixed(1)} ms | ${quantile(sorted, 0.95).toFixed(1)} ms | ${sorted.at(-1)!.toFixed(1)} ms |`,
  );
  const sheetSorted = sheets.sort((a, b) => a - b);
  console.log(
    `| a worksheet, every subject x level | ${sheets.length} | ${quantile(sheetSorted, 0.5).toFixed(1)} ms | ${quantile(sheetSorted, 0.95).toFixed(1)} ms | ${sheetSorted.at(-1)!.toFixed(1)} ms |`,
  );
  console.log(
    `\nSlowest pages: ${slowest.map((page) => `${page.name} ${page.ms.toFixed(0)} ms`).join('; ')}.`,
  );
}
