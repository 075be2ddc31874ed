import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { studentWorkApi } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { studentOfClass } from '../../plugins/policy';
import { findStudentFile } from './student-files';
import { submitStudentFile } from './student-submissions.service';
import { listStudentAssessments, listStudentAttendance, listStudentClassworks } from './student-work.service';
import { requestAlertEvaluation } from '../alerts/alerts.service';

/** home/classes/{classId}/…: the student's work in one of their classes, and handing files in. */
export const studentWorkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files, enqueue }) => {
  for (const [kind, listed] of [
    ['homework', studentWorkApi.homework],
    ['quiz', studentWorkApi.quizzes],
    ['exam', studentWorkApi.exams],
  ] as const) {
    route(app, listed, {
      config: studentOfClass,
      handler: async (request) => {
        const me = currentStudent(request);
        return { message: '', data: await listStudentAssessments(db, me, request.params.classId, kind) };
      },
    });
  }

  route(app, studentWorkApi.classworks, {
    config: studentOfClass,
    handler: async (request) => {
      const me = currentStudent(request);
      return { message: '', data: await listStudentClassworks(db, me, request.params.classId) };
    },
  });

  route(app, studentWorkApi.attendance, {
    config: studentOfClass,
    handler: async (request) => {
      const me = currentStudent(request);
      return { message: '', data: await listStudentAttendance(db, me, request.params.classId) };
    },
  });

  for (const [target, submit] of [
    ['homework', studentWorkApi.submitHomework],
    ['classwork', studentWorkApi.submitClasswork],
  ] as const) {
    route(app, submit, {
      config: studentOfClass,
      handler: async (request) => {
        const me = currentStudent(request);
        const data = await submitStudentFile(db, files, request, me, target, request.params.classId, request.params.id);
        await requestAlertEvaluation(enqueue, request.params.classId, request.log);
        return { message: request.t('Your file was submitted'), data };
      },
    });
  }

  route(app, studentWorkApi.file, {
    config: studentOfClass,
    handler: async (request, reply) => {
      const me = currentStudent(request);
      const file = await findStudentFile(db, me, request.params.classId, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(file.storedName));
    },
  });
};
