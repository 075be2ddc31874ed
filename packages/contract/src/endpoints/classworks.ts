import { idParamSchema, itemResponse } from '../common';
import { classworkSchema } from '../workstation';
import { endpoint } from '../endpoint';

export const classworksApi = {
  create: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/classworks',
    guard: 'staff',
    params: idParamSchema,
    form: true,
    response: itemResponse(classworkSchema),
    description:
      'Multipart: name, dueDate (YYYY-MM-DD HH:mm), maxScore, gradingType, grading[i][grade|from|to|id] and pdf (a PDF, checked by its bytes: 415; 20 MB: 413). The pdf is required. Class-scoped: a teaching assistant only their classes (403).',
  }),
};
