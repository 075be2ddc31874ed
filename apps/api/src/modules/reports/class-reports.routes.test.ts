import { describe, expect, it } from 'vitest';
import { reportsApi } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { attendanceStatuses, outbox } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { classWithScores } from './reports.test-helpers';

const t = useTestApp();

describe('class reports to parents', () => {
  it('previews each class parents e-mail with real figures, then SEND queues one per parent', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores(t.database.db, {
      students: [
        { name: 'Ann Baker', profile: { motherEmail: 'mum@example.com', fatherEmail: 'dad@example.com' } },
        { name: 'Bob Stone', profile: { motherEmail: 'bob.mum@example.com' } },
        { name: 'Cid Moss' },
      ],
    });
    const body = { classIds: [klass.id], reportDate: '2026-02-07' };
    const preview = await t.call(reportsApi.previewClassReports, {
      url: '/api/admin/reports/class-reports/preview',
      headers,
      payload: body,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data[0]).toMatchObject({ classId: klass.id, className: klass.name, recipients: 3 });
    const sample = preview.body.data[0].sample;
    expect(sample?.subject).toContain('Ann Baker');
    expect(sample?.html).toContain('Fractions sheet: 8 / 10');
    expect(sample?.html).toContain('Attendance rate: 100%');
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
    const sent = await t.call(reportsApi.sendClassReports, {
      url: '/api/admin/reports/class-reports/send',
      headers,
      payload: body,
    });
    expect(sent.body).toMatchObject({ message: 'The class reports were queued for 3 recipients', data: { queued: 3 } });
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((m) => m.to).sort()).toEqual(['bob.mum@example.com', 'dad@example.com', 'mum@example.com']);
  });

  it('counts a late arrival as attended and says how many were late, in both languages', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, students } = await classWithScores(t.database.db, {
      students: [{ name: 'Ann Baker', profile: { motherEmail: 'mum@example.com' } }, { name: 'Bob Stone' }],
    });
    // Ann came late to the period's session.
    await t.database.db
      .update(attendanceStatuses)
      .set({ status: 2 })
      .where(and(eq(attendanceStatuses.studentId, students[0].id), eq(attendanceStatuses.status, 1)));
    const preview = (language: string) =>
      t.call(reportsApi.previewClassReports, {
        url: '/api/admin/reports/class-reports/preview',
        headers: { ...headers, 'accept-language': language },
        payload: { classIds: [klass.id], reportDate: '2026-02-07' },
      });
    expect((await preview('en')).body.data[0].sample?.html).toContain('Attendance rate: 100% (1 late)');
    expect((await preview('ar')).body.data[0].sample?.html).toContain('100% (1 متأخر)');
  });

  it('writes the parents e-mail wholly in Arabic, right to left, when asked in Arabic', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores(t.database.db, {
      students: [{ name: 'Ann Baker', profile: { motherEmail: 'mum@example.com' } }, { name: 'Bob Stone' }],
    });
    const preview = await t.call(reportsApi.previewClassReports, {
      url: '/api/admin/reports/class-reports/preview',
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { classIds: [klass.id], reportDate: '2026-02-07' },
    });
    const sample = preview.body.data[0].sample;
    expect(sample?.subject).toBe(`التقرير الأسبوعي: Ann Baker – ${klass.name}`);
    expect(sample?.html).toContain('<html lang="ar" dir="rtl">');
    expect(sample?.html).toContain('ولي أمر الطالب Ann Baker،');
    expect(sample?.html).toContain('الأسبوع المنتهي في 2026-02-07');
  });

  it('asks for classes, and keeps a teaching assistant to their classes', async () => {
    const { headers } = await t.signIn('teacher');
    const empty = await t.call(reportsApi.sendClassReports, {
      url: '/api/admin/reports/class-reports/send',
      headers,
      payload: { classIds: [], reportDate: '2026-02-07' },
    });
    expect(empty.status).toBe(422);
    expect(empty.error.data?.classIds).toEqual(['Please select classes']);
    const { klass } = await classWithScores(t.database.db);
    const foreign = await t.call(reportsApi.previewClassReports, {
      url: '/api/admin/reports/class-reports/preview',
      headers,
      payload: { classIds: [klass.id], reportDate: '2026-02-07' },
    });
    expect(foreign.status).toBe(403);
  });
});
