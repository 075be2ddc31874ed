import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  meetingBodySchema,
  meetingSchema,
  type MeetingMainType,
  meetingsApi,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import {
  createMeeting,
  deleteMeeting,
  getMeeting,
  linkOnly,
  listMeetings,
  listParticipants,
  updateMeeting,
} from './meetings.service';

const tags = ['meetings'];
const description =
  'A link meeting (type 3) keeps the pasted join_url; a scheduled meeting (type 2) and webinars are created through the ' +
  'video service (Zoom) when it is configured, 422 otherwise. Duration: hours and minutes, stored in minutes.';

export const meetingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const providers = context.meetingProviders ?? linkOnly;

  app.route({
    ...routeOf(app, meetingsApi.list),
    handler: async (request) => {
      const { rows, meta } = await listMeetings(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  app.route({
    ...routeOf(app, meetingsApi.settings),
    handler: async () => ({
      message: '',
      data: { has_integration: providers.zoom !== null, provider: providers.zoom ? ('zoom' as const) : ('link' as const) },
    }),
  });

  app.route({
    ...routeOf(app, meetingsApi.get),
    handler: async (request) => ({ message: '', data: await getMeeting(db, currentUser(request), request.params.id) }),
  });

  app.route({
    ...routeOf(app, meetingsApi.participants),
    handler: async (request) => {
      const { rows, meta } = await listParticipants(db, currentUser(request), request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  const routesFor = (mainType: MeetingMainType, base: string, created: string, updated: string) => {
    app.post(
      base,
      {
        config: { guard: 'staff' },
        schema: { tags, description, body: meetingBodySchema, response: { 200: itemResponse(meetingSchema) } },
      },
      async (request) => ({
        message: request.t(created),
        data: await createMeeting(db, providers, currentUser(request), mainType, request.body),
      }),
    );
    app.put(
      `${base}/:id`,
      {
        config: { guard: 'staff' },
        schema: {
          tags,
          description,
          params: idParamSchema,
          body: meetingBodySchema,
          response: { 200: itemResponse(meetingSchema) },
        },
      },
      async (request) => ({
        message: request.t(updated),
        data: await updateMeeting(db, providers, currentUser(request), mainType, request.params.id, request.body),
      }),
    );
  };
  routesFor('meeting', '/meetings', 'Meeting created successfully', 'Meeting updated successfully');
  routesFor('webinar', '/meetings/webinars', 'Webinar created successfully', 'Webinar updated successfully');

  app.route({
    ...routeOf(app, meetingsApi.remove),
    handler: async (request) => {
      await deleteMeeting(db, providers, currentUser(request), request.params.id);
      return { message: request.t('Meeting deleted successfully'), data: null };
    },
  });
};
