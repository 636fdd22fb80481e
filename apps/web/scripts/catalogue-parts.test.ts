import { describe, expect, it } from 'vitest';
import { type ModuleLinks, visitorModules, wordsOf } from './catalogue-parts';

// A module graph in small: the entry, its router, a public page, a page of the signed-in
// screens, and a component both use.
const GRAPH: Record<string, ModuleLinks> = {
  main: { importedIds: ['router', 'i18n'], dynamicallyImportedIds: [] },
  router: { importedIds: ['signed-in-screens'], dynamicallyImportedIds: ['landing', 'speech'] },
  'signed-in-screens': { importedIds: ['i18n'], dynamicallyImportedIds: ['layout', 'classes'] },
  landing: { importedIds: ['button'], dynamicallyImportedIds: [] },
  // Loaded lazily by a visitor's page: a visitor's too.
  speech: { importedIds: [], dynamicallyImportedIds: ['voices'] },
  classes: { importedIds: ['button', 'class-card'], dynamicallyImportedIds: [] },
  layout: { importedIds: [], dynamicallyImportedIds: [] },
  i18n: { importedIds: [], dynamicallyImportedIds: [] },
};
const linksOf = (id: string) => GRAPH[id] ?? null;

describe("a visitor's modules", () => {
  const visitor = visitorModules('main', linksOf, (id) => id === 'signed-in-screens');

  it('are every module the entry reaches, statically or lazily', () => {
    expect([...visitor].sort()).toEqual(
      [
        'button',
        'i18n',
        'landing',
        'main',
        'router',
        'signed-in-screens',
        'speech',
        'voices',
      ].sort(),
    );
  });

  it("leave out what only the signed-in screens' module loads lazily, and what only that loads", () => {
    for (const held of ['layout', 'classes', 'class-card']) expect(visitor.has(held)).toBe(false);
  });

  it('end on a graph with a circle', () => {
    const circle = { importedIds: ['b'], dynamicallyImportedIds: [] };
    const found = visitorModules(
      'a',
      (id) => (id === 'a' ? circle : { importedIds: ['a'], dynamicallyImportedIds: [] }),
      () => false,
    );
    expect([...found]).toEqual(['a', 'b']);
  });
});

describe('the two parts of a catalogue', () => {
  const messages = {
    shared: 'Save',
    classes: 'New class',
    either: 'Back',
    listed: 'Email is required',
    nowhere: 'Hello',
  };
  const origins: Record<string, string[]> = {
    shared: ['src/button.tsx'],
    classes: ['src/class-card.tsx', 'src/classes.tsx'],
    either: ['src/class-card.tsx', 'src/landing.tsx'],
    // A sentence listed for the catalogues in a file no screen imports.
    listed: ['src/locales/sentences.ts'],
    nowhere: [],
  };
  const signedInOnly = new Set(['src/class-card.tsx', 'src/classes.tsx']);
  const part = (which: 'visitor' | 'signed-in') =>
    wordsOf(messages, (id) => origins[id] ?? [], signedInOnly, which);

  it('keep for the signed-in screens only the words said nowhere else', () => {
    expect(part('signed-in')).toEqual({ classes: 'New class' });
  });

  it('give a visitor every other word, one said in a file the build never saw included', () => {
    expect(part('visitor')).toEqual({
      shared: 'Save',
      either: 'Back',
      listed: 'Email is required',
      nowhere: 'Hello',
    });
    expect({ ...part('visitor'), ...part('signed-in') }).toEqual(messages);
  });
});
