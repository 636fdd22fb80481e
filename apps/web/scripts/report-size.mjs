// Prints the gzipped size of the JavaScript the landing page needs on a first visit and
// fails the build above the budget of DESIGN.md §9.
import { initialJs } from './bundle-size.mjs';

const BUDGET_KB = 120;
const { kb, files } = initialJs('src/app/routes/landing.tsx');
console.log(
  `initial JS of the landing page: ${kb.toFixed(1)} KB gzipped in ${files} files (budget ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) {
  console.error(`The landing page's initial JS is over the budget of ${BUDGET_KB} KB.`);
  process.exit(1);
}
