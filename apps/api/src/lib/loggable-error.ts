import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The stack frames of an error, without its message (which may quote values). */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * What of a failure may reach the log. A failed query's message carries its parameters (password
 * hashes, names, e-mails) and the database's message may quote a value, so a query error is logged
 * as its SQL text, the database's error code and the stack frames only.
 */
export function loggableError(error: unknown): unknown {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DrizzleQueryError) {
      const code = (current.cause as { code?: unknown } | undefined)?.code;
      return {
        type: 'DrizzleQueryError',
        query: current.query,
        code: typeof code === 'string' ? code : null,
        stack: framesOf(current),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return error;
}
