import { z } from 'zod';
import { idParamSchema, itemResponse, listResponse } from '../common';
import {
  drawPreviewQuerySchema,
  drawPreviewSchema,
  questionBodySchema,
  questionDeletionSchema,
  questionListQuerySchema,
  questionSchema,
  questionUseBodySchema,
} from '../questions';
import { endpoint } from '../endpoint';

export const questionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/questions',
    guard: 'staff',
    query: questionListQuerySchema,
    response: listResponse(questionSchema),
    description:
      'Active questions, newest first: q searches the text; filters educational_part_id, type, complexity; `limit` is accepted for `per_page`.',
  }),
  drawPreview: endpoint({
    method: 'GET',
    path: '/admin/questions/draw-preview',
    guard: 'staff',
    query: drawPreviewQuerySchema,
    response: itemResponse(drawPreviewSchema),
    description:
      'How many active questions of the part (at the complexity, or any) a dynamic draw can take, and whether `quantity` (default 1) of them can be drawn; `byComplexity` counts the questions of the part at each complexity.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/questions',
    guard: 'staff',
    body: questionBodySchema,
    response: itemResponse(questionSchema),
    description:
      'single_choice needs 2 or more options with exactly one correct; text takes none. The parts must share one course. Admins write any question; a teaching assistant only questions whose parts belong to a course of one of their classes (403 otherwise).',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/questions/:id',
    guard: 'staff',
    params: idParamSchema,
    body: questionBodySchema,
    response: itemResponse(questionSchema),
    description:
      'Same rules as POST. Editing a question that exams or quizzes used keeps the answered version (question_versions) and raises `version`. Admins write any question; a teaching assistant only questions whose parts belong to a course of one of their classes (403 otherwise).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/questions/:id',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(questionDeletionSchema),
    description:
      'A question no exam or quiz used is deleted (data.archived false). A used one (statically or drawn for a student) is archived instead (data.archived true): it leaves the lists, options and draws, and past answers keep its text and options. Admins write any question; a teaching assistant only questions whose parts belong to a course of one of their classes (403 otherwise).',
  }),
  uses: endpoint({
    method: 'POST',
    path: '/admin/questions/:id/uses',
    guard: 'admin',
    params: idParamSchema,
    body: questionUseBodySchema,
    response: itemResponse(z.object({ version: z.number().int() })),
    description:
      'Records that an exam, quiz or homework used the question (statically, or drawn for student_id), at its current version; from then on a delete archives it and an edit keeps the answered version. The exam and quiz editors record their uses through the same service; this route lets admins and tests mark a use before those editors exist.',
  }),
};
