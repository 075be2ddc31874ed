import { describe, expect, it } from 'vitest';
import { DEFAULT_PARENT_DIGEST_SETTINGS, parentDigestApi } from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const t = useTestApp();

describe('the weekly parent e-mail of a first start', () => {
  it('has its setting, and students whose parents get it in English or Arabic, one address unsubscribed', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' });
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const url = '/api/admin/settings/parent-digest';
    expect((await t.call(parentDigestApi.get, { url, headers })).body.data).toEqual(DEFAULT_PARENT_DIGEST_SETTINGS);

    const students = (
      await t.database.sql.executeSql(
        `SELECT user_id, language FROM student_profiles JOIN users ON users.id = user_id WHERE users.is_active ORDER BY user_id`,
      )
    ).rows as { user_id: number; language: string }[];
    const [first] = students;
    const arabic = students.find((s) => s.language === 'ar')!;
    const preview = await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=${arabic.user_id}`, headers });
    expect(preview.body.data.language).toBe('ar');
    expect(preview.body.data.html).toContain('dir="rtl"');
    expect(preview.body.data.recipients).toHaveLength(1);
    // The first student's father left: only the mother is written to.
    const english = await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=${first.user_id}`, headers });
    expect(english.body.data.recipients).toEqual([expect.stringMatching(/^mother\..*@parents\.example\.com$/)]);
  });
});
