import { itemResponse } from '../common';
import { schoolBodySchema, schoolSchema } from '../schools';
import { endpoint } from '../endpoint';

export const schoolsApi = {
  create: endpoint({
    method: 'POST',
    path: '/admin/schools',
    guard: 'admin',
    body: schoolBodySchema,
    response: itemResponse(schoolSchema),
    description: 'Adds a school to the list; a name already there (any letter case) answers 422 on `name`.',
  }),
};
