// @ts-check
/**
 * The API's three floors as its imports (docs/architecture.md, "Layers"), checked by `npm run lint`:
 * infrastructure (db, storage, mail, jobs, lib, i18n, access, plugins) imports no module and nothing of the top
 * floor; a module imports nothing of the top floor (app.ts, server.ts, module-jobs.ts, rotate-keys.ts, demo/); nothing
 * is circular. app-context.ts holds only types (erased), shared by the routes and app.ts.
 * Tests are left out of the floor rules: an integration test builds the whole app wherever it sits.
 */
const API = '^apps/api/src/';
const INFRASTRUCTURE = `${API}(db|storage|mail|jobs|lib|i18n|access|plugins)/`;
const MODULES = `${API}modules/`;
const TOP_FLOOR = `${API}(app|server|module-jobs|rotate-keys)\\.ts$|${API}demo/`;
const TESTS = '\\.test\\.ts$|\\.test-helpers\\.ts$|test-mail-stack\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-up',
      comment: 'Infrastructure knows no module and nothing of the composition: a module hands it what it needs.',
      severity: 'error',
      from: { path: INFRASTRUCTURE, pathNot: TESTS },
      to: { path: `${MODULES}|${TOP_FLOOR}` },
    },
    {
      name: 'module-imports-top-floor',
      comment: 'A module is registered by the top floor (app.ts, module-jobs.ts), never the other way.',
      severity: 'error',
      from: { path: MODULES, pathNot: TESTS },
      to: { path: TOP_FLOOR },
    },
    {
      name: 'no-circular',
      comment: 'A cycle has no floor: one of its files must give way.',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Runtime imports only: `import type` is erased and joins no floors.
    tsPreCompilationDeps: false,
    // An absolute path: given a relative one, dependency-cruiser reads the tsconfig's `extends` from the wrong folder.
    tsConfig: { fileName: `${__dirname}/apps/api/tsconfig.json` },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: 'node_modules|/dist/' },
    cache: false,
  },
};
