import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classBodySchema,
  classDetailSchema,
  classSchema,
  classToggleSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { getClass, listClasses } from './classes.service';
import { createClass, deleteClass, toggleClassFlag, updateClass } from './classes.write.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['classes'];
const staff = { guard: 'staff' } as const;

/** Manage Classes: any staff member, limited to their own classes unless admin (see class-access.ts). */
export const classesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes',
    { config: staff, schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(classSchema) } } },
    async (request) => {
      const { rows, meta } = await listClasses(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/classes/:id',
    { config: staffOfClass, schema: { tags, params: idParamSchema, response: { 200: itemResponse(classDetailSchema) } } },
    async (request) => {
      return { message: '', data: await getClass(db, request.params.id) };
    },
  );

  app.post(
    '/classes',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Only an admin chooses teachers; a teaching assistant or supervisor who creates a class becomes its teacher.',
        body: classBodySchema,
        response: { 200: itemResponse(classDetailSchema) },
      },
    },
    async (request) => ({
      message: request.t('Class created successfully'),
      data: await createClass(db, currentUser(request), request.body),
    }),
  );

  app.put(
    '/classes/:id',
    {
      config: staffOfClass,
      schema: {
        tags,
        description:
          'Students are replaced by the list sent (kept students keep their class_user_id); teachers only when an admin sends them.',
        params: idParamSchema,
        body: classBodySchema,
        response: { 200: itemResponse(classDetailSchema) },
      },
    },
    async (request) => ({
      message: request.t('Class updated successfully'),
      data: await updateClass(db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/classes/:id',
    {
      config: staffOfClass,
      schema: {
        tags,
        description:
          'Deletes the class with its enrolments, teacher links, video links and notes, in one statement (database cascades).',
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteClass(db, request.params.id);
      return { message: request.t('Class deleted successfully'), data: null };
    },
  );

  app.post(
    '/classes/:id/toggle-ranked-status',
    { config: staffOfClass, schema: { tags, params: idParamSchema, response: { 200: itemResponse(classToggleSchema) } } },
    async (request) => ({
      message: request.t('Class updated successfully'),
      data: await toggleClassFlag(db, request.params.id, 'isRanked'),
    }),
  );

  app.post(
    '/classes/:id/toggle-automatic-reporting',
    { config: staffOfClass, schema: { tags, params: idParamSchema, response: { 200: itemResponse(classToggleSchema) } } },
    async (request) => ({
      message: request.t('Class updated successfully'),
      data: await toggleClassFlag(db, request.params.id, 'automaticReporting'),
    }),
  );
};
