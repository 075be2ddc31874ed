import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi-document';

/**
 * A client's view of the OpenAPI document: openapi-typescript's types of it, and calls typed by them. The calls
 * name contract schemas (components.schemas), a tuple member by member, operations by their contract key, a tab's ETag and its SAVE's
 * If-Match; each `@ts-expect-error` line must be refused, so types that came out as `any` fail the check too.
 */
const CALLS = `
import type { components, operations } from './api';

type Center = components['schemas']['Center'];
const center: Center = { id: 1, name: 'Downtown' };
// @ts-expect-error a center's name is text
const wrongCenter: Center = { id: 1, name: 2 };

type CenterList = operations['centersApi.list']['responses'][200]['content']['application/json'];
const firstName = (list: CenterList): string => list.data[0]!.name;

type CenterBody = operations['centersApi.create']['requestBody']['content']['application/json'];
const body: CenterBody = { name: 'Uptown' };
// @ts-expect-error a body without its name
const noName: CenterBody = {};

type AttendanceEntry = components['schemas']['AttendanceEntryInput'];
const entry: AttendanceEntry = [7, 3, 1];
// @ts-expect-error a tuple: [studentId, attendanceId, status], the status third and one of 0, 1, -1, 2
const wrongEntry: AttendanceEntry = [7, 1, 3];

type TabVersion = operations['attendanceApi.list']['responses'][200]['headers']['ETag'];
const version: TabVersion = '"3-attendance-12"';
type SaveHeaders = NonNullable<operations['attendanceApi.save']['parameters']['header']>;
const headers: SaveHeaders = { 'if-match': version, 'idempotency-key': '5f0c6f3e-2b7a-4c39-9a4e-0d6f1f3b9c21' };

type Stream = operations['classEventsApi.stream']['responses'][200]['content']['text/event-stream'];
const events: Stream = 'data: {}';

export const calls = [center, wrongCenter, firstName, body, noName, entry, wrongEntry, headers, events];
`;

describe('a client generated from the OpenAPI document', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'types calls by the contract names: its schemas and tuples, its endpoint keys, ETag and If-Match',
    { timeout: 120_000 },
    async () => {
      const types = astToString(await openapiTS(JSON.stringify(await openApiDocument())));
      await fs.writeFile(path.join(dir, 'api.ts'), types);
      await fs.writeFile(path.join(dir, 'calls.ts'), CALLS);

      const program = ts.createProgram([path.join(dir, 'calls.ts')], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    },
  );
});
