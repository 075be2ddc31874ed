import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { errorStatusesOf, responsesOf, type Endpoint } from '@backoffice/contract';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was registered from. */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every /api route, with the errors its contract endpoint answers. */
    endpointTable: EndpointRoute[];
  }
}

export type EndpointRoute = {
  method: string;
  url: string;
  /** The 4xx statuses it documents. */
  errors: number[];
};

/** The route's success answer, as the handler's return type is checked against (errors are thrown, not returned). */
type SuccessResponse<E extends Endpoint> = E['response'] extends 'file'
  ? Record<never, never>
  : E['status'] extends 201
    ? { 201: E['response'] }
    : { 200: E['response'] };

/** What a route adds to its endpoint: its class scope, limits, a body limit. */
type RouteExtras = {
  /** The route's config beside its guard (a guard given here is the endpoint's anyway). */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  bodyLimit?: number;
};

/**
 * A route's options from its contract endpoint: `route(app, centersApi.list, { handler })`.
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
    headers: definition.headers as E['headers'],
    body: bodySchemaOf(definition) as E['body'],
    response: responsesOf(definition) as SuccessResponse<E>,
  };
  // Fastify warns of a schema key that is present but undefined.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return {
    method: definition.method,
    url: url.slice(app.prefix.length),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(definition.body && definition.form ? { preValidation: refuseNeitherJsonNorForm } : {}),
    config: { ...extras.config, guard: definition.guard, endpoint: definition },
    schema,
  };
}

/**
 * The body's schema: a JSON body alone is validated whatever its content type; beside a multipart form, only
 * a JSON request is (the form is read part by part by its handler, past `request.isMultipart()`).
 */
function bodySchemaOf(definition: Endpoint) {
  if (!definition.body || !definition.form) return definition.body;
  return { content: { 'application/json': { schema: definition.body } } };
}

/** A route taking JSON or a form answers anything else (no body at all) 415, not a handler without its body. */
async function refuseNeitherJsonNorForm(request: FastifyRequest) {
  if (!request.isMultipart() && request.mediaType !== 'application/json') {
    throw new AppError(415, 'Unsupported content type.');
  }
}

/**
 * Statuses any route may answer, whatever its endpoint declares: the transport's (a malformed body, one too
 * large or of a type not taken, a client gone), the rate limits, and a server in trouble (503 also a file store
 * that takes no writes, 507 a full one).
 */
const TRANSPORT_STATUSES = new Set([400, 413, 415, 429, 499, 500, 503, 507]);

/** Every status an endpoint may answer, worked out once when its route is registered, not on each answer. */
const answersOf = new WeakMap<Endpoint, Set<number>>();

function declaredAnswers(definition: Endpoint, errors: number[]): Set<number> {
  return new Set([definition.status ?? 200, ...(definition.redirects ? [302] : []), ...errors, ...TRANSPORT_STATUSES]);
}

/** The route answered a status its contract endpoint does not list: a failure in tests, a warning in service. */
function checkDeclaredStatus(request: FastifyRequest, reply: FastifyReply) {
  const declared = request.routeOptions.config.endpoint;
  const answers = declared && answersOf.get(declared);
  const status = reply.statusCode;
  if (!answers || answers.has(status)) return;
  const problem = `${request.method} ${request.routeOptions.url} answered ${status}, which its contract endpoint does not declare`;
  if (process.env.VITEST) {
    // A 500, as the error handler keeps a status already set: the test sees neither the status nor the answer it expected.
    reply.code(500);
    throw new Error(problem);
  }
  request.log.warn(problem);
}

/**
 * Keeps the table of /api routes and their contract endpoints. A route under /api that was not registered
 * from a contract endpoint does not start: it fails at registration, as a route without a guard does. An
 * answer whose status the endpoint does not declare fails the test that made it (see checkDeclaredStatus).
 */
export function registerEndpoints(app: FastifyInstance) {
  const endpointTable: EndpointRoute[] = [];
  app.decorate('endpointTable', endpointTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD') return;
    const method = String(route.method);
    const declared = route.config?.endpoint;
    if (!declared) throw new Error(`Route ${method} ${route.url} is not declared in the contract`);
    const errors = errorStatusesOf(declared);
    answersOf.set(declared, declaredAnswers(declared, errors));
    endpointTable.push({ method, url: route.url, errors });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    checkDeclaredStatus(request, reply);
    return payload;
  });
}

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
/** A handler's request, typed by its endpoint's schemas (which the route validates it with). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Headers: Output<E['headers']>;
  Body: Output<E['body']>;
}>;
/** What a handler answers: its endpoint's success answer, or the reply it sent itself (a file, a stream, a redirect). */
type HandlerAnswer<E extends Endpoint> = E['response'] extends z.core.$ZodType ? z.input<E['response']> : unknown;
type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | FastifyReply> | HandlerAnswer<E> | FastifyReply;

/** A route's handler and what it adds to its endpoint; Fastify's own route options beside them where one needs them. */
type RouteOptionsOf<E extends Endpoint> = RouteExtras &
  Pick<RouteShorthandOptions, 'logLevel' | 'exposeHeadRoute' | 'compress'> & { handler: EndpointHandler<E> };

/**
 * Registers a route from its contract endpoint: `route(app, centersApi.list, { handler })`. The handler is typed
 * by the endpoint's schemas here, not through Fastify's type provider: the same checks, several times faster
 * to type-check (Fastify's generic route options cost most of the API's type check).
 */
export function route<E extends Endpoint>(app: FastifyInstance, definition: E, options: RouteOptionsOf<E>) {
  const { handler, config, bodyLimit, ...fastifyOptions } = options;
  app.route({
    ...routeOf(app, definition, { config, bodyLimit }),
    ...fastifyOptions,
    handler: handler as unknown as RouteHandlerMethod,
  });
}
