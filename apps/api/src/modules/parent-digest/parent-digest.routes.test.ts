import { describe, expect, it } from 'vitest';
import { DEFAULT_PARENT_DIGEST_SETTINGS, parentDigestApi, studentsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createAssessment, createScores, dueIn } from '../../../test/student-work-factories';
import { unsubscribeAddress } from '../parents/parent-addresses';

const t = useTestApp();
const url = '/api/admin/settings/parent-digest';

describe('admin/settings/parent-digest', () => {
  it('answers the defaults, saves the setting and reads it back', async () => {
    const { headers } = await t.signIn('admin');
    expect((await t.call(parentDigestApi.get, { url, headers })).body.data).toEqual(DEFAULT_PARENT_DIGEST_SETTINGS);
    const saved = { enabled: true, day: 'sunday', time: '08:30' };
    const post = await t.call(parentDigestApi.save, { url, headers, payload: saved });
    expect(post.status).toBe(200);
    expect((await t.call(parentDigestApi.get, { url, headers })).body.data).toEqual(saved);
  });

  it('refuses a bad day and time per field in the caller language, saving nothing', async () => {
    const { headers } = await t.signIn('admin');
    const post = await t.call(parentDigestApi.save, {
      url,
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { enabled: 'yes', day: 'someday', time: '24:00' },
    });
    expect(post.status).toBe(422);
    expect(post.error.data?.day).toEqual(['يجب أن يكون اليوم من السبت إلى الجمعة']);
    expect(post.error.data?.time).toEqual(['يجب أن يكون الوقت بصيغة HH:mm']);
    expect(post.error.data?.enabled).toBeDefined();
    expect((await t.call(parentDigestApi.get, { url, headers })).body.data).toEqual(DEFAULT_PARENT_DIGEST_SETTINGS);
  });

  it("previews a student's e-mail in their language, to their subscribed parents, with no working link", async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, {
      name: 'Lina Samir',
      profile: { language: 'ar', motherEmail: 'mum@example.com', fatherEmail: 'dad@example.com' },
    });
    const klass = await createClass(t.database.db, { name: 'Chemistry', students: [student.id] });
    await createScores(
      t.database.db,
      await createAssessment(t.database.db, { classId: klass.id, name: 'Lab', dueDate: dueIn(-2) }),
      [[student.id, 18]],
    );
    await unsubscribeAddress(t.database.db, 'dad@example.com');
    const preview = await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=${student.id}`, headers });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ subject: 'أسبوع Lina Samir', language: 'ar', recipients: ['mum@example.com'] });
    expect(preview.body.data.html).toContain('dir="rtl"');
    expect(preview.body.data.html).toContain('واجب · Lab: 18 / 20');
    expect(preview.body.data.html).toContain('unsubscribe?token=preview');
  });

  it('answers 404 for an unknown student, 422 for a bad id, 403 to a teaching assistant', async () => {
    const admin = await t.signIn('admin');
    expect(
      (await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=99999`, headers: admin.headers })).status,
    ).toBe(404);
    const bad = await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=abc`, headers: admin.headers });
    expect(bad.status).toBe(422);
    expect(bad.error.data?.student_id).toEqual(['The student is required']);
    const teacher = await t.signIn('teacher');
    expect((await t.call(parentDigestApi.get, { url, headers: teacher.headers })).status).toBe(403);
    expect((await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=1`, headers: teacher.headers })).status).toBe(
      403,
    );
  });

  it("takes the student's language from the student form, and previews in it", async () => {
    const { headers } = await t.signIn('admin');
    const created = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: {
        name: 'Hana Fathy',
        gender: 'female',
        birthDate: '2010-04-01',
        email: 'hana@example.com',
        phone: '01012345678',
        schoolName: 'Nile School',
        motherEmail: 'mum.hana@example.com',
        language: 'ar',
      },
    });
    expect(created.status).toBe(200);
    const preview = await t.call(parentDigestApi.preview, { url: `${url}/preview?student_id=${created.body.data.id}`, headers });
    expect(preview.body.data).toMatchObject({
      language: 'ar',
      subject: 'أسبوع Hana Fathy',
      recipients: ['mum.hana@example.com'],
    });
  });
});
