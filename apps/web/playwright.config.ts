import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A real SMTP server the mail tests start; the app delivers to it. */
export const E2E_SMTP_PORT = PORT + 25;
/** A local server speaking Zoom's API that the meetings tests start; the app creates webinars through it. */
export const E2E_ZOOM_PORT = PORT + 30;
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };
const dataDir = path.join(os.tmpdir(), `backoffice-e2e-${process.pid}`);

/**
 * Browser tests: the built app on a fresh embedded database, driven in Debian's Chromium. The server is the
 * one `npm start` runs (the compiled API serving the built web app), rebuilt first when its sources changed.
 */
export default defineConfig({
  testDir: './e2e',
  // The one time limit of a spec, generous so a spec passes on a busy two-core machine (two browser contexts of the
  // stale-save spec took 29-33 s at load 15): a spec waits for what the user sees, and this only ends one that hangs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    // The staff service worker precaches the whole app (about 290 files, 5 MB) in every new context: on a small
    // machine that starves the server under the other specs. Its own spec (offline-workstation) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx ../../scripts/build.ts && node --enable-source-maps ../api/dist/server.js`,
    url: `http://localhost:${PORT}/api/docs/json`,
    // The build and the demo seed before the first request: over 120 s on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      APP_URL: `http://localhost:${PORT}`,
      // The walk through sign-in failures must not lock the e2e admin out.
      LOGIN_MAX_ATTEMPTS: '50',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUPS_PER_HOUR: '1000',
      ZOOM_ACCOUNT_ID: 'e2e-account',
      ZOOM_CLIENT_ID: 'e2e-client',
      ZOOM_CLIENT_SECRET: 'e2e-secret',
      ZOOM_API_URL: `http://127.0.0.1:${PORT + 30}/v2`,
      ZOOM_OAUTH_URL: `http://127.0.0.1:${PORT + 30}/oauth/token`,
    },
  },
});
