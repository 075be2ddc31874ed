import { z } from 'zod';
import { itemResponse } from '../common';
import { studentClassParamSchema } from '../student-home';
import {
  studentAssessmentItemSchema,
  studentAttendanceItemSchema,
  studentClassworkItemSchema,
  studentFileParamsSchema,
  studentItemParamsSchema,
} from '../student-work';
import { workstationFileSchema } from '../workstation';
import { endpoint } from '../endpoint';

const assessmentsOf = <P extends 'homework' | 'quizzes' | 'exams'>(plural: P) =>
  endpoint({
    method: 'GET',
    path: `/home/classes/:classId/${plural}`,
    guard: 'student',
    params: studentClassParamSchema,
    response: itemResponse(z.array(studentAssessmentItemSchema)),
    description: `The class's ${plural} with the student's own status, score, grade, files and whether it is open.`,
  });

const submitOf = <P extends 'homework' | 'classworks'>(plural: P) =>
  endpoint({
    method: 'POST',
    path: `/home/classes/:classId/${plural}/:id/submit`,
    guard: 'student',
    params: studentItemParamsSchema,
    form: true,
    response: itemResponse(z.object({ file: workstationFileSchema, submitted_at: z.string() })),
    description:
      "Multipart `file`: a PDF (checked by its bytes, 20 MB at most). Again as often as wanted until the due date (then 422 'The due date has passed'); earlier files are kept.",
  });

/** home/classes/{classId}/…: the student's work in one of their classes, and handing files in. */
export const studentWorkApi = {
  homework: assessmentsOf('homework'),
  quizzes: assessmentsOf('quizzes'),
  exams: assessmentsOf('exams'),
  submitHomework: submitOf('homework'),
  submitClasswork: submitOf('classworks'),
  classworks: endpoint({
    method: 'GET',
    path: '/home/classes/:classId/classworks',
    guard: 'student',
    params: studentClassParamSchema,
    response: itemResponse(z.array(studentClassworkItemSchema)),
  }),
  attendance: endpoint({
    method: 'GET',
    path: '/home/classes/:classId/attendance',
    guard: 'student',
    params: studentClassParamSchema,
    response: itemResponse(z.array(studentAttendanceItemSchema)),
  }),
  file: endpoint({
    method: 'GET',
    path: '/home/classes/:classId/files/:fileId',
    guard: 'student',
    params: studentFileParamsSchema,
    response: 'file',
    description: "A classwork sheet of the class or a file of the student's own results (PDF).",
  }),
};
