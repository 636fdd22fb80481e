// Prints the gzipped JavaScript a first visit to each public page needs and fails the
// build when one is over the budget of docs/operations.md "Capacity".
import { BUDGET_KB, budgetOf, FREE_PROBLEMS_BUDGET_KB, initialJs } from './bundle-size.mjs';
import { PUBLIC_ROUTES } from './public-routes.mjs';

const sizes = PUBLIC_ROUTES.map((route) => ({
  route,
  ...initialJs(`src/app/routes/${route}.tsx`),
}));
const largest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));
const landing = sizes[0];
console.log(
  `initial JS, gzipped: landing ${landing.kb.toFixed(1)} KB, largest public page ${largest.route} ${largest.kb.toFixed(1)} KB (budget ${BUDGET_KB} KB; free-problems ${FREE_PROBLEMS_BUDGET_KB} KB)`,
);
const over = sizes.filter((size) => size.kb > budgetOf(size.route));
for (const { route, kb } of over) {
  console.error(
    `The initial JS of ${route} is ${kb.toFixed(1)} KB, over the budget of ${budgetOf(route)} KB.`,
  );
}
if (over.length > 0) process.exit(1);
