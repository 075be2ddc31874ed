import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@backoffice/contract';
import { AppError } from './app-error';
import { loggableError } from '../lib/loggable-error';
import { isClientAbort } from './client-aborts';
import { QUERY_CANCELED } from '../db/cancellable-pool';
import { busy, unavailable } from './load-shedding';
import { isConnectionLost } from '../db/connection-loss';

/** Fastify's own 4xx codes, with the message a person reads instead of the framework's. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
};

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    (fields[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

/** PostgreSQL cancelled the statement (drizzle wraps the driver's error, whose code is then on `cause`). */
const isQueryCancelled = (error: unknown): boolean =>
  error instanceof Error && ((error as { code?: string }).code === QUERY_CANCELED || isQueryCancelled(error.cause));

/** Every failure leaves as `{ message, data, errors }`; 5xx texts are logged, never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    // A file that fails as it starts to stream (missing from the store) errs after its route set the file's
    // headers: the answer is JSON, not a PDF (Fastify refuses an object under a file's content type: a 500).
    reply.removeHeader('content-type').removeHeader('content-disposition');
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that is not an id names no record.
      if (error.validationContext === 'params') {
        return reply.status(404).send({ message: t('Not found'), data: null, errors: null });
      }
      const fields = fieldErrorsOf(error);
      const translated = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.map((m) => t(m))]));
      const first = Object.values(translated)[0]?.[0] ?? 'Invalid value';
      return reply.status(422).send({ message: first, data: translated, errors: translated });
    }
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.map((m) => t(m, error.params))]))
        : null;
      return reply
        .status(error.statusCode)
        .send({ message: t(error.message, error.params), data: error.data ?? fields, errors: fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[status] ?? error.message;
      return reply.status(status).send({ message: t(message), data: null, errors: null });
    }
    // A query cancelled because its client went (no one to answer), or one past the statement timeout (busy).
    if (isQueryCancelled(error)) {
      if (reply.raw.destroyed || request.raw.socket?.destroyed) {
        request.log.debug({ reqId: request.id }, 'query cancelled: the client has gone');
        return reply.status(499).send();
      }
      request.log.warn({ reqId: request.id, url: request.url }, 'query cancelled: past the statement timeout');
      return reply.send(busy(request, reply));
    }
    // The database is restarting or stopped: the same request may work in a moment, so it is no server fault.
    if (isConnectionLost(error)) {
      request.log.warn({ reqId: request.id, url: request.url, err: loggableError(error) }, 'database unavailable');
      return reply.send(unavailable(request, reply));
    }
    // An upload the client cancelled ends its stream early: the client's choice, not a server fault.
    if (isClientAbort(error)) request.log.debug({ reqId: request.id }, 'request aborted by the client');
    else request.log.error({ err: loggableError(error), reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: t('Something went wrong'), data: null, errors: null });
  });
}
