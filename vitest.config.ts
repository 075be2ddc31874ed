import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';

/**
 * The one time limit of a test, set here and nowhere else: generous, so a test passes on a busy two-core machine
 * (the suite runs with other work on the cores). A test waits for what the user sees (findBy, waitFor, expect.poll),
 * never for a clock; these limits only end a test that hangs. Testing Library's own wait (findBy, waitFor) is
 * raised to match in apps/web/src/test/setup.ts.
 */
const TEST_TIMEOUT = 120_000;
const HOOK_TIMEOUT = 180_000;

const apiProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB: testDb },
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    // The files of a worker share its loaded modules: each file brings its own database and app (useTestApp), and
    // the API keeps no state between apps in its modules, so a fresh module graph per file bought nothing but
    // loading the whole app and its libraries again for each of the 119 files (most of the run's "import" time).
    isolate: false,
    // A spy that a failing test leaves on console or a module must not reach the worker's next file.
    restoreMocks: true,
  },
});

/**
 * The web tests that replace a module (vi.mock): a module the worker already loaded for another file would stay
 * the real one, so these files get a fresh module graph each.
 */
const WEB_FILES_MOCKING_MODULES = [
  'apps/web/src/components/offline-queue/offline-banner.test.tsx',
  'apps/web/src/features/workstation/components/queued-cells.test.tsx',
  'apps/web/src/components/media/pdf-document.test.ts',
  'apps/web/src/features/pdfs/pdfs-page.test.tsx',
];

/**
 * Component tests in jsdom. The others share their worker's loaded modules (React, MUI, the contract, i18n):
 * loading them again for each of the 71 files was 3/4 of the project's time (200 s -> 41-47 s on 2 cores); each
 * test renders into its own providers and query client (test/render.tsx) and test/setup.ts resets the rest.
 */
const webProject = (
  name: string,
  test: { include: string[]; exclude?: string[]; isolate?: boolean },
): TestProjectInlineConfiguration => ({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    name,
    environment: 'jsdom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    ...test,
  },
});

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one idle): on a 2-core machine that halves the run, and
    // each test file has its own database, so files never share state.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], testTimeout: TEST_TIMEOUT } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: TEST_TIMEOUT, hookTimeout: HOOK_TIMEOUT } },
      apiProject('api:pglite', 'pglite'),
      // The same API tests against a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api:postgres', 'postgres')] : []),
      webProject('web', { include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: WEB_FILES_MOCKING_MODULES, isolate: false }),
      webProject('web:mocks', { include: WEB_FILES_MOCKING_MODULES }),
    ],
  },
});
