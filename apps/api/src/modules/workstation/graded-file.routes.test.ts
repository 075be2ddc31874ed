import { describe, expect, it } from 'vitest';
import { assessmentsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { multipartPayload, TINY_PDF, type FormPart } from '../../../test/multipart';
import { assessmentResults, fileVersions, studentScores } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/exams`;
  const exam = (await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody() })).body.data;
  const send = (parts: FormPart[], studentId = students[0].id, as = headers) => {
    const form = multipartPayload(parts);
    return t.app.inject({
      method: 'POST',
      url: `${base}/${exam.id}/students/${studentId}/graded-file`,
      payload: form.payload,
      headers: { ...as, ...form.headers },
    });
  };
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
    const saved = await send([
      { name: 'score', value: '12.5' },
      { name: 'updatedFile', filename: 'corrected.pdf', content: TINY_PDF },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Scores saved successfully', data: { saved: 1 } });
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
    const file = await t.app.inject({ method: 'GET', url: fileUrl, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
    const stranger = await t.signIn('teacher');
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: stranger.headers })).statusCode).toBe(403);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const { send } = await setUp();
    const pdf: FormPart = { name: 'updatedFile', filename: 'a.pdf', content: TINY_PDF };
    const cases: [FormPart[], Record<string, string[]>][] = [
      [[], { updatedFile: ['A score or an updated file is required'] }],
      [[{ name: 'score', value: 'ten' }, pdf], { score: ['The score must be a number'] }],
      [[{ name: 'score', value: '-1' }, pdf], { score: ['The score must be 0 or more'] }],
      [[{ name: 'version', value: 'old' }, pdf], { version: ['The version must be a number'] }],
      [[{ name: 'score', value: '21' }, pdf], { 'exams.0': ['Entry 0: the score 21 is not between 0 and the max score 20'] }],
    ];
    for (const [parts, fields] of cases) {
      const refused = await send(parts);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data).toEqual(fields);
    }
    const notPdf = await send([{ name: 'updatedFile', filename: 'virus.pdf', content: Buffer.from('MZ\x90\x00') }]);
    expect(notPdf.statusCode).toBe(415);
    const elsewhere = await send([
      { name: 'score', value: '5' },
      { name: 'other', filename: 'a.pdf', content: TINY_PDF },
    ]);
    expect(elsewhere.statusCode).toBe(422);
    await nothingWritten();
  });

  it('is refused (403) to staff of another class, whatever it carries', async () => {
    const { send } = await setUp();
    const stranger = await t.signIn('teacher');
    const refused = await send(
      [
        { name: 'score', value: '5' },
        { name: 'updatedFile', filename: 'a.pdf', content: TINY_PDF },
      ],
      undefined,
      stranger.headers,
    );
    expect(refused.statusCode).toBe(403);
    await nothingWritten();
  });
});
