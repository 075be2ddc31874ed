import { vi } from 'vitest';
import type { Db } from '../src/db/client';
import { jobs } from '../src/db/schema';
import type { JobQueue } from '../src/jobs/queue';

/** A job row as the jobs screen lists it: a student export, pending, unless told otherwise. */
export async function createJob(db: Db, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ type: 'student-export', entityType: 'students', fileName: 'students.xlsx', ...values })
    .returning();
  return job;
}

/** The pg-boss job once it completed or failed, waiting up to 10 s. */
export const finishedJob = (queue: JobQueue, name: string, id: string) =>
  vi.waitFor(
    async () => {
      const job = await queue.getJobById(name, id);
      if (!job || !['completed', 'failed'].includes(job.state)) throw new Error(`job ${name} ${id} did not finish`);
      return job;
    },
    { timeout: 10_000, interval: 100 },
  );
