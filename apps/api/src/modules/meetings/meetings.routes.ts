import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meetingsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
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

/** A meeting in the path, seen by a staff member when one of its classes is theirs. */
const theMeeting = { record: 'meeting', id: 'params.id' } as const;
/** A meeting in the path to change or delete: every one of its classes is theirs. */
const theEditableMeeting = { record: 'editableMeeting', id: 'params.id' } as const;

export const meetingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const providers = context.meetingProviders ?? linkOnly;

  route(app, meetingsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listMeetings(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, meetingsApi.settings, {
    handler: async () => ({
      message: '',
      data: { has_integration: providers.zoom !== null, provider: providers.zoom ? ('zoom' as const) : ('link' as const) },
    }),
  });

  route(app, meetingsApi.get, {
    config: { scope: theMeeting },
    handler: async (request) => ({ message: '', data: await getMeeting(db, request.params.id) }),
  });

  route(app, meetingsApi.participants, {
    config: { scope: theMeeting },
    handler: async (request) => {
      const { rows, meta } = await listParticipants(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  for (const [mainType, created, updated] of [
    ['meeting', 'Meeting created successfully', 'Meeting updated successfully'],
    ['webinar', 'Webinar created successfully', 'Webinar updated successfully'],
  ] as const) {
    route(app, meetingsApi[mainType].create, {
      config: { scope: { classes: 'body.classes' } },
      handler: async (request) => ({
        message: request.t(created),
        data: await createMeeting(db, providers, currentUser(request), mainType, request.body),
      }),
    });
    route(app, meetingsApi[mainType].update, {
      config: { scope: [theEditableMeeting, { classes: 'body.classes' }] },
      handler: async (request) => ({
        message: request.t(updated),
        data: await updateMeeting(db, providers, mainType, request.params.id, request.body),
      }),
    });
  }

  route(app, meetingsApi.remove, {
    config: { scope: theEditableMeeting },
    handler: async (request) => {
      await deleteMeeting(db, providers, request.params.id);
      return { message: request.t('Meeting deleted successfully'), data: null };
    },
  });
};
