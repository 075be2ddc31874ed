import { Counter, type Registry } from 'prom-client';
import { isConnectionLost } from '../db/connection-loss';
import { loggableError } from '../lib/loggable-error';
import { REDACTED, redactSecrets } from '../plugins/log-redaction';

/** What the guard counts: a database that went away (recoverable) or anything else. */
type Kind = 'database' | 'other';

/** A URL's password (postgres://user:secret@host, smtp://…): never in a log line. */
const urlPassword = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/gi;
export const redactText = (text: string) => redactSecrets(text.replace(urlPassword, `$1${REDACTED}@`));

/**
 * What of an error the guard logs: a query's SQL without its parameters (loggableError), a database error's
 * code without its message (which may quote a value), or the name and message of any other, with URL passwords
 * and secret link parameters redacted; then the stack frames.
 */
export function redactedError(error: unknown): string {
  const kept = loggableError(error);
  if (kept !== error) return redactText(JSON.stringify(kept));
  if (!(error instanceof Error)) return `a non-error value (${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const head =
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
      ? `${error.name} (database code ${code})`
      : `${error.name}: ${error.message}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return redactText([head, ...frames.slice(0, 8)].join('\n'));
}

/**
 * The serving process's last line of defence (server.ts only: tests keep vitest's own, which fails a test on
 * an unhandled rejection). A promise nobody awaited that rejects is logged, redacted, and counted in
 * `process_unhandled_errors_total`, and the process serves on: every loop of its own recovers by itself.
 * An uncaught exception is survived only when it is a database gone away (a connection's 'error' nobody
 * listened to); any other leaves the process in a state nobody knows, so it is logged, counted and exits 1, as
 * Node would, for the supervisor to start it again.
 */
export function guardProcess(log: (line: string) => void, exit: (code: number) => void = (code) => process.exit(code)) {
  const counter = new Counter({
    name: 'process_unhandled_errors_total',
    help: 'Unhandled rejections and uncaught exceptions the process logged instead of ending: database (gone away) or other.',
    labelNames: ['kind'] as const,
    registers: [],
  });
  for (const kind of ['database', 'other'] as const) counter.inc({ kind }, 0);
  const kindOf = (error: unknown): Kind => (isConnectionLost(error) ? 'database' : 'other');
  const onRejection = (reason: unknown) => {
    const kind = kindOf(reason);
    counter.inc({ kind });
    log(`Unhandled rejection (${kind}), the process goes on: ${redactedError(reason)}`);
  };
  const onException = (error: unknown) => {
    const kind = kindOf(error);
    counter.inc({ kind });
    if (kind === 'database') return log(`Uncaught database error, the process goes on: ${redactedError(error)}`);
    log(`Uncaught exception, the process exits: ${redactedError(error)}`);
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    /** Serves the counter on the metrics listener's registry. */
    register(registry: Registry) {
      registry.registerMetric(counter);
    },
    stop() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}
