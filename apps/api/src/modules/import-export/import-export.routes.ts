import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importExportApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { submitJob } from '../../jobs/jobs.service';
import { notFound } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { findDownload, listJobs, presentJob } from './import-export.service';
import type { StudentImportInput } from './student-import.service';
import { studentImportTemplate } from './student-template';
import { receiveSheet } from './upload';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportFileName = (now: Date) => `students-${now.toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.xlsx`;

export const importExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files, enqueue }) => {
  route(app, importExportApi.exportStudents, {
    handler: async (request) => {
      const user = currentUser(request);
      const fileName = exportFileName(new Date());
      const job = await submitJob(db, enqueue, { type: 'student-export', entityType: 'students', fileName, createdBy: user.id });
      const message = request.t('The export has started; download it from the Import/Export page.');
      return { message, data: presentJob(job, request.t) };
    },
  });

  route(app, importExportApi.importStudents, {
    handler: async (request) => {
      const user = currentUser(request);
      const { fileName, storedFile, onlyValid } = await receiveSheet(request, files);
      const input: StudentImportInput = { storedFile, onlyValid };
      const job = await submitJob(db, enqueue, {
        type: 'student-import',
        entityType: 'students',
        fileName,
        input,
        createdBy: user.id,
      });
      const message = request.t('The import has started; follow it on the Import/Export page.');
      return { message, data: presentJob(job, request.t) };
    },
  });

  route(app, importExportApi.importTemplate, {
    handler: async (request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="students-import-template.xlsx"')
        .send(await studentImportTemplate(request.t)),
  });

  route(app, importExportApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listJobs(db, currentUser(request), request.query, request.t);
      return { message: '', data: rows, meta };
    },
  });

  route(app, importExportApi.download, {
    config: { scope: { record: 'exportJob', id: 'params.id' } },
    handler: async (request, reply) => {
      const { fileName, storedFile } = await findDownload(db, request.params.id);
      if (!(await files.exists(storedFile))) throw notFound();
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(storedFile));
    },
  });
};
