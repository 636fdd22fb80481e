// The floors of the code (docs/architecture.md, decision 0016), checked by `npm run lint`: a module
// imports only from its own floor or below, features never import each other, and nothing
// imports in a circle. `npx depcruise --config .dependency-cruiser.cjs apps packages`.

/**
 * The server's floors, bottom first (docs/architecture.md, "The floors"): a room imports only
 * from the floors below it, never from a room above nor from another room of its own floor.
 * A room is a folder of apps/server/src, or a file at its top (env.ts, app.ts...).
 */
const SERVER_FLOORS = [
  ['env', 'logging'],
  ['database', 'mail'],
  ['rpc'],
  ['http'],
  ['auth'],
  ['billing'],
  ['accounts'],
  ['learning'],
  ['reports'],
  ['jobs', 'handlers'],
  ['ops'],
  ['app'],
  ['main'],
];
/**
 * The domain's floors, bottom first: the calendar and arithmetic under the rules that use
 * them, the contract above every rule whose names it carries, the progress read over it (its
 * level rule reads the child as the placement does).
 */
const DOMAIN_FLOORS = [
  ['calendar', 'random', 'pricing', 'scores', 'languages'],
  ['arithmetic'],
  ['accounts', 'diagnosis', 'rewards', 'speech', 'test-support'],
  ['explain', 'classes'],
  ['fluency', 'help', 'placement'],
  ['rpc'],
  ['progress'],
  ['index'],
];

/** A rule per room: it imports nothing of a floor above, nor of another room of its floor. */
function floorRules(name, base, floors) {
  const rooms = (names) => `^${base}/(${names.join('|')})([.]ts$|/)`;
  return floors.flatMap((floor, index) =>
    floor.flatMap((room) => {
      const above = [...floors.slice(index + 1).flat(), ...floor.filter((r) => r !== room)];
      if (above.length === 0) return [];
      return [
        {
          name: `${name}-floor-${room}`,
          severity: 'error',
          comment: `${base}/${room} is on floor ${index + 1}: it imports nothing of ${above.join(', ')}.`,
          // Tests stand outside the floors: they build whatever they test.
          from: { path: rooms([room]), pathNot: '[.]test[.]ts$' },
          to: { path: rooms(above) },
        },
      ];
    }),
  );
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules('server', 'apps/server/src', SERVER_FLOORS),
    ...floorRules('domain', 'packages/domain/src', DOMAIN_FLOORS),
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, directly or round a longer loop: split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-stand-alone',
      severity: 'error',
      comment:
        'A feature never imports another feature: they are composed in apps/web/src/app/routes, and what two features share lives below them (components, api, lib).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment:
        'components, api, lib and config are below the features and the app: they import neither.',
      from: { path: '^apps/web/src/(components|api|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'lib-below-components-and-api',
      severity: 'error',
      comment: 'lib and config are the lowest floor of the web app: no screens, no resource calls.',
      from: { path: '^apps/web/src/(lib|config)/' },
      to: { path: '^apps/web/src/(components|api)/' },
    },
    {
      name: 'api-without-screens',
      severity: 'error',
      comment: 'The resource modules (apps/web/src/api) call the server; they draw nothing.',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'one-door-to-the-server',
      severity: 'error',
      comment:
        'Only the resource modules (apps/web/src/api) call the server: a screen reads a query and writes through a mutation hook or call of its resource module (docs/architecture.md "Where a write lives").',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/api/(rpc|transport)[.]ts$' },
    },
    {
      name: 'handlers-hold-no-sql',
      severity: 'error',
      comment:
        'A handler calls the module of its tables (accounts, learning, billing, reports...) and runs no query itself: of the database package it may name types only (docs/architecture.md).',
      from: { path: '^apps/server/src/handlers/', pathNot: '[.]test[.]ts$' },
      to: { path: '^packages/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-is-the-floor',
      severity: 'error',
      comment: 'The domain (packages/domain) imports nothing of the apps or the database.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages/db)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
