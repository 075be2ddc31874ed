import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createClass, createStudent, createUser } from '../../test/factories';
import { createRecordOf } from '../../test/record-factories';
import { issueToken } from '../modules/auth/auth.service';

const t = useTestApp();

const samplePath = (url: string, id: number) => url.replace(/:(\w+)/g, String(id));

/**
 * Every student route walked as an anonymous caller, a staff member and a student of another class, on the ids
 * of a class and its items that belong to someone else: 401 or 403 (404 for an id that names nothing), never data.
 * A route scoped to a record (`{ record }`) is walked on a record of the owner's class: 403 to the stranger.
 * Every staff route walked with a student token: 401.
 */
describe('the student audience', () => {
  it('lets no staff token, anonymous caller or other student into a student route', async () => {
    const db = t.database.db;
    const owner = await createStudent(db);
    const stranger = await createStudent(db);
    const admin = await createUser(db, { mainRoleId: ROLE.admin });
    const ownClass = await createClass(db, { students: [owner.id] });
    await createClass(db, { students: [stranger.id] });
    const studentRoutes = t.app.routeTable.filter((route) => route.guard === 'student');
    expect(studentRoutes.length).toBeGreaterThan(0);
    let recordRoutes = 0;
    for (const route of studentRoutes) {
      const label = `${route.method} ${route.url}`;
      const record = [route.scope ?? []].flat().find((scope) => 'record' in scope);
      const recordId =
        record && 'record' in record
          ? await createRecordOf(db, record.record, { classId: ownClass.id, createdBy: admin.id })
          : null;
      const as = async (token?: string) => {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const url = recordId ? route.url.replace(':id', String(recordId)) : samplePath(route.url, ownClass.id);
        return t.request({ method: route.method as 'GET', url, headers, payload });
      };
      expect((await as()).status, label).toBe(401);
      const asAdmin = await as(await issueToken(db, admin.id, 1));
      expect(asAdmin.status, label).toBe(401);
      // A staff token of the admin's own user id does not turn into a student token either.
      const staffTokenOfStudent = await as(await issueToken(db, owner.id, 1, 'staff'));
      expect(staffTokenOfStudent.status, label).toBe(401);
      // A route without an id answers the caller's own data (their classes, their sign-in).
      if (!route.url.includes(':')) continue;
      const asStranger = await as(await issueToken(db, stranger.id, 1, 'student'));
      if (recordId) recordRoutes += 1;
      // A record of another class: 403 before anything else (its body, its own 404s).
      expect(recordId ? [403] : [403, 404, 422], label).toContain(asStranger.status);
      expect(JSON.stringify((asStranger.body as { data?: unknown } | null)?.data ?? null), label).not.toMatch(
        /"(id|name|score|file)"/,
      );
    }
    // home/meetings/:id/join, home/pdfs/:id/grant, home/videos/:id/progress.
    expect(recordRoutes).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 to a student token on every staff route', async () => {
    const student = await createStudent(t.database.db);
    for (const route of t.app.routeTable.filter((r) => r.guard === 'staff' || r.guard === 'admin')) {
      const token = await issueToken(t.database.db, student.id, 1, 'student');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const { status } = await t.request({
        method: route.method as 'GET',
        url: samplePath(route.url, 1),
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(status, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
