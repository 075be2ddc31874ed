import { describe, expect, it } from 'vitest';
import { ROLE, dashboardApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent, createUser } from '../../../test/factories';
import { assessments, videoProgress, videos } from '../../db/schema';

const t = useTestApp();

describe('GET admin/dashboard', () => {
  it('counts students, teachers and classes, with per-class students and teachers', async () => {
    const { headers } = await t.signIn('admin');
    const db = t.database.db;
    const [s1, s2, teacher] = await Promise.all([
      createStudent(db),
      createStudent(db),
      createUser(db, { mainRoleId: ROLE.teacher }),
    ]);
    await createStudent(db, { isActive: false });
    const algebra = await createClass(db, { name: 'Algebra', students: [s1.id, s2.id], teachers: [teacher.id] });
    await db.insert(assessments).values([
      { classId: algebra.id, kind: 'homework', name: 'H1', dueDate: '2026-02-01 10:00:00', maxScore: 10 },
      { classId: algebra.id, kind: 'homework', name: 'H2', dueDate: '2026-02-02 10:00:00', maxScore: 10 },
      { classId: algebra.id, kind: 'exam', name: 'E1', dueDate: '2026-02-03 10:00:00', maxScore: 100 },
    ]);
    const [v1, v2] = await db
      .insert(videos)
      .values([
        { title: 'V1', type: 'lesson' },
        { title: 'V2', type: 'lesson' },
      ])
      .returning();
    // s1 watched all of v1 and half of v2 (75%); s2 a quarter of v1 (25%): the average student 50%
    await db.insert(videoProgress).values([
      { studentId: s1.id, videoId: v1.id, furthestSeconds: 100, durationSeconds: 100 },
      { studentId: s1.id, videoId: v2.id, furthestSeconds: 30, durationSeconds: 60 },
      { studentId: s2.id, videoId: v1.id, furthestSeconds: 25, durationSeconds: 100 },
    ]);
    await createClass(db, { name: 'Biology', students: [s1.id] });
    const { status, body } = await t.call(dashboardApi.get, { url: '/api/admin/dashboard', headers });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ students: 2, teachers: 1, classes: 2, homeworks: 2, averageWatches: 50 });
    expect(
      body.data.classCounts.map((c: { name: string; students: number; teachers: number }) => [c.name, c.students, c.teachers]),
    ).toEqual([
      ['Algebra', 2, 1],
      ['Biology', 1, 0],
    ]);
    expect(body.data.classPagination).toEqual({ total: 2, current_page: 1, total_pages: 1 });
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(dashboardApi.get, { url: '/api/admin/dashboard', headers })).status).toBe(403);
  });
});
