import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assessmentsApi,
  classworksApi,
  importExportApi,
  pdfsApi,
  studentWorkApi,
  videosApi,
  type Endpoint,
} from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createClass } from '../../test/factories';
import { TINY_PDF, type FormFields } from '../../test/multipart';
import type { Answer } from '../../test/answers';
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

/** Posts a multipart form to an upload the way a browser sends it (an empty file is a part with no bytes). */
const post = <E extends Endpoint>(upload: E, url: string, headers: Record<string, string>, form: FormFields, language = 'en') =>
  t.call(upload, { url, headers: { ...headers, 'accept-language': language }, form });

/** What every refused empty file leaves: its answer, and not a byte or a row written. */
async function expectRefusedEmpty(answer: Answer<Endpoint>, field: string) {
  expect(answer.status).toBe(422);
  expect(answer.error).toMatchObject({ message: 'The file is empty', data: { [field]: ['The file is empty'] } });
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
    const form = { file: { name: 'my work.pdf', data: EMPTY } };
    const homeworkUrl = `/api/home/classes/${klass.id}/homework/${homework.id}/submit`;
    await expectRefusedEmpty(await post(studentWorkApi.submitHomework, homeworkUrl, headers, form), 'file');
    const classworkUrl = `/api/home/classes/${klass.id}/classworks/${classwork.id}/submit`;
    await expectRefusedEmpty(await post(studentWorkApi.submitClasswork, classworkUrl, headers, form), 'file');
    const arabic = await post(studentWorkApi.submitHomework, homeworkUrl, headers, form, 'ar');
    expect(arabic.error).toMatchObject({ message: 'الملف فارغ', data: { file: ['الملف فارغ'] } });
    expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
    expect(await t.database.db.select().from(classworkResults)).toEqual([]);
  });

  it('a PDF of Manage Pdfs, among good ones: none is kept', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const fields = { type: 'Sheet', 'classesId[0]': klass.id };
    const alone = await post(pdfsApi.create, '/api/admin/pdf', headers, {
      ...fields,
      'pdf[0]': { name: 'empty.pdf', data: EMPTY },
    });
    await expectRefusedEmpty(alone, 'pdf[0]');
    const afterOne = await post(pdfsApi.create, '/api/admin/pdf', headers, {
      ...fields,
      'pdf[0]': { name: 'good.pdf', data: TINY_PDF },
      'pdf[1]': { name: 'empty.pdf', data: EMPTY },
    });
    expect(afterOne.status).toBe(422);
    expect(afterOne.error.data).toEqual({ 'pdf[1]': ['The file is empty'] });
    expect(await fs.readdir(store.dir)).toEqual([]);
    expect(await t.database.db.select().from(pdfs)).toEqual([]);
  });

  it("a classwork's sheet, a graded file and a score SAVE's graded file", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const homework = await createAssessment(t.database.db, { classId: klass.id });
    const base = `/api/admin/classes/${klass.id}`;
    const sheet = await post(classworksApi.create, `${base}/classworks`, headers, {
      name: 'Worksheet 1',
      dueDate: '2026-11-20 09:30',
      maxScore: 10,
      pdf: { name: 'sheet.pdf', data: EMPTY },
    });
    await expectRefusedEmpty(sheet, 'pdf');
    expect(await t.database.db.select().from(classworks)).toEqual([]);
    const gradedUrl = `${base}/homework/${homework.id}/students/${students[0].id}/graded-file`;
    const graded = await post(assessmentsApi.homework.gradedFile, gradedUrl, headers, {
      score: 5,
      updatedFile: { name: 'graded.pdf', data: EMPTY },
    });
    await expectRefusedEmpty(graded, 'updatedFile');
    const saved = await post(assessmentsApi.homework.save, `${base}/homework/changeStudentHomeworkStatus`, headers, {
      'homework[0][studentId]': students[0].id,
      'homework[0][homeworkId]': homework.id,
      'homework[0][score]': 5,
      'homework[0][updatedFile]': { name: 'graded.pdf', data: EMPTY },
    });
    await expectRefusedEmpty(saved, 'homework[0][updatedFile]');
    expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
  });

  it('a student import sheet, .xlsx or .csv, before any job exists', async () => {
    const { headers } = await t.signIn('admin');
    for (const filename of ['students.xlsx', 'students.csv']) {
      const answer = await post(importExportApi.importStudents, '/api/admin/students/import', headers, {
        only_valid: 0,
        file: { name: filename, data: EMPTY },
      });
      await expectRefusedEmpty(answer, 'file');
    }
    expect(await t.database.db.select().from(jobs)).toEqual([]);
  });

  it('a secure video', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const answer = await post(videosApi.upload, '/api/admin/videos/upload', headers, {
      title: 'Lesson 1',
      type: 'Revision',
      'classesId[]': [klass.id],
      is_secure: 1,
      video: { name: 'lesson.mp4', data: EMPTY, type: 'video/mp4' },
    });
    await expectRefusedEmpty(answer, 'video');
    expect(await t.database.db.select().from(videos)).toEqual([]);
  });
});
