import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCalendarApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';

const t = useTestApp();
const url = '/api/admin/classes/calendar';

describe('GET admin/classes/calendar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the school's month by default: at 00:30 on 1 November in Cairo (22:30 UTC on 31 October), November", async () => {
    const { headers } = await t.signIn('teacher');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-31T22:30:00Z') });
    const { body } = await t.call(userCalendarApi.list, { url, headers });
    vi.useRealTimers();
    expect([body.data.from, body.data.to]).toEqual(['2026-10-25', '2026-12-07']);
  });

  it("answers the user's weekly sessions within the class dates and the range", async () => {
    const { headers, userId } = await t.signIn('teacher');
    // 2026-03-07 is a Saturday
    await createClass(t.database.db, {
      name: 'Physics',
      teachers: [userId],
      startDate: '2026-03-03',
      endDate: '2026-03-10',
      sessions: [
        { weekday: 'Saturday', startTime: '16:00' },
        { weekday: 'Tuesday', startTime: '09:30' },
      ],
    });
    await createClass(t.database.db, { name: 'Not mine', sessions: [{ weekday: 'Saturday', startTime: '10:00' }] });
    const { status, body } = await t.call(userCalendarApi.list, { url: `${url}?from=2026-03-01&to=2026-03-31`, headers });
    expect(status).toBe(200);
    expect(body.data.from).toBe('2026-03-01');
    expect(body.data.items.map((i: { start: string }) => i.start)).toEqual([
      '2026-03-03T09:30',
      '2026-03-07T16:00',
      '2026-03-10T09:30',
    ]);
    expect(body.data.items[0]).toEqual({
      id: expect.any(String),
      classId: expect.any(Number),
      title: 'Physics',
      date: '2026-03-03',
      startTime: '09:30',
      start: '2026-03-03T09:30',
    });
  });

  it('defaults to the current month with a week either side', async () => {
    const { headers } = await t.signIn('admin');
    const { body } = await t.call(userCalendarApi.list, { url, headers });
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(body.data.from).toBe(first);
    expect(body.data.items).toEqual([]);
  });

  it('refuses a reversed or too long range on `to`', async () => {
    const { headers } = await t.signIn('admin');
    const reversed = await t.call(userCalendarApi.list, { url: `${url}?from=2026-03-10&to=2026-03-01`, headers });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.error.data ?? {})).toEqual(['to']);
    const long = await t.call(userCalendarApi.list, { url: `${url}?from=2026-01-01&to=2026-12-31`, headers });
    expect(long.error.data).toEqual({ to: ['The range may not be longer than 62 days'] });
  });
});
