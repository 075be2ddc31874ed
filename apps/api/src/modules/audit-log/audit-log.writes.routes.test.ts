import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ROLE,
  auditLogApi,
  classesApi,
  studentPapersApi,
  studentRegistrationApi,
  studentsApi,
  studentsApprovalApi,
  usersApi,
  assessmentsApi,
} from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent, createUser } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { addQuestionEntries, createAssessment, createAttendanceCode } from '../../../test/student-work-factories';
import { assessmentResults, auditLog, classStudents, questionOptions, studentAnswers } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { saveScores } from '../workstation/assessment-scores.service';
import { classWithStudents, examBody } from '../workstation/workstation.test-helpers';

const t = useTestApp();

/** The history as [entity, field, old, new] (and who), oldest first. */
async function history() {
  const rows = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  return rows.map((row) => ({ ...row, change: [row.entity, row.field, row.old, row.new] }));
}
const changes = async () => (await history()).map((row) => row.change);

describe('the history of the writes beside the tab SAVEs', () => {
  it('records a QR scan as the student marking themselves present, once', async () => {
    const klass = await createClass(t.database.db);
    const { item, token } = await createAttendanceCode(t.database.db, klass.id);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const scan = () => t.call(studentPapersApi.scan, { url: '/api/home/attendance/scan', headers, payload: { token } });
    expect((await scan()).status).toBe(200);
    expect((await scan()).status).toBe(200);
    const rows = await history();
    expect(rows.map((row) => row.change)).toEqual([['attendance', 'status', null, 1]]);
    expect(rows[0]).toMatchObject({
      userId: student.id,
      classId: klass.id,
      studentId: student.id,
      itemId: item.id,
      entityId: item.id,
    });
  });

  it("records a paper's automatic score as the student's change", async () => {
    const db = t.database.db;
    const klass = await createClass(db);
    const part = await createPart(db);
    const question = await createQuestionRow(db, { parts: [part], type: 'single_choice', points: 5 });
    const quiz = await createAssessment(db, { classId: klass.id, kind: 'quiz', maxScore: 10 });
    await addQuestionEntries(db, quiz.id, [{ order: 1, type: 'static', questionId: question.id }]);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const base = `/api/home/classes/${klass.id}/quizzes/${quiz.id}`;
    expect((await t.call(studentPapersApi.startQuiz, { url: `${base}/start`, headers })).status).toBe(200);
    const [right] = await db.select().from(questionOptions).where(eq(questionOptions.isCorrect, true));
    const answers = [{ question_id: question.id, selected_option_id: right.id }];
    expect((await t.call(studentPapersApi.answerQuiz, { url: `${base}/answers`, headers, payload: { answers } })).status).toBe(
      200,
    );
    const rows = await history();
    expect(rows.map((row) => row.change)).toEqual([['quiz', 'score', null, 10]]);
    expect(rows[0]).toMatchObject({ userId: student.id, itemId: quiz.id, studentId: student.id, classId: klass.id });
  });

  it('records a correction and the total it moves, and reverts the correction through the same path', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const part = await createPart(t.database.db);
    const text = await createQuestionRow(t.database.db, { parts: [part], text: 'Explain inertia', points: 10 });
    const base = `/api/admin/classes/${klass.id}/exams`;
    const exam = (await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody() })).body.data;
    const [result] = await t.database.db
      .insert(assessmentResults)
      .values({ assessmentId: exam.id, studentId: students[0].id, status: 'submitted', score: 0 })
      .returning();
    const [answer] = await t.database.db
      .insert(studentAnswers)
      .values({ resultId: result.id, questionId: text.id, questionVersion: 1, textAnswer: 'A body keeps moving', score: 0 })
      .returning();
    const correct = (score: number) =>
      t.call(assessmentsApi.exam.saveAnswers, {
        url: `${base}/changeStudentQuestionStatus`,
        headers,
        payload: { answeredQuestions: [{ id: answer.id, corrected_score: score }] },
      });
    expect((await correct(5)).status).toBe(200);
    expect((await correct(8)).status).toBe(200);
    const rows = await history();
    expect(rows.map((row) => row.change)).toEqual([
      ['answer', 'corrected_score', null, 5],
      ['exam', 'score', 0, 10],
      ['answer', 'corrected_score', 5, 8],
      ['exam', 'score', 10, 16],
    ]);
    expect(rows[2]).toMatchObject({ userId, entityId: answer.id, itemId: exam.id, studentId: students[0].id, classId: klass.id });

    const reverted = await t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${rows[2].id}/revert`, headers });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ entity: 'answer', old: 8, new: 5, item_name: 'Midterm' });
    const [now] = await t.database.db.select().from(studentAnswers).where(eq(studentAnswers.id, answer.id));
    expect(now.correctedScore).toBe(5);
    expect((await changes()).slice(4)).toEqual([
      ['answer', 'corrected_score', 8, 5],
      ['exam', 'score', 16, 10],
    ]);
    const [original] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, rows[2].id));
    expect(original.revertedBy).toBe(reverted.body.data.id);
  });
});

describe('the revert of a score', () => {
  it('puts a score back through the scores SAVE, an empty one as a cleared cell', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const exam = await createAssessment(t.database.db, { classId: klass.id, kind: 'exam', name: 'Final', maxScore: 20 });
    const score = (value: number) =>
      saveScores(t.database.db, userId, klass.id, 'exam', 'exams', [
        { studentId: students[0].id, itemId: exam.id, score: value },
      ]);
    await score(12);
    await score(15);
    const [first, second] = await history();
    expect([first.change, second.change]).toEqual([
      ['exam', 'score', null, 12],
      ['exam', 'score', 12, 15],
    ]);
    const reverted = await t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${second.id}/revert`, headers });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ entity: 'exam', old: 15, new: 12, item_name: 'Final', reverted_by: null });
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.assessmentId, exam.id));
    expect(result.score).toBe(12);
    const list = await t.call(auditLogApi.list, {
      url: `/api/admin/audit-log?itemId=${exam.id}&studentId=${students[0].id}`,
      headers,
    });
    expect(list.body.data.map((row: { reverted_by: number | null }) => row.reverted_by)).toEqual([
      null,
      reverted.body.data.id,
      null,
    ]);

    await score(12);
    await score(18);
    const [latest] = (await history()).reverse();
    await score(12);
    expect((await t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${latest.id}/revert`, headers })).error.data).toEqual({
      current: 12,
    });
    // The first score (12, as now) replaced no score: its revert clears the cell.
    const empty = await t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${first.id}/revert`, headers });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ entity: 'exam', old: 12, new: null });
    const [cleared] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.assessmentId, exam.id));
    expect(cleared.score).toBeNull();
  });
});

describe('the history of enrolments', () => {
  const classBody = {
    name: 'Physics 10A',
    type: 'center',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    sessions: [{ weekday: 'Saturday', startTime: '16:00' }],
    isRanked: true,
  };

  it("records a class's students added and removed by its form", async () => {
    const { headers, userId } = await t.signIn('admin');
    const [first, second] = [await createStudent(t.database.db), await createStudent(t.database.db)];
    const klass = await createClass(t.database.db, { students: [first.id] });
    const save = (students: number[]) =>
      t.call(classesApi.update, { url: `/api/admin/classes/${klass.id}`, headers, payload: { ...classBody, students } });
    expect((await save([first.id, second.id])).status).toBe(200);
    expect((await save([second.id])).status).toBe(200);
    const rows = await history();
    expect(rows.map((row) => [row.change, row.studentId])).toEqual([
      [['enrolment', 'class', null, klass.id], second.id],
      [['enrolment', 'class', klass.id, null], first.id],
    ]);
    expect(rows.every((row) => row.userId === userId && row.classId === klass.id)).toBe(true);
  });

  it("records a student's transfer from one class to another as the end of one enrolment and the start of the other", async () => {
    const { headers } = await t.signIn('admin');
    const [from, to] = [await createClass(t.database.db), await createClass(t.database.db)];
    const student = await createStudent(t.database.db, { classes: [from.id], name: 'Youssef Ali', email: 'youssef@example.com' });
    const [before] = await t.database.db.select().from(classStudents).where(eq(classStudents.studentId, student.id));
    const body = {
      name: 'Youssef Ali',
      gender: 'male',
      birthDate: '2010-05-06',
      email: 'youssef@example.com',
      phone: '01234567890',
      schoolName: 'Nile School',
      studentType: 'school',
      facebookName: '',
      facebookUrl: '',
      motherName: '',
      motherEmail: '',
      motherPhone: '',
      fatherName: '',
      fatherEmail: '',
      fatherPhone: '',
      classes: [to.id],
    };
    const saved = await t.call(studentsApi.update, { url: `/api/admin/students/${student.id}`, headers, payload: body });
    expect(saved.status).toBe(200);
    const [after] = await t.database.db.select().from(classStudents).where(eq(classStudents.studentId, student.id));
    const rows = (await history()).filter((row) => row.entity === 'enrolment');
    expect(rows.map((row) => [row.change, row.entityId, row.classId])).toEqual([
      [['enrolment', 'class', from.id, null], before.id, from.id],
      [['enrolment', 'class', null, to.id], after.id, to.id],
    ]);
  });

  it('records a sign-up, then its approval: the other requests end, the chosen enrolment is approved, the account active', async () => {
    const [asked, chosen] = [await createClass(t.database.db), await createClass(t.database.db)];
    const signUp = {
      name: 'Salma Nabil',
      gender: 'female',
      birthDate: '2011-03-04',
      email: 'salma@example.com',
      phone: '01012345678',
      studentType: 'school',
      schoolName: 'Cairo School',
      password: 'a good secret',
      password_confirmation: 'a good secret',
      classes: [asked.id, chosen.id],
    };
    expect((await t.call(studentRegistrationApi.register, { url: '/api/home/students/register', payload: signUp })).status).toBe(
      200,
    );
    const signedUp = await history();
    const studentId = signedUp[0].studentId!;
    expect(signedUp.map((row) => [row.change, row.userId])).toEqual([
      [['enrolment', 'class', null, asked.id], studentId],
      [['enrolment', 'class', null, chosen.id], studentId],
    ]);
    const { headers, userId } = await t.signIn('admin');
    const approved = await t.call(studentsApprovalApi.changeActiveStatus, {
      url: `/api/admin/students/${studentId}/change-active-status`,
      headers,
      payload: { status: 'approved', classId: chosen.id },
    });
    expect(approved.status).toBe(200);
    const rows = (await history()).slice(2);
    expect(rows.map((row) => row.change)).toEqual([
      ['account', 'is_active', false, true],
      ['enrolment', 'class', asked.id, null],
      ['enrolment', 'approved', false, true],
    ]);
    expect(rows.every((row) => row.userId === userId && row.studentId === studentId)).toBe(true);
    expect(rows[2].classId).toBe(chosen.id);
  });
});

describe('the history of accounts', () => {
  it("records a staff account's changed fields, its password only as changed", async () => {
    const { headers, userId } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher, name: 'Hala', phone: '0100' });
    const body = {
      name: 'Hala Hassan',
      gender: 'female',
      email: teacher.email,
      phone: '0100',
      mainRole: ROLE.teacher,
      password: 'long enough pw',
      password_confirmation: 'long enough pw',
      managedTeachers: [],
    };
    const saved = await t.call(usersApi.update, { url: `/api/admin/users/${teacher.id}`, headers, payload: body });
    expect(saved.status).toBe(200);
    const rows = await history();
    expect(rows.map((row) => row.change)).toEqual([
      ['account', 'name', 'Hala', 'Hala Hassan'],
      ['account', 'password', null, 'changed'],
    ]);
    expect(rows[0]).toMatchObject({ userId, entityId: teacher.id, studentId: null, classId: null });
    expect(JSON.stringify(rows)).not.toContain(String(teacher.passwordHash));
  });

  it("records a student's password reset against the student", async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const reset = await t.call(studentsApi.resetPassword, { url: `/api/admin/students/${student.id}/reset-password`, headers });
    expect(reset.status).toBe(200);
    const rows = await history();
    expect(rows.map((row) => [row.change, row.studentId])).toEqual([[['account', 'password', null, 'changed'], student.id]]);
  });
});
