import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alertRulesApi, alertsApi } from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { useTestApp } from '../../test/test-app';
import { openDiskFileStore } from '../storage/file-store';
import { seedDemoData } from './demo';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-alerts-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));

describe('the alerts demo data of a first start', () => {
  it('fills Alert rules and the At risk card', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' }, files);
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const rules = await t.call(alertRulesApi.list, { url: '/api/admin/alert-rules', headers });
    expect(rules.body.data.length).toBeGreaterThanOrEqual(3);
    const cards = await t.call(alertsApi.classes, { url: '/api/admin/alerts/classes', headers });
    expect(cards.body.data.length).toBeGreaterThan(0);
    expect(cards.body.data[0].open).toBeGreaterThan(0);
  });
});
