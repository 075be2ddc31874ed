import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './courses.service';
import { createPaper, deletePaper, updatePaper } from './papers.service';

/** Manage Courses (class categories) and their papers: admins only. */
export const coursesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, coursesApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listCourses(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, coursesApi.get, {
    handler: async (request) => ({ message: '', data: await getCourse(db, request.params.id) }),
  });

  route(app, coursesApi.create, {
    handler: async (request) => ({
      message: request.t('Course created successfully'),
      data: await createCourse(db, request.body),
    }),
  });

  route(app, coursesApi.update, {
    handler: async (request) => ({
      message: request.t('Course updated successfully'),
      data: await updateCourse(db, request.params.id, request.body),
    }),
  });

  route(app, coursesApi.remove, {
    handler: async (request) => {
      await deleteCourse(db, request.params.id);
      return { message: request.t('Course deleted successfully'), data: null };
    },
  });

  route(app, coursesApi.createPaper, {
    handler: async (request) => ({
      message: request.t('Paper created successfully'),
      data: await createPaper(db, request.params.id, request.body),
    }),
  });

  route(app, coursesApi.updatePaper, {
    handler: async (request) => ({
      message: request.t('Paper updated successfully'),
      data: await updatePaper(db, request.params.id, request.params.paperId, request.body),
    }),
  });

  route(app, coursesApi.removePaper, {
    handler: async (request) => {
      await deletePaper(db, request.params.id, request.params.paperId);
      return { message: request.t('Paper deleted successfully'), data: null };
    },
  });
};
