// Starts board-watchers.ts in the school bench's worker thread: a worker does not inherit the
// loader tsx gives the bench, so it is asked for here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./board-watchers.ts', import.meta.url);
