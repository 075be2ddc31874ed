import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import { fromPglite } from './db/client';
import { openDiskFileStore } from './storage/file-store';

/**
 * The API's OpenAPI document, as GET /api/docs/json serves it, without a server or a migrated database: the
 * routes are registered from the contract, and building the app queries nothing.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = fromPglite(await PGlite.create());
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-openapi-'));
  const app = await buildApp({
    db: database.db,
    settings: {
      auth: { tokenTtlHours: 1, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 },
      rateLimit: { perMinute: 30, signUpsPerHour: 10 },
    },
    files: openDiskFileStore(filesDir),
    enqueue: async () => undefined,
    requestMetrics: false,
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    await fs.rm(filesDir, { recursive: true, force: true });
  }
}
