import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  meetingBodySchema,
  meetingParticipantSchema,
  meetingSchema,
  meetingSettingsSchema,
  messageResponse,
  type MeetingMainType,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
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

  app.get(
    '/meetings',
    {
      config: { guard: 'staff' },
      schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(meetingSchema) } },
    },
    async (request) => {
      const { rows, meta } = await listMeetings(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/meetings/settings',
    { config: { guard: 'staff' }, schema: { tags, response: { 200: itemResponse(meetingSettingsSchema) } } },
    async () => ({
      message: '',
      data: { has_integration: providers.zoom !== null, provider: providers.zoom ? ('zoom' as const) : ('link' as const) },
    }),
  );

  app.get(
    '/meetings/:id',
    { config: { guard: 'staff' }, schema: { tags, params: idParamSchema, response: { 200: itemResponse(meetingSchema) } } },
    async (request) => ({ message: '', data: await getMeeting(db, currentUser(request), request.params.id) }),
  );

  app.get(
    '/meetings/:id/participants',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Students who joined through the app (home/meetings/{id}/join), first join first.',
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: listResponse(meetingParticipantSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listParticipants(db, currentUser(request), request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );

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

  app.delete(
    '/meetings/:id',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Deletes a meeting or webinar, at the video service too.',
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteMeeting(db, providers, currentUser(request), request.params.id);
      return { message: request.t('Meeting deleted successfully'), data: null };
    },
  );
};
