import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The abort signal of the API request being worked on, for the database layer: it fires when the
 * client goes before its answer is sent, so a query still running for nobody can be cancelled.
 */
const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (and everything it starts) under `signal`. */
export const runWithRequestSignal = <T>(signal: AbortSignal, work: () => T): T => scope.run(signal, work);

/** Runs `work` under no request: what it starts lives on after the request that started it (a listener). */
export const outsideRequest = <T>(work: () => T): T => scope.exit(work);

/** The signal of the current request; undefined outside one (jobs, the seed, migrations). */
export const currentRequestSignal = (): AbortSignal | undefined => scope.getStore();
