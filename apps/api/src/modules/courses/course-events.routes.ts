import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseEventBodySchema,
  courseEventQuerySchema,
  courseEventSchema,
  idParamSchema,
  itemResponse,
  listResponse,
  messageResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { createCourseEvent, deleteCourseEvent, listCourseEvents, updateCourseEvent } from './course-events.service';

const tags = ['class-categories'];
const admin = { guard: 'admin' } as const;

/** The course calendar: events of one course, admins only. */
export const courseEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/class-categories/events',
    {
      config: admin,
      schema: {
        tags,
        description: 'Events of one course by date; pass from/to (YYYY-MM-DD) of the shown month and per_page up to 100.',
        querystring: courseEventQuerySchema,
        response: { 200: listResponse(courseEventSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listCourseEvents(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/class-categories/events',
    { config: admin, schema: { tags, body: courseEventBodySchema, response: { 200: itemResponse(courseEventSchema) } } },
    async (request) => ({ message: request.t('Event created successfully'), data: await createCourseEvent(db, request.body) }),
  );

  app.put(
    '/class-categories/events/:id',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: courseEventBodySchema, response: { 200: itemResponse(courseEventSchema) } },
    },
    async (request) => ({
      message: request.t('Event updated successfully'),
      data: await updateCourseEvent(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/class-categories/events/:id',
    { config: admin, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteCourseEvent(db, request.params.id);
      return { message: request.t('Event deleted successfully'), data: null };
    },
  );
};
