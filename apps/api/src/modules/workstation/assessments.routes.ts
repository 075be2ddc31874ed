import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSESSMENT_BATCH_KEYS,
  ASSESSMENT_ID_FIELDS,
  ASSESSMENT_KINDS,
  assessmentsApi,
  multipartScoreEntrySchema,
  PDF_MAX_BYTES,
  scoreBatchBodySchema,
  type AssessmentKind,
} from '@backoffice/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { invalidField } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { classItemRoutes } from './class-items.routes';
import { routeOf } from '../../plugins/endpoints';
import type { FileStore } from '../../storage/file-store';
import { nestFormFields, PDF_UPLOAD, receiveMultipart, withUploads, type StoredUpload } from '../../storage/uploads';
import { getStudentAssessment, saveAnsweredQuestions } from './assessment-corrections.service';
import { saveScores, type ScoreEntry } from './assessment-scores.service';
import { createAssessment, deleteAssessment, getAssessment, listAssessments, updateAssessment } from './assessments.service';
import { parseForm } from './workstation.shared';
import { presentCorrection } from '../grading/grading.service';
import { staffOfClass } from '../../plugins/policy';
import { saveTabFrom } from './tab-version';

/** What each kind's writes answer, written out whole so the translation test can read every one. */
const MESSAGES = {
  homework: {
    created: 'Homework created successfully',
    updated: 'Homework updated successfully',
    deleted: 'Homework deleted successfully',
  },
  quiz: { created: 'Quiz created successfully', updated: 'Quiz updated successfully', deleted: 'Quiz deleted successfully' },
  exam: { created: 'Exam created successfully', updated: 'Exam updated successfully', deleted: 'Exam deleted successfully' },
} as const satisfies Record<AssessmentKind, Record<'created' | 'updated' | 'deleted', string>>;
/** Most corrected files one SAVE may carry. */
const MAX_FILES_PER_SAVE = 60;

/** The JSON tuples or the multipart form (key[i][studentId|<kind>Id|score|updatedFile]) as score entries. */
async function run<T>(
  request: FastifyRequest,
  files: FileStore,
  kind: AssessmentKind,
  save: (entries: ScoreEntry[]) => Promise<T>,
) {
  const key = ASSESSMENT_BATCH_KEYS[kind];
  if (!request.isMultipart()) {
    const body = parseForm(scoreBatchBodySchema(kind), request.body) as Record<string, [number, number, number][]>;
    return save(body[key].map(([studentId, itemId, score]) => ({ studentId, itemId, score })));
  }
  const filePattern = new RegExp(`^${key}\\[\\d{1,4}\\]\\[updatedFile\\]$`);
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    maxBytes: PDF_MAX_BYTES,
    maxFiles: MAX_FILES_PER_SAVE,
    fileField: (name) => filePattern.test(name),
  });
  return withUploads(form, async () => {
    const uploads: Record<string, StoredUpload> = Object.fromEntries(form.files.map((file) => [file.field, file]));
    const nested = nestFormFields({ ...form.fields, ...uploads })[key];
    const list = parseForm(
      z.array(z.record(z.string(), z.unknown()), { error: 'Scores are required' }).min(1, 'Scores are required'),
      nested,
    );
    const entries = list.map((entry, index) => {
      const parsed = parseForm(multipartScoreEntrySchema, { ...entry, itemId: entry[ASSESSMENT_ID_FIELDS[kind]] });
      const updatedFile = entry.updatedFile as StoredUpload | undefined;
      if (parsed.score === undefined && !updatedFile) {
        throw invalidField(`${key}.${index}`, 'A score or an updated file is required');
      }
      return { studentId: parsed.studentId, itemId: parsed.itemId, score: parsed.score, updatedFile, version: parsed.version };
    });
    return save(entries);
  });
}

export const assessmentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  for (const kind of ASSESSMENT_KINDS) {
    const endpoints = assessmentsApi[kind];
    const messages = MESSAGES[kind];
    const items = classItemRoutes(app, db, endpoints, {
      list: (db, classId, query) => listAssessments(db, classId, kind, query),
      get: (db, classId, id) => getAssessment(db, classId, kind, id),
      remove: (db, classId, id) => deleteAssessment(db, classId, kind, id),
    });

    items.list(kind);

    app.route({
      ...routeOf(app, endpoints.create, { config: staffOfClass }),
      handler: async (request) => ({
        message: request.t(messages.created),
        data: await createAssessment(db, request.params.id, kind, request.body),
      }),
    });

    app.route({
      ...routeOf(app, endpoints.save, { config: staffOfClass }),
      handler: async (request, reply) => {
        const user = currentUser(request);
        const field = ASSESSMENT_BATCH_KEYS[kind];
        const data = await saveTabFrom(request, reply, { classId: request.params.id, entity: kind }, (version) =>
          run(request, files, kind, (entries) => saveScores(db, user.id, request.params.id, kind, field, entries, version)),
        );
        return { message: request.t('Scores saved successfully'), data };
      },
    });

    if ('saveAnswers' in endpoints) {
      app.route({
        ...routeOf(app, endpoints.saveAnswers, { config: staffOfClass }),
        handler: async (request) => ({
          message: request.t('Scores saved successfully'),
          data: await saveAnsweredQuestions(
            db,
            currentUser(request).id,
            request.params.id,
            kind,
            request.body.answeredQuestions,
            request.body.replace_total,
          ),
        }),
      });
    }

    items.get();

    app.route({
      ...routeOf(app, endpoints.student, { config: staffOfClass }),
      handler: async (request) => ({
        message: '',
        // The correction page's fields (name, studentName, answeredQuestions) come with the workstation's.
        data: await presentCorrection(
          db,
          await getStudentAssessment(db, request.params.id, kind, request.params.itemId, request.params.studentId),
        ),
      }),
    });

    app.route({
      ...routeOf(app, endpoints.update, { config: staffOfClass }),
      handler: async (request) => ({
        message: request.t(messages.updated),
        data: await updateAssessment(db, request.params.id, kind, request.params.itemId, request.body),
      }),
    });

    items.remove(messages.deleted);
  }
};
