import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { findUserByToken } from '../modules/auth/auth.service';
import { forbidden, unauthenticated } from './app-error';

/**
 * Who may call a route: anyone, any signed-in staff member, or admins only.
 * Class-scoped rules (a teacher's own classes) are checked by the services on top of this.
 */
export type Guard = 'public' | 'staff' | 'admin';

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
    token: string | null;
  }
}

export type RouteGuard = { method: string; url: string; guard: Guard };

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

export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  const routeTable: RouteGuard[] = [];
  app.decorate('routeTable', routeTable);
  // A route under /api that forgets its guard must not start: fail at registration.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const guard = route.config?.guard;
    if (!guard) throw new Error(`Route ${route.method} ${route.url} declares no guard`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, guard });
    }
  });

  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config.guard;
    if (!guard || guard === 'public') return;
    const token = bearerToken(request);
    const user = token ? await findUserByToken(db, token) : null;
    if (!user) throw unauthenticated();
    request.user = user;
    request.token = token;
    if (guard === 'admin' && user.mainRole !== 'admin') throw forbidden();
  });
}
