import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itemResponse,
  studentAssessmentItemSchema,
  studentAttendanceItemSchema,
  studentClassParamSchema,
  studentClassworkItemSchema,
  studentFileParamsSchema,
  studentItemParamsSchema,
  workstationFileSchema,
  type AssessmentKind,
} from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { assertStudentInClass } from '../student-classes/student-class-access';
import { findStudentFile } from './student-files';
import { submitStudentFile } from './student-submissions.service';
import { listStudentAssessments, listStudentAttendance, listStudentClassworks } from './student-work.service';

const tags = ['student-home'];
const student = { guard: 'student' } as const;
const KINDS: [AssessmentKind, string][] = [
  ['homework', 'homework'],
  ['quiz', 'quizzes'],
  ['exam', 'exams'],
];

/** home/classes/{classId}/…: the student's work in one of their classes, and handing files in. */
export const studentWorkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  for (const [kind, path] of KINDS) {
    app.get(
      `/classes/:classId/${path}`,
      {
        config: student,
        schema: {
          tags,
          description: `The class's ${path} with the student's own status, score, grade, files and whether it is open.`,
          params: studentClassParamSchema,
          response: { 200: itemResponse(z.array(studentAssessmentItemSchema)) },
        },
      },
      async (request) => {
        const me = currentStudent(request);
        await assertStudentInClass(db, me, request.params.classId);
        return { message: '', data: await listStudentAssessments(db, me, request.params.classId, kind) };
      },
    );
  }

  app.get(
    '/classes/:classId/classworks',
    {
      config: student,
      schema: { tags, params: studentClassParamSchema, response: { 200: itemResponse(z.array(studentClassworkItemSchema)) } },
    },
    async (request) => {
      const me = currentStudent(request);
      await assertStudentInClass(db, me, request.params.classId);
      return { message: '', data: await listStudentClassworks(db, me, request.params.classId) };
    },
  );

  app.get(
    '/classes/:classId/attendance',
    {
      config: student,
      schema: { tags, params: studentClassParamSchema, response: { 200: itemResponse(z.array(studentAttendanceItemSchema)) } },
    },
    async (request) => {
      const me = currentStudent(request);
      await assertStudentInClass(db, me, request.params.classId);
      return { message: '', data: await listStudentAttendance(db, me, request.params.classId) };
    },
  );

  for (const [target, path] of [
    ['homework', 'homework'],
    ['classwork', 'classworks'],
  ] as const) {
    app.post(
      `/classes/:classId/${path}/:id/submit`,
      {
        config: student,
        schema: {
          tags,
          description:
            "Multipart `file`: a PDF (checked by its bytes, 20 MB at most). Again as often as wanted until the due date (then 422 'The due date has passed'); earlier files are kept.",
          params: studentItemParamsSchema,
          response: { 200: itemResponse(z.object({ file: workstationFileSchema, submitted_at: z.string() })) },
        },
      },
      async (request) => {
        const me = currentStudent(request);
        await assertStudentInClass(db, me, request.params.classId);
        const data = await submitStudentFile(db, files, request, me, target, request.params.classId, request.params.id);
        return { message: request.t('Your file was submitted'), data };
      },
    );
  }

  app.get(
    '/classes/:classId/files/:fileId',
    {
      config: student,
      schema: {
        tags,
        description: "A classwork sheet of the class or a file of the student's own results (PDF).",
        params: studentFileParamsSchema,
      },
    },
    async (request, reply) => {
      const me = currentStudent(request);
      await assertStudentInClass(db, me, request.params.classId);
      const file = await findStudentFile(db, me, request.params.classId, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`)
        .send(files.read(file.storedName));
    },
  );
};
