import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
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
    expect((await t.call(settingsApi.get, { url: '/api/admin/settings', headers })).body.data).toEqual(saved);
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
