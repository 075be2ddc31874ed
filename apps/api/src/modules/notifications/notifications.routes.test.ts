import { describe, expect, it } from 'vitest';
import { notificationsApi } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { notificationRecipients } from '../../db/schema';

const t = useTestApp();

async function classWithStudents(n: number, teachers: number[] = []) {
  const students = [];
  for (let i = 0; i < n; i += 1) students.push(await createStudent(t.database.db));
  const klass = await createClass(t.database.db, { teachers, students: students.map((s) => s.id) });
  return { klass, students };
}

describe('POST admin/classes/{classId}/notifications/send', () => {
  it('sends to the ticked students only (SEND), then to the whole class when none are ticked (SEND ALL)', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, students } = await classWithStudents(5);
    const url = `/api/admin/classes/${klass.id}/notifications/send`;
    const ticked = students.slice(0, 3).map((s) => s.id);
    const some = await t.call(notificationsApi.send, {
      url,
      headers,
      payload: { title: 'Quiz', body: 'Tomorrow', studentIds: ticked },
    });
    expect(some.status).toBe(200);
    expect(some.body.data.recipients).toBe(3);
    expect(some.body.message).toBe('Notification sent to 3 students');
    const rows = await t.database.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, some.body.data.id));
    expect(rows.map((r) => r.studentId).sort()).toEqual([...ticked].sort());

    const all = await t.call(notificationsApi.send, {
      url,
      headers,
      payload: { title: 'Holiday', body: 'No class', studentIds: [] },
    });
    expect(all.body.data.recipients).toBe(5);

    const history = await t.call(notificationsApi.list, { url: `/api/admin/classes/${klass.id}/notifications`, headers });
    expect(
      history.body.data.map((n: { title: string; recipients: number; read: number }) => [n.title, n.recipients, n.read]),
    ).toEqual([
      ['Holiday', 5, 0],
      ['Quiz', 3, 0],
    ]);
  });

  it('says how many students it reached in the plural form of each language', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, students } = await classWithStudents(5);
    const send = async (count: number, language: string) =>
      (
        await t.call(notificationsApi.send, {
          url: `/api/admin/classes/${klass.id}/notifications/send`,
          headers: { ...headers, 'accept-language': language },
          payload: { title: 'Quiz', body: 'Tomorrow', studentIds: students.slice(0, count).map((s) => s.id) },
        })
      ).body.message;
    expect(await send(1, 'en')).toBe('Notification sent to 1 student');
    expect(await send(2, 'ar')).toBe('تم إرسال الإشعار إلى طالبين');
    expect(await send(5, 'ar')).toBe('تم إرسال الإشعار إلى 5 طلاب');
  });

  it('refuses students of another class with 422 on studentIds and writes nothing', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithStudents(2);
    const other = await classWithStudents(1);
    const response = await t.call(notificationsApi.send, {
      url: `/api/admin/classes/${klass.id}/notifications/send`,
      headers,
      payload: { title: 'T', body: 'B', studentIds: [other.students[0].id] },
    });
    expect(response.status).toBe(422);
    expect(response.error.data?.studentIds).toEqual(['Some of the selected students are not in this class']);
    const history = await t.call(notificationsApi.list, { url: `/api/admin/classes/${klass.id}/notifications`, headers });
    expect(history.body.data).toEqual([]);
  });

  it('lets a teaching assistant send only to their own classes (403 otherwise)', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await classWithStudents(1, [userId]);
    const theirs = await classWithStudents(1);
    const payload = { title: 'T', body: 'B' };
    expect(
      (await t.call(notificationsApi.send, { url: `/api/admin/classes/${mine.klass.id}/notifications/send`, headers, payload }))
        .status,
    ).toBe(200);
    expect(
      (await t.call(notificationsApi.send, { url: `/api/admin/classes/${theirs.klass.id}/notifications/send`, headers, payload }))
        .status,
    ).toBe(403);
  });

  it('asks for the title and the body, field by field', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithStudents(1);
    const response = await t.call(notificationsApi.send, {
      url: `/api/admin/classes/${klass.id}/notifications/send`,
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { title: ' ', body: '' },
    });
    expect(response.status).toBe(422);
    expect(response.error.data?.title).toEqual(['العنوان مطلوب']);
    expect(response.error.data?.body).toEqual(['النص مطلوب']);
  });
});
