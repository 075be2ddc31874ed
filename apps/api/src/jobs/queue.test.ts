import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authApi } from '@backoffice/contract';
import { finishedJob } from '../../test/jobs';
import { useTestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { authTokens } from '../db/schema';
import { issueToken } from '../modules/auth/auth.service';
import { QUEUE_SCHEMA, startQueue, type JobQueue } from './queue';
import { moduleJobs } from '../module-jobs';
import { PURGE_AUTH_QUEUE } from '../modules/auth/jobs';

const t = useTestApp();
let queue: JobQueue | undefined;
afterAll(async () => queue?.stop({ graceful: false, wait: true }));

describe('the job queue', () => {
  it('runs the purge job on this database: expired tokens go, live ones stay', async () => {
    queue = await startQueue(t.database, {
      jobs: moduleJobs,
      schedule: false,
    });
    const user = await createUser(t.database.db);
    const live = await issueToken(t.database.db, user.id, 1);
    await issueToken(t.database.db, user.id, -1);
    const id = await queue.send(PURGE_AUTH_QUEUE, {});
    expect(id).toBeTruthy();
    const job = await finishedJob(queue, PURGE_AUTH_QUEUE, id!);
    expect(job.state).toBe('completed');
    const left = await t.database.db.select().from(authTokens);
    expect(left).toHaveLength(1);
    const me = await t.call(authApi.me, { url: '/api/admin/auth/me', headers: { authorization: `Bearer ${live}` } });
    expect(me.status).toBe(200);
  });

  it('keeps complete and fail on a queue started after the completions were patched (the mail worker fails a job with it)', async () => {
    queue ??= await startQueue(t.database, { jobs: moduleJobs, schedule: false });
    const id = await queue.send(PURGE_AUTH_QUEUE, { never: 'run' }, { startAfter: 3600, retryLimit: 0 });
    expect(typeof queue.complete).toBe('function');
    expect(typeof queue.fail).toBe('function');
    await queue.fail(PURGE_AUTH_QUEUE, id!, { message: 'given up' });
    expect((await queue.getJobById(PURGE_AUTH_QUEUE, id!))?.state).toBe('failed');
  });

  it('stopped while a worker is fetching a job, runs that job and writes its completion before the stop ends', async () => {
    const name = 'test-stop-while-fetching';
    let isGated = false;
    let fetching = () => undefined as void;
    const fetched = new Promise<void>((resolve) => (fetching = resolve));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The worker's next fetch of this queue is held until pg-boss's own stop has ended; the job is sent meanwhile.
    const database = {
      ...t.database,
      sql: {
        executeSql: async (text: string, values?: unknown[]) => {
          if (isGated && text.includes('SKIP LOCKED') && values?.[0] === name) {
            fetching();
            await released;
          }
          return t.database.sql.executeSql(text, values);
        },
      },
    };
    const runs: unknown[] = [];
    const stopping = await startQueue(database, {
      jobs: {
        queues: [
          {
            name,
            needs: [],
            payload: z.object({ n: z.number() }),
            pollingIntervalSeconds: 0.5,
            run: async (_resources, data) => void runs.push(data),
          },
        ],
        jobTypes: moduleJobs.jobTypes,
      },
      schedule: false,
    });
    stopping.on('stopped', release);
    isGated = true;
    await fetched;
    const id = await stopping.send(name, { n: 1 });
    await stopping.stop({ graceful: true, wait: true, timeout: 10_000 });
    const { rows } = await t.database.sql.executeSql(`SELECT state FROM ${QUEUE_SCHEMA}.job WHERE id = $1`, [id]);
    expect(rows).toEqual([{ state: 'completed' }]);
    expect(runs).toEqual([{ n: 1 }]);
  });

  it('fails a job whose payload its queue refuses, with the field named in the log, without running it', async () => {
    const name = 'test-bad-payload';
    const runs: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checking = await startQueue(t.database, {
      jobs: {
        queues: [
          {
            name,
            needs: [],
            payload: z.object({ classId: z.number().int() }),
            pollingIntervalSeconds: 0.5,
            run: async (_resources, data) => void runs.push(data),
          },
        ],
        jobTypes: moduleJobs.jobTypes,
      },
      schedule: false,
    });
    try {
      const id = await checking.send(name, { classId: 'seven' }, { retryLimit: 0 });
      const job = await finishedJob(checking, name, id!);
      expect(job.state).toBe('failed');
      expect(runs).toEqual([]);
      expect(errors.mock.calls.flat().join(' ')).toMatch(/job test-bad-payload: bad payload: .*classId/);
    } finally {
      errors.mockRestore();
      await checking.stop({ graceful: false, wait: true });
    }
  });
});
