import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Query parameters that carry a secret: a set-password link's `token` (single use, valid 72 h), an
 * attendance scan's `t` and a media `grant` (HLS playlist, key and segments, PDF files). Whoever reads one
 * in a log can use it, so no log line keeps its value. A new secret parameter is added here and nowhere else.
 */
export const SECRET_QUERY_PARAMS = ['token', 't', 'grant'] as const;

/** Request headers that carry a credential, should a log line ever include the headers. */
export const SECRET_HEADERS = ['authorization', 'cookie'] as const;

/** What a redacted value reads as in the log. */
export const REDACTED = '[redacted]';

// `?name=` or `&name=`, also percent-encoded (a URL inside another URL's query, such as a redirect target).
// The value ends at the next parameter, fragment, space or the end of the JSON string that holds it.
const secretParam = new RegExp(
  `((?:[?&]|%3F|%26)(?:${SECRET_QUERY_PARAMS.join('|')})(?:=|%3D))(?:[^&#\\s"\\\\%]|%(?!26)[0-9a-f]{2})+`,
  'gi',
);

/** The text with the value of every secret query parameter replaced by REDACTED. */
export const redactSecrets = (text: string): string => text.replace(secretParam, `$1${REDACTED}`);

const headerPaths = SECRET_HEADERS.flatMap((name) => [`req.headers.${name}`, `headers.${name}`]);

/**
 * The logger options with secrets kept out of every line: the whole written line is redacted (so Fastify's
 * request log, error messages that quote a URL and any custom line alike), and credential headers are
 * censored wherever a request's headers are logged. `false` stays off.
 */
export function withRedactedSecrets(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as LoggerOptions);
  const previousWrite = options.hooks?.streamWrite;
  const redact = options.redact;
  const paths = Array.isArray(redact) ? redact : (redact?.paths ?? []);
  return {
    ...options,
    redact: { censor: REDACTED, ...(Array.isArray(redact) ? {} : redact), paths: [...paths, ...headerPaths] },
    hooks: {
      ...options.hooks,
      streamWrite: (line: string) => redactSecrets(previousWrite ? previousWrite(line) : line),
    },
  };
}
