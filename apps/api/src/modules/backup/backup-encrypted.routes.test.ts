import { describe, expect, it } from 'vitest';
import { backupApi } from '@backoffice/contract';
import { Readable } from 'node:stream';
import { useTestApp } from '../../../test/test-app';
import { entriesOf } from '../../../test/backup-archive';
import { decryptArchive } from '../../backup/archive-encryption';

const t = useTestApp(async () => ({ options: { backupPassphrase: 'correct horse' }, close: async () => undefined }));

describe.skipIf(process.env.TEST_DB === 'postgres')('GET admin/backup with BACKUP_PASSPHRASE', () => {
  it('gives an age file that the passphrase opens into the archive, and nothing readable without it', async () => {
    const { headers } = await t.signIn('admin');

    const response = await t.call(backupApi.download, { url: '/api/admin/backup', headers });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/filename="backoffice-backup-[0-9-]+\.tar\.gz\.age"$/);
    expect(response.bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(response.bytes.includes(Buffer.from('backoffice-backup'))).toBe(false);
    const chunks: Buffer[] = [];
    for await (const chunk of await decryptArchive(Readable.from([response.bytes]), 'correct horse'))
      chunks.push(chunk as Buffer);
    const entries = await entriesOf(Buffer.concat(chunks));
    expect(entries[0].path).toBe('manifest.json');
    await expect(decryptArchive(Readable.from([response.bytes]), 'wrong horse')).rejects.toThrow();
  });
});
