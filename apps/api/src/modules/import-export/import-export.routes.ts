import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  importExportJobSchema,
  importExportListQuerySchema,
  itemResponse,
  listResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { JOBS } from '../../jobs/queue';
import { notFound } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { createJob, failJob, findDownload, listJobs, presentJob, type JobRow } from './import-export.service';
import { receiveSheet } from './upload';

const tags = ['import-export'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const jobResponse = { 200: itemResponse(importExportJobSchema) };

const exportFileName = (now: Date) => `students-${now.toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.xlsx`;

export const importExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files, enqueue }) => {
  /** Hands the job to the workers; a queue that refuses it fails the card instead of leaving it pending. */
  const start = async (job: JobRow, name: (typeof JOBS)['studentImport' | 'studentExport']) => {
    try {
      await enqueue(name, { requestId: job.id });
      return job;
    } catch (error) {
      await failJob(db, job.id, 'The job could not be queued; please try again.');
      throw error;
    }
  };

  app.get('/students/export/Xlsx', { config: { guard: 'admin' }, schema: { tags, response: jobResponse } }, async (request) => {
    const user = currentUser(request);
    const job = await createJob(db, { type: 'export', fileName: exportFileName(new Date()), createdBy: user.id });
    await start(job, JOBS.studentExport);
    return { message: request.t('The export has started; download it from the Import/Export page.'), data: presentJob(job) };
  });

  app.post(
    '/students/import',
    { config: { guard: 'admin' }, schema: { tags, consumes: ['multipart/form-data'], response: jobResponse } },
    async (request) => {
      const user = currentUser(request);
      const upload = await receiveSheet(request, files);
      const job = await createJob(db, { type: 'import', ...upload, createdBy: user.id });
      await start(job, JOBS.studentImport);
      return { message: request.t('The import has started; follow it on the Import/Export page.'), data: presentJob(job) };
    },
  );

  app.get(
    '/import-export-requests',
    {
      config: { guard: 'staff' },
      schema: { tags, querystring: importExportListQuerySchema, response: { 200: listResponse(importExportJobSchema) } },
    },
    async (request) => {
      const { rows, meta } = await listJobs(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/import-export-requests/:id/download',
    { config: { guard: 'staff' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const { fileName, storedFile } = await findDownload(db, currentUser(request), request.params.id);
      if (!(await files.exists(storedFile))) throw notFound();
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(storedFile));
    },
  );
};
