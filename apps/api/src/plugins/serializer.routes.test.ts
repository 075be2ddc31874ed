import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@backoffice/contract';
import { authApi, classesApi, dashboardApi, responsesOf, ROLE, studentsApi, usersApi, type Endpoint } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createClass, createCourse, createSchool, createStudent, createUser } from '../../test/factories';
import { compileJsonSerializer } from './serializer';

const t = useTestApp();

const endpoints = Object.entries(contract).flatMap(([name, value]) =>
  name.endsWith('Api') && typeof value === 'object'
    ? Object.entries(value as Record<string, Endpoint>)
        .filter(([, endpoint]) => typeof endpoint === 'object' && 'response' in endpoint)
        .map(([key, endpoint]) => ({ name: `${name}.${key}`, endpoint }))
    : [],
);

/**
 * The same answer as a handler might hand it over: each object's keys in reverse, with a key the contract does
 * not name and one left undefined. A record's keys are its data: kept, in their order.
 */
function untidy(schema: z.core.$ZodType, value: unknown): unknown {
  const def = schema._zod.def;
  if (value === null || value === undefined) return value;
  if (def.type === 'optional' || def.type === 'nullable') return untidy((def as z.core.$ZodOptionalDef).innerType, value);
  if (def.type === 'array') return (value as unknown[]).map((item) => untidy((def as z.core.$ZodArrayDef).element, item));
  if (def.type === 'record') {
    const { valueType } = def as z.core.$ZodRecordDef;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, untidy(valueType, item)]));
  }
  if (def.type !== 'object') return value;
  const { shape } = def as z.core.$ZodObjectDef;
  const entries = Object.entries(value).map(([key, item]) => [key, shape[key] ? untidy(shape[key], item) : item]);
  return Object.fromEntries([['passwordHash', 'secret'], ...entries.reverse(), ['extra', undefined]]);
}

/** What the zod serializer wrote for that value: zod's output, stringified. */
const zodJson = (schema: z.core.$ZodType, value: unknown) => JSON.stringify(z.parse(schema, value));

describe('the compiled serializer', () => {
  it('compiles every response schema of the contract, and leaves to zod only those zod rewrites or cannot tell apart', () => {
    const leftToZod = new Set<string>();
    for (const { name, endpoint } of endpoints) {
      for (const [status, schema] of Object.entries(responsesOf(endpoint))) {
        if (!compileJsonSerializer(schema)) leftToZod.add(`${name} ${status}`);
      }
    }
    // A paper's grade key is trimmed by its schema, answers too; the home class options are a union of lists and objects.
    const courses = ['create', 'createPaper', 'get', 'list', 'update', 'updatePaper'].map((name) => `coursesApi.${name} 200`);
    expect([...leftToZod].sort()).toEqual([...courses, 'homeSelectOptionsApi.classes 200']);
  });

  it('writes the bytes zod wrote: nulls, optional keys absent, numbers, escapes, unknown keys dropped', () => {
    const schema = studentsApi.list.response;
    const serialize = compileJsonSerializer(schema)!;
    const answer = {
      message: 'Quote " backslash \\ tab \t line\u2028 emoji 😀 lone \ud800',
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 30, current_page: 1, total_pages: 0, next_cursor: undefined } },
      errors: undefined,
    };
    expect(serialize(answer)).toBe(zodJson(schema, answer));
    expect(serialize(untidy(schema, answer))).toBe(zodJson(schema, answer));
    const error = { message: 'Invalid', data: { 'students.0': ['The selected id is invalid'] }, errors: null, extra: 1 };
    expect(compileJsonSerializer(contract.errorResponseSchema)!(error)).toBe(zodJson(contract.errorResponseSchema, error));
    const numbers = {
      total: -0,
      count: Number.MAX_SAFE_INTEGER,
      per_page: 1e15,
      current_page: 1,
      total_pages: 0,
      total_is_estimate: true,
    };
    const pagination = compileJsonSerializer(contract.paginationSchema)!;
    expect(pagination(numbers)).toBe(zodJson(contract.paginationSchema, numbers));
  });

  it('writes real answers of several endpoints as zod wrote them, whatever order and extra keys the handler sends', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db, { name: 'Physics' });
    const school = await createSchool(t.database.db, 'Cairo School');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher, nickname: null });
    const klass = await createClass(t.database.db, {
      type: 'school',
      classCategoryId: course.id,
      schoolId: school.id,
      teachers: [teacher.id],
    });
    await createStudent(t.database.db, { classes: [klass.id] });
    await createStudent(t.database.db, { name: 'نور "Q" \\ 😀' });
    const calls: [Endpoint, string, number][] = [
      [studentsApi.list, '/api/admin/students?page=1&per_page=30', 200],
      [classesApi.list, '/api/admin/classes?page=1', 200],
      [usersApi.list, '/api/admin/users?page=1', 200],
      [dashboardApi.get, '/api/admin/dashboard', 200],
      [authApi.me, '/api/admin/auth/me', 200],
      [studentsApi.list, '/api/admin/students?page=0', 422],
      [classesApi.get, '/api/admin/classes/999999', 404],
    ];
    for (const [endpoint, url, status] of calls) {
      // Raw: the bytes the serializer wrote are what is compared.
      const answer = await t.app.inject({ method: endpoint.method, url, headers });
      expect(answer.statusCode, url).toBe(status);
      const schema = responsesOf(endpoint)[status];
      const value = answer.json<unknown>();
      expect(compileJsonSerializer(schema)!(untidy(schema, value)), url).toBe(answer.body);
      expect(zodJson(schema, untidy(schema, value)), url).toBe(answer.body);
    }
  });
});
