import { and, eq, inArray, not, sql } from 'drizzle-orm';
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
 * Moves a pending job to in_progress under its owner, with a first heartbeat; null for any other state,
 * so a queue job delivered twice never runs its work twice.
 */
export async function claimJob(db: Db, id: number, owner: string): Promise<JobRow | null> {
  const now = new Date();
  const [row] = await db
    .update(jobs)
    .set({ status: 'in_progress', owner, heartbeatAt: sql`now()`, startedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Gives a job its owner stopped under it back to the queue: pending again, unowned, its progress cleared,
 * so whichever process picks it up next runs it from the start. Only while `owner` still holds it.
 */
export async function releaseJob(db: Db, id: number, owner: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      owner: null,
      heartbeatAt: null,
      startedAt: null,
      progressDone: 0,
      progressTotal: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.owner, owner), eq(jobs.status, 'in_progress')));
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

/** The database's clock, not the process's: owners on several hosts compare heartbeats on one clock. */
const heartbeatOlderThan = (seconds: number) =>
  sql`(${jobs.heartbeatAt} IS NULL OR ${jobs.heartbeatAt} < now() - ${sql.raw(`interval '${Math.trunc(seconds)} seconds'`)})`;

/** Refreshes the heartbeat of the owner's jobs in progress; answers those still its own. */
export async function beatJobs(db: Db, owner: string, ids: number[]): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobs.status, 'in_progress'), eq(jobs.owner, owner), inArray(jobs.id, ids)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Fails the jobs in progress whose owner's heartbeat is older than `staleSeconds`: that process is
 * gone (killed, crashed, cut off). A live owner's jobs are never touched, whoever starts.
 */
export async function failAbandonedJobs(db: Db, staleSeconds: number): Promise<JobRow[]> {
  const now = new Date();
  return db
    .update(jobs)
    .set({ status: 'failed', error: jobMessage('job.interrupted'), finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.status, 'in_progress'), heartbeatOlderThan(staleSeconds)))
    .returning();
}

/** Among `ids`, the jobs a live owner is running (in progress, heartbeat fresh). */
export async function liveJobsAmong(db: Db, ids: number[], staleSeconds: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'in_progress'), not(heartbeatOlderThan(staleSeconds))));
  return new Set(rows.map((row) => row.id));
}

/** done of total, with a percent when the total is known. */
export function presentProgress(row: JobRow): JobProgress {
  const { progressDone: done, progressTotal: total } = row;
  if (row.status === 'completed') return { done, total, percent: 100 };
  const percent = total ? Math.min(100, Math.floor((done * 100) / total)) : total === 0 ? 100 : null;
  return { done, total, percent };
}
