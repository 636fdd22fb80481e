// npm run bench: the performance figures of docs/operations.md "Capacity", measured in one run and printed
// as tables. Figures are for reading and comparing, never asserted in tests.
//   npm run bench                  everything (a few minutes)
//   npm run bench -- domain http   only those parts (domain, diagnosis, learners, help, http, growth, weekly, school, web)
//   BENCH_SECONDS=5                seconds per HTTP measurement (10 by default)
//   BENCH_DATABASE_URL=...         the PostgreSQL to measure on (TEST_DATABASE_URL, or the local one)
//   BENCH_ENGINES=PostgreSQL,PgBouncer   only these engines (PGlite, PostgreSQL, PgBouncer)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchDiagnosis } from './bench/diagnosis';
import { benchDomain, benchLevelRules } from './bench/domain';
import { benchGrowth } from './bench/growth';
import { benchHelp } from './bench/help';
import { benchHttp, printHttp, printPoolerCost } from './bench/http';
import { benchLearners } from './bench/learners';
import { benchRetention } from './bench/retention';
import { benchSchool } from './bench/school';
import { benchSlowProfile } from './bench/slow-profile';
import { benchLighthouse, printBundles } from './bench/web';
import { benchWeekly } from './bench/weekly';

const parts = new Set(process.argv.slice(2));
const wants = (part: string) => parts.size === 0 || parts.has(part);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const built = ['../apps/server/dist/main.js', '../apps/web/dist/index.html'].every((file) =>
  existsSync(fileURLToPath(new URL(file, import.meta.url))),
);
if ((wants('http') || wants('web') || wants('weekly') || wants('school')) && !built) {
  console.error('Build first: npm run build (the bench measures the built server and web app).');
  process.exit(1);
}

if (wants('domain')) {
  benchDomain();
  benchLevelRules();
}
if (wants('diagnosis')) benchDiagnosis();
if (wants('learners')) benchLearners();
if (wants('help')) benchHelp();
if (wants('http')) {
  const figures = await benchHttp(seconds, postgresUrl);
  printHttp(figures);
  printPoolerCost(figures);
}
if (wants('growth')) await benchGrowth(postgresUrl);
if (wants('growth') || wants('retention')) await benchRetention(postgresUrl);
if (wants('weekly')) await benchWeekly(postgresUrl);
if (wants('school')) await benchSchool(postgresUrl);
if (wants('web')) {
  printBundles();
  await benchLighthouse();
  await benchSlowProfile();
}
