import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { meetingParticipantSchema, meetingSchema, meetingSettingsSchema } from '../meetings';
import { endpoint } from '../endpoint';

export const meetingsApi = {
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
    description: 'Deletes a meeting or webinar, at the video service too.',
  }),
};
