/* eslint-disable vitest/no-conditional-expect -- each route of the table is checked by its own guard */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createClass, createStudent, createUser } from '../../test/factories';
import { createRecordOf } from '../../test/record-factories';
import { issueToken } from '../modules/auth/auth.service';
import { registerAuth } from './auth';
import { locatorOf, registerPolicy, staffOfClass, studentOfClass, type Scope } from './policy';

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
        // The workstation: any staff member, within the class in the path (its declared scope).
        {
          method: 'POST',
          url: '/api/admin/classes/:id/attendance/changeStudentAttendanceStatus',
          guard: 'staff',
          scope: { class: 'params.id' },
        },
        {
          method: 'POST',
          url: '/api/admin/classes/:id/attendance/:itemId/create-qrcode',
          guard: 'staff',
          scope: { class: 'params.id' },
        },
        {
          method: 'GET',
          url: '/api/admin/classes/:id/exams/:itemId/students/:studentId',
          guard: 'staff',
          scope: { class: 'params.id' },
        },
        {
          method: 'POST',
          url: '/api/admin/classes/:id/quizzes/changeStudentQuestionStatus',
          guard: 'staff',
          scope: { class: 'params.id' },
        },
        {
          method: 'POST',
          url: '/api/admin/classes/:id/homework/changeStudentHomeworkStatus',
          guard: 'staff',
          scope: { class: 'params.id' },
        },
        { method: 'POST', url: '/api/admin/classes/:id/classworks/:itemId', guard: 'staff', scope: { class: 'params.id' } },
        { method: 'GET', url: '/api/admin/classes/:id/files/:fileId', guard: 'staff', scope: { class: 'params.id' } },
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

  it(
    'refuses every class- or record-scoped route to the teaching assistant of another class, whatever the body, and lets an admin through',
    { timeout: 120_000 },
    async () => {
      const [admin, assistant, otherTeacher] = await Promise.all([
        createUser(t.database.db, { mainRoleId: ROLE.admin }),
        createUser(t.database.db, { mainRoleId: ROLE.teacher }),
        createUser(t.database.db, { mainRoleId: ROLE.teacher }),
      ]);
      await createClass(t.database.db, { teachers: [assistant.id] });
      // A student route's scope (one of their own classes) is walked by student-guard.routes.test.ts.
      // A multipart upload's scope (`form.<field>`) is walked by its module's tests (videos, pdfs): it needs a form.
      const isForm = (scope: Scope) => locatorOf(scope).startsWith('form.');
      const scoped = t.app.routeTable.filter(
        (route) => route.scope && route.guard !== 'student' && ![route.scope].flat().some(isForm),
      );
      // Every route under /classes/:id or /students/:id, the bodies that name classes (reports, assignments), and
      // the records of a class (a video, a meeting, a report…), each made in the other teacher's class.
      expect(scoped.length).toBeGreaterThan(60);
      expect(scoped.filter((route) => [route.scope!].flat().some((scope) => 'record' in scope)).length).toBeGreaterThan(10);
      for (const route of scoped) {
        const label = `${route.method} ${route.url}`;
        // Fresh for each route: the admin's call may delete them.
        const student = await createStudent(t.database.db);
        const theirs = await createClass(t.database.db, { teachers: [otherTeacher.id], students: [student.id] });
        const scopes: Scope[] = [route.scope!].flat();
        const inPath = scopes.find((scope) => locatorOf(scope) === 'params.id');
        const pathId =
          inPath && 'record' in inPath
            ? await createRecordOf(t.database.db, inPath.record, { classId: theirs.id, createdBy: otherTeacher.id })
            : inPath && 'student' in inPath
              ? student.id
              : theirs.id;
        const url = samplePath(route.url.replace(':id', String(pathId)));
        const body: Record<string, unknown> = {};
        const query = new URLSearchParams();
        for (const scope of scopes) {
          const [part, key] = locatorOf(scope).split('.');
          if (part === 'body') body[key] = 'classes' in scope ? [theirs.id] : theirs.id;
          if (part === 'query') query.set(key, String(theirs.id));
        }
        const as = async (userId: number) => {
          const headers = { authorization: `Bearer ${await issueToken(t.database.db, userId, 1)}` };
          const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : body;
          const target = query.size > 0 ? `${url}?${query}` : url;
          return (await t.request({ method: route.method as 'GET', url: target, headers, payload })).status;
        };
        if (route.guard !== 'admin') expect(await as(assistant.id), label).toBe(403);
        const asAdmin = await as(admin.id);
        expect(asAdmin, label).not.toBe(403);
        expect(asAdmin, label).toBeLessThan(500);
      }
    },
  );
});

describe('a new route', () => {
  it('does not start when it is under a class and declares no scope', async () => {
    const app = Fastify();
    registerAuth(app, t.database.db);
    registerPolicy(app, t.database.db);
    expect(() => app.get('/api/admin/classes/:id/something-new', { config: { guard: 'staff' } }, async () => ({}))).toThrow(
      'Route /api/admin/classes/:id/something-new is under a class or a student and declares no scope',
    );
    const scoped = Fastify();
    registerAuth(scoped, t.database.db);
    registerPolicy(scoped, t.database.db);
    scoped.get('/api/admin/classes/:id/something-new', { config: staffOfClass }, async () => ({}));
    await expect(scoped.ready()).resolves.toBeDefined();
  });

  it('does not start when it is a student route under a class and declares no scope', async () => {
    const app = Fastify();
    registerAuth(app, t.database.db);
    registerPolicy(app, t.database.db);
    expect(() => app.get('/api/home/classes/:classId/something-new', { config: { guard: 'student' } }, async () => ({}))).toThrow(
      'Route /api/home/classes/:classId/something-new is under a class or a student and declares no scope',
    );
    const scoped = Fastify();
    registerAuth(scoped, t.database.db);
    registerPolicy(scoped, t.database.db);
    scoped.get('/api/home/classes/:classId/something-new', { config: { guard: 'student', ...studentOfClass } }, async () => ({}));
    await expect(scoped.ready()).resolves.toBeDefined();
  });
});
