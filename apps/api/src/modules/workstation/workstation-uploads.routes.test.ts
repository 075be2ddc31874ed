import fs from 'node:fs/promises';
import { assessmentsApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createStudent } from '../../../test/factories';
import { TINY_PDF } from '../../../test/multipart';
import { fileVersions } from '../../db/schema';
import { openDiskFileStore } from '../../storage/file-store';
import { classWithStudents, examBody } from './workstation.test-helpers';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'workstation-uploads-'));
const t = useTestApp(async () => ({
  options: { files: openDiskFileStore(dir) },
  close: () => fs.rm(dir, { recursive: true, force: true }),
}));

describe('workstation uploads', () => {
  it('leaves no stored file behind when the graded file is refused', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students } = await classWithStudents(t.database.db, 1, userId);
    const outsider = await createStudent(t.database.db);
    const base = `/api/admin/classes/${klass.id}/homework`;
    const homework = (await t.call(assessmentsApi.homework.create, { url: base, headers, payload: examBody({ name: 'Essay' }) }))
      .body.data;
    const before = await fs.readdir(dir);
    const upload = (studentId: number) =>
      t.call(assessmentsApi.homework.gradedFile, {
        url: `${base}/${homework.id}/students/${studentId}/graded-file`,
        headers,
        form: { updatedFile: { name: 'a.pdf', data: TINY_PDF, type: 'application/pdf' } },
      });
    const refused = await upload(outsider.id);
    expect(refused.status).toBe(422);
    expect(refused.error.data).toEqual({ 'homework.0': [`Entry 0: student ${outsider.id} is not in this class`] });
    expect(await fs.readdir(dir)).toEqual(before);
    expect(await t.database.db.select().from(fileVersions)).toEqual([]);

    // the same file for a student of the class is kept: a corrected file alone, the score left as it was
    const saved = await upload(students[0].id);
    expect(saved.status).toBe(200);
    expect(await fs.readdir(dir)).toHaveLength(before.length + 1);
    const result = (await t.call(assessmentsApi.homework.get, { url: `${base}/${homework.id}`, headers })).body.data.students[
      students[0].id
    ];
    expect(result).toMatchObject({ score: null, status: 'assigned', updatedFile: { name: 'a.pdf' } });
  });
});
