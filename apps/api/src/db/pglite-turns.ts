import type { PGlite } from '@electric-sql/pglite';
import { cancelledError } from './cancellable-pool';
import { currentRequestSignal } from './request-signal';

type Call = (...args: never[]) => Promise<unknown>;

/** Statements run back to back for at most this long before the event loop gets a turn. */
export const TURN_BUDGET_MS = 10;

/**
 * PGlite runs each statement synchronously on the main thread, and its own queue starts the next waiting
 * statement in the same turn of the event loop as the last one ended: under 50 connections dozens of
 * statements ran back to back, and no other request (nor a timer) was served for up to 477 ms. Here the
 * statements take turns: one at a time (PGlite runs one at a time anyway), and once they have held the
 * event loop for TURN_BUDGET_MS the next waits for the loop to have a turn (setImmediate), so the loop is
 * held at most that long plus the longest single statement. Yielding before every statement instead cost
 * nine tenths of the throughput under load: each wait for a turn left the database idle. A statement whose
 * request's client has gone while it waited is not run (PGlite cannot cancel one that runs).
 *
 * A transaction takes one turn for all its statements: they go through its own handle, not through here.
 * `turns.pending` counts the statements running or waiting (the metrics' connection in use and waiting).
 */
export type TakingTurns = PGlite & {
  /** Runs `work` as one turn: no statement of this client runs until it has finished (a backup's copy). */
  alone<T>(work: () => Promise<T>): Promise<T>;
};

export function takingTurns(client: PGlite, turns: { pending: number } = { pending: 0 }): TakingTurns {
  let last: Promise<unknown> = Promise.resolve();
  /** When the current stretch of statements without a turn of the event loop began; null after a turn. */
  let heldSince: number | null = null;
  const loopHadTurn = () => {
    heldSince = null;
  };
  const inTurn =
    <F extends Call>(call: F) =>
    (...args: Parameters<F>): ReturnType<F> => {
      const signal = currentRequestSignal();
      const run = last.then(async () => {
        if (heldSince !== null && performance.now() - heldSince > TURN_BUDGET_MS) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (heldSince === null) {
          heldSince = performance.now();
          setImmediate(loopHadTurn);
        }
        if (signal?.aborted) throw cancelledError();
        return call(...args);
      });
      turns.pending += 1;
      last = run.catch(() => undefined).finally(() => (turns.pending -= 1));
      return run as ReturnType<F>;
    };
  const calls = {
    query: inTurn(client.query.bind(client)),
    exec: inTurn(client.exec.bind(client)),
    transaction: inTurn(client.transaction.bind(client)),
    alone: inTurn((work: () => Promise<unknown>) => work()) as TakingTurns['alone'],
  };
  return new Proxy(client as TakingTurns, {
    get: (target, property, receiver) =>
      property in calls ? calls[property as keyof typeof calls] : Reflect.get(target, property, receiver),
  });
}
