import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  educationalPartBodySchema,
  educationalPartListQuerySchema,
  educationalPartSchema,
  idParamSchema,
  itemResponse,
  listResponse,
  messageResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import {
  createEducationalPart,
  deleteEducationalPart,
  listEducationalParts,
  updateEducationalPart,
} from './educational-parts.service';

const tags = ['educational-parts'];
/** Every staff member reads the parts; only admins shape them (teaching assistants write questions into them). */
const admin = { guard: 'admin' } as const;

export const educationalPartsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/educational-parts',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Parts by name with their course and count of active questions; `limit` is accepted for `per_page`.',
        querystring: educationalPartListQuerySchema,
        response: { 200: listResponse(educationalPartSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listEducationalParts(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/educational-parts',
    { config: admin, schema: { tags, body: educationalPartBodySchema, response: { 200: itemResponse(educationalPartSchema) } } },
    async (request) => ({
      message: request.t('Educational part created successfully'),
      data: await createEducationalPart(db, request.body),
    }),
  );

  app.put(
    '/educational-parts/:id',
    {
      config: admin,
      schema: {
        tags,
        description: 'A part that has questions keeps its course (409): its questions belong to that course.',
        params: idParamSchema,
        body: educationalPartBodySchema,
        response: { 200: itemResponse(educationalPartSchema) },
      },
    },
    async (request) => ({
      message: request.t('Educational part updated successfully'),
      data: await updateEducationalPart(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/educational-parts/:id',
    {
      config: admin,
      schema: {
        tags,
        description: 'A part that still has (active) questions answers 409: delete or move them first.',
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteEducationalPart(db, request.params.id);
      return { message: request.t('Educational part deleted successfully'), data: null };
    },
  );
};
