import { z } from 'zod';
import { classStudentSchema, rosterQuerySchema } from '../classes';
import { idParamSchema, itemResponse, listResponse, messageResponse } from '../common';
import { classVideoParamsSchema, classVideoSchema } from '../videos';
import { endpoint } from '../endpoint';

export const classMembersApi = {
  students: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/students',
    guard: 'staff',
    params: idParamSchema,
    query: rosterQuerySchema,
    response: listResponse(classStudentSchema),
    description: '`query` (or `q`) matches name, e-mail or class_user_id; up to 500 students a page.',
  }),
  videos: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/videos',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(z.array(classVideoSchema)),
  }),
  removeVideo: endpoint({
    method: 'DELETE',
    path: '/admin/classes/:id/videos/:videoId',
    guard: 'staff',
    params: classVideoParamsSchema,
    response: messageResponse,
    description: 'Takes the video off the class; the video stays in Recorded Sessions.',
  }),
};
