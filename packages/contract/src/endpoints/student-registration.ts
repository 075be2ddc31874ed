import { messageResponse } from '../common';
import { studentRegistrationBodySchema } from '../students';
import { endpoint } from '../endpoint';

export const studentRegistrationApi = {
  register: endpoint({
    method: 'POST',
    path: '/home/students/register',
    guard: 'public',
    body: studentRegistrationBodySchema,
    response: messageResponse,
    description: 'Creates an inactive student with the requested classes; it appears on Students Approval.',
  }),
};
