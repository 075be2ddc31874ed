import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_TIME_ZONE, settingsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { schoolTimeZone, todayIn, useSchoolTimeZone } from '../../lib/school-time';
import { runScheduledReports } from '../reports/report-schedule';

const t = useTestApp();
// The school clock is the process's: put Cairo back for the files that run after this one.
afterEach(() => useSchoolTimeZone(DEFAULT_TIME_ZONE));
const saved = {
  enable_report_auto_generation: true,
  class_report_auto_generation_day: 'sunday',
  class_report_auto_generation_time: '07:30',
  school_report_auto_generation_day: 'friday',
  school_report_auto_generation_time: '20:00',
};

describe('admin/settings', () => {
  it('answers the defaults, saves the settings and reads them back', async () => {
    const { headers } = await t.signIn('admin');
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data).toEqual(DEFAULT_SETTINGS);
    const post = await t.call(settingsApi.save, { url: '/api/admin/settings', headers, payload: saved });
    expect(post.status).toBe(200);
    expect(post.body.message).toBe('Settings saved successfully');
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data).toEqual({
      ...saved,
      time_zone: DEFAULT_TIME_ZONE,
    });
  });

  it("saves the school's time zone, reads 'today' on its clock, and keeps it when a form leaves it out", async () => {
    const { headers } = await t.signIn('admin');
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data.time_zone).toBe('Africa/Cairo');
    const post = await t.call(settingsApi.save, {
      url: '/api/admin/settings',
      headers,
      payload: { ...saved, time_zone: 'America/New_York' },
    });
    expect(post.body.data.time_zone).toBe('America/New_York');
    // 03:00 UTC on 24 November is still the 23rd in New York
    expect(todayIn(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    await t.call(settingsApi.save, { url: '/api/admin/settings', headers, payload: saved });
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data.time_zone).toBe('America/New_York');
    // another process takes the saved zone up at its next scheduled check
    useSchoolTimeZone(DEFAULT_TIME_ZONE);
    await runScheduledReports(t.database.db, async () => {});
    expect(schoolTimeZone()).toBe('America/New_York');
  });

  it('refuses a time zone that is not an IANA name, in Arabic too', async () => {
    const { headers } = await t.signIn('admin');
    for (const time_zone of ['Mars/Olympus', 'Cairo', '', '../../etc/passwd']) {
      const post = await t.call(settingsApi.save, {
        url: '/api/admin/settings',
        headers: { ...headers, 'accept-language': 'ar' },
        payload: { ...saved, time_zone },
      });
      expect(post.status).toBe(422);
      expect(post.error.data?.time_zone).toEqual(['يجب أن تكون المنطقة الزمنية اسمًا مثل Africa/Cairo']);
    }
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses an unknown day and a bad time per field, saving nothing', async () => {
    const { headers } = await t.signIn('admin');
    const bad = { ...saved, class_report_auto_generation_day: 'someday', school_report_auto_generation_time: '25:00' };
    const post = await t.call(settingsApi.save, {
      url: '/api/admin/settings',
      headers: { ...headers, 'accept-language': 'ar' },
      payload: bad,
    });
    expect(post.status).toBe(422);
    expect(post.error.data?.class_report_auto_generation_day).toEqual(['يجب أن يكون اليوم من السبت إلى الجمعة']);
    expect(post.error.data?.school_report_auto_generation_time).toEqual(['يجب أن يكون الوقت بصيغة HH:mm']);
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).status).toBe(403);
    expect((await t.call(settingsApi.save, { url: '/api/admin/settings', headers, payload: saved })).status).toBe(403);
  });
});
