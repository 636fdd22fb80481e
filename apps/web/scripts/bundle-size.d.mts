export const dist: string;
/** The gzipped JavaScript a first visit to the route needs, in KB, and its file count. */
export function initialJs(routeModule: string): { kb: number; files: number };
/** The budget of a public page's first download, in KB (docs/operations.md "Capacity"). */
export const BUDGET_KB: number;
/** /free-problems' own, smaller budget. */
export const FREE_PROBLEMS_BUDGET_KB: number;
/** The budget of the public page `route` (its module's name). */
export function budgetOf(route: string): number;
/** Each language's words gzipped, in KB, by part ('visitor', 'signed-in'). */
export function wordsKb(): Record<string, Record<string, number>>;
