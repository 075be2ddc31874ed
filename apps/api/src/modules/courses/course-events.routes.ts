import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseEventsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { createCourseEvent, deleteCourseEvent, listCourseEvents, updateCourseEvent } from './course-events.service';

/** The course calendar: events of one course, admins only. */
export const courseEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.route({
    ...routeOf(app, courseEventsApi.list),
    handler: async (request) => {
      const { rows, meta } = await listCourseEvents(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  app.route({
    ...routeOf(app, courseEventsApi.create),
    handler: async (request) => ({
      message: request.t('Event created successfully'),
      data: await createCourseEvent(db, request.body),
    }),
  });

  app.route({
    ...routeOf(app, courseEventsApi.update),
    handler: async (request) => ({
      message: request.t('Event updated successfully'),
      data: await updateCourseEvent(db, request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(app, courseEventsApi.remove),
    handler: async (request) => {
      await deleteCourseEvent(db, request.params.id);
      return { message: request.t('Event deleted successfully'), data: null };
    },
  });
};
