import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { homeMeetingsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentStudent } from '../../plugins/auth';
import { todayIn } from '../../lib/school-time';
import { joinMeeting, listStudentMeetings } from './home-meetings.service';

/** home/meetings: the student's meetings, and joining one through the server. */
export const homeMeetingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, homeMeetingsApi.list, {
    handler: async (request) => {
      const from = request.query.from ?? todayIn();
      return { message: '', data: await listStudentMeetings(db, currentStudent(request).id, from) };
    },
  });

  route(app, homeMeetingsApi.join, {
    config: { scope: { record: 'meeting', id: 'params.id' } },
    handler: async (request, reply) => {
      const url = await joinMeeting(db, currentStudent(request).id, request.params.id);
      if ((request.headers.accept ?? '').includes('application/json')) return { message: '', data: { join_url: url } };
      return reply.redirect(url, 302);
    },
  });
};
