import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileGrantSchema, idParamSchema, itemResponse } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentStudent } from '../../plugins/auth';
import { issueGrant } from './media-grants.service';
import { assertStudentPdf, listStudentPdfs, listStudentVideos } from './student-media.service';

const tags = ['student media'];
const student = { guard: 'student' } as const;
const studentVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  isSecure: z.boolean(),
  homeVideoUrl: z.string().nullable(),
  createdAt: z.string(),
});
const studentPdfSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  pdf: z.string(),
  createdAt: z.string(),
});

/** The student's side of the media: videos and PDFs of their classes, and a grant to read one PDF. */
export const studentMediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/videos',
    { config: student, schema: { tags, response: { 200: itemResponse(z.array(studentVideoSchema)) } } },
    async (request) => ({
      message: '',
      data: await listStudentVideos(db, currentStudent(request)),
    }),
  );

  app.get(
    '/pdfs',
    { config: student, schema: { tags, response: { 200: itemResponse(z.array(studentPdfSchema)) } } },
    async (request) => ({
      message: '',
      data: await listStudentPdfs(db, currentStudent(request)),
    }),
  );

  app.get(
    '/pdfs/:id/grant',
    { config: student, schema: { tags, params: idParamSchema, response: { 200: itemResponse(fileGrantSchema) } } },
    async (request) => {
      const me = currentStudent(request);
      await assertStudentPdf(db, me, request.params.id);
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
  );
};
