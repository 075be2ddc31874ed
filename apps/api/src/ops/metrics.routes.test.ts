import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { JOBS, startQueue, type JobQueue } from '../jobs/queue';
import { moduleJobs } from '../module-jobs';
import { collectProcessMetrics } from './process-metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const t = useTestApp();
let queue: JobQueue | undefined;
let server: MetricsServer;

beforeAll(async () => {
  // A queue without mail settings has no send-mail worker: a job sent there waits.
  queue = await startQueue(t.database, {
    jobs: moduleJobs,
    schedule: false,
  });
  collectProcessMetrics(t.app.metrics, { database: t.database, queue: () => queue });
  server = await startMetricsServer(t.app.metrics, 0);
});
afterAll(async () => {
  await server?.close();
  await queue?.stop({ graceful: false, wait: true });
});

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${server.port}${path}`);

describe('metrics', () => {
  it('are served on their own listener, never on the public port', async () => {
    // Raw: no route of the contract answers these (that is the point).
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape('/other')).status).toBe(404);
  });

  it('time requests by route pattern, never by the URL with its ids', async () => {
    const { headers } = await t.signIn('admin');
    await t.request({ url: '/api/admin/classes/987654', headers });
    await t.request({ url: '/api/no-such-route/123456' });
    const text = await (await scrape()).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/classes\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/api\/admin\/auth\/login",status_code="200"\}/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d/);
    expect(text).not.toMatch(/987654|123456/);
  });

  it('count jobs per queue and state, and show the event loop, the heap and the database connections', async () => {
    await queue!.send(JOBS.sendMail, { outboxId: 1 });
    await queue!.send(JOBS.sendMail, { outboxId: 2 });
    const text = await (await scrape()).text();
    expect(text).toMatch(/queue_jobs\{queue="send-mail",state="waiting"\} 2/);
    expect(text).toMatch(/queue_jobs\{queue="send-mail",state="active"\} 0/);
    expect(text).toMatch(/queue_jobs\{queue="purge-auth",state="failed"\} 0/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^db_pool_connections_open [1-9]/m);
    expect(text).toMatch(/^db_pool_connections_in_use \d/m);
    expect(text).toMatch(/^db_pool_waiting \d/m);
  });
});
