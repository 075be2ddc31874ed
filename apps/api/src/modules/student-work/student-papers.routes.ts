import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentPapersApi } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { studentOfClass } from '../../plugins/policy';
import { scanAttendance } from './student-attendance.service';
import { startPaper, submitPaperAnswers } from './student-papers.service';

/**
 * Taking a quiz or exam, and the attendance QR scan. Both write through recordChanges, which asks for the
 * class's alerts in the write's transaction.
 */
export const studentPapersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, settings }) => {
  for (const [kind, start, answers] of [
    ['quiz', studentPapersApi.startQuiz, studentPapersApi.answerQuiz],
    ['exam', studentPapersApi.startExam, studentPapersApi.answerExam],
  ] as const) {
    route(app, start, {
      config: studentOfClass,
      handler: async (request) => {
        const me = currentStudent(request);
        return { message: '', data: await startPaper(db, me, kind, request.params.classId, request.params.id) };
      },
    });

    route(app, answers, {
      config: studentOfClass,
      handler: async (request) => {
        const me = currentStudent(request);
        const data = await submitPaperAnswers(db, me, kind, request.params.classId, request.params.id, request.body);
        return { message: request.t('Your answers were submitted'), data };
      },
    });
  }

  route(app, studentPapersApi.scan, {
    handler: async (request) => {
      const data = await scanAttendance(db, currentStudent(request), request.body.token, new Date(), settings.attendance);
      return { message: request.t(data.late ? 'You are marked late' : 'You are marked present'), data };
    },
  });
};
