import { itemResponse } from '../common';
import {
  attendanceScanBodySchema,
  attendanceScanResultSchema,
  paperAnswersBodySchema,
  paperResultSchema,
  studentItemParamsSchema,
  studentPaperSchema,
} from '../student-work';
import { endpoint } from '../endpoint';

const startOf = <P extends 'quizzes' | 'exams'>(plural: P) =>
  endpoint({
    method: 'POST',
    path: `/home/classes/:classId/${plural}/:id/start`,
    guard: 'student',
    params: studentItemParamsSchema,
    response: itemResponse(studentPaperSchema),
    errors: [422],
    description:
      'Draws the paper once (static questions as set, dynamic ones at random) and answers it again on every call; no correct answers. Open from the date until the due date.',
  });

const answersOf = <P extends 'quizzes' | 'exams'>(plural: P) =>
  endpoint({
    method: 'POST',
    path: `/home/classes/:classId/${plural}/:id/answers`,
    guard: 'student',
    params: studentItemParamsSchema,
    body: paperAnswersBodySchema,
    response: itemResponse(paperResultSchema),
    errors: [409],
    description: 'Once (again: 409). Single-choice answers are scored at once; text answers wait for correction.',
  });

/** Taking a quiz or exam, and the attendance QR scan. */
export const studentPapersApi = {
  startQuiz: startOf('quizzes'),
  startExam: startOf('exams'),
  answerQuiz: answersOf('quizzes'),
  answerExam: answersOf('exams'),
  scan: endpoint({
    method: 'POST',
    path: '/home/attendance/scan',
    guard: 'student',
    body: attendanceScanBodySchema,
    response: itemResponse(attendanceScanResultSchema),
    errors: [403, 404, 409, 410],
    description:
      'The token of an attendance QR link: present once, while the code is valid (410 after), in own classes only (403); an unknown code is 404. A status the staff entered (absent) is never changed by a scan: 409, see the teacher.',
  }),
};
