// Each language's words in two files (docs/languages.md "Where the words are"): the words a
// visitor's pages can say, fetched with every page, and the words only the signed-in screens
// say, fetched by their layout before the first of them is drawn. A visitor's first page
// carried every screen's words, a teacher's class pages' too: 28 KB gzipped in English.
//
// Which words wait is read from the module graph, never listed: `npm run build`'s first build
// (mode `plan`, words-plugins.ts) follows every import from the entry, static or dynamic, except
// the signed-in screens' own (`src/app/signed-in-screens.ts`: their layout and their route
// modules), and writes the modules of the app that it did not reach: those only a signed-in
// screen loads. A message waits when every file it is said in (its catalogue origins,
// lingui.config.ts) is one of them; any other is the visitor's, a sentence listed for the
// catalogues that no screen imports (src/locales/sentences.ts) included.

/** The module whose dynamic imports are the signed-in screens (their layout and routes). */
export const SIGNED_IN_SCREENS = 'src/app/signed-in-screens.ts';

/** What a module imports, as the bundler tells it. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules a visitor's page can run: `entry` and everything it imports, statically or
 * not, all the way down, save what `held` (the signed-in screens' module) imports lazily.
 */
export function visitorModules(
  entry: string,
  linksOf: (id: string) => ModuleLinks | null,
  held: (id: string) => boolean,
): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const links = linksOf(id);
    if (!links) return;
    for (const imported of links.importedIds) visit(imported);
    if (held(id)) return;
    for (const imported of links.dynamicallyImportedIds) visit(imported);
  };
  visit(entry);
  return reached;
}

export type WordsPart = 'visitor' | 'signed-in';

/**
 * The messages of one part: a message waits for the signed-in screens when every file it is
 * said in (`origins`, paths from the web app's folder) is a module only they load.
 */
export function wordsOf<T>(
  messages: Record<string, T>,
  originsOf: (id: string) => readonly string[],
  signedInOnly: ReadonlySet<string>,
  part: WordsPart,
): Record<string, T> {
  const picked: Record<string, T> = {};
  for (const [id, message] of Object.entries(messages)) {
    const origins = originsOf(id);
    const waits = origins.length > 0 && origins.every((file) => signedInOnly.has(file));
    if (waits === (part === 'signed-in')) picked[id] = message;
  }
  return picked;
}
