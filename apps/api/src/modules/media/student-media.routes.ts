import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { studentMediaApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentStudent } from '../../plugins/auth';
import { issueGrant } from './media-grants.service';
import { listStudentPdfs, listStudentVideos } from './student-media.service';

/** The student's side of the media: videos and PDFs of their classes, and a grant to read one PDF. */
export const studentMediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, studentMediaApi.videos, {
    handler: async (request) => ({
      message: '',
      data: await listStudentVideos(db, currentStudent(request)),
    }),
  });

  route(app, studentMediaApi.pdfs, {
    handler: async (request) => ({
      message: '',
      data: await listStudentPdfs(db, currentStudent(request)),
    }),
  });

  route(app, studentMediaApi.grant, {
    config: { scope: { record: 'pdf', id: 'params.id' } },
    handler: async (request) => {
      const me = currentStudent(request);
      const { token, expiresAt } = await issueGrant(
        db,
        { audience: 'student', id: me.id, label: me.email },
        { type: 'pdf', id: request.params.id },
      );
      return {
        message: '',
        data: {
          url: `/api/home/pdfs/${request.params.id}/file?grant=${encodeURIComponent(token)}`,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  });
};
