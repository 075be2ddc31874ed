import { beforeEach, describe, expect, it, vi } from 'vitest';
import { classEmailApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createMailStack } from '../../mail/test-mail-stack';
import { unsubscribeAddress } from '../parents/parent-addresses';

const mail = createMailStack();
const t = useTestApp(mail.extension);
beforeEach(() => {
  mail.received.length = 0;
});

const hostileBody =
  '<p><strong>Bold line</strong></p><ul><li>First</li><li>Second</li></ul>' +
  '<p dir="rtl">مرحبا</p><script>alert("x")</script><img src=x onerror="alert(1)">' +
  '<a href="javascript:alert(2)">bad link</a><a href="https://example.com/ok" onclick="steal()">good link</a>' +
  '<form action="https://evil.example"><input name="p"></form>';

const outboxDone = (headers: Record<string, string>, classId: number) =>
  vi.waitFor(
    async () => {
      const { body } = await t.call(classEmailApi.list, { url: `/api/admin/classes/${classId}/emails`, headers });
      if (!body.data[0] || body.data[0].pending !== 0) throw new Error('the e-mail never left pending');
      return body.data[0];
    },
    { timeout: 15_000, interval: 100 },
  );

describe('POST admin/classes/{classId}/email/send', () => {
  it('delivers one sanitised, branded message with a plain-text part to each student, and parents when asked', async () => {
    const { headers } = await t.signIn('admin');
    const a = await createStudent(t.database.db, {
      email: 'a.student@example.com',
      profile: { motherEmail: 'mum.a@example.com', fatherEmail: '' },
    });
    const b = await createStudent(t.database.db, { email: 'b.student@example.com' });
    const klass = await createClass(t.database.db, { students: [a.id, b.id], name: 'Physics 1' });

    const response = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${klass.id}/email/send`,
      headers,
      payload: { subject: 'Exam week', body: hostileBody, includeParents: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.recipients).toBe(3);

    const received = await mail.waitForMail('a.student@example.com');
    expect(received.subject).toBe('Exam week');
    expect(received.body).toContain('<strong>Bold line</strong>');
    expect(received.body).toContain('<li>First</li>');
    expect(received.body).toContain('dir="rtl"');
    expect(received.body).toContain('EduDesk');
    expect(received.body).toContain('a student of Physics 1');
    expect(received.body).toContain('Content-Type: text/plain');
    expect(received.body).toContain('* First');
    for (const hostile of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', '<form', '<input', 'evil.example']) {
      expect(received.body, hostile).not.toContain(hostile);
    }
    expect(received.body).toContain('href="https://example.com/ok"');
    await mail.waitForMail('b.student@example.com');
    await mail.waitForMail('mum.a@example.com');

    const progress = await outboxDone(headers, klass.id);
    expect(progress).toMatchObject({ subject: 'Exam week', recipients: 3, sent: 3, failed: 0, includeParents: true });
    const recipients = await t.call(classEmailApi.recipients, {
      url: `/api/admin/classes/${klass.id}/emails/${progress.id}/recipients`,
      headers,
    });
    expect(
      recipients.body.data.map((r: { address: string; kind: string; status: string }) => [r.address, r.kind, r.status]).sort(),
    ).toEqual([
      ['a.student@example.com', 'student', 'sent'],
      ['b.student@example.com', 'student', 'sent'],
      ['mum.a@example.com', 'mother', 'sent'],
    ]);
  });

  it('skips a parent address that unsubscribed from the school e-mails (in any letter case)', async () => {
    const { headers } = await t.signIn('admin');
    const a = await createStudent(t.database.db, {
      email: 'c.student@example.com',
      profile: { motherEmail: 'Mum.C@example.com', fatherEmail: 'dad.c@example.com' },
    });
    const klass = await createClass(t.database.db, { students: [a.id] });
    await unsubscribeAddress(t.database.db, 'mum.c@example.com');

    const response = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${klass.id}/email/send`,
      headers,
      payload: { subject: 'Trip', body: '<p>Trip on Monday</p>', includeParents: true },
    });
    expect(response.body.data.recipients).toBe(2);
    await mail.waitForMail('dad.c@example.com');
    const progress = await outboxDone(headers, klass.id);
    expect(progress).toMatchObject({ recipients: 2, sent: 2 });
    expect(mail.received.flatMap((m) => m.to).map((to) => to.toLowerCase())).not.toContain('mum.c@example.com');
  });

  it('skips a parent address stored padded and upper-cased that unsubscribed as typed plainly', async () => {
    const { headers } = await t.signIn('admin');
    const a = await createStudent(t.database.db, {
      email: 'e.student@example.com',
      profile: { motherEmail: '  Parent@Example.COM ', fatherEmail: 'dad.e@example.com' },
    });
    const klass = await createClass(t.database.db, { students: [a.id] });
    await unsubscribeAddress(t.database.db, 'parent@example.com');

    const response = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${klass.id}/email/send`,
      headers,
      payload: { subject: 'Trip', body: '<p>Trip on Monday</p>', includeParents: true },
    });
    expect(response.body.data.recipients).toBe(2);
    await mail.waitForMail('dad.e@example.com');
    expect(await outboxDone(headers, klass.id)).toMatchObject({ recipients: 2, sent: 2 });
    expect(mail.received.flatMap((m) => m.to).map((to) => to.trim().toLowerCase())).not.toContain('parent@example.com');
  });

  it('previews the exact branded message without sending it', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db, { name: 'Chemistry' });
    const { body, status } = await t.call(classEmailApi.preview, {
      url: `/api/admin/classes/${klass.id}/email/preview`,
      headers,
      payload: { subject: 'Hello', body: hostileBody },
    });
    expect(status).toBe(200);
    expect(body.data.html).toContain('<strong>Bold line</strong>');
    expect(body.data.html).not.toContain('<script');
    expect(body.data.html).toContain('Chemistry');
    expect(mail.received).toHaveLength(0);
  });

  it('answers 422 for a body with nothing left after sanitising, and 403 for a class of another teaching assistant', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createClass(t.database.db, { teachers: [userId] });
    const theirs = await createClass(t.database.db);
    const blank = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${mine.id}/email/send`,
      headers,
      payload: { subject: 'S', body: '<script>alert(1)</script><p></p>' },
    });
    expect(blank.status).toBe(422);
    expect(blank.error.data?.body).toEqual(['Body is required']);
    const refused = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${theirs.id}/email/send`,
      headers,
      payload: { subject: 'S', body: '<p>Hi</p>' },
    });
    expect(refused.status).toBe(403);
  });
});
