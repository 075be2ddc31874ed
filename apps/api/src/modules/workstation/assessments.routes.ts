import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answeredQuestionsBodySchema,
  ASSESSMENT_BATCH_KEYS,
  ASSESSMENT_ID_FIELDS,
  ASSESSMENT_KINDS,
  ASSESSMENT_PATHS,
  assessmentBodySchema,
  assessmentSchema,
  assessmentStudentParamsSchema,
  batchResultSchema,
  classItemParamsSchema,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  multipartScoreEntrySchema,
  PDF_MAX_BYTES,
  scoreBatchBodySchema,
  correctionViewSchema,
  type AssessmentKind,
} from '@backoffice/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { invalidField } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import type { FileStore } from '../../storage/file-store';
import { nestFormFields, PDF_UPLOAD, receiveMultipart, withUploads, type StoredUpload } from '../../storage/uploads';
import { getStudentAssessment, saveAnsweredQuestions } from './assessment-corrections.service';
import { saveScores, type ScoreEntry } from './assessment-scores.service';
import { createAssessment, deleteAssessment, getAssessment, listAssessments, updateAssessment } from './assessments.service';
import { parseForm } from './workstation.shared';
import { presentCorrection } from '../grading/grading.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['workstation'];
const SCOPE = 'Class-scoped: a teaching assistant only their classes (403).';
const LABEL = { homework: 'Homework', quiz: 'Quiz', exam: 'Exam' } as const;
const SAVE_PATH = {
  homework: 'changeStudentHomeworkStatus',
  quiz: 'changeStudentQuizStatus',
  exam: 'changeStudentExamStatus',
} as const;
/** Most corrected files one SAVE may carry. */
const MAX_FILES_PER_SAVE = 60;

/** The JSON tuples or the multipart form (key[i][studentId|<kind>Id|score|updatedFile]) as score entries. */
async function run(
  request: FastifyRequest,
  files: FileStore,
  kind: AssessmentKind,
  save: (entries: ScoreEntry[]) => Promise<{ saved: number }>,
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
    const base = `/classes/:id/${ASSESSMENT_PATHS[kind]}`;
    const label = LABEL[kind];

    app.get(
      base,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `The ${kind} items of the class, latest due first, each with every student's result (score, files, answers). ${SCOPE}`,
          params: idParamSchema,
          querystring: listQuerySchema,
          response: { 200: listResponse(assessmentSchema) },
        },
      },
      async (request) => {
        const { rows, meta } = await listAssessments(db, request.params.id, kind, request.query);
        return { message: '', data: rows, meta };
      },
    );

    app.post(
      base,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `Creates a ${kind}: static questions must be active bank questions, a dynamic draw must be possible. ${SCOPE}`,
          params: idParamSchema,
          body: assessmentBodySchema,
          response: { 200: itemResponse(assessmentSchema) },
        },
      },
      async (request) => ({
        message: request.t(`${label} created successfully`),
        data: await createAssessment(db, request.params.id, kind, request.body),
      }),
    );

    app.post(
      `${base}/${SAVE_PATH[kind]}`,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `SAVE of the tab, one transaction: JSON {${ASSESSMENT_BATCH_KEYS[kind]}: [[studentId, ${ASSESSMENT_ID_FIELDS[kind]}, score]]}, or multipart ${ASSESSMENT_BATCH_KEYS[kind]}[i][studentId|${ASSESSMENT_ID_FIELDS[kind]}|score|updatedFile] (PDF). A score outside 0..max, a student outside the class or an item of another class is a 422 naming the entry; nothing is written. Scores reach the ranking at once. ${SCOPE}`,
          params: idParamSchema,
          response: { 200: itemResponse(batchResultSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const field = ASSESSMENT_BATCH_KEYS[kind];
        const data = await run(request, files, kind, (entries) =>
          saveScores(db, user.id, request.params.id, kind, field, entries),
        );
        return { message: request.t('Scores saved successfully'), data };
      },
    );

    if (kind !== 'homework') {
      app.post(
        `${base}/changeStudentQuestionStatus`,
        {
          config: staffOfClass,
          schema: {
            tags,
            description: `Corrected scores of a student's answers {answeredQuestions: [{id, corrected_score}]}; the results' scores become the sum of their answers (at most the max) and reach the ranking. ${SCOPE}`,
            params: idParamSchema,
            body: answeredQuestionsBodySchema,
            response: { 200: itemResponse(batchResultSchema) },
          },
        },
        async (request) => ({
          message: request.t('Scores saved successfully'),
          data: await saveAnsweredQuestions(db, currentUser(request).id, request.params.id, kind, request.body.answeredQuestions),
        }),
      );
    }

    app.get(
      `${base}/:itemId`,
      {
        config: staffOfClass,
        schema: { tags, description: SCOPE, params: classItemParamsSchema, response: { 200: itemResponse(assessmentSchema) } },
      },
      async (request) => ({ message: '', data: await getAssessment(db, request.params.id, kind, request.params.itemId) }),
    );

    app.get(
      `${base}/:itemId/students/:studentId`,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `A student's result of the ${kind} with their answers, each against the question version they answered. ${SCOPE}`,
          params: assessmentStudentParamsSchema,
          response: { 200: itemResponse(correctionViewSchema) },
        },
      },
      async (request) => ({
        message: '',
        // The correction page's fields (name, studentName, answeredQuestions) come with the workstation's.
        data: await presentCorrection(
          db,
          await getStudentAssessment(db, request.params.id, kind, request.params.itemId, request.params.studentId),
        ),
      }),
    );

    app.put(
      `${base}/:itemId`,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `Same rules as POST; a max score below a saved score is refused. ${SCOPE}`,
          params: classItemParamsSchema,
          body: assessmentBodySchema,
          response: { 200: itemResponse(assessmentSchema) },
        },
      },
      async (request) => ({
        message: request.t(`${label} updated successfully`),
        data: await updateAssessment(db, request.params.id, kind, request.params.itemId, request.body),
      }),
    );

    app.delete(
      `${base}/:itemId`,
      {
        config: staffOfClass,
        schema: {
          tags,
          description: `Its results go with it and its scores leave the ranking. ${SCOPE}`,
          params: classItemParamsSchema,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await deleteAssessment(db, request.params.id, kind, request.params.itemId);
        return { message: request.t(`${label} deleted successfully`), data: null };
      },
    );
  }
};
