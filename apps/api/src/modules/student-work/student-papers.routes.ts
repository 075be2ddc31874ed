import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceScanBodySchema,
  attendanceScanResultSchema,
  itemResponse,
  paperAnswersBodySchema,
  paperResultSchema,
  studentItemParamsSchema,
  studentPaperSchema,
} from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { assertStudentInClass } from '../student-classes/student-class-access';
import { scanAttendance } from './student-attendance.service';
import { startPaper, submitPaperAnswers } from './student-papers.service';

const tags = ['student-home'];
const student = { guard: 'student' } as const;

/** Taking a quiz or exam, and the attendance QR scan. */
export const studentPapersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  for (const [kind, path] of [
    ['quiz', 'quizzes'],
    ['exam', 'exams'],
  ] as const) {
    app.post(
      `/classes/:classId/${path}/:id/start`,
      {
        config: student,
        schema: {
          tags,
          description:
            'Draws the paper once (static questions as set, dynamic ones at random) and answers it again on every call; no correct answers. Open from the date until the due date.',
          params: studentItemParamsSchema,
          response: { 200: itemResponse(studentPaperSchema) },
        },
      },
      async (request) => {
        const me = currentStudent(request);
        await assertStudentInClass(db, me, request.params.classId);
        return { message: '', data: await startPaper(db, me, kind, request.params.classId, request.params.id) };
      },
    );

    app.post(
      `/classes/:classId/${path}/:id/answers`,
      {
        config: student,
        schema: {
          tags,
          description: 'Once (again: 409). Single-choice answers are scored at once; text answers wait for correction.',
          params: studentItemParamsSchema,
          body: paperAnswersBodySchema,
          response: { 200: itemResponse(paperResultSchema) },
        },
      },
      async (request) => {
        const me = currentStudent(request);
        await assertStudentInClass(db, me, request.params.classId);
        const data = await submitPaperAnswers(db, me, kind, request.params.classId, request.params.id, request.body);
        return { message: request.t('Your answers were submitted'), data };
      },
    );
  }

  app.post(
    '/attendance/scan',
    {
      config: student,
      schema: {
        tags,
        description:
          'The token of an attendance QR link: present once, while the code is valid (410 after), in own classes only (403).',
        body: attendanceScanBodySchema,
        response: { 200: itemResponse(attendanceScanResultSchema) },
      },
    },
    async (request) => ({
      message: request.t('You are marked present'),
      data: await scanAttendance(db, currentStudent(request), request.body.token),
    }),
  );
};
