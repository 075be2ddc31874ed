import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createUser } from '../../../test/factories';
import { studentProfiles, studentScores } from '../../db/schema';

const t = useTestApp();

async function classWithScores(teacherId?: number) {
  const db = t.database.db;
  const [ann, bob, cid, dan] = await Promise.all(
    ['Ann', 'Bob', 'Cid', 'Dan'].map((name) => createUser(db, { mainRoleId: ROLE.student, name, nickname: `${name}y` })),
  );
  const klass = await createClass(db, { teachers: teacherId ? [teacherId] : [], students: [ann.id, bob.id, cid.id, dan.id] });
  const other = await createClass(db, { students: [ann.id] });
  await db.insert(studentProfiles).values({ userId: ann.id, studentType: 'school', schoolName: 'Nile School' });
  await db.insert(studentScores).values([
    { classId: klass.id, studentId: ann.id, sourceType: 'quiz', sourceId: 1, score: 10, maxScore: 15 },
    { classId: klass.id, studentId: ann.id, sourceType: 'exam', sourceId: 1, score: 50, maxScore: 100 },
    { classId: klass.id, studentId: bob.id, sourceType: 'exam', sourceId: 1, score: 90, maxScore: 100 },
    { classId: klass.id, studentId: cid.id, sourceType: 'exam', sourceId: 1, score: 90, maxScore: 100 },
    // another class's score does not count here
    { classId: other.id, studentId: ann.id, sourceType: 'exam', sourceId: 2, score: 100, maxScore: 100 },
  ]);
  return { klass, ann };
}

describe('GET admin/classes/{id}/students-rank', () => {
  it('ranks the class by sum(score)/sum(max) percent with 2 decimals, ties sharing a rank', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, ann } = await classWithScores();
    const { status, body } = await t.request({ method: 'GET', url: `/api/admin/classes/${klass.id}/students-rank`, headers });
    expect(status).toBe(200);
    expect(body.data.map((r: { name: string; score: number; rank: number }) => [r.name, r.score, r.rank])).toEqual([
      ['Bob', 90, 1],
      ['Cid', 90, 1],
      ['Ann', 52.17, 3],
      ['Dan', 0, 4],
    ]);
    expect(body.data[2]).toEqual({
      id: ann.id,
      userId: ann.id,
      rank: 3,
      name: 'Ann',
      nickname: 'Anny',
      schoolName: 'Nile School',
      email: ann.email,
      avatar: null,
      score: 52.17,
    });
  });

  it('answers the top N with limit, and searches without changing ranks', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores();
    const top = await t.request({ method: 'GET', url: `/api/admin/classes/${klass.id}/students-rank?limit=2`, headers });
    expect(top.body.data.map((r: { name: string }) => r.name)).toEqual(['Bob', 'Cid']);
    const found = await t.request({ method: 'GET', url: `/api/admin/classes/${klass.id}/students-rank?q=ann`, headers });
    expect(found.body.data.map((r: { rank: number }) => r.rank)).toEqual([3]);
    expect(found.body.meta.pagination.total).toBe(1);
  });

  it('lets a teaching assistant rank their own class only; an unknown class is 404', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass } = await classWithScores(userId);
    const foreign = await createClass(t.database.db);
    expect((await t.request({ method: 'GET', url: `/api/admin/classes/${klass.id}/students-rank`, headers })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/admin/classes/${foreign.id}/students-rank`, headers })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/classes/999999/students-rank', headers })).status).toBe(404);
  });
});
