/**
 * The scale benchmark's per-request figures before the work of issue 31 (commit f4b6104), on this 2-core
 * machine shared with other work: one client's median (ms), 20 clients' p95 (ms), and the API's throughput
 * at 50 connections as a share of the bare `pg` route running the same SQL. Keyed by "<endpoint> <students>".
 */
export type CostFigures = { oneP50: number; twentyP95: number; rpsOfBare: number };

export const SCALE_BEFORE: Record<string, Record<string, CostFigures>> = {
  // BENCH_SCALE_SIZES=10000 BENCH_SECONDS=4, load average 11-15 from other work on the 2 cores.
  postgres: {
    'students 10000': { oneP50: 39.8, twentyP95: 3493, rpsOfBare: 0 },
    'classes 10000': { oneP50: 91.0, twentyP95: 3740, rpsOfBare: 0.45 },
    'class roster 10000': { oneP50: 50.9, twentyP95: 1450, rpsOfBare: 0.28 },
    'dashboard 10000': { oneP50: 51.1, twentyP95: 2433, rpsOfBare: 0.28 },
    'students-overall 10000': { oneP50: 102, twentyP95: 2831, rpsOfBare: 0.18 },
    // As issue 31 states them (quiet machine): Students page 1 at 100,000, one client 27 ms, 20 clients p95 381 ms,
    // about a third of the bare route's throughput at 50 connections.
    'students 100000': { oneP50: 27, twentyP95: 381, rpsOfBare: 0.33 },
  },
};

/** npm run bench -- profile (Students page 1, 1,000 students, one client, 8 s) before issue 31, load average 18.6. */
export const PROFILE_BEFORE =
  'before (f4b6104): median 114.03 ms, API process on CPU 43.01 ms a request, 6 statements in 4 waves (1 + 2 + 1 + 2)';
