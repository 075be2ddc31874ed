import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemResponse, schoolBodySchema, schoolSchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { createSchool } from './schools.service';

const tags = ['schools'];

/** Schools are picked from home/select-options/schools; an admin adds one that is missing. */
export const schoolsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/schools',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Adds a school to the list; a name already there (any letter case) answers 422 on `name`.',
        body: schoolBodySchema,
        response: { 200: itemResponse(schoolSchema) },
      },
    },
    async (request) => ({ message: request.t('School created successfully'), data: await createSchool(db, request.body) }),
  );
};
