import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teachersApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { createTeacher, deleteTeacher, listTeachers, updateTeacher } from './teachers.service';

/** Manage Teachers (teaching assistants, role 2); admins only. */
export const teachersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  route(app, teachersApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listTeachers(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, teachersApi.create, {
    handler: async (request) => ({
      message: request.t('Teacher created successfully'),
      data: await createTeacher(db, mailer, request.body),
    }),
  });

  route(app, teachersApi.update, {
    handler: async (request) => ({
      message: request.t('Teacher updated successfully'),
      data: await updateTeacher(db, { id: currentUser(request).id, token: request.token }, request.params.id, request.body),
    }),
  });

  route(app, teachersApi.remove, {
    handler: async (request) => {
      await deleteTeacher(db, request.params.id);
      return { message: request.t('Teacher deleted successfully'), data: null };
    },
  });
};
