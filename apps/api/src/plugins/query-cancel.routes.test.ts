import { sql } from 'drizzle-orm';
import { centersApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The app's statements on `table` still running or waiting on the server. */
async function runningOn(table: string): Promise<number> {
  const { rows } = await t.database.sql.executeSql(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query ILIKE $1`,
    [`%from "${table}"%`],
  );
  return Number((rows[0] as { n: number }).n);
}

// PGlite runs a query to its end on the main thread; cancelling is PostgreSQL's.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a client that goes away', () => {
  it('has its running query cancelled on the server', async () => {
    const { headers } = await t.signIn('admin');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Another session holds the centers table, so the list's query waits for as long as it is held.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE centers IN ACCESS EXCLUSIVE MODE`);
      const leaving = new AbortController();
      const request = fetch(`${address}/api/admin/centers`, { headers, signal: leaving.signal }).catch(() => 'gone');
      // The page and its count, both waiting.
      await expect.poll(() => runningOn('centers'), { timeout: 5_000, interval: 50 }).toBe(2);
      leaving.abort();
      expect(await request).toBe('gone');
      // Cancelled while the lock is still held: without the cancel it would wait for the lock.
      await expect.poll(() => runningOn('centers'), { timeout: 5_000, interval: 50 }).toBe(0);
    });
    // The server goes on answering.
    expect((await t.call(centersApi.list, { url: '/api/admin/centers', headers })).status).toBe(200);
  });

  it('answers 503 with Retry-After, not 500, when the server cancels a query (as past the statement timeout)', async () => {
    const { headers } = await t.signIn('admin');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE centers IN ACCESS EXCLUSIVE MODE`);
      const answer = t.call(centersApi.list, { url: '/api/admin/centers', headers });
      await expect.poll(() => runningOn('centers'), { timeout: 5_000, interval: 50 }).toBe(2);
      await t.database.sql.executeSql(
        `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query ILIKE '%from "centers"%'`,
      );
      const response = await answer;
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.error.message).toBe('The server is busy. Please try again in a moment.');
    });
  });
});
