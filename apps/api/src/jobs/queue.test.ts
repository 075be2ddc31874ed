import { afterAll, describe, expect, it } from 'vitest';
import { authApi } from '@backoffice/contract';
import { finishedJob } from '../../test/jobs';
import { useTestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { authTokens } from '../db/schema';
import { issueToken } from '../modules/auth/auth.service';
import { startQueue, type JobQueue } from './queue';
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
});
