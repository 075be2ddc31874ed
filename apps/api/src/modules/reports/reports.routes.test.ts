import path from 'node:path';
import { reportsApi } from '@backoffice/contract';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, outbox, schools } from '../../db/schema';
import { createClass } from '../../../test/factories';
import { classWithScores, pdfText, schoolWithPrincipal, useReportsTestApp } from './reports.test-helpers';

const t = useReportsTestApp();
const today = new Date().toISOString().slice(0, 10);
const body = (classId: number, extra: object = {}) => ({
  classId,
  fromDate: '2026-01-01',
  toDate: today,
  sendToPrincipal: false,
  ...extra,
});

async function download(headers: Record<string, string>, fileUrl: string) {
  const response = await t.call(reportsApi.downloadPerformance, { url: fileUrl, headers });
  const file = path.join(t.filesDir, `download-${Date.now()}.pdf`);
  fs.writeFileSync(file, response.bytes);
  return { response, file };
}

describe('performance reports', () => {
  it('generates a class report: pending, then completed with a PDF that names the students', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores(t.database.db);
    const created = await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers,
      payload: body(klass.id),
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The report is being generated');
    const pending = await t.call(reportsApi.performance, { url: '/api/admin/reports/performance', headers });
    expect(pending.body.data[0]).toMatchObject({ className: klass.name, status: 'pending', file: null, fromDate: '2026-01-01' });
    await t.runQueued();
    const done = await t.call(reportsApi.performance, { url: '/api/admin/reports/performance', headers });
    expect(done.body.data[0].status).toBe('completed');
    const { response, file } = await download(headers, done.body.data[0].file!);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file);
    expect(text).toContain('Student performance report');
    expect(text).toContain('Ann Baker');
    expect(text).toContain('Bob Stone');
    expect(text).toContain('Midterm exam');
    expect(text).toMatch(/Attendance rate: 50%/);
    expect(text).toMatch(/Rank: 1 of 3/);
  }, 30_000);

  it('writes an Arabic report right to left with joined letters that pdftotext reads back', async () => {
    const { headers } = await t.signIn('admin');
    const { klass, students } = await classWithScores(t.database.db, {
      students: [{ name: 'سارة أحمد' }, { name: 'Bob Stone' }, { name: 'Cid Moss' }],
    });
    const created = await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers: { ...headers, 'accept-language': 'ar' },
      payload: body(klass.id, { studentId: students[0].id }),
    });
    expect(created.body.message).toBe('جارٍ إنشاء التقرير');
    await t.runQueued();
    const list = await t.call(reportsApi.performance, { url: '/api/admin/reports/performance', headers });
    expect(list.body.data[0]).toMatchObject({ language: 'ar', studentName: 'سارة أحمد', status: 'completed' });
    const text = pdfText((await download(headers, list.body.data[0].file!)).file);
    expect(text).toContain('تقرير أداء الطالب');
    expect(text).toContain('سارة أحمد');
    expect(text).not.toContain('Bob Stone');
  }, 30_000);

  it('fails a report with a readable reason and no file when the PDF engine is missing', async () => {
    const { headers } = await t.signIn('admin');
    const { klass } = await classWithScores(t.database.db);
    await t.call(reportsApi.createPerformance, { url: '/api/admin/reports/performance', headers, payload: body(klass.id) });
    const before = fs.readdirSync(t.filesDir).length;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      await t.runQueued();
    } finally {
      delete process.env.CHROMIUM_PATH;
    }
    const list = await t.call(reportsApi.performance, {
      url: '/api/admin/reports/performance',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(list.body.data[0]).toMatchObject({
      status: 'failed',
      file: null,
      error: 'The PDF engine (Chromium) is not installed on the server.',
    });
    expect(fs.readdirSync(t.filesDir).length).toBe(before);
  });

  it('mails the PDF to the principal of the class school through the outbox', async () => {
    const { headers } = await t.signIn('admin');
    const school = await schoolWithPrincipal(t.database.db);
    const { klass } = await classWithScores(t.database.db, { schoolId: school.id });
    await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers,
      payload: body(klass.id, { sendToPrincipal: true }),
    });
    await t.runQueued();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'principal@example.com'));
    expect(mail.subject).toContain(klass.name);
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(
      Buffer.from(mail.attachments?.[0].contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 30_000);

  it('refuses missing fields with the spec message, and a student outside the class', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const missing = await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers,
      payload: { classId: klass.id },
    });
    expect(missing.status).toBe(422);
    expect(missing.error.data?.fromDate).toEqual(['Please fill all fields']);
    const { students } = await classWithScores(t.database.db);
    const outsider = await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers,
      payload: body(klass.id, { studentId: students[0].id }),
    });
    expect(outsider.status).toBe(422);
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('refuses Send to Principal for a class whose school names no principal e-mail, queuing nothing', async () => {
    const { headers } = await t.signIn('admin');
    const [school] = await t.database.db.insert(schools).values({ name: 'Delta School', principalName: 'No Mail' }).returning();
    for (const klass of [await createClass(t.database.db), await createClass(t.database.db, { schoolId: school.id })]) {
      const refused = await t.call(reportsApi.createPerformance, {
        url: '/api/admin/reports/performance',
        headers: { ...headers, 'accept-language': 'ar' },
        payload: body(klass.id, { sendToPrincipal: true }),
      });
      expect(refused.status).toBe(422);
      expect(refused.error.data?.sendToPrincipal).toEqual(['لا يوجد بريد إلكتروني لمدير مدرسة هذا الفصل لإرسال التقرير إليه']);
    }
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('shows a teaching assistant only the reports of their classes', async () => {
    const admin = await t.signIn('admin');
    const ta = await t.signIn('teacher');
    const own = await classWithScores(t.database.db, { teacherId: ta.userId });
    const other = await classWithScores(t.database.db);
    for (const klass of [own.klass, other.klass]) {
      await t.call(reportsApi.createPerformance, {
        url: '/api/admin/reports/performance',
        headers: admin.headers,
        payload: body(klass.id),
      });
    }
    const list = await t.call(reportsApi.performance, { url: '/api/admin/reports/performance', headers: ta.headers });
    expect(list.body.data.map((r: { classId: number }) => r.classId)).toEqual([own.klass.id]);
    const refused = await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers: ta.headers,
      payload: body(other.klass.id),
    });
    expect(refused.status).toBe(403);
  });
});
