import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';

const apiProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share its loaded modules: each file brings its own database and app (useTestApp), and
    // the API keeps no state between apps in its modules, so a fresh module graph per file bought nothing but
    // loading the whole app and its libraries again for each of the 119 files (most of the run's "import" time).
    isolate: false,
    // A spy that a failing test leaves on console or a module must not reach the worker's next file.
    restoreMocks: true,
  },
});

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one idle): on a 2-core machine that halves the run, and
    // each test file has its own database, so files never share state.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      apiProject('api:pglite', 'pglite'),
      // The same API tests against a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api:postgres', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
