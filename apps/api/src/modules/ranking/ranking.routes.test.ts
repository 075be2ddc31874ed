import { describe, expect, it } from 'vitest';
import { rankingApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createAssessment, createScores } from '../../../test/student-work-factories';

const t = useTestApp();

async function classWithScores(teacherId?: number) {
  const db = t.database.db;
  const klass = await createClass(db, { teachers: teacherId ? [teacherId] : [] });
  const other = await createClass(db);
  const profile = { studentType: 'school', schoolName: 'Nile School' };
  const ann = await createStudent(db, { name: 'Ann', nickname: 'Anny', profile, classes: [klass.id, other.id] });
  const [bob, cid] = await Promise.all(
    ['Bob', 'Cid', 'Dan'].map((name) => createStudent(db, { name, nickname: `${name}y`, classes: [klass.id] })),
  );
  const quiz = await createAssessment(db, { classId: klass.id, kind: 'quiz', maxScore: 15 });
  const exam = await createAssessment(db, { classId: klass.id, kind: 'exam', maxScore: 100 });
  await createScores(db, quiz, [[ann.id, 10]]);
  await createScores(db, exam, [
    [ann.id, 50],
    [bob.id, 90],
    [cid.id, 90],
  ]);
  // another class's score does not count here
  await createScores(db, await createAssessment(db, { classId: other.id, kind: 'exam', maxScore: 100 }), [[ann.id, 100]]);
  return { klass, ann };
}

describe('GET admin/classes/{id}/students-rank', () => {
  it('ranks the class by sum(score)/sum(max) percent with 2 decimals, ties sharing a rank', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, ann } = await classWithScores();
    const { status, body } = await t.call(rankingApi.list, { url: `/api/admin/classes/${klass.id}/students-rank`, headers });
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
    const top = await t.call(rankingApi.list, { url: `/api/admin/classes/${klass.id}/students-rank?limit=2`, headers });
    expect(top.body.data.map((r: { name: string }) => r.name)).toEqual(['Bob', 'Cid']);
    const found = await t.call(rankingApi.list, { url: `/api/admin/classes/${klass.id}/students-rank?q=ann`, headers });
    expect(found.body.data.map((r: { rank: number }) => r.rank)).toEqual([3]);
    expect(found.body.meta.pagination.total).toBe(1);
  });

  it('pages by per_page and takes % and _ in the search literally', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores();
    await createStudent(t.database.db, { name: 'Eve_Ng', classes: [klass.id] });
    const rank = (query: string) =>
      t.call(rankingApi.list, { url: `/api/admin/classes/${klass.id}/students-rank?${query}`, headers });
    const second = (await rank('per_page=3&page=2')).body;
    expect(second.data.map((r: { name: string }) => r.name)).toEqual(['Dan', 'Eve_Ng']);
    expect(second.meta.pagination).toMatchObject({ total: 5, count: 2, per_page: 3, current_page: 2, total_pages: 2 });
    const underscore = (await rank(`q=${encodeURIComponent('_')}`)).body;
    expect(underscore.data.map((r: { name: string }) => r.name)).toEqual(['Eve_Ng']);
    expect((await rank(`q=${encodeURIComponent('%')}`)).body.meta.pagination.total).toBe(0);
  });

  it('lets a teaching assistant rank their own class only; an unknown class is 404', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass } = await classWithScores(userId);
    const foreign = await createClass(t.database.db);
    expect((await t.call(rankingApi.list, { url: `/api/admin/classes/${klass.id}/students-rank`, headers })).status).toBe(200);
    expect((await t.call(rankingApi.list, { url: `/api/admin/classes/${foreign.id}/students-rank`, headers })).status).toBe(403);
    expect((await t.call(rankingApi.list, { url: '/api/admin/classes/999999/students-rank', headers })).status).toBe(404);
  });
});
