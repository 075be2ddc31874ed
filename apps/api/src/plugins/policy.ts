import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idField, MAX_LIST_ITEMS, type AuthUser, type StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { classes, users } from '../db/schema';
import { isMemberOfClass } from '../access/class-membership';
import { visibleClassCondition } from '../access/class-access';
import { isStudent, studentScope } from '../access/student-scope';
import { canOpenRecord, type Caller, type RecordKind, type Verdict } from '../access/record-access';
import { forbidden, invalidField, notFound } from './app-error';
import type { UploadGate } from '../storage/uploads';

/**
 * Where a route finds the id it is scoped to: `params.id`, `body.classId`, `query.classId`…, or `form.classesId`
 * for a field of a multipart form: applied to the fields that come before the form's first file, before a byte
 * of it is stored (the request's `uploadGate`), and by `applyFormScope` once the handler has parsed the form.
 */
export type Locator = `${'params' | 'body' | 'query' | 'form'}.${string}`;

/**
 * A record whose class (or owner) only its row knows, for staff or a student alike: `{ record: 'video', id:
 * 'params.id' }`. Who may open each kind is `RECORD_RULES` in access/record-access.ts.
 */
export type RecordScope = { record: RecordKind; id: Locator };

/**
 * A route's scope, declared in its config beside its guard: one class, a list of classes, or one
 * student (seen through the classes they are in), for staff; for a signed-in student, one of their own
 * classes (`ownClass`: the classes they are enrolled in); or one record, for either.
 */
export type Scope = { class: Locator } | { classes: Locator } | { student: Locator } | { ownClass: Locator } | RecordScope;

export type Resource = { class: number } | { classes: number[] } | { student: number };
type OwnClass = { ownClass: number };
type OneRecord = { record: RecordKind; id: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope | readonly Scope[];
  }
}

/** The config of a staff route on the class in its path (`/classes/:id/…`). */
export const staffOfClass = { guard: 'staff', scope: { class: 'params.id' } } as const;

/** The config of a student route on one of their classes (`/home/classes/:classId/…`): 404 no such class, 403 not theirs. */
export const studentOfClass = { scope: { ownClass: 'params.classId' } } as const;

/**
 * The one rule of who may touch which class's data: an admin every class, a teaching assistant the classes
 * they teach, a supervisor those and the classes of the teachers they manage; a student record through the
 * classes it is in. `missing` when the class or student does not exist (a list: when any does not).
 */
export async function can(db: Db, user: AuthUser, resource: Resource): Promise<Verdict> {
  if ('student' in resource) {
    const [row] = await db
      .select({ isVisible: sql<boolean>`${studentScope(user) ?? sql`true`}` })
      .from(users)
      .where(and(eq(users.id, resource.student), isStudent))
      .limit(1);
    return !row ? 'missing' : row.isVisible ? 'allowed' : 'forbidden';
  }
  const ids = 'class' in resource ? [resource.class] : [...new Set(resource.classes)];
  if (ids.length === 0) return 'allowed';
  const rows = await db
    .select({ isVisible: sql<boolean>`${visibleClassCondition(user) ?? sql`true`}` })
    .from(classes)
    .where(inArray(classes.id, ids));
  if (rows.length < ids.length) return 'missing';
  return rows.every((row) => row.isVisible) ? 'allowed' : 'forbidden';
}

/** A student reaches only the classes they are a member of; `missing` when the class does not exist. */
async function canStudentOpen(db: Db, student: StudentUser, classId: number): Promise<Verdict> {
  const [row] = await db
    .select({ isTheirs: sql<boolean>`${isMemberOfClass(classes.id, student.id)}` })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return !row ? 'missing' : row.isTheirs ? 'allowed' : 'forbidden';
}

type Sources = Partial<Record<'params' | 'body' | 'query' | 'form', unknown>>;

const idsAt = (sources: Sources, locator: Locator): unknown => {
  const [part, key] = locator.split('.') as [keyof Sources, string];
  return (sources[part] as Record<string, unknown> | undefined)?.[key];
};

/** Where the scope's id is found. */
export const locatorOf = (scope: Scope): Locator => ('record' in scope ? scope.id : Object.values(scope)[0]);
const isFormScope = (scope: Scope) => locatorOf(scope).startsWith('form.');
const declaredScopes = (request: FastifyRequest): Scope[] => [request.routeOptions.config.scope ?? []].flat();

/** The resource a scope names in this request; null when the id is malformed (validation answers it). */
function resourceOf(sources: Sources, scope: Scope): Resource | OwnClass | OneRecord | null {
  if ('record' in scope) {
    const id = idField().safeParse(idsAt(sources, scope.id));
    return id.success ? { record: scope.record, id: id.data } : null;
  }
  if ('classes' in scope) {
    const value = idsAt(sources, scope.classes);
    // A list longer than validation allows is validation's to refuse (and would overflow one query's parameters).
    if (Array.isArray(value) && value.length > MAX_LIST_ITEMS) return null;
    const ids = (Array.isArray(value) ? value : []).map((id) => idField().safeParse(id));
    return ids.every((id) => id.success) ? { classes: ids.map((id) => id.data!) } : null;
  }
  const [[kind, locator]] = Object.entries(scope) as [['class' | 'student' | 'ownClass', Locator]];
  const id = idField().safeParse(idsAt(sources, locator));
  return id.success ? ({ [kind]: id.data } as Resource | OwnClass) : null;
}

/** Who the route's guard let in: a staff member or a student (a `viewer` route: either). */
function callerOf(request: FastifyRequest): Caller | null {
  if (request.user) return { audience: 'staff', user: request.user };
  return request.student ? { audience: 'student', student: request.student } : null;
}

/** The verdict for the caller the route's guard let in: a staff member on a staff scope, a student on their own. */
function verdictOf(db: Db, request: FastifyRequest, resource: Resource | OwnClass | OneRecord): Promise<Verdict> | null {
  if ('record' in resource) {
    const caller = callerOf(request);
    return caller ? canOpenRecord(db, caller, resource.record, resource.id) : null;
  }
  if ('ownClass' in resource) return request.student ? canStudentOpen(db, request.student, resource.ownClass) : null;
  return request.user ? can(db, request.user, resource) : null;
}

/**
 * Applies each route's declared scope before its body is validated (so a teaching assistant gets 403 on
 * another class whatever they send): 404 for a class, student or record in the path that does not exist, 403
 * outside the user's classes (a record: outside what the caller may open). A class named in a body or query that does not exist is the route's
 * validation's to answer (422 on that field).
 */
export function registerPolicy(app: FastifyInstance, db: Db) {
  app.decorateRequest('uploadGate', null);
  app.addHook('onRoute', assertScopeDeclared);
  app.addHook('preValidation', async (request) => {
    request.uploadGate = uploadGateOf(db, request);
    for (const scope of declaredScopes(request).filter((scope) => !isFormScope(scope))) {
      const resource = resourceOf(request, scope);
      const verdict = resource && (await verdictOf(db, request, resource));
      if (!verdict) continue;
      if (verdict === 'missing' && locatorOf(scope).startsWith('params.')) throw notFound();
      if (verdict === 'forbidden') throw forbidden();
    }
  });
}

/**
 * The route's `form.<field>` scopes as its upload's gate (storage/uploads.ts): when the form's first file
 * begins, the fields read so far must hold each scope's field (422, which says it must come before the file),
 * naming classes that exist (422) and are the user's (403), before a byte of the file is stored.
 */
function uploadGateOf(db: Db, request: FastifyRequest): UploadGate | null {
  const scopes = declaredScopes(request).filter(isFormScope);
  if (scopes.length === 0) return null;
  const fieldOf = (scope: Scope) => locatorOf(scope).slice('form.'.length);
  return {
    fields: scopes.map(fieldOf),
    check: async (form) => {
      for (const scope of scopes) {
        const field = fieldOf(scope);
        const resource = resourceOf({ form }, scope);
        if (!resource || ('classes' in scope && !Array.isArray(form[field]))) throw invalidField(field, 'The list must hold ids');
        const verdict = await verdictOf(db, request, resource);
        if (verdict === 'forbidden') throw forbidden();
        if (verdict === 'missing' && 'classes' in scope) throw invalidField(field, 'The selected classes are invalid');
        if (verdict === 'missing') throw invalidField(field, 'Not found');
      }
    },
  };
}

/**
 * Applies the route's `form.<field>` scopes to a multipart form its handler has just parsed: 403 outside the
 * user's classes. A class that does not exist is left to the handler's own validation (422 on that field).
 */
export async function applyFormScope(db: Db, request: FastifyRequest, form: Record<string, unknown>): Promise<void> {
  for (const scope of declaredScopes(request).filter(isFormScope)) {
    const resource = resourceOf({ form }, scope);
    if (resource && (await verdictOf(db, request, resource)) === 'forbidden') throw forbidden();
  }
}

/**
 * Staff routes under a class or a student in their path, and student routes under one of their classes, must
 * declare their scope, or they do not start.
 */
function assertScopeDeclared(route: { url: string; config?: { guard?: string; scope?: unknown } }) {
  const guard = route.config?.guard;
  if (route.config?.scope) return;
  const isScoped =
    (guard === 'staff' && /\/admin\/(classes|students)\/:id(\/|$)/.test(route.url)) ||
    (guard === 'student' && /\/home\/classes\/:classId(\/|$)/.test(route.url));
  if (isScoped) throw new Error(`Route ${route.url} is under a class or a student and declares no scope`);
}
