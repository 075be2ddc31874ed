import { expect } from 'vitest';
import { multipartPayload, type FormPart } from './multipart';
import type { TestApp } from './test-app';

/** The ids a group's calls fill their paths and bodies with, and keep from their answers. */
export type World = Record<string, number>;

/** The `data` of an answer, read loosely: each call checks its own key fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

/**
 * One API call of the specification (/work/shared/spec, section 7 of each document) in its documented form.
 * `call` is written as the specification writes it, with {names} taken from the world and the query it
 * documents: 'GET admin/classes/{classId}/students-rank?limit=5'.
 */
export type SpecCall = {
  call: string;
  /** A JSON body with the documented fields. */
  body?: (w: World) => unknown;
  /** A multipart form with the documented fields (and files). */
  form?: (w: World) => FormPart[];
  status?: number;
  /**
   * What `data` holds: a page of rows (`data` a list beside meta.pagination.total_pages), a list, null, a
   * download, or an object with these keys.
   */
  data?: 'page' | 'list' | 'null' | 'file' | string[];
  /** Keeps ids from the answer for the calls after it. */
  keep?: (data: Data, w: World) => void;
};

/** Makes a group's calls in order, each checked for its status and the shape of its answer. */
export async function expectSpecCalls(t: TestApp, headers: Record<string, string>, world: World, calls: SpecCall[]) {
  for (const spec of calls) {
    const [method, path] = spec.call.split(' ');
    const url = `/api/${path.replace(/\{(\w+)\}/g, (_, name: string) => String(world[name]))}`;
    const form = spec.form ? multipartPayload(spec.form(world)) : undefined;
    // Raw: the specification's own call text, checked against its shape, not one endpoint's schema.
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'accept-language': 'en', ...form?.headers },
      payload: form ? form.payload : (spec.body?.(world) as Record<string, unknown> | undefined),
    });
    const label = `${spec.call} (${url})`;
    expect(response.statusCode, `${label} answered ${response.body.slice(0, 400)}`).toBe(spec.status ?? 200);
    if (spec.data === 'file') {
      expect(response.headers['content-type'], label).not.toMatch(/json/);
      expect(response.rawPayload.length, label).toBeGreaterThan(0);
      continue;
    }
    const answer = response.json();
    // Every answer is the envelope {message, data, errors}: errors is null or absent on success.
    expect(answer, label).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(Object.keys(answer), label).toContain('data');
    expect(answer.errors ?? null, label).toBeNull();
    const { data } = answer;
    if (spec.data === 'page') {
      expect(Array.isArray(data), label).toBe(true);
      expect(answer.meta?.pagination?.total_pages, label).toEqual(expect.any(Number));
    } else if (spec.data === 'list') expect(Array.isArray(data), label).toBe(true);
    else if (spec.data === 'null') expect(data, label).toBeNull();
    else if (spec.data) expect(Object.keys(data ?? {}), label).toEqual(expect.arrayContaining(spec.data));
    spec.keep?.(data, world);
  }
}
