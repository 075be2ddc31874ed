import { describe, expect, it } from 'vitest';
import { reportsApi, settingsApi, type Endpoint } from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const t = useTestApp();

describe('the demo reports of a first start', () => {
  it('lists a failed report with its reason and a pending one to queue, and schools name their principal', async () => {
    const pendingJobs = await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' });
    expect(pendingJobs).toHaveLength(1);
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const get = async <E extends Endpoint>(definition: E, url: string) => (await t.call(definition, { url, headers })).body;

    const reports = (await get(reportsApi.performance, '/api/admin/reports/performance')).data;
    expect(reports.map((r: { status: string }) => r.status).sort()).toEqual(['failed', 'pending']);
    expect(reports.find((r: { status: string }) => r.status === 'failed')!.error).toBe(
      'The job was interrupted when the server stopped; please start it again.',
    );
    expect((await get(settingsApi.get, '/api/admin/settings')).data).toMatchObject({ enable_report_auto_generation: false });
    const [school] = (await t.database.sql.executeSql(`SELECT principal_email FROM schools ORDER BY id LIMIT 1`)).rows;
    expect(school.principal_email).toMatch(/@schools\.example\.com$/);
  });
});
