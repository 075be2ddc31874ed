import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { QUEUE_SCHEMA, type JobQueue } from '../jobs/queue';
import { loggableError } from '../lib/loggable-error';

export type MetricsSources = {
  database: Pick<Database, 'connections' | 'sql'>;
  /** The job queue once it runs (it starts after the server listens); no job series before. */
  queue: () => Pick<JobQueue, 'getQueues'> | undefined;
};

/** pg-boss's states, as the metric names them: created and retry jobs wait, active ones run. */
const STATE_OF: Record<string, 'waiting' | 'active' | 'failed'> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'active',
  failed: 'failed',
};

/**
 * Jobs per queue and state, counted when Prometheus scrapes. pg-boss 10 has no per-state statistics
 * (getQueueSize counts the states before one), so one grouped count over its job table answers every
 * queue at once instead of three queries per queue. Failed jobs are those pg-boss still keeps (its
 * retention, 7 days by default).
 */
async function countJobs(sources: MetricsSources) {
  const queue = sources.queue();
  if (!queue) return [];
  const [queues, { rows }] = await Promise.all([
    queue.getQueues(),
    sources.database.sql.executeSql(
      `SELECT name, state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job
       WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
    ),
  ]);
  const counts = new Map<string, number>();
  for (const { name } of queues) for (const state of ['waiting', 'active', 'failed']) counts.set(`${name}\0${state}`, 0);
  for (const row of rows) {
    const key = `${String(row.name)}\0${STATE_OF[String(row.state)]}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
  }
  return [...counts].map(([key, count]) => {
    const [queueName, state] = key.split('\0');
    return { labels: { queue: queueName, state }, count };
  });
}

/**
 * The process's own series on `registry`: Node.js's defaults (event-loop lag, heap, GC), the database's
 * connections, and the jobs of each queue. Only the serving process collects them (server.ts), not each
 * app a test builds.
 */
export function collectProcessMetrics(registry: Registry, sources: MetricsSources) {
  collectDefaultMetrics({ register: registry });
  const connections = (name: string, help: string, read: (c: ReturnType<Database['connections']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(sources.database.connections()));
      },
    });
  connections('db_pool_connections_open', 'Database connections open (PGlite: its one, in the process).', (c) => c.open);
  connections('db_pool_connections_in_use', 'Database connections running a statement.', (c) => c.inUse);
  connections('db_pool_waiting', 'Statements waiting for a database connection.', (c) => c.waiting);
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per pg-boss queue by state: waiting (created or retry), active, failed (kept by pg-boss).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // A database that does not answer leaves the series out of this scrape instead of failing it.
      const counted = await countJobs(sources).catch((error: unknown) => {
        console.error('metrics: counting jobs failed', loggableError(error));
        return [];
      });
      for (const { labels, count } of counted) this.set(labels, count);
    },
  });
}
