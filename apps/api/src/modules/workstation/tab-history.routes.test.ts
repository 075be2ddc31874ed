import { asc, eq } from 'drizzle-orm';
import { assessmentsApi, attendanceApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

const historyOf = (classId: number) =>
  t.database.db
    .select({
      userId: auditLog.userId,
      entity: auditLog.entity,
      studentId: auditLog.studentId,
      itemId: auditLog.itemId,
      field: auditLog.field,
      old: auditLog.old,
      new: auditLog.new,
    })
    .from(auditLog)
    .where(eq(auditLog.classId, classId))
    .orderBy(asc(auditLog.id));

describe('the history of a workstation SAVE', () => {
  it('records who changed which register cell from what to what, and nothing for a cell saved unchanged', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 2, userId);
    const base = `/api/admin/classes/${klass.id}/attendance`;
    const item = (await t.call(attendanceApi.create, { url: base, headers, payload: { name: 'Week 1', date: '2026-11-16' } }))
      .body.data;
    const save = (attendances: number[][]) =>
      t.call(attendanceApi.save, { url: `${base}/changeStudentAttendanceStatus`, headers, payload: { attendances } });

    expect(
      (
        await save([
          [students[0].id, item.id, 1],
          [students[1].id, item.id, 0],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await save([
          [students[0].id, item.id, 0],
          [students[1].id, item.id, 0],
        ])
      ).status,
    ).toBe(200);

    const cell = { userId, entity: 'attendance', itemId: item.id, field: 'status' };
    expect(await historyOf(klass.id)).toEqual([
      { ...cell, studentId: students[0].id, old: null, new: 1 },
      { ...cell, studentId: students[1].id, old: null, new: 0 },
      { ...cell, studentId: students[0].id, old: 1, new: 0 },
    ]);
  });

  it('leaves no history row when the batch is refused', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const base = `/api/admin/classes/${klass.id}/attendance`;
    const item = (await t.call(attendanceApi.create, { url: base, headers, payload: { name: 'Week 1', date: '2026-11-16' } }))
      .body.data;
    const refused = await t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers,
      payload: {
        attendances: [
          [students[0].id, item.id, 1],
          [students[0].id, item.id + 1000, 1],
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(await historyOf(klass.id)).toEqual([]);
  });

  it('records a score sheet SAVE as the total of the item, old to new', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const base = `/api/admin/classes/${klass.id}/exams`;
    const exam = (await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody() })).body.data;
    const save = (score: number) =>
      t.call(assessmentsApi.exam.save, {
        url: `${base}/changeStudentExamStatus`,
        headers,
        payload: { exams: [[students[0].id, exam.id, score]] },
      });
    expect((await save(12)).status).toBe(200);
    expect((await save(15.5)).status).toBe(200);
    const cell = { userId, entity: 'exam', itemId: exam.id, studentId: students[0].id, field: 'score' };
    expect(await historyOf(klass.id)).toEqual([
      { ...cell, old: null, new: 12 },
      { ...cell, old: 12, new: 15.5 },
    ]);
  });
});
