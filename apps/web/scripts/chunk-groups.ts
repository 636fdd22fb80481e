// Fewer files for a returning child's first screens (docs/operations.md "Capacity"): the
// build is made twice. The first build's chunks are read here, and the files a child's
// dashboard and its first assignment load (beyond the entry's) are gathered into fewer
// groups; the second build makes one file of each group (bundle-plugins.ts).
//
// Why: on the slow phone, each file a screen loads costs its main thread some 5-10 ms to
// fetch (through the service worker, offline too), compile and run, and the dashboard loaded
// 49. Rolldown's own chunks are one per set of screens that share modules, many under 1 KB.
//
// The rule for gathering: two groups become one only when no page loads more for it, save
// within a tolerance (1 KB gzipped, added up over all the merges, for each signed-in page
// a parent or a teacher opens first, the child's dashboard included); a public page never
// loads a byte more (its budget, report-size.mjs). The child's other screens are not
// counted: a child comes to them from the dashboard, which has loaded the groups already.

/** A chunk of the first build, as the plan reads it. */
export interface PlannedChunk {
  fileName: string;
  moduleIds: readonly string[];
  /** The chunks it imports statically (loaded with it). */
  imports: readonly string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Its size, gzipped. */
  kb: number;
}

export interface GroupRules {
  /** Routes a visitor opens without an account (scripts/public-routes.mjs): never more bytes. */
  publicRoutes: readonly string[];
  /** The child's screens the dashboard leads to: their growth is not counted. */
  childRoutes: readonly string[];
  /** The screens whose files are gathered: their route modules, the first the one counted. */
  screens: readonly string[];
  /** The layout route every page but a visitor's is drawn in. */
  layout: string;
  /** The most KB (gzipped) a counted page may load more, over all merges. */
  tolerance: number;
}

const ROUTE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;

/** The route a chunk is the module of (`src/app/routes/x.tsx` serves x), if any. */
export const routeOf = (chunk: { facadeModuleId: string | null }) =>
  ROUTE.exec(chunk.facadeModuleId ?? '')?.[1];

/**
 * What loading a chunk loads at once: itself and the chunks it imports statically, all the way
 * down (`skip`: chunks already loaded, not followed).
 */
export function loadsOf(chunks: readonly { fileName: string; imports: readonly string[] }[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return (fileName: string, skip: ReadonlySet<string> = new Set()) => {
    const loaded = new Set<string>();
    const visit = (name: string) => {
      if (loaded.has(name) || skip.has(name)) return;
      loaded.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    visit(fileName);
    return loaded;
  };
}

/** The module id → group name plan for the second build. */
export function planChunkGroups(
  chunks: readonly PlannedChunk[],
  rules: GroupRules,
): Record<string, string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = loadsOf(chunks);
  const inEntry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...loadedWith(chunk.fileName)]),
  );
  const layout = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(rules.layout));
  const signedIn = layout ? loadedWith(layout.fileName) : new Set<string>();
  const pages = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const route = routeOf(chunk);
    if (!route) continue;
    const files = loadedWith(chunk.fileName);
    // Every page but a visitor's is drawn in the signed-in layout (src/app/router.tsx).
    if (!rules.publicRoutes.includes(route)) for (const file of signedIn) files.add(file);
    pages.set(route, files);
  }
  const ownFiles = new Set(
    chunks.filter((chunk) => routeOf(chunk) || chunk === layout).map((chunk) => chunk.fileName),
  );
  /** Pages whose loads count: every page but the child's screens reached from the dashboard. */
  const counted = [...pages.keys()].filter(
    (route) =>
      rules.publicRoutes.includes(route) ||
      !rules.childRoutes.includes(route) ||
      route === rules.screens[0],
  );
  const candidates = new Set<string>();
  for (const screen of rules.screens) {
    for (const file of pages.get(screen) ?? []) {
      // A catalogue of words is one language's, fetched on its own (src/lib/i18n.ts).
      const chunk = byName.get(file);
      const catalogue = chunk?.facadeModuleId?.includes('/src/locales/');
      if (!inEntry.has(file) && !ownFiles.has(file) && !catalogue) candidates.add(file);
    }
  }

  interface Group {
    files: string[];
    kb: number;
    pages: Set<string>;
  }
  // First, the files loaded by exactly the same counted pages: one group costs no page a byte.
  const byPages = new Map<string, Group>();
  for (const file of candidates) {
    const loadedBy = new Set(counted.filter((route) => pages.get(route)?.has(file)));
    const key = [...loadedBy].sort().join(' ');
    const group = byPages.get(key);
    const kb = byName.get(file)?.kb ?? 0;
    if (group) {
      group.files.push(file);
      group.kb += kb;
    } else byPages.set(key, { files: [file], kb, pages: loadedBy });
  }
  const groups = [...byPages.values()];
  // Then the cheapest merges, while every page's added bytes stay within the tolerance.
  const added = new Map<string, number>();
  const costOf = (a: Group, b: Group) => {
    const more: [string, number][] = [];
    for (const route of counted) {
      const inA = a.pages.has(route);
      if (inA === b.pages.has(route)) continue;
      if (rules.publicRoutes.includes(route)) return undefined;
      more.push([route, inA ? b.kb : a.kb]);
    }
    const worst = Math.max(0, ...more.map(([route, kb]) => (added.get(route) ?? 0) + kb));
    return worst <= rules.tolerance ? { worst, more } : undefined;
  };
  for (;;) {
    let best: { i: number; j: number; worst: number; more: [string, number][] } | undefined;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const cost = costOf(groups[i]!, groups[j]!);
        if (cost && (!best || cost.worst < best.worst)) best = { i, j, ...cost };
      }
    }
    if (!best) break;
    const [a, b] = [groups[best.i]!, groups[best.j]!];
    for (const [route, kb] of best.more) added.set(route, (added.get(route) ?? 0) + kb);
    a.files.push(...b.files);
    a.kb += b.kb;
    for (const route of b.pages) a.pages.add(route);
    groups.splice(best.j, 1);
  }
  const plan: Record<string, string> = {};
  groups.forEach((group, index) => {
    for (const file of group.files) {
      for (const id of byName.get(file)?.moduleIds ?? []) plan[id] = `screens-${index}`;
    }
  });
  return plan;
}
