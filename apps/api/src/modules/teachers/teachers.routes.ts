import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  teacherBodySchema,
  teacherSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { createTeacher, deleteTeacher, listTeachers, updateTeacher } from './teachers.service';

const tags = ['teachers'];
const admin = { guard: 'admin' } as const;

/** Manage Teachers (teaching assistants, role 2); admins only. */
export const teachersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.get(
    '/teachers',
    { config: admin, schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(teacherSchema) } } },
    async (request) => {
      const { rows, meta } = await listTeachers(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/teachers',
    { config: admin, schema: { tags, body: teacherBodySchema, response: { 200: itemResponse(teacherSchema) } } },
    async (request) => ({
      message: request.t('Teacher created successfully'),
      data: await createTeacher(db, mailer, request.body),
    }),
  );

  app.put(
    '/teachers/:id',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: teacherBodySchema, response: { 200: itemResponse(teacherSchema) } },
    },
    async (request) => ({
      message: request.t('Teacher updated successfully'),
      data: await updateTeacher(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/teachers/:id',
    { config: admin, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteTeacher(db, request.params.id);
      return { message: request.t('Teacher deleted successfully'), data: null };
    },
  );
};
