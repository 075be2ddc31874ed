import { and, eq } from 'drizzle-orm';
import { jobMessage, type JobMessage, type JobProgress, type JobRowError } from '@backoffice/contract';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, 'type' | 'entityType' | 'fileName' | 'input' | 'createdBy'>;
/** How a finished job ends: its status, and what it has to say or produced. */
export type JobOutcome = {
  status: 'completed' | 'failed';
  error?: JobMessage | null;
  rowErrors?: JobRowError[] | null;
  resultFile?: string | null;
};
/** How an HTTP route hands a job to the workers (pg-boss `send` in the server). */
export type Enqueue = (name: string, data: object) => Promise<void>;
/** What a queued job carries: the id of its row in `jobs`. */
export type QueuedJob = { jobId: number };

export async function createJob(db: Db, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row;
}

/** Creates the job and queues it; a queue that refuses it fails the job instead of leaving it pending. */
export async function submitJob(db: Db, enqueue: Enqueue, values: NewJob): Promise<JobRow> {
  const row = await createJob(db, values);
  try {
    await enqueue(row.type, { jobId: row.id } satisfies QueuedJob);
    return row;
  } catch (error) {
    await finishJob(db, row.id, { status: 'failed', error: jobMessage('job.notQueued') });
    throw error;
  }
}

/**
 * Moves a pending job to in_progress; null for any other state, so a queue job delivered twice
 * never runs its work twice.
 */
export async function claimJob(db: Db, id: number): Promise<JobRow | null> {
  const now = new Date();
  const [row] = await db
    .update(jobs)
    .set({ status: 'in_progress', startedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function reportProgress(db: Db, id: number, done: number, total: number | null): Promise<void> {
  await db.update(jobs).set({ progressDone: done, progressTotal: total }).where(eq(jobs.id, id));
}

export async function finishJob(db: Db, id: number, outcome: JobOutcome): Promise<void> {
  const now = new Date();
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      rowErrors: outcome.rowErrors ?? null,
      resultFile: outcome.resultFile ?? null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(eq(jobs.id, id));
}

/**
 * Run at start, before any worker: a job still in_progress was running in a process that died
 * (one process runs the workers), so it is failed with a reason rather than left spinning.
 */
export async function failInterruptedJobs(db: Db): Promise<JobRow[]> {
  const now = new Date();
  return db
    .update(jobs)
    .set({ status: 'failed', error: jobMessage('job.interrupted'), finishedAt: now, updatedAt: now })
    .where(eq(jobs.status, 'in_progress'))
    .returning();
}

/** done of total, with a percent when the total is known. */
export function presentProgress(row: JobRow): JobProgress {
  const { progressDone: done, progressTotal: total } = row;
  if (row.status === 'completed') return { done, total, percent: 100 };
  const percent = total ? Math.min(100, Math.floor((done * 100) / total)) : total === 0 ? 100 : null;
  return { done, total, percent };
}
