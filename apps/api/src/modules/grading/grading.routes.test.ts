import { describe, expect, it } from 'vitest';
import { authApi, assessmentsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { assessmentResults, assessments, fileVersions } from '../../db/schema';
import { assertCurrentVersion } from './grading.service';

const t = useTestApp();

/** A class taught by `teacherId` with one student, an exam (max 20) and the student's submitted file. */
async function submittedExam(teacherId: number) {
  const db = t.database.db;
  const klass = await createClass(db, { teachers: [teacherId] });
  const student = await createStudent(db, { name: 'Sara Ali', classes: [klass.id] });
  const [exam] = await db
    .insert(assessments)
    .values({ classId: klass.id, kind: 'exam', name: 'Midterm', dueDate: '2026-05-01 10:00:00', maxScore: 20 })
    .returning();
  const [file] = await db
    .insert(fileVersions)
    .values({
      classId: klass.id,
      storedName: 'a'.repeat(32) + '.pdf',
      originalName: 'answers.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      purpose: 'submitted',
    })
    .returning();
  await db
    .insert(assessmentResults)
    .values({ assessmentId: exam.id, studentId: student.id, status: 'submitted', submittedFileId: file.id });
  const url = `/api/admin/classes/${klass.id}/exams/${exam.id}/students/${student.id}/submission`;
  return { klass, exam, student, file, url };
}

describe('grading submission', () => {
  it('opens with the student, the item and its max score, the original file and a version', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { url, klass, file } = await submittedExam(userId);
    const { status, body } = await t.call(assessmentsApi.exam.submission, { url, headers });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      studentName: 'Sara Ali',
      exam: { name: 'Midterm', maxScore: 20 },
      score: null,
      file: `/api/admin/classes/${klass.id}/files/${file.id}`,
      updatedFile: null,
      version: 1,
      claim: null,
    });
  });

  it('is refused to a teaching assistant of another class, and unknown for another class student', async () => {
    const { userId } = await t.signIn('teacher');
    const { url, exam, student } = await submittedExam(userId);
    const other = await t.signIn('teacher');
    expect((await t.call(assessmentsApi.exam.submission, { url, headers: other.headers })).status).toBe(403);
    const otherClass = await createClass(t.database.db, { teachers: [other.userId] });
    const wrong = `/api/admin/classes/${otherClass.id}/exams/${exam.id}/students/${student.id}/submission`;
    expect((await t.call(assessmentsApi.exam.submission, { url: wrong, headers: other.headers })).status).toBe(404);
  });
});

describe('grading claims', () => {
  it('shows "being graded by" the first grader to the second, until the first closes the viewer', async () => {
    const first = await t.signIn('admin');
    const { url, klass, student } = await submittedExam(first.userId);
    const second = await t.signIn('admin');
    const workstationClaim = async () =>
      (await t.call(assessmentsApi.exam.list, { url: `/api/admin/classes/${klass.id}/exams`, headers: second.headers })).body
        .data[0].students[String(student.id)].claim;
    expect(await workstationClaim()).toBeNull();
    const firstClaim = await t.call(assessmentsApi.exam.claim, { url: `${url}/claim`, headers: first.headers });
    expect(firstClaim.body.data.claim).toBeNull();

    const secondClaim = await t.call(assessmentsApi.exam.claim, { url: `${url}/claim`, headers: second.headers });
    const { body: firstUser } = await t.call(authApi.me, { url: '/api/admin/auth/me', headers: first.headers });
    expect(secondClaim.body.data.claim).toMatchObject({ userId: first.userId, name: firstUser.data.user.name });
    expect((await t.call(assessmentsApi.exam.submission, { url, headers: second.headers })).body.data.claim?.userId).toBe(
      first.userId,
    );
    // The workstation's exam list names the grader too.
    expect(await workstationClaim()).toMatchObject({ userId: first.userId, name: firstUser.data.user.name });

    await t.call(assessmentsApi.exam.release, { url: `${url}/claim`, headers: first.headers });
    expect(await workstationClaim()).toBeNull();
    expect(
      (await t.call(assessmentsApi.exam.claim, { url: `${url}/claim`, headers: second.headers })).body.data.claim,
    ).toBeNull();
    expect((await t.call(assessmentsApi.exam.submission, { url, headers: first.headers })).body.data.claim?.userId).toBe(
      second.userId,
    );
  });

  it('lets a claim older than a few minutes be taken over', async () => {
    const first = await t.signIn('admin');
    const { url, klass, student } = await submittedExam(first.userId);
    await t.call(assessmentsApi.exam.claim, { url: `${url}/claim`, headers: first.headers });
    await t.database.db.update(assessmentResults).set({ claimedAt: new Date(Date.now() - 10 * 60_000) });
    const second = await t.signIn('admin');
    // A lapsed claim names no one in the workstation.
    const list = await t.call(assessmentsApi.exam.list, { url: `/api/admin/classes/${klass.id}/exams`, headers: second.headers });
    expect(list.body.data[0].students[String(student.id)]).toMatchObject({ status: 'submitted', claim: null });
    expect(
      (await t.call(assessmentsApi.exam.claim, { url: `${url}/claim`, headers: second.headers })).body.data.claim,
    ).toBeNull();
  });
});

describe('stale version', () => {
  it('passes the version a grader opened and refuses an older one with 409', async () => {
    const { userId } = await t.signIn('admin');
    const { exam, student } = await submittedExam(userId);
    const db = t.database.db;
    await expect(assertCurrentVersion(db, exam.id, student.id, 1)).resolves.toBeUndefined();
    await expect(assertCurrentVersion(db, exam.id, student.id, undefined)).resolves.toBeUndefined();
    await db.update(assessmentResults).set({ version: 2, updatedBy: userId });
    await expect(assertCurrentVersion(db, exam.id, student.id, 1)).rejects.toMatchObject({ statusCode: 409 });
  });
});
