import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * A browser that leaves a page mid-download ends the compressed stream early ("premature close", which
 * @fastify/compress logs as an error). That is the client's choice, not a server fault: it is logged at
 * debug level, so error logs hold only what someone must look at.
 */
export const isClientAbort = (value: unknown) =>
  value instanceof Error &&
  (value.message === 'premature close' || (value as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE');

const quietClientAborts: NonNullable<LoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    if (level >= 50 && isClientAbort(args[0])) return this.debug(...(args as [string]));
    return method.apply(this, args);
  },
};

/** The logger options with client aborts kept out of the error level; `false` stays off. */
export function withQuietClientAborts(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as LoggerOptions);
  return { ...options, hooks: { ...options.hooks, ...quietClientAborts } };
}
