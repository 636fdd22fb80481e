export const dist: string;
/** The gzipped JavaScript a first visit to the route needs, in KB, and its file count. */
export function initialJs(routeModule: string): { kb: number; files: number };
