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
