import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { endpoint, idParamSchema, messageResponse } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { registerEndpoints, routeOf } from './endpoints';

const t = useTestApp();

type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpoints(app);
  return app;
}

const archive = endpoint({
  method: 'POST',
  path: '/admin/things/:id/archive',
  guard: 'admin',
  params: idParamSchema,
  response: messageResponse,
  errors: [409],
});

describe('endpoints declared in the contract', () => {
  it('refuses to start a route under /api that is not declared in the contract', () => {
    const app = bareApp();
    expect(() =>
      app.get('/api/admin/undeclared', { config: { guard: 'staff' } }, async () => ({ message: '', data: null })),
    ).toThrow('Route GET /api/admin/undeclared is not declared in the contract');
  });

  it('registers a declared route at its contract path, under its plugin prefix', async () => {
    const app = bareApp();
    await app.register(
      async (scoped) => scoped.route({ ...routeOf(scoped, archive), handler: async () => ({ message: 'done', data: null }) }),
      { prefix: '/api/admin' },
    );
    // Raw: a bare app with an endpoint of this test's own, none of the contract.
    const answer = await app.inject({ method: 'POST', url: '/api/admin/things/3/archive' });
    expect(answer.json()).toEqual({ message: 'done', data: null });
    expect(app.endpointTable).toEqual([{ method: 'POST', url: '/api/admin/things/:id/archive', errors: [401, 403, 404, 409] }]);
  });

  it('fails a test whose route answers a status its endpoint does not declare', async () => {
    const app = bareApp();
    // Errors answer in the app's envelope, as plugins/errors.ts does.
    app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message, data: null, errors: null }),
    );
    const failWith = (statusCode: number) => Object.assign(new Error('refused'), { statusCode });
    await app.register(
      async (scoped) =>
        scoped.withTypeProvider<ZodTypeProvider>().route({
          ...routeOf(scoped, archive),
          handler: async (request) => {
            throw failWith(request.params.id === 1 ? 409 : 410);
          },
        }),
      { prefix: '/api/admin' },
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/things/1/archive' })).statusCode).toBe(409);
    const undeclared = await app.inject({ method: 'POST', url: '/api/admin/things/2/archive' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toBe(
      'POST /api/admin/things/:id/archive answered 410, which its contract endpoint does not declare',
    );
  });

  it('documents the error answers of every route in the OpenAPI document', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).body as OpenApi;
    expect(t.app.endpointTable.length).toBeGreaterThan(200);
    const undocumented = t.app.endpointTable.flatMap(({ method, url, errors }) => {
      const responses = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses ?? {};
      const missing = errors.filter((status) => !(String(status) in responses));
      return missing.length === 0 ? [] : [`${method} ${url}: ${missing.join(', ')}`];
    });
    expect(undocumented).toEqual([]);
    expect(Object.keys(document.paths['/api/admin/centers/{id}']?.delete?.responses ?? {})).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
    ]);
    // An upload answers a file too large or of the wrong type as well.
    expect(Object.keys(document.paths['/api/admin/pdf']?.post?.responses ?? {})).toEqual([
      '200',
      '401',
      '403',
      '413',
      '415',
      '422',
    ]);
  });
});
