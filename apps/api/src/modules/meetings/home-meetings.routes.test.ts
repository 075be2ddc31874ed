import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeMeetingsApi, meetingsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';

const t = useTestApp();

const meeting = (classes: number[], startDate: string, topic = 'Live lesson') => ({
  topic,
  main_type: 'meeting',
  type: 3,
  startDate,
  startTimes: '17:00',
  hours: 1,
  minutes: 0,
  classes,
  join_url: 'https://meet.example.org/live',
});

describe('home/meetings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts from the school's today: at 00:30 in Cairo (22:30 UTC the day before) the day's meetings are listed, the last day's are not", async () => {
    const admin = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const { headers } = await signInStudent(t, [klass.id]);
    const post = (payload: object) =>
      t.call(meetingsApi.meeting.create, { url: '/api/admin/meetings', headers: admin.headers, payload });
    const today = await post(meeting([klass.id], '2026-11-24', 'Tuesday lesson'));
    await post(meeting([klass.id], '2026-11-23', 'Monday lesson'));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T22:30:00Z') });
    const list = await t.call(homeMeetingsApi.list, { url: '/api/home/meetings', headers });
    vi.useRealTimers();
    expect(list.body.data.map((item) => item.id)).toEqual([today.body.data.id]);
  });

  it('lists the upcoming meetings of the student’s classes, and a join records the student then redirects', async () => {
    const admin = await t.signIn('admin');
    const mine = await createClass(t.database.db, { name: 'Chemistry' });
    const theirs = await createClass(t.database.db);
    const { student, headers } = await signInStudent(t, [mine.id]);
    const post = (payload: object) =>
      t.call(meetingsApi.meeting.create, { url: '/api/admin/meetings', headers: admin.headers, payload });
    const upcoming = await post(meeting([mine.id], '2099-01-10'));
    await post(meeting([mine.id], '2020-01-10', 'Past'));
    const other = await post(meeting([theirs.id], '2099-01-10', 'Not mine'));

    const list = await t.call(homeMeetingsApi.list, { url: '/api/home/meetings', headers });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: upcoming.body.data.id, topic: 'Live lesson', classes: ['Chemistry'], duration: 60 }),
    ]);

    const join = await t.call(homeMeetingsApi.join, { url: `/api/home/meetings/${upcoming.body.data.id}/join`, headers });
    expect(join.status).toBe(302);
    expect(join.headers.location).toBe('https://meet.example.org/live');
    const asJson = await t.call(homeMeetingsApi.join, {
      url: `/api/home/meetings/${upcoming.body.data.id}/join`,
      headers: { ...headers, accept: 'application/json' },
    });
    expect(asJson.body.data.join_url).toBe('https://meet.example.org/live');

    const participants = await t.call(meetingsApi.participants, {
      url: `/api/admin/meetings/${upcoming.body.data.id}/participants`,
      headers: admin.headers,
    });
    expect(participants.body.data).toHaveLength(2);
    expect(participants.body.data[0]).toMatchObject({ studentId: student.id, duration: null });

    expect((await t.call(homeMeetingsApi.join, { url: `/api/home/meetings/${other.body.data.id}/join`, headers })).status).toBe(
      403,
    );
    expect((await t.call(homeMeetingsApi.join, { url: '/api/home/meetings/999999/join', headers })).status).toBe(404);
  });
});
