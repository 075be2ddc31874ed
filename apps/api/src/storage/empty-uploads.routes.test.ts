import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createClass } from '../../test/factories';
import { multipartPayload, TINY_PDF, type FormPart } from '../../test/multipart';
import { signInStudent } from '../../test/student-session';
import { createAssessment, createClasswork } from '../../test/student-work-factories';
import { openWatchedFileStore, type WatchedFileStore } from '../../test/watched-file-store';
import { assessmentResults, classworkResults, classworks, fileVersions, jobs, pdfs, videos } from '../db/schema';
import { classWithStudents } from '../modules/workstation/workstation.test-helpers';

let store: WatchedFileStore;
const t = useTestApp(async () => {
  store = await openWatchedFileStore();
  return { options: { files: store }, close: () => store.close() };
});
afterEach(() => store.reset());

const EMPTY = Buffer.alloc(0);

/** Posts a multipart form the way a browser sends it (an empty file is a part with no bytes). */
async function post(url: string, headers: Record<string, string>, parts: FormPart[], language = 'en') {
  const form = multipartPayload(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json<{ message: string; data: unknown }>() };
}

/** What every refused empty file leaves: its answer, and not a byte or a row written. */
async function expectRefusedEmpty(answer: { status: number; body: { message: string; data: unknown } }, field: string) {
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({ message: 'The file is empty', data: { [field]: ['The file is empty'] } });
  expect(store.bytesWritten()).toBe(0);
  expect(await fs.readdir(store.dir)).toEqual([]);
  expect(await t.database.db.select().from(fileVersions)).toEqual([]);
}

describe('an empty file is refused at once by every upload (422 "The file is empty"), storing nothing', () => {
  it("a student's homework and classwork hand-ins, and in Arabic", async () => {
    const klass = await createClass(t.database.db);
    const homework = await createAssessment(t.database.db, { classId: klass.id });
    const classwork = await createClasswork(t.database.db, klass.id);
    const { headers } = await signInStudent(t, [klass.id]);
    const file = { name: 'file', filename: 'my work.pdf', content: EMPTY };
    await expectRefusedEmpty(await post(`/api/home/classes/${klass.id}/homework/${homework.id}/submit`, headers, [file]), 'file');
    await expectRefusedEmpty(await post(`/api/home/classes/${klass.id}/classworks/${classwork.id}/submit`, headers, [file]), 'file');
    const arabic = await post(`/api/home/classes/${klass.id}/homework/${homework.id}/submit`, headers, [file], 'ar');
    expect(arabic.body).toMatchObject({ message: 'الملف فارغ', data: { file: ['الملف فارغ'] } });
    expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
    expect(await t.database.db.select().from(classworkResults)).toEqual([]);
  });

  it('a PDF of Manage Pdfs, among good ones: none is kept', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const fields = [
      { name: 'type', value: 'Sheet' },
      { name: 'classesId[0]', value: String(klass.id) },
    ];
    const alone = await post('/api/admin/pdf', headers, [...fields, { name: 'pdf[0]', filename: 'empty.pdf', content: EMPTY }]);
    await expectRefusedEmpty(alone, 'pdf[0]');
    const afterOne = await post('/api/admin/pdf', headers, [
      ...fields,
      { name: 'pdf[0]', filename: 'good.pdf', content: TINY_PDF },
      { name: 'pdf[1]', filename: 'empty.pdf', content: EMPTY },
    ]);
    expect(afterOne.status).toBe(422);
    expect(afterOne.body.data).toEqual({ 'pdf[1]': ['The file is empty'] });
    expect(await fs.readdir(store.dir)).toEqual([]);
    expect(await t.database.db.select().from(pdfs)).toEqual([]);
  });

  it("a classwork's sheet, a graded file and a score SAVE's graded file", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const homework = await createAssessment(t.database.db, { classId: klass.id });
    const base = `/api/admin/classes/${klass.id}`;
    const sheet = await post(`${base}/classworks`, headers, [
      { name: 'name', value: 'Worksheet 1' },
      { name: 'dueDate', value: '2026-11-20 09:30' },
      { name: 'maxScore', value: '10' },
      { name: 'pdf', filename: 'sheet.pdf', content: EMPTY },
    ]);
    await expectRefusedEmpty(sheet, 'pdf');
    expect(await t.database.db.select().from(classworks)).toEqual([]);
    const graded = await post(`${base}/homework/${homework.id}/students/${students[0].id}/graded-file`, headers, [
      { name: 'score', value: '5' },
      { name: 'updatedFile', filename: 'graded.pdf', content: EMPTY },
    ]);
    await expectRefusedEmpty(graded, 'updatedFile');
    const saved = await post(`${base}/homework/changeStudentHomeworkStatus`, headers, [
      { name: 'homework[0][studentId]', value: String(students[0].id) },
      { name: 'homework[0][homeworkId]', value: String(homework.id) },
      { name: 'homework[0][score]', value: '5' },
      { name: 'homework[0][updatedFile]', filename: 'graded.pdf', content: EMPTY },
    ]);
    await expectRefusedEmpty(saved, 'homework[0][updatedFile]');
    expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
  });

  it('a student import sheet, .xlsx or .csv, before any job exists', async () => {
    const { headers } = await t.signIn('admin');
    for (const filename of ['students.xlsx', 'students.csv']) {
      const answer = await post('/api/admin/students/import', headers, [
        { name: 'only_valid', value: '0' },
        { name: 'file', filename, content: EMPTY, type: 'application/octet-stream' },
      ]);
      await expectRefusedEmpty(answer, 'file');
    }
    expect(await t.database.db.select().from(jobs)).toEqual([]);
  });

  it('a secure video', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const answer = await post('/api/admin/videos/upload', headers, [
      { name: 'title', value: 'Lesson 1' },
      { name: 'type', value: 'Revision' },
      { name: 'classesId[]', value: String(klass.id) },
      { name: 'is_secure', value: '1' },
      { name: 'video', filename: 'lesson.mp4', content: EMPTY, type: 'video/mp4' },
    ]);
    await expectRefusedEmpty(answer, 'video');
    expect(await t.database.db.select().from(videos)).toEqual([]);
  });
});
