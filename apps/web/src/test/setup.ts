import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadAllMessages } from '@/lib/i18n';
import { server } from './server';

// findBy… and waitFor wait for what the user sees; their default of 1 s is a clock a busy machine misses (a first
// render of a lazy page took longer under load). The test's own limit (vitest.config.ts) still ends a hang.
configure({ asyncUtilTimeout: 30_000 });

// Every request a test makes is answered by a handler it set (server.use), or fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

await loadAllMessages();
