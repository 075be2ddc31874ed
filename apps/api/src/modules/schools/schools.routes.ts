import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { createSchool } from './schools.service';

/** Schools are picked from home/select-options/schools; an admin adds one that is missing. */
export const schoolsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, schoolsApi.create, {
    handler: async (request) => ({
      message: request.t('School created successfully'),
      data: await createSchool(db, request.body),
    }),
  });
};
