import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centerBodySchema,
  centerSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { createCenter, deleteCenter, listCenters, updateCenter } from './centers.service';

const tags = ['centers'];

export const centersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/centers',
    { config: { guard: 'staff' }, schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(centerSchema) } } },
    async (request) => {
      const { rows, meta } = await listCenters(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/centers',
    { config: { guard: 'staff' }, schema: { tags, body: centerBodySchema, response: { 200: itemResponse(centerSchema) } } },
    async (request) => ({ message: request.t('Center created successfully'), data: await createCenter(db, request.body) }),
  );

  app.put(
    '/centers/:id',
    {
      config: { guard: 'staff' },
      schema: { tags, params: idParamSchema, body: centerBodySchema, response: { 200: itemResponse(centerSchema) } },
    },
    async (request) => ({
      message: request.t('Center updated successfully'),
      data: await updateCenter(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/centers/:id',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Deletes the center with its notes. A center that students are assigned to is kept: 409, move them first.',
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteCenter(db, request.params.id);
      return { message: request.t('Center deleted successfully'), data: null };
    },
  );
};
