import { classFileParamsSchema } from '../workstation';
import { endpoint } from '../endpoint';

export const workstationFilesApi = {
  file: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/files/:fileId',
    guard: 'staff',
    params: classFileParamsSchema,
    response: 'file',
    description:
      'A stored workstation file (classwork PDF, submitted or corrected file) of the class, to staff of the class only; fetched with the bearer token, never a link that carries it.',
  }),
};
