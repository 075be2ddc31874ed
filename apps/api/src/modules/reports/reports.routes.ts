import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { reportsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { pickLanguage } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../plugins/app-error';
import { findReportFile, generateReport, listReports } from './reports.service';
import { previewClassReports, sendClassReports } from './class-reports.service';

/** Students Report: generate a performance PDF (a job), list them, download one. Staff of the class. */
export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, enqueue, files, mailer }) => {
  route(app, reportsApi.createPerformance, {
    config: { guard: 'staff', scope: { class: 'body.classId' } },
    handler: async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      const row = await generateReport(db, enqueue, currentUser(request), request.body, language);
      return { message: request.t('The report is being generated'), data: { id: row.id } };
    },
  });

  route(app, reportsApi.performance, {
    handler: async (request) => {
      const { rows, meta } = await listReports(db, currentUser(request), request.query.page, request.t);
      return { message: '', data: rows, meta };
    },
  });

  route(app, reportsApi.downloadPerformance, {
    config: { scope: { record: 'performanceReport', id: 'params.id' } },
    handler: async (request, reply) => {
      const { storedFile, fileName } = await findReportFile(db, request.params.id);
      if (!(await files.exists(storedFile))) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(storedFile));
    },
  });

  route(app, reportsApi.previewClassReports, {
    config: { guard: 'staff', scope: { classes: 'body.classIds' } },
    handler: async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      return { message: '', data: await previewClassReports(db, mailer, request.body, language) };
    },
  });

  route(app, reportsApi.sendClassReports, {
    config: { guard: 'staff', scope: { classes: 'body.classIds' } },
    handler: async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      const queued = await sendClassReports(db, mailer, request.body, language);
      return { message: request.t('The class reports were queued for {count} recipients', { count: queued }), data: { queued } };
    },
  });
};
