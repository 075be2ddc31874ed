import { describe, expect, it } from 'vitest';
import { ROLE, classesApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createUser } from '../../../test/factories';
import { supervisorTeachers } from '../../db/schema';

const t = useTestApp();
const classBody = { name: 'Changed', type: 'center', startDate: '2026-01-01', endDate: '2026-06-30', sessions: [] };

/** A body the route accepts, so the scope check (not validation) decides the answer. */
function validPayload(url: string, method: string) {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url === '/api/admin/classes/:id') return classBody;
  if (/\/(notes|dropped|transfers)/.test(url)) return { note: 'A note', reason: 'Moved away' };
  if (url.endsWith('/notifications/send')) return { title: 'T', body: 'B' };
  if (url.endsWith('/email/send') || url.endsWith('/email/preview')) return { subject: 'S', body: '<p>B</p>' };
  return {};
}

const isClassDelete = (r: { method: string; url: string }) => r.method === 'DELETE' && r.url === '/api/admin/classes/:id';
/** Every route scoped to one class (its path starts with /api/admin/classes/:id); deleting the class comes last. */
const classScopedRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/admin/classes/:id'))
    .sort((a, b) => Number(isClassDelete(a)) - Number(isClassDelete(b)));

describe('class scope of a teaching assistant', () => {
  it('answers 403 on every class-scoped route of a class they do not teach, and never on their own', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const otherTeacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const classA = await createClass(t.database.db, { teachers: [userId] });
    const classB = await createClass(t.database.db, { teachers: [otherTeacher.id] });
    const routes = classScopedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const call = (classId: number) =>
        t.request({
          method: route.method as 'GET',
          url: route.url.replace(':id', String(classId)).replace(/:\w+/g, '999999'),
          headers,
          payload: validPayload(route.url, route.method),
        });
      const label = `${route.method} ${route.url}`;
      expect((await call(classB.id)).status, `${label} on class B`).toBe(403);
      expect([401, 403], `${label} on class A`).not.toContain((await call(classA.id)).status);
    }
  });

  it('lists only the classes they teach', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createClass(t.database.db, { teachers: [userId] });
    await createClass(t.database.db);
    const { body } = await t.call(classesApi.list, { url: '/api/admin/classes', headers });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(body.meta.pagination.total).toBe(1);
  });

  it('answers 404 before 403 for a class that does not exist', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(classesApi.get, { url: '/api/admin/classes/999999', headers })).status).toBe(404);
  });
});

describe('class scope of a supervisor', () => {
  it('sees and changes the classes of the teachers they manage, and no other', async () => {
    const { headers, userId } = await t.signIn('supervisor');
    const [managed, unmanaged] = [
      await createUser(t.database.db, { mainRoleId: ROLE.teacher }),
      await createUser(t.database.db, { mainRoleId: ROLE.teacher }),
    ];
    await t.database.db.insert(supervisorTeachers).values({ supervisorId: userId, teacherId: managed.id });
    const seen = await createClass(t.database.db, { teachers: [managed.id], name: 'Managed class' });
    const hidden = await createClass(t.database.db, { teachers: [unmanaged.id], name: 'Other class' });
    const { body } = await t.call(classesApi.list, { url: '/api/admin/classes', headers });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([seen.id]);
    expect((await t.call(classesApi.get, { url: `/api/admin/classes/${seen.id}`, headers })).status).toBe(200);
    const toggle = await t.call(classesApi.toggleRankedStatus, {
      url: `/api/admin/classes/${seen.id}/toggle-ranked-status`,
      headers,
    });
    expect(toggle.status).toBe(200);
    expect((await t.call(classesApi.get, { url: `/api/admin/classes/${hidden.id}`, headers })).status).toBe(403);
  });

  it('admins see every class', async () => {
    const { headers } = await t.signIn('admin');
    await createClass(t.database.db);
    await createClass(t.database.db);
    const { body } = await t.call(classesApi.list, { url: '/api/admin/classes', headers });
    expect(body.data).toHaveLength(2);
  });
});
