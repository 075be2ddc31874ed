import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertRulesApi, homeNotificationsApi, studentAuthApi } from '@backoffice/contract';
import { users } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent, TEST_PASSWORD } from '../../../test/factories';
import { createMailStack, type ReceivedMail } from '../../mail/test-mail-stack';
import { sendStaffDigests } from './alert-notify';
import { alertQueue, createSessions, ruleBody, saveRegister } from './alerts.test-helpers';

const mail = createMailStack();
const queue = alertQueue(() => mail.mailer, mail.extension);
const t = useTestApp(queue.extension);

/** The message's text parts decoded (quoted-printable or base64, UTF-8), to search in any language. */
function textOf(received: ReceivedMail) {
  const raw = received.body;
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([\w+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(raw, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

async function studentHeaders(email: string) {
  const { body } = await t.call(studentAuthApi.login, {
    url: '/api/home/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${body.data.token}` };
}

async function emailOf(userId: number) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

describe('alert notifications', () => {
  it("e-mails the parents in the student's language, says what happened and tells the student in their inbox", async () => {
    const { headers } = await t.signIn('admin');
    const sami = await createStudent(t.database.db, {
      name: 'Sami Nasser',
      profile: { motherEmail: 'mother.sami@example.com', fatherEmail: 'father.sami@example.com', language: 'ar' },
    });
    const lina = await createStudent(t.database.db, { name: 'Lina Haddad', profile: { fatherEmail: 'father.lina@example.com' } });
    const klass = await createClass(t.database.db, { name: 'Physics 1', students: [sami.id, lina.id] });
    await t.call(alertRulesApi.create, {
      url: '/api/admin/alert-rules',
      headers,
      payload: ruleBody({ name: 'Internal rule name', threshold: 2, notify: ['student', 'parents'] }),
    });
    const [s1, s2] = await createSessions(t.database.db, klass.id, ['2026-11-16', '2026-11-23']);
    await saveRegister(t, headers, klass.id, [
      [sami.id, s1, 0],
      [sami.id, s2, 0],
      [lina.id, s1, 0],
      [lina.id, s2, 0],
    ]);
    // The SAVE's evaluation, as the queue's worker runs it.
    expect(await queue.runQueued()).toBeGreaterThan(0);

    const english = textOf(await mail.waitForMail('father.lina@example.com'));
    expect(english).toContain('Lina Haddad was absent from Physics 1 2 times in a row: 23 Nov 2026, 16 Nov 2026.');
    expect(english).toContain('EduDesk');
    expect(english).toContain('dir="ltr"');
    expect(english).not.toContain('Internal rule name');
    expect(english).not.toContain('Sami');

    for (const parent of ['mother.sami@example.com', 'father.sami@example.com']) {
      const arabic = textOf(await mail.waitForMail(parent));
      // Arabic's dual and month names, as the app shows the dates.
      expect(arabic).toContain('تغيّب Sami Nasser عن Physics 1 مرتين متتاليتين: 23 نوفمبر 2026، 16 نوفمبر 2026.');
      expect(arabic).not.toContain('2026-11-23');
      expect(arabic).toContain('dir="rtl"');
    }
    expect(mail.received.filter((m) => m.to.includes('father.lina@example.com'))).toHaveLength(1);

    const session = await t.call(homeNotificationsApi.list, {
      url: '/api/home/notifications',
      headers: await studentHeaders(lina.email),
    });
    expect(session.body.data[0]).toMatchObject({ title: 'Attendance alert', className: 'Physics 1' });
  });

  it('sends the teachers of a class one digest of its new alerts, and names each alert once', async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    const student = await createStudent(t.database.db, { name: 'Omar Khalil' });
    const klass = await createClass(t.database.db, { name: 'Chemistry 2', students: [student.id], teachers: [teacher.userId] });
    await t.call(alertRulesApi.create, {
      url: '/api/admin/alert-rules',
      headers: admin.headers,
      payload: ruleBody({ threshold: 1 }),
    });
    const [s1] = await createSessions(t.database.db, klass.id, ['2026-11-23']);
    await saveRegister(t, admin.headers, klass.id, [[student.id, s1, 0]]);
    await queue.runQueued();

    const deps = { db: t.database.db, mailer: mail.mailer };
    await sendStaffDigests(deps);
    await sendStaffDigests(deps);
    const digest = await mail.waitForMail(await emailOf(teacher.userId));
    expect(digest.subject).toBe('New alerts in Chemistry 2');
    expect(textOf(digest)).toContain('Omar Khalil was absent from Chemistry 2 1 time in a row: 23 Nov 2026.');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received.filter((m) => m.subject === 'New alerts in Chemistry 2')).toHaveLength(1);
  });
});
