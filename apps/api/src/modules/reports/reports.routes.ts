import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classReportPreviewSchema,
  classReportsSchema,
  generateReportSchema,
  idParamSchema,
  itemResponse,
  listResponse,
  reportSchema,
  reportsQuerySchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { pickLanguage } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../plugins/app-error';
import { findReportFile, generateReport, listReports } from './reports.service';
import { previewClassReports, sendClassReports } from './class-reports.service';

const tags = ['reports'];

/** Students Report: generate a performance PDF (a job), list them, download one. Staff of the class. */
export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, enqueue, files, mailer }) => {
  app.post(
    '/reports/performance',
    {
      config: { guard: 'staff', scope: { class: 'body.classId' } },
      schema: { tags, body: generateReportSchema, response: { 200: itemResponse(reportSchema.pick({ id: true })) } },
    },
    async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      const row = await generateReport(db, enqueue, currentUser(request), request.body, language);
      return { message: request.t('The report is being generated'), data: { id: row.id } };
    },
  );

  app.get(
    '/reports/performance',
    {
      config: { guard: 'staff' },
      schema: { tags, querystring: reportsQuerySchema, response: { 200: listResponse(reportSchema) } },
    },
    async (request) => {
      const { rows, meta } = await listReports(db, currentUser(request), request.query.page, request.t);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/reports/performance/:id/download',
    { config: { guard: 'staff' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const { storedFile, fileName } = await findReportFile(db, currentUser(request), request.params.id);
      if (!(await files.exists(storedFile))) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(storedFile));
    },
  );

  app.post(
    '/reports/class-reports/preview',
    {
      config: { guard: 'staff', scope: { classes: 'body.classIds' } },
      schema: { tags, body: classReportsSchema, response: { 200: itemResponse(z.array(classReportPreviewSchema)) } },
    },
    async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      return { message: '', data: await previewClassReports(db, request.body, language) };
    },
  );

  app.post(
    '/reports/class-reports/send',
    {
      config: { guard: 'staff', scope: { classes: 'body.classIds' } },
      schema: { tags, body: classReportsSchema, response: { 200: itemResponse(z.object({ queued: z.number().int() })) } },
    },
    async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      const queued = await sendClassReports(db, mailer, request.body, language);
      return { message: request.t('The class reports were queued for {count} recipients', { count: queued }), data: { queued } };
    },
  );
};
