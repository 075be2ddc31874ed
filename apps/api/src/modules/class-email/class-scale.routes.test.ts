import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE, classEmailApi, notificationsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { classEmailRecipients, classStudents, outbox, studentProfiles, users } from '../../db/schema';

const t = useTestApp();
const CLASS_SIZE = 500;

describe('a class of 500 students', () => {
  it('gets its notification and its e-mail written in one statement each (500 inbox rows, 500 + 500 parents outbox rows)', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const students = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: CLASS_SIZE }, (_, i) => ({
          name: `Student ${i}`,
          email: `scale${i}@example.com`,
          mainRoleId: ROLE.student,
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(classStudents).values(students.map((s) => ({ classId: klass.id, studentId: s.id })));
    // Each student's mother gets her own copy, with her own unsubscribe link and headers.
    await t.database.db
      .insert(studentProfiles)
      .values(students.map((s, i) => ({ userId: s.id, motherEmail: `mother${i}@example.com` })));

    let started = performance.now();
    const notified = await t.call(notificationsApi.send, {
      url: `/api/admin/classes/${klass.id}/notifications/send`,
      headers,
      payload: { title: 'All of you', body: 'Hello' },
    });
    const notifyMs = performance.now() - started;
    expect(notified.body.data.recipients).toBe(CLASS_SIZE);

    started = performance.now();
    const mailed = await t.call(classEmailApi.send, {
      url: `/api/admin/classes/${klass.id}/email/send`,
      headers,
      payload: { subject: 'All of you', body: '<p>Hello <strong>everyone</strong></p>', includeParents: true },
    });
    const mailMs = performance.now() - started;
    expect(mailed.body.data.recipients).toBe(2 * CLASS_SIZE);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .innerJoin(classEmailRecipients, eq(classEmailRecipients.outboxId, outbox.id))
      .where(eq(classEmailRecipients.classEmailId, mailed.body.data.id));
    expect(n).toBe(2 * CLASS_SIZE);
    const [parentCopy] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'mother7@example.com'));
    expect(parentCopy.headers?.['List-Unsubscribe']).toContain('/api/home/unsubscribe/one-click?token=');
    console.log(
      `class of ${CLASS_SIZE} (+${CLASS_SIZE} parents): notification ${notifyMs.toFixed(0)} ms, e-mail ${mailMs.toFixed(0)} ms (outbox kept, no SMTP)`,
    );
  });
});
