// @ts-check
/**
 * The API's three floors as its imports (docs/architecture.md, "Layers"), checked by `npm run lint`:
 * infrastructure (db, storage, mail, jobs, lib, i18n, access, plugins) imports no module and nothing of the top
 * floor; a module imports nothing of the top floor (app.ts, server.ts, module-jobs.ts, rotate-keys.ts,
 * openapi-document.ts and write-openapi.ts, demo/); nothing is circular; a module reaches another only through
 * its public face (its services and MODULE_FACES). app-context.ts holds only types (erased), shared by the routes
 * and app.ts.
 * Tests are left out of the floor rules: an integration test builds the whole app wherever it sits.
 */
const API = '^apps/api/src/';
const INFRASTRUCTURE = `${API}(db|storage|mail|jobs|lib|i18n|access|plugins)/`;
const MODULES = `${API}modules/`;
const TOP_FLOOR = `${API}(app|server|module-jobs|rotate-keys|openapi-document|write-openapi)\\.ts$|${API}demo/`;
/**
 * What a module offers the others: its services (`*.service.ts`), and these building blocks, each one a module's
 * public piece by design. Anything else in a module is its own.
 */
const MODULE_FACES = [
  'alerts/alert-(messages|requests)', // an alert's texts for e-mails; the evaluation a write requests
  'audit-log/record-changes', // the history row of every mark and attendance write
  'class-email/email-layout', // the one layout of e-mails to students and parents
  'classes/(class-members|classes-exist|classes-of|enrolment-history)', // membership, the class checks, enrolments
  'import-export/(load-excel|student-sheet)', // reading a workbook; a student's sheet
  'media/(ffmpeg|form-fields|media-settings|video-upload-kind)', // the media pipeline other media modules build on
  'parents/(parent-addresses|unsubscribe-links|unsubscribe-token)', // parents' addresses and their opt-out
  'reports/(class-items|report-schedule)', // a class's items as the reports read them; the weekly slot
  'users/(account-history|account-writes)', // staff and student accounts written with their history
];
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
      name: 'module-reaches-internals',
      comment: "A module builds on another's public face (MODULE_FACES), never on its internals.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/[^/]+\\.service\\.ts$`, `${MODULES}(${MODULE_FACES.join('|')})\\.ts$`],
      },
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
