// Prints the gzipped JavaScript a first visit to each public page needs and fails the
// build when one is over the budget of docs/operations.md "Capacity".
import { initialJs } from './bundle-size.mjs';
import { PUBLIC_ROUTES } from './public-routes.mjs';

/**
 * React DOM and React Router alone are 88 KB (decision 0016); the forms of the logins and of
 * register bring react-hook-form (about 10 KB); the words in two languages (Lingui's runtime, the
 * language switch, the words of the domain's names, docs/languages.md) 3.7 KB, and the domain's Spanish level rules where a page names levels (math-problems, 2 KB); the written
 * methods of Spanish-speaking schools (equal additions, the divisor on the right: their grids, words
 * and two catalogued steps, docs/written-methods.md) 1.6 KB on the pages that draw a grid. The slow profile's times are the goal that
 * counts (npm run bench -- web); this budget catches what grows unnoticed.
 */
const BUDGET_KB = 141;
/**
 * /free-problems, a visitor's first practice: the server draws it (decision 0019), and the app
 * takes the drawn page over; every 5 KB is a tenth of a second more before the grid moves on
 * by itself on the slow profile of docs/operations.md "Capacity". Each screen the app adds
 * names its files in the entry's preload table (about 0.2 KB for Help tonight's); a teacher's
 * class page and a class's sign-in page took it from 129.96 KB to 130.2 KB (the bundler also
 * regroups the shared files by who imports them), and the budget from 130 KB to 131 KB.
 */
const FREE_PROBLEMS_BUDGET_KB = 131;

const sizes = PUBLIC_ROUTES.map((route) => ({
  route,
  ...initialJs(`src/app/routes/${route}.tsx`),
}));
const largest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));
const landing = sizes[0];
console.log(
  `initial JS, gzipped: landing ${landing.kb.toFixed(1)} KB, largest public page ${largest.route} ${largest.kb.toFixed(1)} KB (budget ${BUDGET_KB} KB; free-problems ${FREE_PROBLEMS_BUDGET_KB} KB)`,
);
const budgetOf = (route) => (route === 'free-problems' ? FREE_PROBLEMS_BUDGET_KB : BUDGET_KB);
const over = sizes.filter((size) => size.kb > budgetOf(size.route));
for (const { route, kb } of over) {
  console.error(
    `The initial JS of ${route} is ${kb.toFixed(1)} KB, over the budget of ${budgetOf(route)} KB.`,
  );
}
if (over.length > 0) process.exit(1);
