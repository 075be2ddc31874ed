import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResultSchema,
  classItemParamsSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  type ListQuery,
  type Pagination,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { staffOfClass } from '../../plugins/policy';

export const tags = ['workstation'];
export const SCOPE = 'Class-scoped: a teaching assistant only their classes (403).';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The service of a kind of class items, as class-items.service's classItems() answers it. */
type ItemService<A> = {
  list(db: Db, classId: number, query: ListQuery): Promise<{ rows: A[]; meta: { pagination: Pagination } }>;
  get(db: Db, classId: number, id: number): Promise<A>;
  remove(db: Db, classId: number, id: number): Promise<void>;
};

/**
 * The routes the kinds of class items have alike under `base` (/classes/:id/attendance), `item` the schema of
 * one: the list, the SAVE of the tab, one item and its deletion; descriptions end with SCOPE. Each registers
 * where the module calls it, so its routes keep their order (and the OpenAPI document its own).
 */
export function classItemRoutes<S extends z.ZodType>(app: App, db: Db, base: string, item: S, service: ItemService<z.input<S>>) {
  // The compiler cannot resolve a reply type from a generic schema; the callers' services are checked against S.
  const schema: z.ZodType = item;
  return {
    list(description: string) {
      app.get(
        base,
        {
          config: staffOfClass,
          schema: {
            tags,
            description: `${description} ${SCOPE}`,
            params: idParamSchema,
            querystring: listQuerySchema,
            response: { 200: listResponse(schema) },
          },
        },
        async (request) => {
          const { rows, meta } = await service.list(db, request.params.id, request.query);
          return { message: '', data: rows, meta };
        },
      );
    },

    /** POST {base}/{path}: `save` writes the batch of the body (valid against `body`) in one transaction. */
    save<B extends z.ZodType>(
      path: string,
      description: string,
      body: B,
      message: string,
      save: (userId: number, classId: number, body: z.output<B>) => Promise<z.output<typeof batchResultSchema>>,
    ) {
      app.post(
        `${base}/${path}`,
        {
          config: staffOfClass,
          schema: {
            tags,
            description: `${description} ${SCOPE}`,
            params: idParamSchema,
            body,
            response: { 200: itemResponse(batchResultSchema) },
          },
        },
        async (request) => ({
          message: request.t(message),
          data: await save(currentUser(request).id, request.params.id, request.body as z.output<B>),
        }),
      );
    },

    get() {
      app.get(
        `${base}/:itemId`,
        {
          config: staffOfClass,
          schema: { tags, description: SCOPE, params: classItemParamsSchema, response: { 200: itemResponse(schema) } },
        },
        async (request) => ({ message: '', data: await service.get(db, request.params.id, request.params.itemId) }),
      );
    },

    remove(message: string) {
      app.delete(
        `${base}/:itemId`,
        {
          config: staffOfClass,
          schema: { tags, description: SCOPE, params: classItemParamsSchema, response: { 200: messageResponse } },
        },
        async (request) => {
          await service.remove(db, request.params.id, request.params.itemId);
          return { message: request.t(message), data: null };
        },
      );
    },
  };
}
