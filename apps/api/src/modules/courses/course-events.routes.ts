import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseEventsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { createCourseEvent, deleteCourseEvent, listCourseEvents, updateCourseEvent } from './course-events.service';

/** The course calendar: events of one course, admins only. */
export const courseEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, courseEventsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listCourseEvents(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, courseEventsApi.create, {
    handler: async (request) => ({
      message: request.t('Event created successfully'),
      data: await createCourseEvent(db, request.body),
    }),
  });

  route(app, courseEventsApi.update, {
    handler: async (request) => ({
      message: request.t('Event updated successfully'),
      data: await updateCourseEvent(db, request.params.id, request.body),
    }),
  });

  route(app, courseEventsApi.remove, {
    handler: async (request) => {
      await deleteCourseEvent(db, request.params.id);
      return { message: request.t('Event deleted successfully'), data: null };
    },
  });
};
