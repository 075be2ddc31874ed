import { describe, expect, it } from 'vitest';
import { homeNotificationsApi, notificationsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';

const t = useTestApp();

describe('home/notifications', () => {
  it('shows a student what was sent to them with the unread count, and marks one read', async () => {
    const admin = await t.signIn('admin');
    const klass = await createClass(t.database.db, { name: 'Biology' });
    const me = await signInStudent(t, [klass.id]);
    const other = await signInStudent(t, [klass.id]);
    const send = (title: string, studentIds: number[]) =>
      t.call(notificationsApi.send, {
        url: `/api/admin/classes/${klass.id}/notifications/send`,
        headers: admin.headers,
        payload: { title, body: 'Body', studentIds },
      });
    await send('Only the other', [other.student.id]);
    await send('Everyone', []);
    const first = await send('Me too', [me.student.id]);

    const inbox = await t.call(homeNotificationsApi.list, { url: '/api/home/notifications', headers: me.headers });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((n: { title: string }) => n.title)).toEqual(['Me too', 'Everyone']);
    expect(inbox.body.data[0]).toMatchObject({ className: 'Biology', readAt: null });
    expect(inbox.body.meta.unread).toBe(2);

    const read = await t.call(homeNotificationsApi.read, {
      url: `/api/home/notifications/${first.body.data.id}/read`,
      headers: me.headers,
    });
    expect(read.body.data.unread).toBe(1);
    const history = await t.call(notificationsApi.list, {
      url: `/api/admin/classes/${klass.id}/notifications`,
      headers: admin.headers,
    });
    expect(history.body.data[0]).toMatchObject({ title: 'Me too', recipients: 1, read: 1 });

    // Another student's notification is not theirs to mark; staff tokens do not open the inbox.
    const notMine = await t.call(homeNotificationsApi.read, {
      url: `/api/home/notifications/${first.body.data.id}/read`,
      headers: other.headers,
    });
    expect(notMine.status).toBe(404);
    expect((await t.call(homeNotificationsApi.list, { url: '/api/home/notifications', headers: admin.headers })).status).toBe(
      401,
    );
  });
});
