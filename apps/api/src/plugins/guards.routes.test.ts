import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { issueToken } from '../modules/auth/auth.service';

const t = useTestApp();

/** A path with every parameter filled; an id that exists nowhere still has to pass the guard first. */
const samplePath = (url: string) => url.replace(/:(\w+)/g, '999999');

describe('the route table', () => {
  it('holds the auth, centers, question bank and workstation routes with their guards', () => {
    expect(t.app.routeTable).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/admin/auth/login', guard: 'public' },
        { method: 'GET', url: '/api/admin/auth/me', guard: 'staff' },
        { method: 'DELETE', url: '/api/admin/centers/:id', guard: 'staff' },
        // The bank: staff read it and write questions (their courses' only, checked by the service); admins shape the parts.
        { method: 'GET', url: '/api/admin/educational-parts', guard: 'staff' },
        { method: 'POST', url: '/api/admin/educational-parts', guard: 'admin' },
        { method: 'DELETE', url: '/api/admin/educational-parts/:id', guard: 'admin' },
        { method: 'POST', url: '/api/admin/questions', guard: 'staff' },
        { method: 'DELETE', url: '/api/admin/questions/:id', guard: 'staff' },
        { method: 'GET', url: '/api/admin/questions/draw-preview', guard: 'staff' },
        // The workstation: any staff member, scoped to their classes by the module's class-scope hook.
        { method: 'POST', url: '/api/admin/classes/:id/attendance/changeStudentAttendanceStatus', guard: 'staff' },
        { method: 'POST', url: '/api/admin/classes/:id/attendance/:itemId/create-qrcode', guard: 'staff' },
        { method: 'GET', url: '/api/admin/classes/:id/exams/:itemId/students/:studentId', guard: 'staff' },
        { method: 'POST', url: '/api/admin/classes/:id/quizzes/changeStudentQuestionStatus', guard: 'staff' },
        { method: 'POST', url: '/api/admin/classes/:id/homework/changeStudentHomeworkStatus', guard: 'staff' },
        { method: 'POST', url: '/api/admin/classes/:id/classworks/:itemId', guard: 'staff' },
        { method: 'GET', url: '/api/admin/classes/:id/files/:fileId', guard: 'staff' },
      ]),
    );
  });

  it(
    'answers 401 to anonymous callers, 403 to a teacher on admin routes, and never 401/403/5xx to an admin',
    { timeout: 120_000 },
    async () => {
      const admin = await createUser(t.database.db, { mainRoleId: ROLE.admin });
      const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
      for (const route of t.app.routeTable) {
        const label = `${route.method} ${route.url}`;
        // A fresh token per route: the walk also calls logout, which revokes the token it is given.
        const as = async (userId?: number) => {
          const headers: Record<string, string> = userId
            ? { authorization: `Bearer ${await issueToken(t.database.db, userId, 1)}` }
            : {};
          const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          return (await t.request({ method: route.method as 'GET', url: samplePath(route.url), headers, payload })).status;
        };
        const [anonymous, asTeacher, asAdmin] = [await as(), await as(teacher.id), await as(admin.id)];
        if (route.guard === 'public') expect(anonymous, label).not.toBe(401);
        else expect(anonymous, label).toBe(401);
        // Student routes: a staff token is no student token (walked as students in student-guard.routes.test.ts).
        if (route.guard === 'student') {
          expect([asTeacher, asAdmin], label).toEqual([401, 401]);
          continue;
        }
        if (route.guard === 'admin') expect(asTeacher, label).toBe(403);
        else expect([401, 403], label).not.toContain(asTeacher);
        expect([401, 403], label).not.toContain(asAdmin);
        expect(asAdmin, label).toBeLessThan(500);
      }
    },
  );
});
