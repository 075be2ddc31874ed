import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpoint } from '@backoffice/contract';
import { routeOf } from '../plugins/endpoints';
import { useTestApp } from '../../test/test-app';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = useTestApp(async () => ({ options: { logger: { level: 'error', stream: logStream } }, close: async () => undefined }));

describe('the server log of a failed query', () => {
  it('holds the query text and the error code, never the parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash-of-someone';
    const failingQuery = endpoint({ method: 'GET', path: '/test/failing-query', guard: 'public', response: 'file' });
    t.app.route({
      ...routeOf(t.app, failingQuery),
      handler: async () => {
        await t.database.db.execute(sql`SELECT ${secret}::int AS n`);
        return null;
      },
    });
    // Raw: a route of this test's own, none of the contract.
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('SELECT $1::int AS n');
    expect(log).toContain('22P02');
    expect(log).not.toContain('secret-hash');
  });
});
