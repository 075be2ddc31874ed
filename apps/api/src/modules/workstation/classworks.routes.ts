import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  classItemParamsSchema,
  classworkBodySchema,
  classworkSchema,
  classworkStatusBodySchema,
  itemResponse,
  PDF_MAX_BYTES,
  type ClassworkInput,
  classworksApi,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
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
import { classItemRoutes, SCOPE, tags } from './class-items.routes';
import { parseForm } from './workstation.shared';
import { staffOfClass } from '../../plugins/policy';

const FORM =
  'Multipart: name, dueDate (YYYY-MM-DD HH:mm), maxScore, gradingType, grading[i][grade|from|to|id] and pdf (a PDF, checked by its bytes: 415; 20 MB: 413).';

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
  const items = classItemRoutes(app, db, '/classes/:id/classworks', classworkSchema, {
    list: listClassworks,
    get: getClasswork,
    remove: deleteClasswork,
  });

  items.list("Classworks, latest due first, with their PDF and every student's status and submitted file.");

  app.route({
    ...routeOf(app, classworksApi.create, { config: staffOfClass }),
    handler: async (request) => {
      const user = currentUser(request);
      const data = await readForm(request, files, (body, pdf) => {
        if (!pdf) throw invalidField('pdf', 'PDF file is required');
        return createClasswork(db, user.id, request.params.id, body, pdf);
      });
      return { message: request.t('Classwork created successfully'), data };
    },
  });

  items.save(
    'changeStudentClassworkStatus',
    'SAVE of the tab: {classworks: [[studentId, classworkId, status]]}, one transaction; a 422 names a wrong entry and nothing is written.',
    classworkStatusBodySchema,
    'Classwork statuses saved successfully',
    (userId, classId, body) => saveClassworkStatuses(db, userId, classId, body.classworks),
  );

  items.get();

  const update = async (request: FastifyRequest<{ Params: { id: number; itemId: number } }>) => {
    const user = currentUser(request);
    const { id, itemId } = request.params;
    const data = await readForm(request, files, (body, pdf) => updateClasswork(db, user.id, id, itemId, body, pdf));
    return { message: request.t('Classwork updated successfully'), data };
  };
  const updateSchema = {
    tags,
    description: `${FORM} The pdf is optional (a new one is a new file version). Sent as POST with _method=PUT, or as PUT (multipart or JSON). ${SCOPE}`,
    params: classItemParamsSchema,
    response: { 200: itemResponse(classworkSchema) },
  };
  app.post('/classes/:id/classworks/:itemId', { config: staffOfClass, schema: updateSchema }, update);
  app.put('/classes/:id/classworks/:itemId', { config: staffOfClass, schema: updateSchema }, update);

  items.remove('Classwork deleted successfully');
};
