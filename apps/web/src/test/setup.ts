import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadAllMessages } from '@/lib/i18n';
import { server } from './server';

// Every request a test makes is answered by a handler it set (server.use), or fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

await loadAllMessages();
