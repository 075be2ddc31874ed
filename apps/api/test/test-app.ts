import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { InjectOptions } from 'fastify';
import { authApi, ROLE, type Endpoint } from '@backoffice/contract';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { openDiskFileStore } from '../src/storage/file-store';
import { openTestDatabase, resetDatabase } from './test-database';
import { createUser, TEST_PASSWORD, type RoleName } from './factories';
import { answerOf, payloadOf, type Answer } from './answers';

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
   */
  call<E extends Endpoint>(definition: E, options: CallOptions): Promise<Answer<E>>;
  /** app.inject with the body parsed but not typed, for a request no one endpoint answers (a route-table walk). */
  request(options: InjectOptions): Promise<{ status: number; body: unknown }>;
  /** @deprecated Untyped answers, for the tests not yet moved to call(): use call(endpoint, options). */
  requestUntyped(options: InjectOptions): Promise<{ status: number; body: UntypedBody }>;
};

/** @deprecated The body of requestUntyped(), read unchecked; call() types it from the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedBody = any;

export type CallOptions = Omit<InjectOptions, 'method' | 'url'> & { url: string };

/** More app options for one file (e.g. a mailer on a real SMTP server), closed before the database. */
export type TestAppExtension = (database: Database) => Promise<{ options: Partial<AppOptions>; close(): Promise<void> }>;

const reachedEndpoints = new WeakMap<object, Endpoint | undefined>();

/** One app and database for the file, emptied before each test. */
export function useTestApp(extension?: TestAppExtension): TestApp {
  const context = {} as TestApp;
  let closeExtension: (() => Promise<void>) | undefined;
  let filesDir: string | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    context.database = database;
    const extra = await extension?.(database);
    closeExtension = extra?.close;
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-files-'));
    // Files in a temp folder; queued jobs go nowhere unless the file's extension starts a queue.
    const defaults = { files: openDiskFileStore(filesDir), enqueue: async () => undefined };
    context.app = await buildApp({
      db: database.db,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      ...defaults,
      ...extra?.options,
    });
    // Which endpoint's route each injected request reached, for call() to check it is the one it types.
    // onSend, as every answer passes it, a guard's 401 included.
    context.app.addHook('onSend', async (request, _reply, payload) => {
      reachedEndpoints.set(request.raw, request.routeOptions.config.endpoint);
      return payload;
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await closeExtension?.();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
    await (context.database as Awaited<ReturnType<typeof openTestDatabase>> | undefined)?.drop();
  });
  beforeEach(async () => {
    await resetDatabase(context.database);
  });
  context.request = async (options) => {
    const response = await context.app.inject(options);
    return { status: response.statusCode, body: payloadOf(response) };
  };
  context.requestUntyped = (options) => context.request(options);
  context.call = async (definition, options) => {
    const response = await context.app.inject({ ...options, method: definition.method });
    const reached = reachedEndpoints.get(response.raw.req);
    if (reached !== definition) throw new Error(`${options.url} is not ${definition.method} ${definition.path}`);
    return answerOf(definition, response);
  };
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
