import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { InjectOptions } from 'fastify';
import { authApi, ROLE, type Endpoint } from '@backoffice/contract';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { openDiskFileStore, type FileStore } from '../src/storage/file-store';
import { openFileStore } from '../src/storage/open-file-store';
import { startS3Server, type TestS3Server } from './s3-server';
import { openTestDatabase, resetDatabase } from './test-database';
import { createUser, TEST_PASSWORD, type RoleName } from './factories';
import { answerOf, payloadOf, type Answer } from './answers';
import { formPartsOf, multipartPayload, type FormFields } from './multipart';

export const TEST_AUTH_SETTINGS = { tokenTtlHours: 1, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 };
export const TEST_RATE_LIMIT = { perMinute: 30, signUpsPerHour: 10 };

export type TestApp = {
  app: App;
  database: Database;
  /** Creates a staff member of that role and signs them in; answers their id and bearer header. */
  signIn(role: RoleName): Promise<{ userId: number; headers: Record<string, string> }>;
  /**
   * app.inject of one contract endpoint (its method), answering its body typed and parsed by the contract:
   * `t.call(centersApi.list, { url: '/api/admin/centers?page=2', headers })`. The url must reach that endpoint.
   * An upload sends its multipart form as `form: { type: 'Sheet', 'pdf[0]': { name: 'a.pdf', data } }`.
   */
  call<E extends Endpoint>(definition: E, options: CallOptions): Promise<Answer<E>>;
  /** app.inject with the body parsed but not typed, for a request no one endpoint answers (a route-table walk). */
  request(options: InjectOptions): Promise<{ status: number; body: unknown }>;
};

export type CallOptions = Omit<InjectOptions, 'method' | 'url'> & {
  url: string;
  /** A multipart/form-data body (an upload), its fields in order; its content-type joins the headers. */
  form?: FormFields;
};

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

const reachedEndpoints = new WeakMap<object, Endpoint | undefined>();

/** Notes which endpoint's route each request injected into `app` reached, for callApp() to check it is the one it types. */
export function traceEndpoints(app: App) {
  // onSend, as every answer passes it, a guard's 401 included.
  app.addHook('onSend', async (request, _reply, payload) => {
    reachedEndpoints.set(request.raw, request.routeOptions.config.endpoint);
    return payload;
  });
}

/**
 * t.call on an app traced by traceEndpoints(): the test app, or another API process a test starts beside it.
 * A `form` is sent as multipart/form-data, its content-type joining the headers.
 */
export async function callApp<E extends Endpoint>(app: App, definition: E, { form, ...options }: CallOptions) {
  const body = form && multipartPayload(formPartsOf(form));
  const multipart = body ? { payload: body.payload, headers: { ...options.headers, ...body.headers } } : {};
  const response = await app.inject({ ...options, ...multipart, method: definition.method });
  const reached = reachedEndpoints.get(response.raw.req);
  if (reached !== definition) throw new Error(`${options.url} is not ${definition.method} ${definition.path}`);
  return answerOf(definition, response);
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
      startDatabaseBackup: database.startBackup,
    };
    context.app = await buildApp({
      db: database.db,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      ...defaults,
      ...extra?.options,
    });
    traceEndpoints(context.app);
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
    return { status: response.statusCode, body: payloadOf(response) };
  };
  context.call = (definition, options) => callApp(context.app, definition, options);
  context.signIn = async (role) => {
    const user = await createUser(context.database.db, { mainRoleId: ROLE[role] });
    const { body } = await context.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return { userId: user.id, headers: { authorization: `Bearer ${body.data.token}` } };
  };
  return context;
}
