import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';

export type CounterHit = { count: number; resetAt: Date };

/**
 * Counts one hit of `key` in a fixed window of `windowMs` and answers the count including it.
 * One INSERT … ON CONFLICT … RETURNING: concurrent hits, from any process, each see their own number.
 * Times come from the database's clock, so processes with drifting clocks agree.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const nextReset = sql`now() + make_interval(secs => ${windowMs / 1000}::float8)`;
  const hasEnded = sql`${rateCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${hasEnded} THEN 1 ELSE ${rateCounters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${hasEnded} THEN excluded.reset_at ELSE ${rateCounters.resetAt} END`,
      },
    })
    .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
  return row;
}

/** Takes one hit back (an attempt that turned out fine). */
export async function forgetHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Deletes the counters whose window has ended; run by the daily purge job. */
export async function purgeEndedCounters(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.resetAt, now));
}

/** Whole minutes until the window ends, at least one: for "try again in N minutes". */
export const minutesUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
