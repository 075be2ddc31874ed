import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSESSMENT_BATCH_KEYS,
  ASSESSMENT_KINDS,
  assessmentsApi,
  gradedFileFieldsSchema,
  PDF_MAX_BYTES,
  type AssessmentKind,
  type ScoreBatchTuple,
} from '@backoffice/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { invalidField } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { classItemRoutes } from './class-items.routes';
import { route } from '../../plugins/endpoints';
import type { FileStore } from '../../storage/file-store';
import { PDF_UPLOAD, receiveMultipart, withUploads } from '../../storage/uploads';
import { readScoreForm } from './score-form';
import { getStudentAssessment, saveAnsweredQuestions } from './assessment-corrections.service';
import { saveScores, type ScoreEntry } from './assessment-scores.service';
import { createAssessment, deleteAssessment, getAssessment, listAssessments, updateAssessment } from './assessments.service';
import { parseForm } from './workstation.shared';
import { presentCorrection } from '../grading/grading.service';
import { staffOfClass } from '../../plugins/policy';
import { replayableSave } from './replayable-save';
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
/**
 * The graded file's form (updatedFile, score, version) as the one score entry it is: the file is kept only
 * when the save goes through.
 */
async function saveGradedFile<T>(
  request: FastifyRequest,
  files: FileStore,
  params: { studentId: number; itemId: number },
  save: (entries: ScoreEntry[]) => Promise<T>,
) {
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    maxBytes: PDF_MAX_BYTES,
    fileField: (name) => name === 'updatedFile',
  });
  return withUploads(form, async () => {
    const { score, version } = parseForm(gradedFileFieldsSchema, form.fields);
    const updatedFile = form.files[0];
    if (score === undefined && !updatedFile) throw invalidField('updatedFile', 'A score or an updated file is required');
    return save([{ ...params, score, updatedFile, version }]);
  });
}

export const assessmentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  /**
   * A tab SAVE, from the JSON tuples or the multipart form: the same checks, history and ranking through
   * saveScores, with the If-Match version and an Idempotency-Key (`replayed`: what makes two requests the same).
   * The class's alerts are asked for by saveScores's history (recordChanges), in its transaction, as for every
   * write of scores below.
   */
  const saveScoreEntries = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { classId, kind, entries, replayed }: { classId: number; kind: AssessmentKind; entries: ScoreEntry[]; replayed?: unknown },
  ) => {
    const user = currentUser(request);
    return replayableSave(
      db,
      request,
      reply,
      async (tx) => {
        const data = await saveTabFrom(request, reply, { classId, entity: kind }, (version) =>
          saveScores(tx, user.id, classId, kind, ASSESSMENT_BATCH_KEYS[kind], entries, version),
        );
        return { message: request.t('Scores saved successfully'), data };
      },
      replayed,
    );
  };
  /** A tab SAVE: the [studentId, itemId, score] tuples of its JSON body's list, or its multipart form. */
  const saveScoreBatch = (
    request: FastifyRequest,
    reply: FastifyReply,
    { classId, kind, tuples }: { classId: number; kind: AssessmentKind; tuples: () => ScoreBatchTuple[] },
  ) => {
    if (request.isMultipart()) {
      return readScoreForm(request, files, kind, (entries, replayed) =>
        saveScoreEntries(request, reply, { classId, kind, entries, replayed }),
      );
    }
    const entries = tuples().map(([studentId, itemId, score]) => ({ studentId, itemId, score }));
    return saveScoreEntries(request, reply, { classId, kind, entries });
  };
  /** Each kind's SAVE route: each JSON body holds its own list (homework, quizzes, exams). */
  const { homework, quiz, exam } = assessmentsApi;
  const scoreSaveRoutes = {
    homework: () =>
      route(app, homework.save, {
        config: staffOfClass,
        handler: (request, reply) =>
          saveScoreBatch(request, reply, { classId: request.params.id, kind: 'homework', tuples: () => request.body.homework }),
      }),
    quiz: () =>
      route(app, quiz.save, {
        config: staffOfClass,
        handler: (request, reply) =>
          saveScoreBatch(request, reply, { classId: request.params.id, kind: 'quiz', tuples: () => request.body.quizzes }),
      }),
    exam: () =>
      route(app, exam.save, {
        config: staffOfClass,
        handler: (request, reply) =>
          saveScoreBatch(request, reply, { classId: request.params.id, kind: 'exam', tuples: () => request.body.exams }),
      }),
  } satisfies Record<AssessmentKind, () => void>;

  for (const kind of ASSESSMENT_KINDS) {
    const endpoints = assessmentsApi[kind];
    const messages = MESSAGES[kind];
    const items = classItemRoutes(app, db, endpoints, {
      list: (db, classId, query) => listAssessments(db, classId, kind, query),
      get: (db, classId, id) => getAssessment(db, classId, kind, id),
      remove: (db, classId, id) => deleteAssessment(db, classId, kind, id),
    });

    items.list(kind);

    route(app, endpoints.create, {
      config: staffOfClass,
      handler: async (request) => ({
        message: request.t(messages.created),
        data: await createAssessment(db, request.params.id, kind, request.body),
      }),
    });

    scoreSaveRoutes[kind]();

    const field = ASSESSMENT_BATCH_KEYS[kind];
    route(app, endpoints.gradedFile, {
      config: staffOfClass,
      handler: async (request, reply) => {
        const user = currentUser(request);
        const { id: classId, itemId, studentId } = request.params;
        const data = await saveTabFrom(request, reply, { classId, entity: kind }, (version) =>
          saveGradedFile(request, files, { studentId, itemId }, (entries) =>
            saveScores(db, user.id, classId, kind, field, entries, version),
          ),
        );
        return { message: request.t('Scores saved successfully'), data };
      },
    });

    if ('saveAnswers' in endpoints) {
      route(app, endpoints.saveAnswers, {
        config: staffOfClass,
        handler: async (request) => {
          const data = await saveAnsweredQuestions(
            db,
            currentUser(request).id,
            request.params.id,
            kind,
            request.body.answeredQuestions,
            request.body.replace_total,
          );
          return { message: request.t('Scores saved successfully'), data };
        },
      });
    }

    items.get();

    route(app, endpoints.student, {
      config: staffOfClass,
      handler: async (request) => ({
        message: '',
        // The correction page's fields (name, studentName, answeredQuestions) come with the workstation's.
        data: await presentCorrection(
          db,
          await getStudentAssessment(db, request.params.id, kind, request.params.itemId, request.params.studentId),
        ),
      }),
    });

    route(app, endpoints.update, {
      config: staffOfClass,
      handler: async (request) => ({
        message: request.t(messages.updated),
        data: await updateAssessment(db, request.params.id, kind, request.params.itemId, request.body),
      }),
    });

    items.remove(messages.deleted);
  }
};
