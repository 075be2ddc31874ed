import { z } from 'zod';
import { idParamSchema, itemResponse } from '../common';
import { dateField } from '../dates';
import { homeMeetingSchema } from '../meetings';
import { endpoint } from '../endpoint';

export const meetingsQuerySchema = z.object({ from: dateField().optional() });

export const homeMeetingsApi = {
  list: endpoint({
    method: 'GET',
    path: '/home/meetings',
    guard: 'student',
    query: meetingsQuerySchema,
    response: itemResponse(z.array(homeMeetingSchema)),
    description: 'Meetings and webinars of the student’s classes from `from` (default today) on, soonest first, up to 100.',
  }),
  join: endpoint({
    method: 'GET',
    path: '/home/meetings/:id/join',
    guard: 'student',
    params: idParamSchema,
    response: itemResponse(z.object({ join_url: z.string() })),
    redirects: true,
    description:
      'Records the student among the participants (with the time), then redirects (302) to the join link. A caller asking for JSON (Accept: application/json), such as the student app, gets { join_url } instead.',
  }),
};
