import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type classItemParamsSchema,
  type idParamSchema,
  type listQuerySchema,
  type messageResponse,
  type Endpoint,
  type ListQuery,
  type Pagination,
  type WorkstationTab,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { route } from '../../plugins/endpoints';
import { staffOfClass } from '../../plugins/policy';
import { etagOf, tabVersion } from './tab-version';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The service of a kind of class items, as class-items.service's classItems() answers it. */
type ItemService<A> = {
  list(db: Db, classId: number, query: ListQuery): Promise<{ rows: A[]; meta: { pagination: Pagination } }>;
  get(db: Db, classId: number, id: number): Promise<A>;
  remove(db: Db, classId: number, id: number): Promise<void>;
};

/** The list, one item and its deletion of a kind of class items, as the contract declares them. */
type ItemEndpoints = {
  list: Endpoint & { params: typeof idParamSchema; query: typeof listQuerySchema; response: z.ZodType };
  get: Endpoint & { params: typeof classItemParamsSchema; response: z.ZodType };
  remove: Endpoint & { params: typeof classItemParamsSchema; response: typeof messageResponse };
};

/**
 * The routes the kinds of class items have alike: the list, one item and its deletion, from their contract
 * endpoints. Each registers where the module calls it, so its routes keep their order (and the OpenAPI
 * document its own).
 */
export function classItemRoutes<A>(app: App, db: Db, endpoints: ItemEndpoints, service: ItemService<A>) {
  // The item schemas differ by kind: each service is typed by its own, and every answer is checked by its schema.
  return {
    /** With the version of the tab (`entity`'s cells in the class) in ETag, for its SAVE's If-Match. */
    list(entity: WorkstationTab) {
      route(app, endpoints.list, {
        config: staffOfClass,
        handler: async (request, reply) => {
          const tab = { classId: request.params.id, entity };
          // Read before the list: a SAVE in between makes the ETag older than the rows (its cells then look
          // changed to the next SAVE, which compares values), never newer (which would hide a change).
          reply.header('etag', etagOf(tab, await tabVersion(db, tab)));
          const { rows, meta } = await service.list(db, request.params.id, request.query);
          return { message: '', data: rows, meta };
        },
      });
    },

    get() {
      route(app, endpoints.get, {
        config: staffOfClass,
        handler: async (request) => ({
          message: '',
          data: await service.get(db, request.params.id, request.params.itemId),
        }),
      });
    },

    remove(message: string) {
      route(app, endpoints.remove, {
        config: staffOfClass,
        handler: async (request) => {
          await service.remove(db, request.params.id, request.params.itemId);
          return { message: request.t(message), data: null };
        },
      });
    },
  };
}
