import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeMeetingSchema, idParamSchema, itemResponse } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentStudent } from '../../plugins/auth';
import { joinMeeting, listStudentMeetings } from './home-meetings.service';

const tags = ['student-home'];
const meetingsQuerySchema = z.object({ from: z.iso.date('The date must be in YYYY-MM-DD form').optional() });

/** home/meetings: the student's meetings, and joining one through the server. */
export const homeMeetingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/meetings',
    {
      config: { guard: 'student' },
      schema: {
        tags,
        description: 'Meetings and webinars of the student’s classes from `from` (default today) on, soonest first, up to 100.',
        querystring: meetingsQuerySchema,
        response: { 200: itemResponse(z.array(homeMeetingSchema)) },
      },
    },
    async (request) => {
      const from = request.query.from ?? new Date().toISOString().slice(0, 10);
      return { message: '', data: await listStudentMeetings(db, currentStudent(request).id, from) };
    },
  );

  app.get(
    '/meetings/:id/join',
    {
      config: { guard: 'student' },
      schema: {
        tags,
        description:
          'Records the student among the participants (with the time), then redirects (302) to the join link. ' +
          'A caller asking for JSON (Accept: application/json), such as the student app, gets { join_url } instead.',
        params: idParamSchema,
        response: { 200: itemResponse(z.object({ join_url: z.string() })) },
      },
    },
    async (request, reply) => {
      const url = await joinMeeting(db, currentStudent(request).id, request.params.id);
      if ((request.headers.accept ?? '').includes('application/json')) return { message: '', data: { join_url: url } };
      return reply.redirect(url, 302);
    },
  );
};
