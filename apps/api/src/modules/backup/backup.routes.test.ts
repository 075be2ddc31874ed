import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { backupApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { entriesOf } from '../../../test/backup-archive';
import { knownMigrationCount } from '../../backup/backup-manifest';
import { openDiskFileStore } from '../../storage/file-store';

const isPostgres = process.env.TEST_DB === 'postgres';
let filesDir = '';
const files = () => openDiskFileStore(filesDir);
const t = useTestApp(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-backup-files-'));
  return { options: { files: files() }, close: () => fs.rm(filesDir, { recursive: true, force: true }) };
});

describe('GET admin/backup', () => {
  it.skipIf(isPostgres)(
    'gives an admin one gzip archive of a database in memory: the manifest first, the database, then every stored file',
    async () => {
      const { headers } = await t.signIn('admin');
      await createClass(t.database.db, { name: 'Backed-up class' });
      const name = files().newName('.pdf');
      await files().write(name, Readable.from([Buffer.from('%PDF-1.4 backed up')]));

      const response = await t.call(backupApi.download, { url: '/api/admin/backup', headers });

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="backoffice-backup-${day}.tar.gz"`);
      const entries = await entriesOf(response.bytes);
      expect(entries.map((entry) => entry.path)).toEqual(['manifest.json', 'db/pglite.tar', `files/${name}`]);
      expect(JSON.parse(entries[0].body.toString())).toEqual({
        format: 'backoffice-backup',
        version: 1,
        created_at: expect.stringMatching(new RegExp(`^${day}T`)),
        app_version: '1.0.0',
        migrations: knownMigrationCount(),
        files: 1,
        bytes: 512 + entries[1].body.length + 512 + entries[2].body.length,
      });
      expect(entries[2].body.toString()).toBe('%PDF-1.4 backed up');
    },
  );

  it('is refused to a teaching assistant', async () => {
    const { headers } = await t.signIn('teacher');
    const response = await t.call(backupApi.download, { url: '/api/admin/backup', headers });
    expect(response.status).toBe(403);
  });

  it.runIf(isPostgres)('answers 409 on PostgreSQL, naming pg_dump and the bucket versioning', async () => {
    const { headers } = await t.signIn('admin');
    const response = await t.call(backupApi.download, { url: '/api/admin/backup', headers });
    expect(response.status).toBe(409);
    expect(response.error.message).toContain('pg_dump');
    expect(response.error.message).toContain('bucket versioning');
  });
});
