import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseBodySchema,
  courseSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  paperBodySchema,
  paperParamsSchema,
  paperSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './courses.service';
import { createPaper, deletePaper, updatePaper } from './papers.service';

const tags = ['class-categories'];
const admin = { guard: 'admin' } as const;

/** Manage Courses (class categories) and their papers: admins only. */
export const coursesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/class-categories',
    { config: admin, schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(courseSchema) } } },
    async (request) => {
      const { rows, meta } = await listCourses(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/class-categories/:id',
    { config: admin, schema: { tags, params: idParamSchema, response: { 200: itemResponse(courseSchema) } } },
    async (request) => ({ message: '', data: await getCourse(db, request.params.id) }),
  );

  app.post(
    '/class-categories',
    { config: admin, schema: { tags, body: courseBodySchema, response: { 200: itemResponse(courseSchema) } } },
    async (request) => ({ message: request.t('Course created successfully'), data: await createCourse(db, request.body) }),
  );

  app.put(
    '/class-categories/:id',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: courseBodySchema, response: { 200: itemResponse(courseSchema) } },
    },
    async (request) => ({
      message: request.t('Course updated successfully'),
      data: await updateCourse(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/class-categories/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Deletes the course with its papers and calendar events. A course that classes use is kept: 409, move or delete the classes first.',
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteCourse(db, request.params.id);
      return { message: request.t('Course deleted successfully'), data: null };
    },
  );

  app.post(
    '/class-categories/:id/papers',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: paperBodySchema, response: { 200: itemResponse(paperSchema) } },
    },
    async (request) => ({
      message: request.t('Paper created successfully'),
      data: await createPaper(db, request.params.id, request.body),
    }),
  );

  app.put(
    '/class-categories/:id/papers/:paperId',
    {
      config: admin,
      schema: { tags, params: paperParamsSchema, body: paperBodySchema, response: { 200: itemResponse(paperSchema) } },
    },
    async (request) => ({
      message: request.t('Paper updated successfully'),
      data: await updatePaper(db, request.params.id, request.params.paperId, request.body),
    }),
  );

  app.delete(
    '/class-categories/:id/papers/:paperId',
    { config: admin, schema: { tags, params: paperParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deletePaper(db, request.params.id, request.params.paperId);
      return { message: request.t('Paper deleted successfully'), data: null };
    },
  );
};
