import { describe, expect, it } from 'vitest';
import { assessmentsApi, workstationFilesApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF, type FormFields } from '../../../test/multipart';
import { assessmentResults, fileVersions, studentScores } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/exams`;
  const exam = (await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody() })).body.data;
  const send = (form: FormFields, studentId = students[0].id, as = headers) =>
    t.call(assessmentsApi.exam.gradedFile, { url: `${base}/${exam.id}/students/${studentId}/graded-file`, headers: as, form });
  return { headers, students, base, exam, send };
}

const nothingWritten = async () => {
  expect(await t.database.db.select().from(fileVersions)).toEqual([]);
  expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
  expect(await t.database.db.select().from(studentScores)).toEqual([]);
};

describe("a graded file of one student's item", () => {
  it('keeps the corrected PDF and the score, the file served only to staff of the class', async () => {
    const { headers, students, base, exam, send } = await setUp();
    const saved = await send({ score: '12.5', updatedFile: { name: 'corrected.pdf', data: TINY_PDF } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Scores saved successfully', data: { saved: 1 } });
    const result = (await t.call(assessmentsApi.exam.get, { url: `${base}/${exam.id}`, headers })).body.data.students[
      students[0].id
    ];
    expect(result).toMatchObject({
      score: 12.5,
      status: 'corrected',
      updatedFile: { name: 'corrected.pdf', size: TINY_PDF.length },
    });
    expect(await t.database.db.select().from(studentScores)).toMatchObject([{ studentId: students[0].id, score: 12.5 }]);
    const fileUrl = result.updatedFile!.url;
    const file = await t.call(workstationFilesApi.file, { url: fileUrl, headers });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.bytes.equals(TINY_PDF)).toBe(true);
    expect((await t.call(workstationFilesApi.file, { url: fileUrl })).status).toBe(401);
    const stranger = await t.signIn('teacher');
    expect((await t.call(workstationFilesApi.file, { url: fileUrl, headers: stranger.headers })).status).toBe(403);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const { send } = await setUp();
    const updatedFile = { name: 'a.pdf', data: TINY_PDF };
    const cases: [FormFields, Record<string, string[]>][] = [
      [{}, { updatedFile: ['A score or an updated file is required'] }],
      [{ score: 'ten', updatedFile }, { score: ['The score must be a number'] }],
      [{ score: '-1', updatedFile }, { score: ['The score must be 0 or more'] }],
      [{ version: 'old', updatedFile }, { version: ['The version must be a number'] }],
      [{ score: '21', updatedFile }, { 'exams.0': ['Entry 0: the score 21 is not between 0 and the max score 20'] }],
    ];
    for (const [form, fields] of cases) {
      const refused = await send(form);
      expect(refused.status).toBe(422);
      expect(refused.error.data).toEqual(fields);
    }
    const notPdf = await send({ updatedFile: { name: 'virus.pdf', data: Buffer.from('MZ\x90\x00') } });
    expect(notPdf.status).toBe(415);
    const elsewhere = await send({ score: '5', other: { name: 'a.pdf', data: TINY_PDF } });
    expect(elsewhere.status).toBe(422);
    await nothingWritten();
  });

  it('is refused (403) to staff of another class, whatever it carries', async () => {
    const { send } = await setUp();
    const stranger = await t.signIn('teacher');
    const refused = await send({ score: '5', updatedFile: { name: 'a.pdf', data: TINY_PDF } }, undefined, stranger.headers);
    expect(refused.status).toBe(403);
    await nothingWritten();
  });
});
