import ExcelJS from 'exceljs';
import { overallApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { assessments } from '../../db/schema';
import { createScores } from '../../../test/student-work-factories';

const t = useTestApp();

async function scoredClass(teacherId?: number) {
  const db = t.database.db;
  const ann = await createStudent(db, { name: 'Ann' });
  const bob = await createStudent(db, { name: '=HYPERLINK("x")' });
  const klass = await createClass(db, { students: [ann.id, bob.id], teachers: teacherId ? [teacherId] : [] });
  const [hw, quiz, exam] = await db
    .insert(assessments)
    .values([
      { classId: klass.id, kind: 'homework' as const, name: 'Sheet 1', dueDate: '2026-02-01 10:00:00', maxScore: 10 },
      { classId: klass.id, kind: 'quiz' as const, name: 'Quiz 1', dueDate: '2026-02-02 10:00:00', maxScore: 15 },
      { classId: klass.id, kind: 'exam' as const, name: '-Final', dueDate: '2026-02-03 10:00:00', maxScore: 100 },
    ])
    .returning();
  await createScores(db, hw, [[ann.id, 4]]);
  await createScores(db, exam, [[ann.id, 80]]);
  await createScores(db, quiz, [[bob.id, 12]]);
  return { klass, ann, bob, hw, quiz, exam };
}

describe('students-overall', () => {
  it('answers a page of students with the items and their scores in the spec meta', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, ann, bob, hw, quiz, exam } = await scoredClass();
    const { status, body } = await t.call(overallApi.list, { url: `/api/admin/classes/${klass.id}/students-overall`, headers });
    expect(status).toBe(200);
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['=HYPERLINK("x")', 'Ann']);
    expect(body.meta.totalAllHomework[hw.id]).toEqual({ id: hw.id, name: 'Sheet 1', max_score: 10 });
    expect(body.meta.totalAllExams[exam.id]).toMatchObject({ name: '-Final', max_score: 100 });
    expect(body.meta.totalAllQuizzes[quiz.id]).toMatchObject({ max_score: 15 });
    expect(body.meta.totalStudentHomework[ann.id]).toEqual([{ score: 4, homework_id: hw.id }]);
    expect(body.meta.totalStudentQuizzes[bob.id]).toEqual([{ score: 12, quiz_id: quiz.id }]);
    expect(body.meta.totalStudentExams[bob.id]).toEqual([]);
    const found = await t.call(overallApi.list, { url: `/api/admin/classes/${klass.id}/students-overall?q=ann`, headers });
    expect(found.body.meta.pagination.total).toBe(1);
    expect(body.meta.pagination).toMatchObject({ total: 2, count: 2 });
    // A page past the end has no row to carry the total beside it.
    const past = await t.call(overallApi.list, {
      url: `/api/admin/classes/${klass.id}/students-overall?page=3&per_page=1`,
      headers,
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ total: 2, count: 0, current_page: 3, total_pages: 2 });
  });

  it('answers one student by kind, blank where no score', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, ann, hw } = await scoredClass();
    const { body } = await t.call(overallApi.student, {
      url: `/api/admin/classes/${klass.id}/students-overall/${ann.id}`,
      headers,
    });
    expect(body.data.homework).toEqual([{ id: hw.id, name: 'Sheet 1', score: 4, max_score: 10 }]);
    expect(body.data.quizzes[0].score).toBeNull();
    expect(
      (await t.call(overallApi.student, { url: `/api/admin/classes/${klass.id}/students-overall/999999`, headers })).status,
    ).toBe(404);
  });

  it('exports the class as xlsx with formulas neutralised', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await scoredClass();
    const response = await t.call(overallApi.exportXlsx, {
      url: `/api/admin/classes/${klass.id}/students-overall/export/Xlsx`,
      headers,
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('\'=HYPERLINK("x")');
    expect(sheet.getRow(3).getCell(2).value).toBe('Ann');
    expect(sheet.getRow(3).getCell(3).value).toBe(4);
    // the exam's name starts with '-': written as text, never as a formula
    expect(sheet.getRow(1).getCell(4).value).toBe("'-Final (/100)");
  });

  it('keeps a teaching assistant to their classes', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const own = await scoredClass(userId);
    const other = await createClass(t.database.db);
    expect((await t.call(overallApi.list, { url: `/api/admin/classes/${own.klass.id}/students-overall`, headers })).status).toBe(
      200,
    );
    expect((await t.call(overallApi.list, { url: `/api/admin/classes/${other.id}/students-overall`, headers })).status).toBe(403);
    const exported = await t.call(overallApi.exportXlsx, {
      url: `/api/admin/classes/${other.id}/students-overall/export/Xlsx`,
      headers,
    });
    expect(exported.status).toBe(403);
  });
});
