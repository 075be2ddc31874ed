import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertRulesApi, classEmailApi, reportsApi, unsubscribeApi } from '@backoffice/contract';
import { attendances, attendanceStatuses, outbox } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createMailStack, type ReceivedMail } from '../../mail/test-mail-stack';
import { alertQueue, createSessions, ruleBody, saveRegister } from '../alerts/alerts.test-helpers';
import { sendParentDigests } from '../parent-digest/digest-send';
import { localIsoDate } from '../parent-digest/digest-week';
import { classWithScores } from '../reports/reports.test-helpers';
import { isUnsubscribed } from './parent-addresses';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const mail = createMailStack();
const queue = alertQueue(() => mail.mailer, mail.extension);
const t = useTestApp(queue.extension);
beforeEach(() => {
  mail.received.length = 0;
});

const ONE_CLICK = /^<http:\/\/app\.example\.com(\/api\/home\/unsubscribe\/one-click\?token=([^>\s]+))>$/;

/**
 * Checks the message a parent received is unsubscribable (RFC 8058 headers and the link in its body) for
 * that very address, and answers the path its mail client would POST in one click.
 */
async function expectUnsubscribable(received: ReceivedMail, address: string): Promise<string> {
  expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = ONE_CLICK.exec(received.headers['list-unsubscribe'] ?? '');
  expect(oneClick, received.headers['list-unsubscribe']).not.toBeNull();
  expect(await verifyUnsubscribeToken(t.database.db, decodeURIComponent(oneClick![2]))).toBe(address.toLowerCase());
  expect(received.body).toContain('http://app.example.com/api/home/unsubscribe?token=');
  return oneClick![1];
}

/**
 * A student of a new class absent twice (the rule telling parents of 2 absences in a row comes first), and the
 * evaluation that SAVE queued run as the queue's worker runs it.
 */
async function absentTwice(headers: Record<string, string>, student: { id: number }) {
  const klass = await createClass(t.database.db, { name: 'Physics 1', students: [student.id] });
  const sessions = await createSessions(t.database.db, klass.id, ['2026-11-16', '2026-11-23']);
  await saveRegister(
    t,
    headers,
    klass.id,
    sessions.map((session) => [student.id, session, 0]),
  );
  await queue.runQueued();
}

const parentRule = (headers: Record<string, string>) =>
  t.call(alertRulesApi.create, {
    url: '/api/admin/alert-rules',
    headers,
    payload: ruleBody({ threshold: 2, notify: ['parents'] }),
  });

const oneClickPost = (path: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
  t.call(unsubscribeApi.oneClick, { url: path, headers: { 'content-type': contentType }, payload });

describe('every e-mail to a parent can be unsubscribed from in one click', () => {
  it('an alert e-mail carries the link and the List-Unsubscribe headers', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { name: 'Lina Haddad', profile: { motherEmail: 'Mum.Lina@example.com' } });
    await parentRule(headers);
    await absentTwice(headers, student);
    const received = await mail.waitForMail('Mum.Lina@example.com');
    await expectUnsubscribable(received, 'Mum.Lina@example.com');
    expect(received.body).toContain('Unsubscribe from school e-mails');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'Mum.Lina@example.com'));
    expect(row.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('a weekly digest carries them', async () => {
    const student = await createStudent(t.database.db, { name: 'Sara Adel', profile: { fatherEmail: 'dad.sara@example.com' } });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const [session] = await t.database.db
      .insert(attendances)
      .values({ classId: klass.id, name: 'Session 1', date: localIsoDate(new Date()) })
      .returning();
    await t.database.db.insert(attendanceStatuses).values({ attendanceId: session.id, studentId: student.id, status: 1 });
    expect(await sendParentDigests(t.database.db, mail.mailer, localIsoDate(new Date()))).toBe(1);
    await expectUnsubscribable(await mail.waitForMail('dad.sara@example.com'), 'dad.sara@example.com');
  });

  it("a class e-mail carries them in each parent's copy (each with their own token), not in a student's", async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, {
      email: 'omar@example.com',
      profile: { motherEmail: 'mum.omar@example.com', fatherEmail: 'dad.omar@example.com' },
    });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const sent = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${klass.id}/email/send`,
      headers,
      payload: { subject: 'Exam week', body: '<p>Bring a pencil</p>', includeParents: true },
    });
    expect(sent.body.data.recipients).toBe(3);
    for (const parent of ['mum.omar@example.com', 'dad.omar@example.com']) {
      const received = await mail.waitForMail(parent);
      expect(received.body).toContain('Bring a pencil');
      await expectUnsubscribable(received, parent);
    }
    const own = await mail.waitForMail('omar@example.com');
    expect(own.headers['list-unsubscribe']).toBeUndefined();
    expect(own.body).not.toContain('unsubscribe?token=');
  });

  it('a class report carries them; its preview shows a link that unsubscribes nobody', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores(t.database.db, {
      students: [{ name: 'Ann Baker', profile: { motherEmail: 'mum.ann@example.com' } }, { name: 'Bob Stone' }],
    });
    const body = { classIds: [klass.id], reportDate: '2026-02-07' };
    const preview = await t.call(reportsApi.previewClassReports, {
      url: '/api/admin/reports/class-reports/preview',
      headers,
      payload: body,
    });
    expect(preview.body.data[0].sample?.html).toContain('unsubscribe?token=preview');
    await t.call(reportsApi.sendClassReports, { url: '/api/admin/reports/class-reports/send', headers, payload: body });
    await expectUnsubscribable(await mail.waitForMail('mum.ann@example.com'), 'mum.ann@example.com');
  });

  it('the one-click POST unsubscribes the parent without signing in, and the next alert is not sent to them', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, {
      name: 'Sami Nasser',
      profile: { motherEmail: 'mum.sami@example.com', fatherEmail: 'dad.sami@example.com' },
    });
    await parentRule(headers);
    await absentTwice(headers, student);
    const path = await expectUnsubscribable(await mail.waitForMail('mum.sami@example.com'), 'mum.sami@example.com');

    // Without the RFC 8058 field: refused, nothing changes.
    expect((await oneClickPost(path, '')).status).toBe(422);
    expect((await oneClickPost(path, 'List-Unsubscribe=Other')).status).toBe(422);
    expect(await isUnsubscribed(t.database.db, 'mum.sami@example.com')).toBe(false);

    const done = await oneClickPost(path, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.body).toContain('mum.sami@example.com will get no more e-mails');
    expect(await isUnsubscribed(t.database.db, 'mum.sami@example.com')).toBe(true);
    // A mail client may post twice.
    expect((await oneClickPost(path, 'List-Unsubscribe=One-Click')).status).toBe(200);

    // A second class's absences raise a new alert: only the father hears of it.
    await absentTwice(headers, student);
    const toParents = await t.database.db.select({ to: outbox.to }).from(outbox);
    expect(toParents.map((row) => row.to).sort()).toEqual([
      'dad.sami@example.com',
      'dad.sami@example.com',
      'mum.sami@example.com',
    ]);
  });

  it('takes the one-click post as multipart/form-data too, and answers 404 to a forged token', async () => {
    const student = await createStudent(t.database.db, { profile: { motherEmail: 'mum.multi@example.com' } });
    const { headers } = await t.signIn('admin');
    await parentRule(headers);
    await absentTwice(headers, student);
    const path = await expectUnsubscribable(await mail.waitForMail('mum.multi@example.com'), 'mum.multi@example.com');

    const forged = path.replace(/token=([^.]+)\./, `token=${Buffer.from('other@example.com').toString('base64url')}.`);
    expect((await oneClickPost(forged, 'List-Unsubscribe=One-Click')).status).toBe(404);

    const done = await t.call(unsubscribeApi.oneClick, { url: path, form: { 'List-Unsubscribe': 'One-Click' } });
    expect(done.status).toBe(200);
    expect(await isUnsubscribed(t.database.db, 'mum.multi@example.com')).toBe(true);
    expect(unsubscribeApi.oneClick.path).toBe('/home/unsubscribe/one-click');
  });

  it('answers a clear 4xx to a malformed one-click post, never a 5xx, and unsubscribes nobody', async () => {
    const path = `/api/home/unsubscribe/one-click?token=${encodeURIComponent(await signUnsubscribeToken(t.database.db, 'kept@example.com'))}`;
    const boundary = 'b';
    const withFile = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const hostile: [string, string, string, number][] = [
      [path, '', 'text/plain', 422],
      [path, '{}', 'application/json', 422],
      [path, 'null', 'application/json', 422],
      [path, '"One-Click"', 'application/json', 422],
      [path, '%%%', 'application/x-www-form-urlencoded', 422],
      [path, withFile, `multipart/form-data; boundary=${boundary}`, 413],
      ['/api/home/unsubscribe/one-click', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 422],
      ['/api/home/unsubscribe/one-click?token=%00.%00', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 404],
    ];
    for (const [url, payload, contentType, status] of hostile) {
      const answer = await oneClickPost(url, payload, contentType);
      expect(answer.status, `${contentType} ${payload}`).toBe(status);
    }
    expect(await isUnsubscribed(t.database.db, 'kept@example.com')).toBe(false);
  });
});

describe('the e-mail layout', () => {
  it('fills its slots in one pass: a student named like a slot, or with markup, stays text where it is', async () => {
    const { headers } = await t.signIn('admin');
    const name = '%%BODY%% %%TITLE%% %%SUBJECT%% %%FOOTER%% xx-dir <script>alert(1)</script>';
    const student = await createStudent(t.database.db, { name, profile: { motherEmail: 'mum.slot@example.com' } });
    await parentRule(headers);
    await absentTwice(headers, student);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'mum.slot@example.com'));
    const escaped = '%%BODY%% %%TITLE%% %%SUBJECT%% %%FOOTER%% xx-dir &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(/<title>([\s\S]*?)<\/title>/.exec(row.html)?.[1]).toBe(`Attendance alert: ${escaped}`);
    // The body once, in the card, not in the title (nor anywhere else the name is).
    expect(row.html.split('was absent from Physics 1 2 times in a row')).toHaveLength(2);
    expect(row.html).toContain(`<p>${escaped} was absent from Physics 1 2 times in a row: 23 Nov 2026, 16 Nov 2026.</p>`);
    expect(row.html).not.toContain('<script>');
    expect(row.html).toContain('dir="ltr"');
    expect(row.html).toContain(`This message is about ${escaped}, a student of Physics 1.`);
  });
});
