import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../test/test-app';
import { createCourse, createSchool, createStudent, createUser, TEST_PASSWORD } from '../test/factories';
import { TINY_PDF } from '../test/multipart';
import { expectSpecCalls, type World } from '../test/spec-calls';
import { assessmentResults, studentAnswers } from './db/schema';
import { createPart, createQuestionRow } from './modules/questions/question-bank.test-helpers';
import { classWithStudents, examBody } from './modules/workstation/workstation.test-helpers';

/**
 * Every API call of spec 01 ("The calls it makes"), in the form the specification documents, with its status
 * and the shape of its answer: a cleanup that drops a call or a documented field fails here.
 */
const t = useTestApp();

const classBody = (w: Record<string, number>) => ({
  name: 'Physics 10A',
  type: 'school',
  categoryId: w.categoryId,
  schoolId: w.schoolId,
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  sessions: [{ weekday: 'Saturday', startTime: '10:00' }],
  students: [w.studentId],
  teachers: [],
  isRanked: true,
});
const CLASS_KEYS = ['id', 'name', 'type', 'categoryId', 'schoolId', 'startDate', 'endDate', 'sessions', 'isRanked'];

const ITEM = 'admin/classes/{classId}';
const KINDS = [
  { plural: 'exams', save: 'changeStudentExamStatus', key: 'exams', id: 'examId', answers: true },
  { plural: 'quizzes', save: 'changeStudentQuizStatus', key: 'quizzes', id: 'quizId', answers: true },
  { plural: 'homework', save: 'changeStudentHomeworkStatus', key: 'homework', id: 'homeworkId', answers: false },
] as const;
const ASSESSMENT_KEYS = ['id', 'name', 'dueDate', 'maxScore', 'students'];

describe('the calls of spec 01, as it documents them', () => {
  it('auth: login, me, logout', async () => {
    const user = await createUser(t.database.db, { mainRoleId: ROLE.admin });
    const world = {};
    const headers: Record<string, string> = {};
    await expectSpecCalls(t, headers, world, [
      {
        call: 'POST admin/auth/login',
        body: () => ({ email: user.email, password: TEST_PASSWORD }),
        data: ['token', 'user'],
        keep: (data) => (headers.authorization = `Bearer ${data.token}`),
      },
      { call: 'GET admin/auth/me', data: ['user'], keep: (data) => expect(data.user.mainRole).toBe('admin') },
      { call: 'POST admin/auth/logout', data: 'null' },
    ]);
  });

  it('classes, their students, videos and rank, the options and the dashboard', async () => {
    const { headers } = await t.signIn('admin');
    const world = {
      categoryId: (await createCourse(t.database.db)).id,
      schoolId: (await createSchool(t.database.db)).id,
      studentId: (await createStudent(t.database.db)).id,
    };
    await expectSpecCalls(t, headers, world, [
      { call: 'POST admin/classes', body: classBody, data: CLASS_KEYS, keep: (data, w) => (w.classId = data.id) },
      { call: 'GET admin/classes?q=Physics&page=1&per_page=30', data: 'page' },
      { call: 'GET admin/classes/{classId}', data: CLASS_KEYS },
      { call: 'PUT admin/classes/{classId}', body: (w) => ({ ...classBody(w), name: 'Physics 10B' }), data: CLASS_KEYS },
      { call: 'POST admin/classes/{classId}/toggle-ranked-status' },
      { call: 'POST admin/classes/{classId}/toggle-automatic-reporting' },
      { call: 'GET admin/classes/{classId}/students?query=', data: 'page' },
      {
        call: 'POST admin/videos/upload',
        form: (w) => [
          { name: 'title', value: 'Lesson 1' },
          { name: 'type', value: 'Revision' },
          { name: 'classesId[]', value: String(w.classId) },
          { name: 'is_secure', value: '0' },
          { name: 'embedded_html', value: '<iframe src="https://www.youtube.com/embed/abc"></iframe>' },
        ],
        keep: (data, w) => (w.videoId = data.id),
      },
      { call: 'GET admin/classes/{classId}/videos', data: 'list' },
      { call: 'DELETE admin/classes/{classId}/videos/{videoId}' },
      { call: 'GET admin/classes/{classId}/students-rank?limit=5', data: 'list' },
      { call: 'GET admin/select-options/class-categories', data: 'list' },
      { call: 'GET admin/select-options/classes', data: 'list' },
      { call: 'GET admin/select-options/class-categories-with-classes', data: ['classes', 'categories'] },
      { call: 'GET admin/select-options/centers', data: 'list' },
      { call: 'GET admin/select-options/educational-parts', data: 'list' },
      { call: 'GET admin/select-options/questions', data: 'list' },
      { call: 'GET home/select-options/schools', data: 'list' },
      { call: 'GET admin/dashboard' },
      { call: 'DELETE admin/classes/{classId}' },
    ]);
  });

  it('attendance: list, create, edit, QR code, SAVE, delete', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 2, userId);
    const base = `${ITEM}/attendance`;
    const body = { name: 'Week 1', date: '2026-11-16', dueDate: '2026-11-16 10:00', maxScore: 1 };
    await expectSpecCalls(t, headers, { classId: klass.id, studentId: students[0].id }, [
      { call: `POST ${base}`, body: () => body, data: ['id', 'name', 'students'], keep: (data, w) => (w.attId = data.id) },
      { call: `GET ${base}`, data: 'page' },
      { call: `PUT ${base}/{attId}`, body: () => ({ ...body, name: 'Week 2' }), data: ['id', 'name'] },
      { call: `POST ${base}/{attId}/create-qrcode`, data: ['qr_code'] },
      {
        call: `POST ${base}/changeStudentAttendanceStatus`,
        body: (w) => ({ attendances: [[w.studentId, w.attId, 1]] }),
      },
      { call: `DELETE ${base}/{attId}` },
    ]);
  });

  it.each(KINDS)('$plural: list, create, read, edit, SAVE as JSON and as the multipart form, answers, delete', async (kind) => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 2, userId);
    const base = `${ITEM}/${kind.plural}`;
    const world: World = { classId: klass.id, studentId: students[0].id, otherId: students[1].id };
    await expectSpecCalls(t, headers, world, [
      { call: `POST ${base}`, body: () => examBody(), data: ASSESSMENT_KEYS, keep: (data, w) => (w.itemId = data.id) },
      { call: `GET ${base}`, data: 'page' },
      { call: `GET ${base}/{itemId}`, data: ASSESSMENT_KEYS },
      { call: `PUT ${base}/{itemId}`, body: () => examBody({ name: 'Final' }), data: ASSESSMENT_KEYS },
      { call: `POST ${base}/${kind.save}`, body: (w) => ({ [kind.key]: [[w.studentId, w.itemId, 12]] }) },
      {
        call: `POST ${base}/${kind.save}`,
        form: (w) => [
          { name: `${kind.key}[0][updatedFile]`, filename: 'graded.pdf', content: TINY_PDF },
          { name: `${kind.key}[0][${kind.id}]`, value: String(w.itemId) },
          { name: `${kind.key}[0][studentId]`, value: String(w.studentId) },
          { name: `${kind.key}[0][score]`, value: '13' },
        ],
      },
      { call: `GET ${base}/{itemId}/students/{studentId}`, data: ['name', 'studentName', 'answeredQuestions'] },
    ]);
    if (kind.answers) {
      // A handed-in answer of the other student to correct (the student app's part, written directly).
      const question = await createQuestionRow(t.database.db, { parts: [await createPart(t.database.db)] });
      const [result] = await t.database.db
        .insert(assessmentResults)
        .values({ assessmentId: world.itemId, studentId: world.otherId, status: 'submitted' })
        .returning();
      const [answer] = await t.database.db
        .insert(studentAnswers)
        .values({ resultId: result.id, questionId: question.id, questionVersion: 1, order: 1, textAnswer: 'Inertia', score: 0 })
        .returning();
      await expectSpecCalls(t, headers, { ...world, answerId: answer.id, questionId: question.id }, [
        {
          call: `POST ${base}/changeStudentQuestionStatus`,
          body: (w) => ({ answeredQuestions: [{ question_id: w.questionId, id: w.answerId, user_id: w.otherId, score: 4 }] }),
        },
      ]);
    }
    await expectSpecCalls(t, headers, world, [{ call: `DELETE ${base}/{itemId}` }]);
  });

  it('classworks: list, create and edit as multipart, SAVE, delete', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const base = `${ITEM}/classworks`;
    const fields = [
      { name: 'name', value: 'Worksheet 1' },
      { name: 'dueDate', value: '2026-11-20 09:30' },
      { name: 'maxScore', value: '10' },
      { name: 'gradingType', value: '1-9' },
      { name: 'grading[0][grade]', value: '9' },
      { name: 'grading[0][from]', value: '0' },
      { name: 'grading[0][to]', value: '10' },
    ];
    const pdf = { name: 'pdf', filename: 'sheet.pdf', content: TINY_PDF };
    await expectSpecCalls(t, headers, { classId: klass.id, studentId: students[0].id }, [
      { call: `POST ${base}`, form: () => [...fields, pdf], data: ['id', 'name', 'pdf_url'], keep: (d, w) => (w.itemId = d.id) },
      { call: `GET ${base}`, data: 'page' },
      {
        call: `POST ${base}/{itemId}`,
        form: (w) => [{ name: '_method', value: 'PUT' }, { name: 'id', value: String(w.itemId) }, ...fields, pdf],
        data: ['id', 'name'],
      },
      {
        call: `POST ${base}/changeStudentClassworkStatus`,
        body: (w) => ({ classworks: [[w.studentId, w.itemId, 'attended_with_correct_classwork']] }),
      },
      { call: `DELETE ${base}/{itemId}` },
    ]);
  });
});

