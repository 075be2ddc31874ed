import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionsApi } from '@backoffice/contract';

import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { previewDraw, recordQuestionUse } from './question-uses.service';
import { getQuestion, listQuestions } from './questions.service';
import { createQuestion, deleteQuestion, updateQuestion } from './questions.write.service';

export const questionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, questionsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listQuestions(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, questionsApi.drawPreview, {
    handler: async (request) => ({ message: '', data: await previewDraw(db, request.query) }),
  });

  route(app, questionsApi.create, {
    handler: async (request) => ({
      message: request.t('Question created successfully'),
      data: await createQuestion(db, currentUser(request), request.body),
    }),
  });

  route(app, questionsApi.update, {
    handler: async (request) => ({
      message: request.t('Question updated successfully'),
      data: await updateQuestion(db, currentUser(request), request.params.id, request.body),
    }),
  });

  route(app, questionsApi.remove, {
    handler: async (request) => {
      const result = await deleteQuestion(db, currentUser(request), request.params.id);
      const message = result.archived
        ? request.t('Question archived: exams or quizzes used it, so their answers keep it')
        : request.t('Question deleted successfully');
      return { message, data: result };
    },
  });

  route(app, questionsApi.uses, {
    handler: async (request) => {
      await getQuestion(db, request.params.id);
      const { used_by, used_by_id, student_id } = request.body;
      const use = { questionId: request.params.id, usedBy: used_by, usedById: used_by_id, studentId: student_id };
      return { message: '', data: await recordQuestionUse(db, use) };
    },
  });
};
