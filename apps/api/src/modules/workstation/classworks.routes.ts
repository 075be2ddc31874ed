import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { classworkBodySchema, PDF_MAX_BYTES, type ClassworkInput, classworksApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { invalidField } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import type { FileStore } from '../../storage/file-store';
import { nestFormFields, PDF_UPLOAD, receiveMultipart, withUploads, type StoredUpload } from '../../storage/uploads';
import {
  createClasswork,
  deleteClasswork,
  getClasswork,
  listClassworks,
  saveClassworkStatuses,
  updateClasswork,
} from './classworks.service';
import { classItemRoutes } from './class-items.routes';
import { parseForm } from './workstation.shared';
import { staffOfClass } from '../../plugins/policy';
import { replayableSave } from './replayable-save';
import { saveTabFrom } from './tab-version';

/** The classwork form (multipart, or JSON for an edit without a new PDF) and its pdf, if any. */
async function readForm<T>(
  request: FastifyRequest,
  files: FileStore,
  work: (body: ClassworkInput, pdf: StoredUpload | undefined) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return work(parseForm(classworkBodySchema, request.body), undefined);
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    maxBytes: PDF_MAX_BYTES,
    fileField: (name) => name === 'pdf',
  });
  return withUploads(form, async () => {
    const { _method: _ignored, ...fields } = form.fields;
    return work(parseForm(classworkBodySchema, nestFormFields(fields)), form.files[0]);
  });
}

export const classworksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  const items = classItemRoutes(app, db, classworksApi, {
    list: listClassworks,
    get: getClasswork,
    remove: deleteClasswork,
  });

  items.list('classwork');

  route(app, classworksApi.create, {
    config: staffOfClass,
    handler: async (request) => {
      const user = currentUser(request);
      const data = await readForm(request, files, (body, pdf) => {
        if (!pdf) throw invalidField('pdf', 'PDF file is required');
        return createClasswork(db, user.id, request.params.id, body, pdf);
      });
      return { message: request.t('Classwork created successfully'), data };
    },
  });

  route(app, classworksApi.save, {
    config: staffOfClass,
    handler: async (request, reply) => {
      // Its alerts are asked for by the write itself (recordChanges), in its transaction.
      return replayableSave(db, request, reply, async (tx) => ({
        message: request.t('Classwork statuses saved successfully'),
        data: await saveTabFrom(request, reply, { classId: request.params.id, entity: 'classwork' }, (version) =>
          saveClassworkStatuses(tx, currentUser(request).id, request.params.id, request.body.classworks, version),
        ),
      }));
    },
  });

  items.get();

  // Sent as POST with _method=PUT (a form with a file), or as PUT.
  for (const update of [classworksApi.updateByPost, classworksApi.update]) {
    route(app, update, {
      config: staffOfClass,
      handler: async (request) => {
        const user = currentUser(request);
        const { id, itemId } = request.params;
        const data = await readForm(request, files, (body, pdf) => updateClasswork(db, user.id, id, itemId, body, pdf));
        return { message: request.t('Classwork updated successfully'), data };
      },
    });
  }

  items.remove('Classwork deleted successfully');
};
