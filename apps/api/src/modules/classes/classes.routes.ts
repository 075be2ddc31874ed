import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classesApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { getClass, listClasses } from './classes.service';
import { createClass, deleteClass, toggleClassFlag, updateClass } from './classes.write.service';
import { staffOfClass } from '../../plugins/policy';

/** Manage Classes: any staff member, limited to their own classes unless admin (see class-access.ts). */
export const classesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, classesApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listClasses(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, classesApi.get, {
    config: staffOfClass,
    handler: async (request) => {
      return { message: '', data: await getClass(db, request.params.id) };
    },
  });

  route(app, classesApi.create, {
    handler: async (request) => ({
      message: request.t('Class created successfully'),
      data: await createClass(db, currentUser(request), request.body),
    }),
  });

  route(app, classesApi.update, {
    config: staffOfClass,
    handler: async (request) => ({
      message: request.t('Class updated successfully'),
      data: await updateClass(db, currentUser(request), request.params.id, request.body),
    }),
  });

  route(app, classesApi.remove, {
    config: staffOfClass,
    handler: async (request) => {
      await deleteClass(db, request.params.id);
      return { message: request.t('Class deleted successfully'), data: null };
    },
  });

  route(app, classesApi.toggleRankedStatus, {
    config: staffOfClass,
    handler: async (request) => ({
      message: request.t('Class updated successfully'),
      data: await toggleClassFlag(db, request.params.id, 'isRanked'),
    }),
  });

  route(app, classesApi.toggleAutomaticReporting, {
    config: staffOfClass,
    handler: async (request) => ({
      message: request.t('Class updated successfully'),
      data: await toggleClassFlag(db, request.params.id, 'automaticReporting'),
    }),
  });
};
