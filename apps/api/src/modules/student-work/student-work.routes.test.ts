import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentPapersApi, studentWorkApi, type Endpoint } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { TINY_PDF } from '../../../test/multipart';
import { signInStudent } from '../../../test/student-session';
import { createAssessment, createClasswork, dueIn } from '../../../test/student-work-factories';
import { assessmentResults, classworkResults, fileVersions } from '../../db/schema';

const t = useTestApp();
const pdf = (data = TINY_PDF) => ({ file: { name: 'my work.pdf', data } });

describe('home/classes/{classId}/homework', () => {
  it('lists homework with my status, submits a PDF, resubmits it and keeps both versions', async () => {
    const db = t.database.db;
    const klass = await createClass(db);
    const homework = await createAssessment(db, { classId: klass.id, name: 'Chapter 1' });
    const { student, headers } = await signInStudent(t, [klass.id]);
    const list = async () =>
      (await t.call(studentWorkApi.homework, { url: `/api/home/classes/${klass.id}/homework`, headers })).body.data;
    expect(await list()).toEqual([
      expect.objectContaining({ id: homework.id, status: 'assigned', score: null, file: null, is_open: true }),
    ]);
    const url = `/api/home/classes/${klass.id}/homework/${homework.id}/submit`;
    const first = await t.call(studentWorkApi.submitHomework, { url, headers, form: pdf() });
    expect(first.status).toBe(200);
    const second = await t.call(studentWorkApi.submitHomework, { url, headers, form: pdf() });
    expect(second.status).toBe(200);
    const [item] = await list();
    expect(item).toMatchObject({ status: 'submitted', file: { name: 'my work.pdf' } });
    expect(item.submitted_at).toEqual(expect.any(String));
    const versions = await db.select().from(fileVersions).where(eq(fileVersions.uploadedBy, student.id));
    expect(versions).toHaveLength(2);
    const [result] = await db.select().from(assessmentResults).where(eq(assessmentResults.studentId, student.id));
    expect(result.submittedFileId).toBe(versions[1].id);
    // The student reads their own file back.
    const file = await t.call(studentWorkApi.file, { url: item.file!.url, headers });
    expect(file.status).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it("refuses after the due date (422), a non-PDF (415), and another class's item (403)", async () => {
    const db = t.database.db;
    const klass = await createClass(db);
    const late = await createAssessment(db, { classId: klass.id, dueDate: dueIn(-1) });
    const open = await createAssessment(db, { classId: klass.id });
    const other = await createClass(db);
    const foreign = await createAssessment(db, { classId: other.id });
    const { headers } = await signInStudent(t, [klass.id]);
    const send = (classId: number, id: number, data = TINY_PDF) =>
      t.call(studentWorkApi.submitHomework, {
        url: `/api/home/classes/${classId}/homework/${id}/submit`,
        headers,
        form: { file: { name: 'a.pdf', data } },
      });
    const refused = await send(klass.id, late.id);
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('The due date has passed');
    expect((await send(klass.id, open.id, Buffer.from('not a pdf at all'))).status).toBe(415);
    expect((await send(other.id, foreign.id)).status).toBe(403);
    expect((await send(klass.id, foreign.id)).status).toBe(404);
    expect(await db.select().from(fileVersions)).toHaveLength(0);
  });
});

describe("a due date on the school's clock (Cairo), whatever the server's", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps homework due at 23:59 open at 23:30 Cairo time and closed at 00:30, the next day there but not in UTC', async () => {
    const db = t.database.db;
    const klass = await createClass(db);
    const homework = await createAssessment(db, { classId: klass.id, name: 'Chapter 2', dueDate: '2026-11-23 23:59:00' });
    const { headers } = await signInStudent(t, [klass.id]);
    const isOpenAt = async (now: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      const list = await t.call(studentWorkApi.homework, { url: `/api/home/classes/${klass.id}/homework`, headers });
      vi.useRealTimers();
      return list.body.data.find((item) => item.id === homework.id)?.is_open;
    };
    expect(await isOpenAt('2026-11-23T21:30:00Z')).toBe(true); // 23:30 in Cairo
    expect(await isOpenAt('2026-11-23T22:30:00Z')).toBe(false); // 00:30 on the 24th in Cairo, 22:30 UTC on the 23rd
  });
});

describe('home/classes/{classId}/classworks', () => {
  it('submits a classwork PDF that staff then see on the result', async () => {
    const db = t.database.db;
    const klass = await createClass(db);
    const classwork = await createClasswork(db, klass.id);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const sent = await t.call(studentWorkApi.submitClasswork, {
      url: `/api/home/classes/${klass.id}/classworks/${classwork.id}/submit`,
      headers,
      form: pdf(),
    });
    expect(sent.status).toBe(200);
    const [result] = await db
      .select()
      .from(classworkResults)
      .where(and(eq(classworkResults.classworkId, classwork.id), eq(classworkResults.studentId, student.id)));
    expect(result.submittedFileId).toBe(sent.body.data.file.id);
    const list = await t.call(studentWorkApi.classworks, { url: `/api/home/classes/${klass.id}/classworks`, headers });
    expect(list.body.data[0]).toMatchObject({ id: classwork.id, status: 'not_attended', file: { id: sent.body.data.file.id } });
  });
});

describe('home/classes/{classId}/…, the class scope every route under it declares', () => {
  it('answers 404 for a class that does not exist and 403 for one the student is not in, before reading the body', async () => {
    const db = t.database.db;
    const [mine, theirs] = [await createClass(db), await createClass(db)];
    const { headers } = await signInStudent(t, [mine.id]);
    const statusOf = async (route: Endpoint, url: string) =>
      (await t.call(route, { url, headers, ...(route.method === 'POST' ? { payload: {} } : {}) })).status;
    for (const [route, path] of [
      [studentWorkApi.attendance, 'attendance'],
      [studentWorkApi.classworks, 'classworks'],
      [studentPapersApi.answerExam, 'exams/1/answers'],
    ] as const) {
      expect(await statusOf(route, `/api/home/classes/${mine.id}/${path}`), path).not.toBe(403);
      expect(await statusOf(route, `/api/home/classes/${theirs.id}/${path}`), path).toBe(403);
      expect(await statusOf(route, `/api/home/classes/${theirs.id + 1000}/${path}`), path).toBe(404);
    }
  });
});
