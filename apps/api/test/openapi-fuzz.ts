/**
 * The OpenAPI fuzz walk (plugins/openapi-fuzz-*.routes.test.ts): every operation of the document, fed hostile
 * values by each kind of caller. The operations are dealt out to several test files, so that the workers share
 * the longest walk of the suite instead of one of them running it alone at the end.
 */
import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from './test-app';
import { createCenter, createClass, createCourse, createSchool, createStudent, createUser } from './factories';
import { issueToken } from '../src/modules/auth/auth.service';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { in: 'path' | 'query'; name: string; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } };

/** What a probe of the running API sent: NUL, lone surrogates, control characters, ids past int4, huge numbers and lists. */
const HOSTILE_VALUES: unknown[] = ['a\u0000b', 'x\ud800y', 'bell\u0007', '', 2147483648, 1e308, -1, 0.5, true, {}];
/** Heavy values, sent where they fit the field's type (and as a whole body), to keep the walk fast. */
const HUGE_LIST = Array.from({ length: 100_000 }, (_, i) => i + 1);
const HUGE_TEXT = 'x'.repeat(1_000_000);
const hugeValueFor = (schema: JsonSchema | undefined) => {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type ?? schema?.allOf?.[0]?.type;
  if (type === 'array') return [HUGE_LIST];
  if (type === 'string') return [HUGE_TEXT];
  return [];
};
/** The same values as a path segment or a query parameter can carry them. */
const HOSTILE_TEXTS = ['a\u0000b', 'x\ud800y', '2147483648', '1e308', '-1', '0.5', '', 'x'.repeat(1_000_000)];

/** Days and times that do not exist or lie outside 1900–2999: PostgreSQL refused each (SQLSTATE 22008, a 500). */
const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '0000-01-01', '9999-99-99'];
const IMPOSSIBLE_DATE_TIMES = [
  '2026-02-30 10:00',
  '2026-13-01 10:00',
  '2026-12-01 23:60',
  '0000-01-01 00:00',
  '9999-99-99 99:99',
];
const IMPOSSIBLE_INSTANTS = ['2026-02-30T10:00:00Z', '2026-12-01T24:00:00Z', '0000-01-01T00:00:00Z'];
const SAMPLE_DATE_TIME = '2026-03-01 10:00';

/** A date field is documented with format 'date'; a date-time one with the pattern its values match. */
const matches = (schema: JsonSchema, text: string) => schema.pattern !== undefined && new RegExp(schema.pattern).test(text);
function impossibleDatesOf(schema: JsonSchema | undefined): string[] {
  return (schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : [])).flatMap((member) => {
    if (member.format === 'date') return IMPOSSIBLE_DATES;
    if (matches(member, SAMPLE_DATE_TIME)) return IMPOSSIBLE_DATE_TIMES;
    if (matches(member, '2026-03-01T10:00:00Z')) return IMPOSSIBLE_INSTANTS;
    return [];
  });
}

/** A plausible value for a field, so that one hostile field at a time reaches past the others' validation. */
function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sampleOf(choice, name);
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'date') return '2026-03-01';
  if (matches(schema, SAMPLE_DATE_TIME)) return SAMPLE_DATE_TIME;
  if (/email/i.test(name)) return `fuzz${Math.random().toString(36).slice(2, 8)}@example.com`;
  if (/date|_at$|^from$|^to$/i.test(name)) return '2026-03-01';
  if (/time/i.test(name)) return '10:00';
  if (/password/i.test(name)) return 'fuzz-password-1';
  if (/phone/i.test(name)) return '01234567890';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]));
    default:
      return 'Fuzz '.padEnd(Math.max(5, schema.minLength ?? 0), 'x');
  }
}

/** Percent-encoding as a client may send it: a lone surrogate goes out as its (invalid) UTF-8 bytes. */
const encode = (text: string) => [...text].map((c) => (c === '\ud800' ? '%ED%A0%80' : encodeURIComponent(c))).join('');
const fillPath = (url: string, values: Record<string, string>) =>
  url.replace(/\{(\w+)\}/g, (_, key: string) => encode(values[key] ?? '1'));

/** `refused`: a probe whose value no route may take (an impossible date), so it must answer 4xx, not 2xx. */
type Probe = { method: string; url: string; payload?: unknown; refused?: boolean };

/** Every request of one operation: each path parameter, query parameter and body field hostile in turn. */
function probesOf(method: string, path: string, operation: Operation): Probe[] {
  const upper = method.toUpperCase();
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sampleOf(bodySchema) : undefined;
  const withBody = (probe: Probe): Probe => (body === undefined ? probe : { ...probe, payload: probe.payload ?? body });
  const url = fillPath(path, {});
  const probes: Probe[] = [withBody({ method: upper, url })];
  for (const param of pathParams) {
    for (const text of HOSTILE_TEXTS) probes.push(withBody({ method: upper, url: fillPath(path, { [param.name]: text }) }));
  }
  for (const param of queryParams) {
    for (const text of HOSTILE_TEXTS) {
      probes.push(withBody({ method: upper, url: `${url}?${param.name}=${encode(text)}` }));
    }
    for (const text of impossibleDatesOf(param.schema)) {
      probes.push(withBody({ method: upper, url: `${url}?${param.name}=${encode(text)}`, refused: true }));
    }
  }
  if (body && typeof body === 'object') {
    for (const value of [...HOSTILE_VALUES, HUGE_LIST, HUGE_TEXT]) probes.push({ method: upper, url, payload: value });
    for (const key of Object.keys(body)) {
      const values = [...HOSTILE_VALUES, ...hugeValueFor(bodySchema?.properties?.[key])];
      for (const value of values) probes.push({ method: upper, url, payload: { ...body, [key]: value } });
      for (const value of impossibleDatesOf(bodySchema?.properties?.[key])) {
        probes.push({ method: upper, url, payload: { ...body, [key]: value }, refused: true });
      }
    }
  }
  return probes;
}

/** The document with each `$ref` to components.schemas replaced by the schema it names (the contract's are not recursive). */
function withSchemasInline(document: unknown): unknown {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      return inline(schemas[ref.slice('#/components/schemas/'.length)]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  return inline(document);
}

/** One test file's share of the walk: the operations whose place in the document is `part` modulo `parts`. */
export function fuzzOpenApiOperations(part: number, parts: number) {
  const t = useTestApp();

  describe(`every operation of the OpenAPI document, fed hostile values (part ${part + 1} of ${parts})`, () => {
    it('answers no 5xx to anyone, and takes no impossible date', { timeout: 600_000 }, async () => {
      const db = t.database.db;
      const admin = await createUser(db, { mainRoleId: ROLE.admin });
      const assistant = await createUser(db, { mainRoleId: ROLE.teacher });
      const student = await createStudent(db);
      await Promise.all([createCenter(db), createCourse(db), createSchool(db)]);
      await createClass(db, { teachers: [assistant.id], students: [student.id] });

      // Bodies name their schemas (components.schemas): each inlined, so every field of a body is fed too.
      const document = withSchemasInline((await t.request({ method: 'GET', url: '/api/docs/json' })).body) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const failures: string[] = [];
      let operations = 0;
      let total = 0;
      let requests = 0;
      // The student's routes get fuzzed with a student token; each audience stops at the other's guard.
      type Caller = { id: number; audience: 'staff' | 'student' } | null;
      const callers: Caller[] = [
        null,
        { id: assistant.id, audience: 'staff' },
        { id: admin.id, audience: 'staff' },
        { id: student.id, audience: 'student' },
      ];
      const signIn = async (caller: Caller) =>
        caller
          ? { authorization: `Bearer ${await issueToken(db, caller.id, 1, caller.audience)}` }
          : ({} as Record<string, string>);
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const index = total++;
          if (index % parts !== part) continue;
          operations += 1;
          const probes = probesOf(method, path, operation);
          for (const caller of callers) {
            // A fresh token per caller and operation: the walk also signs out.
            const headers: Record<string, string> = await signIn(caller);
            for (const probe of probes) {
              const { refused, ...request } = probe;
              // Raw: a fuzz probe, most of them deliberately malformed.
              const response = await t.app.inject({ ...request, headers, payload: probe.payload as string } as never);
              requests += 1;
              if (response.statusCode >= 500 || (refused && response.statusCode < 400)) {
                failures.push(
                  `${response.statusCode} ${probe.method} ${probe.url.slice(0, 80)} ${JSON.stringify(probe.payload)?.slice(0, 120)}`,
                );
              }
              if (probe.url.endsWith('/auth/logout') && caller) Object.assign(headers, await signIn(caller));
              // Without a token (or with one of the other audience) a guarded route stops at the guard: one probe shows it.
              if (response.statusCode === 401 && (!caller || caller.audience === 'student' || probe.url.startsWith('/api/home/')))
                break;
            }
          }
        }
      }
      if (process.env.FUZZ_VERBOSE) console.log(failures.join('\n'));
      console.log(
        `OpenAPI fuzz, part ${part + 1} of ${parts}: ${operations} of ${total} operations, ${requests} requests, ${failures.length} answered 5xx or took an impossible date`,
      );
      expect(total).toBeGreaterThan(50);
      expect(operations).toBe(Math.ceil((total - part) / parts));
      expect(failures).toEqual([]);
    });
  });
}
