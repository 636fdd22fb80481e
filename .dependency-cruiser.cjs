// The floors of the code (DESIGN.md §10, decision 0016), checked by `npm run lint`: a module
// imports only from its own floor or below, features never import each other, and nothing
// imports in a circle. `npx depcruise --config .dependency-cruiser.cjs apps packages`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
