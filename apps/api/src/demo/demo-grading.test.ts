import fs from 'node:fs/promises';
import { assessmentsApi, classesApi, workstationFilesApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../modules/auth/auth.service';
import { openDiskFileStore } from '../storage/file-store';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-grading-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));

describe('the demo submissions of a first start', () => {
  it('opens a real submitted PDF in the grading viewer of a homework and an exam', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' }, files);
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const [klass] = (await t.call(classesApi.list, { url: '/api/admin/classes', headers })).body.data;
    for (const [path, api] of [
      ['homework', assessmentsApi.homework],
      ['exams', assessmentsApi.exam],
    ] as const) {
      const [item] = (await t.call(api.list, { url: `/api/admin/classes/${klass.id}/${path}`, headers })).body.data;
      const handedIn = Object.entries(item.students as Record<string, { file: unknown }>).filter(([, each]) => each.file);
      // A grader has a paper to open on the first item of each kind.
      expect(handedIn.length, `${path}: students with a submitted file`).toBeGreaterThan(0);
      const [studentId] = handedIn[0];
      const url = `/api/admin/classes/${klass.id}/${path}/${item.id}/students/${studentId}/submission`;
      const submission = (await t.call(api.submission, { url, headers })).body.data;
      expect(submission.file).toEqual(expect.stringContaining('/api/'));
      const pdf = await t.call(workstationFilesApi.file, { url: submission.file!, headers });
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
