import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/client';
import { beatJobs } from './jobs.service';

/** How often an owner refreshes the heartbeat of its jobs (and sweeps those of dead owners). */
export const HEARTBEAT_MS = 5_000;
/** A heartbeat older than this means its owner is gone: six beats missed. */
export const STALE_SECONDS = 30;

/** Why a job's signal aborted: its owner is stopping, or the job was failed under it as abandoned. */
export type JobStopReason = 'stopping' | 'taken';

/** host/pid/token: the token tells two starts apart (a reused pid, two queues in one test process). */
export const newOwnerId = () => `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;

/**
 * The process running jobs, as the `jobs` table knows it: it claims jobs under its id, refreshes their
 * heartbeat every HEARTBEAT_MS, and aborts a job's signal when it stops or the job is no longer its own.
 * Another process fails one of its jobs only once that heartbeat is STALE_SECONDS old.
 */
export class JobOwner {
  readonly id = newOwnerId();
  readonly #running = new Map<number, AbortController>();
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;
  #isStopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** The signal of a job this owner has claimed; aborted at once when the owner has stopped. */
  track(jobId: number): AbortSignal {
    const controller = new AbortController();
    if (this.#isStopped) controller.abort('stopping' satisfies JobStopReason);
    this.#running.set(jobId, controller);
    return controller.signal;
  }

  untrack(jobId: number): void {
    this.#running.delete(jobId);
  }

  /** Refreshes the heartbeat of the running jobs; one failed meanwhile by another process is aborted here. */
  async beat(): Promise<void> {
    // Only the jobs tracked before the query: one claimed during it is not yet known to be missing.
    const ids = [...this.#running.keys()];
    if (ids.length === 0) return;
    const kept = new Set(await beatJobs(this.db, this.id, ids));
    for (const id of ids) if (!kept.has(id)) this.#running.get(id)?.abort('taken' satisfies JobStopReason);
  }

  /** Beats, then runs `sweep`, every HEARTBEAT_MS until stopped; a failed round is logged and the next one comes. */
  start(sweep: () => Promise<void>, intervalMs = HEARTBEAT_MS): void {
    const round = () => {
      this.#tick = (async () => {
        await this.beat();
        await sweep();
      })()
        .catch((error: unknown) => this.log('job owner: heartbeat or sweep failed', error))
        .finally(() => {
          if (!this.#isStopped) this.#timer = setTimeout(round, intervalMs).unref();
        });
    };
    this.#timer = setTimeout(round, intervalMs).unref();
  }

  /** Stops beating and aborts every running job: their children are killed and they are handed back to the queue. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    clearTimeout(this.#timer);
    for (const controller of this.#running.values()) controller.abort('stopping' satisfies JobStopReason);
    await this.#tick;
  }
}
