import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { responsesOf, type Endpoint } from '@backoffice/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was registered from. */
    endpoint?: Endpoint;
  }
}

/** The route's success answer, as the handler's return type is checked against (errors are thrown, not returned). */
type SuccessResponse<E extends Endpoint> = E['response'] extends 'file'
  ? Record<never, never>
  : E['status'] extends 201
    ? { 201: E['response'] }
    : { 200: E['response'] };

/** What a route adds to its endpoint: its class scope, limits, a body limit. */
type RouteExtras = {
  config?: Omit<FastifyContextConfig, 'guard' | 'endpoint'>;
  bodyLimit?: number;
};

/**
 * A route's options from its contract endpoint: `app.route({ ...routeOf(app, centersApi.list), handler })`.
 * Method, path (relative to the plugin's prefix), guard, schemas and every status's answer come from the
 * contract, so the OpenAPI document lists each error answer and the handler is typed by the same schemas
 * the web's client parses with.
 */
export function routeOf<E extends Endpoint>(app: FastifyInstance, definition: E, extras: RouteExtras = {}) {
  const url = `/api${definition.path}`;
  if (!url.startsWith(app.prefix)) throw new Error(`${definition.path} is outside the plugin's prefix ${app.prefix}`);
  const schema = {
    tags: [definition.path.split('/')[2] ?? 'api'],
    summary: definition.summary,
    description: definition.description,
    params: definition.params as E['params'],
    querystring: definition.query as E['query'],
    body: definition.body as E['body'],
    response: responsesOf(definition) as SuccessResponse<E>,
  };
  // Fastify warns of a schema key that is present but undefined.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return {
    method: definition.method,
    url: url.slice(app.prefix.length),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    config: { ...extras.config, guard: definition.guard, endpoint: definition },
    schema,
  };
}
