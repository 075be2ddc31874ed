import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { meetingBodySchema, meetingParticipantSchema, meetingSchema, meetingSettingsSchema } from '../meetings';
import { endpoint } from '../endpoint';

const MEETING_WRITE =
  'A link meeting (type 3) keeps the pasted join_url; a scheduled meeting (type 2) and webinars are created through the ' +
  'video service (Zoom) when it is configured, 422 otherwise. Duration: hours and minutes, stored in minutes.';

/** Creating and editing a meeting or a webinar: the same body, each under its own path. */
const meetingWrites = <B extends '/admin/meetings' | '/admin/meetings/webinars'>(base: B) => ({
  create: endpoint({
    method: 'POST',
    path: base,
    guard: 'staff',
    body: meetingBodySchema,
    response: itemResponse(meetingSchema),
    errors: [502],
    description: MEETING_WRITE,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:id`,
    guard: 'staff',
    params: idParamSchema,
    body: meetingBodySchema,
    response: itemResponse(meetingSchema),
    errors: [502],
    description: MEETING_WRITE,
  }),
});

export const meetingsApi = {
  meeting: meetingWrites('/admin/meetings'),
  webinar: meetingWrites('/admin/meetings/webinars'),
  list: endpoint({
    method: 'GET',
    path: '/admin/meetings',
    guard: 'staff',
    query: listQuerySchema,
    response: listResponse(meetingSchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/admin/meetings/settings',
    guard: 'staff',
    response: itemResponse(meetingSettingsSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/meetings/:id',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(meetingSchema),
  }),
  participants: endpoint({
    method: 'GET',
    path: '/admin/meetings/:id/participants',
    guard: 'staff',
    params: idParamSchema,
    query: listQuerySchema,
    response: listResponse(meetingParticipantSchema),
    description: 'Students who joined through the app (home/meetings/{id}/join), first join first.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/meetings/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
    errors: [502],
    description: 'Deletes a meeting or webinar, at the video service too (502 when it refuses or cannot be reached).',
  }),
};
