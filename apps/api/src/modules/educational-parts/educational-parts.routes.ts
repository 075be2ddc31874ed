import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { educationalPartsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import {
  createEducationalPart,
  deleteEducationalPart,
  listEducationalParts,
  updateEducationalPart,
} from './educational-parts.service';

export const educationalPartsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, educationalPartsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listEducationalParts(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, educationalPartsApi.create, {
    handler: async (request) => ({
      message: request.t('Educational part created successfully'),
      data: await createEducationalPart(db, request.body),
    }),
  });

  route(app, educationalPartsApi.update, {
    handler: async (request) => ({
      message: request.t('Educational part updated successfully'),
      data: await updateEducationalPart(db, request.params.id, request.body),
    }),
  });

  route(app, educationalPartsApi.remove, {
    handler: async (request) => {
      await deleteEducationalPart(db, request.params.id);
      return { message: request.t('Educational part deleted successfully'), data: null };
    },
  });
};
