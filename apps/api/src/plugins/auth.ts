import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, Guard, StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { findStudentByToken, findUserByToken } from '../access/callers';
import { forbidden, unauthenticated } from './app-error';
import type { Scope } from './policy';

/**
 * Who may call a route (its Guard, declared with its endpoint in the contract): anyone, any signed-in staff
 * member, admins only, or a signed-in student. Staff and student tokens are of separate audiences: a student token opens no staff route and a staff
 * token no student route (401, as an unknown token). A staff route's class scope (a teacher's own
 * classes) is declared beside its guard and applied by plugins/policy.ts; a student route reads only the
 * signed-in student's own data.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyInstance {
    /** Every /api route with its guard, in registration order. */
    routeTable: RouteGuard[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The signed-in student, behind a student guard. */
    student: StudentUser | null;
    token: string | null;
  }
}

export type RouteGuard = { method: string; url: string; guard: Guard; scope?: Scope | readonly Scope[] };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The signed-in user, for handlers behind a staff or admin guard. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in student, for handlers behind a student guard. */
export function currentStudent(request: FastifyRequest): StudentUser {
  if (!request.student) throw unauthenticated();
  return request.student;
}

export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.decorateRequest('student', null);
  app.decorateRequest('token', null);

  const routeTable: RouteGuard[] = [];
  app.decorate('routeTable', routeTable);
  // A route under /api that forgets its guard must not start: fail at registration.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const guard = route.config?.guard;
    if (!guard) throw new Error(`Route ${route.method} ${route.url} declares no guard`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, guard, ...(route.config?.scope ? { scope: route.config.scope } : {}) });
    }
  });

  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config.guard;
    if (!guard || guard === 'public') return;
    const token = bearerToken(request);
    // 'viewer': staff or a student (the token says which), for what both audiences open, such as a video
    // grant; the service applies each audience's own rule.
    if (guard === 'viewer') {
      const staff = token ? await findUserByToken(db, token) : null;
      const student = token && !staff ? await findStudentByToken(db, token) : null;
      if (!staff && !student) throw unauthenticated();
      request.user = staff;
      request.student = student;
      request.token = token;
      return;
    }
    if (guard === 'student') {
      const student = token ? await findStudentByToken(db, token) : null;
      if (!student) throw unauthenticated();
      request.student = student;
      request.token = token;
      return;
    }
    const user = token ? await findUserByToken(db, token) : null;
    if (!user) throw unauthenticated();
    request.user = user;
    request.token = token;
    if (guard === 'admin' && user.mainRole !== 'admin') throw forbidden();
  });
}
