import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drawPreviewQuerySchema,
  drawPreviewSchema,
  idParamSchema,
  itemResponse,
  listResponse,
  questionBodySchema,
  questionDeletionSchema,
  questionListQuerySchema,
  questionSchema,
  questionUseBodySchema,
} from '@backoffice/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { previewDraw, recordQuestionUse } from './question-uses.service';
import { getQuestion, listQuestions } from './questions.service';
import { createQuestion, deleteQuestion, updateQuestion } from './questions.write.service';

const tags = ['questions'];
/** Every staff member reads the bank; the services limit a teaching assistant's writes to the courses of their classes. */
const staff = { guard: 'staff' } as const;
const WRITE_SCOPE =
  'Admins write any question; a teaching assistant only questions whose parts belong to a course of one of their classes (403 otherwise).';

export const questionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/questions',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Active questions, newest first: q searches the text; filters educational_part_id, type, complexity; `limit` is accepted for `per_page`.',
        querystring: questionListQuerySchema,
        response: { 200: listResponse(questionSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listQuestions(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/questions/draw-preview',
    {
      config: staff,
      schema: {
        tags,
        description:
          'How many active questions of the part (at the complexity, or any) a dynamic draw can take, and whether `quantity` (default 1) of them can be drawn.',
        querystring: drawPreviewQuerySchema,
        response: { 200: itemResponse(drawPreviewSchema) },
      },
    },
    async (request) => ({ message: '', data: await previewDraw(db, request.query) }),
  );

  app.post(
    '/questions',
    {
      config: staff,
      schema: {
        tags,
        description: `single_choice needs 2 or more options with exactly one correct; text takes none. The parts must share one course. ${WRITE_SCOPE}`,
        body: questionBodySchema,
        response: { 200: itemResponse(questionSchema) },
      },
    },
    async (request) => ({
      message: request.t('Question created successfully'),
      data: await createQuestion(db, currentUser(request), request.body),
    }),
  );

  app.put(
    '/questions/:id',
    {
      config: staff,
      schema: {
        tags,
        description: `Same rules as POST. Editing a question that exams or quizzes used keeps the answered version (question_versions) and raises \`version\`. ${WRITE_SCOPE}`,
        params: idParamSchema,
        body: questionBodySchema,
        response: { 200: itemResponse(questionSchema) },
      },
    },
    async (request) => ({
      message: request.t('Question updated successfully'),
      data: await updateQuestion(db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/questions/:id',
    {
      config: staff,
      schema: {
        tags,
        description: `A question no exam or quiz used is deleted (data.archived false). A used one (statically or drawn for a student) is archived instead (data.archived true): it leaves the lists, options and draws, and past answers keep its text and options. ${WRITE_SCOPE}`,
        params: idParamSchema,
        response: { 200: itemResponse(questionDeletionSchema) },
      },
    },
    async (request) => {
      const result = await deleteQuestion(db, currentUser(request), request.params.id);
      const message = result.archived
        ? request.t('Question archived: exams or quizzes used it, so their answers keep it')
        : request.t('Question deleted successfully');
      return { message, data: result };
    },
  );

  app.post(
    '/questions/:id/uses',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Records that an exam, quiz or homework used the question (statically, or drawn for student_id), at its current version; from then on a delete archives it and an edit keeps the answered version. The exam and quiz editors record their uses through the same service; this route lets admins and tests mark a use before those editors exist.',
        params: idParamSchema,
        body: questionUseBodySchema,
        response: { 200: itemResponse(z.object({ version: z.number().int() })) },
      },
    },
    async (request) => {
      await getQuestion(db, request.params.id);
      const { used_by, used_by_id, student_id } = request.body;
      const use = { questionId: request.params.id, usedBy: used_by, usedById: used_by_id, studentId: student_id };
      return { message: '', data: await recordQuestionUse(db, use) };
    },
  );
};
