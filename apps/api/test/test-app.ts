import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ROLE } from '@backoffice/contract';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { openDiskFileStore, type FileStore } from '../src/storage/file-store';
import { openFileStore } from '../src/storage/open-file-store';
import { startS3Server, type TestS3Server } from './s3-server';
import { openTestDatabase, resetDatabase } from './test-database';
import { createUser, TEST_PASSWORD, type RoleName } from './factories';

export const TEST_AUTH_SETTINGS = { tokenTtlHours: 1, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 };
export const TEST_RATE_LIMIT = { perMinute: 30, signUpsPerHour: 10 };

export type TestApp = {
  app: App;
  database: Database;
  /** Creates a staff member of that role and signs them in; answers their id and bearer header. */
  signIn(role: RoleName): Promise<{ userId: number; headers: Record<string, string> }>;
  /** app.inject with the JSON body parsed. */
  request(options: InjectOptions): Promise<{ status: number; body: ApiBody }>;
};

// Answers are checked field by field in the tests; their shape is the contract's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiBody = any;

/** More app options for one file (e.g. a mailer on a real SMTP server), closed before the database. */
export type TestAppExtension = (database: Database) => Promise<{ options: Partial<AppOptions>; close(): Promise<void> }>;

/**
 * The files of a test app: a temp folder, or with TEST_FILE_STORE=s3 a bucket on a local s3rver (so any API
 * test file can be run on the S3 store).
 */
export async function openTestFileStore(): Promise<{ files: FileStore; close(): Promise<void> }> {
  if (process.env.TEST_FILE_STORE === 's3') {
    const server: TestS3Server = await startS3Server();
    return { files: (await openFileStore(server.envOf())).files, close: () => server.close() };
  }
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-files-'));
  return { files: openDiskFileStore(filesDir), close: () => fs.rm(filesDir, { recursive: true, force: true }) };
}

/** One app and database for the file, emptied before each test. */
export function useTestApp(extension?: TestAppExtension): TestApp {
  const context = {} as TestApp;
  let closeExtension: (() => Promise<void>) | undefined;
  let closeFiles: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    context.database = database;
    const extra = await extension?.(database);
    closeExtension = extra?.close;
    // A file that brings its own store (a folder its jobs read) gets no second one.
    const store = extra?.options.files ? undefined : await openTestFileStore();
    closeFiles = store?.close;
    const defaults = {
      files: (extra?.options.files ?? store?.files)!,
      // Queued jobs go nowhere unless the file's extension starts a queue.
      enqueue: async () => undefined,
      // As server.ts: a PGlite database can be backed up by the app, a server cannot.
      snapshotDatabase: database.snapshot,
    };
    context.app = await buildApp({
      db: database.db,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      ...defaults,
      ...extra?.options,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await closeExtension?.();
    await closeFiles?.();
    await (context.database as Awaited<ReturnType<typeof openTestDatabase>> | undefined)?.drop();
  });
  beforeEach(async () => {
    await resetDatabase(context.database);
  });
  context.request = async (options) => {
    const response = await context.app.inject(options);
    const text = response.body;
    // A file (an .xlsx or .pdf download) is answered as its text; every other answer is JSON.
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: text ? (isJson ? JSON.parse(text) : text) : null };
  };
  context.signIn = async (role) => {
    const user = await createUser(context.database.db, { mainRoleId: ROLE[role] });
    const { body, status } = await context.request({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
    return { userId: user.id, headers: { authorization: `Bearer ${body.data.token}` } };
  };
  return context;
}
