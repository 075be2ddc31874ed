import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { PDF_MAX_FILES, pdfFieldsSchema, pdfsApi, pdfFileApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import type { FileStore } from '../../storage/file-store';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { assertGrant, issueGrant, viewerOf } from '../media/media-grants.service';
import { mediaSettingsOf } from '../media/media-settings';
import { PDF_UPLOAD, receiveMultipart, withUploads } from '../../storage/uploads';
import { parseScopedForm } from '../media/form-fields';
import { assignPdfs, createPdfs, deletePdf, listPdfs, listPdfTypes, updatePdf, type StoredPdf } from './pdfs.service';
import { findPdf } from './pdf-file.service';
const staff = { guard: 'staff' } as const;
/** The upload form's classes: checked on the fields before its file, before a byte of it is stored (classesId comes first). */
const formScope = { scope: { classes: 'form.classesId' } } as const;
/** A PDF in the path: the caller's own uploads and those of their classes. */
const thePdf = { record: 'pdf', id: 'params.id' } as const;

/** The form's PDFs (`pdf[i]`) through the one upload path: %PDF- bytes (415), size (413), removed if `save` fails. */
async function withPdfUpload<T>(
  request: FastifyRequest,
  files: FileStore,
  rules: { maxBytes: number; maxFiles: number },
  save: (fields: Record<string, string>, stored: StoredPdf[]) => Promise<T>,
): Promise<T> {
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    ...rules,
    fileField: (name) => /^pdf(\[\d*\])?$/.test(name),
  });
  return withUploads(form, () =>
    save(
      form.fields,
      form.files.map((file) => ({ fileName: file.originalName, storedFile: file.storedName })),
    ),
  );
}

/** Manage Pdfs: admin/pdf list, create (several files), edit, delete, class assignment, grants and types. */
export const pdfsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, files } = context;
  const { pdfMaxBytes } = mediaSettingsOf(context.settings);

  route(app, pdfsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listPdfs(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, pdfsApi.create, {
    config: formScope,
    handler: async (request) => {
      const ids = await withPdfUpload(
        request,
        files,
        { maxBytes: pdfMaxBytes, maxFiles: PDF_MAX_FILES },
        async (values, stored) => {
          const fields = await parseScopedForm(db, request, pdfFieldsSchema, values);
          return createPdfs(db, currentUser(request), fields, stored);
        },
      );
      return { message: request.t('Pdfs uploaded successfully'), data: ids };
    },
  });

  route(app, pdfsApi.update, {
    config: { scope: [thePdf, formScope.scope] },
    handler: async (request) => {
      await withPdfUpload(request, files, { maxBytes: pdfMaxBytes, maxFiles: 1 }, async (values, stored) => {
        if (values._method !== undefined && String(values._method).toUpperCase() !== 'PUT')
          throw new AppError(405, 'Method not allowed.');
        const fields = await parseScopedForm(db, request, pdfFieldsSchema, values);
        await updatePdf(db, files, request.params.id, fields, stored[0] ?? null);
      });
      return { message: request.t('Pdf updated successfully'), data: null };
    },
  });

  route(app, pdfsApi.remove, {
    config: { scope: thePdf },
    handler: async (request) => {
      await deletePdf(db, files, request.params.id);
      return { message: request.t('Pdf deleted successfully'), data: null };
    },
  });

  route(app, pdfsApi.assign, {
    config: { ...staff, scope: { classes: 'body.classesId' } },
    handler: async (request) => {
      await assignPdfs(db, currentUser(request), request.body.pdfsId, request.body.classesId);
      return { message: request.t('Pdfs assigned successfully'), data: null };
    },
  });

  route(app, pdfsApi.grant, {
    config: { scope: thePdf },
    handler: async (request) => {
      const user = currentUser(request);
      const { token, expiresAt } = await issueGrant(
        db,
        { audience: 'staff', id: user.id, label: user.email },
        { type: 'pdf', id: request.params.id },
      );
      return { message: '', data: { url: pdfFileUrl(request.params.id, token), expiresAt: expiresAt.toISOString() } };
    },
  });

  route(app, pdfsApi.pdfTypes, {
    handler: async (request) => ({ message: '', data: await listPdfTypes(db, request.query.q) }),
  });
};

export const pdfFileUrl = (id: number, token: string) => `/api/home/pdfs/${id}/file?grant=${encodeURIComponent(token)}`;

/**
 * The file of a PDF, only against a live grant for it together with the sign-in of the viewer it was made
 * for (the viewer fetches it with the bearer token); shown inline, never offered as a download.
 */
export const pdfFileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  route(app, pdfFileApi.file, {
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'pdf', id: request.params.id }, viewerOf(request));
      const pdf = await findPdf(db, request.params.id);
      return reply.type('application/pdf').header('content-disposition', 'inline').send(files.read(pdf.filePath));
    },
  });
};
