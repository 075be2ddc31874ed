import { classBodySchema, classDetailSchema, classSchema, classToggleSchema } from '../classes';
import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { endpoint } from '../endpoint';

export const classesApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/classes',
    guard: 'staff',
    query: listQuerySchema,
    response: listResponse(classSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/classes/:id',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(classDetailSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/classes',
    guard: 'staff',
    body: classBodySchema,
    response: itemResponse(classDetailSchema),
    description: 'Only an admin chooses teachers; a teaching assistant or supervisor who creates a class becomes its teacher.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/classes/:id',
    guard: 'staff',
    params: idParamSchema,
    body: classBodySchema,
    response: itemResponse(classDetailSchema),
    description:
      'Students are replaced by the list sent (kept students keep their class_user_id); teachers only when an admin sends them.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/classes/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
    description:
      'Deletes the class with its enrolments, teacher links, video links and notes, in one statement (database cascades).',
  }),
  toggleRankedStatus: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/toggle-ranked-status',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(classToggleSchema),
  }),
  toggleAutomaticReporting: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/toggle-automatic-reporting',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(classToggleSchema),
  }),
};
