import { describe, expect, it } from 'vitest';
import { classEmailApi, meetingsApi, notificationsApi, type Endpoint } from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const t = useTestApp();

describe('the comms demo data of a first start', () => {
  it('fills Send Notification, Compose Email and Meetings', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' });
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const get = async <E extends Endpoint>(definition: E, url: string) => (await t.call(definition, { url, headers })).body;

    const meetings = await get(meetingsApi.list, '/api/admin/meetings');
    expect(meetings.data.map((m: { topic: string }) => m.topic).sort()).toEqual([
      'Live Q&A before the quiz',
      'Revision session: chapter 2',
    ]);
    const past = meetings.data.find((m: { topic: string }) => m.topic.startsWith('Revision'))!;
    expect((await get(meetingsApi.participants, `/api/admin/meetings/${past.id}/participants`)).data.length).toBeGreaterThan(0);
    const classId = past.classes[0].value;
    const notifications = await get(notificationsApi.list, `/api/admin/classes/${classId}/notifications`);
    expect(notifications.data).toHaveLength(2);
    expect(notifications.data[0].recipients).toBeGreaterThan(0);
    expect(notifications.data[0].read).toBeGreaterThan(0);
    const emails = await get(classEmailApi.list, `/api/admin/classes/${classId}/emails`);
    expect(emails.data[0]).toMatchObject({ subject: 'Exam week timetable', pending: 0, failed: 0 });
    expect(emails.data[0].sent).toBeGreaterThan(0);
  });
});
