import { describe, expect, it } from 'vitest';
import { meetingsApi, userCalendarApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { startFakeZoom } from '../../../test/fake-zoom';
import { meetingParticipants } from '../../db/schema';
import { linkProvider } from './meeting-provider';
import { createZoomProvider } from './zoom-provider';

let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
const t = useTestApp(async () => {
  zoom = await startFakeZoom();
  return {
    options: { meetingProviders: { link: linkProvider, zoom: createZoomProvider(zoom.settings) } },
    close: () => zoom.close(),
  };
});

const linkMeeting = (classes: number[]) => ({
  topic: 'Revision',
  main_type: 'meeting',
  type: 3,
  agenda: 'Chapter 4',
  password: 'abc123',
  startDate: '2026-12-01',
  startTimes: '18:30',
  hours: 1,
  minutes: 30,
  classes,
  join_url: 'https://meet.example.org/room-42',
});

describe('meetings', () => {
  it('creates a link meeting with the duration in minutes, lists, edits and deletes it', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db, { name: 'Math A' });
    const created = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: linkMeeting([klass.id]),
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Meeting created successfully');
    expect(created.body.data).toMatchObject({
      topic: 'Revision',
      main_type: 'meeting',
      type: 3,
      duration: 90,
      join_url: 'https://meet.example.org/room-42',
      joinUrl: 'https://meet.example.org/room-42',
      has_integration: false,
      meeting_id: null,
      classes: [{ value: klass.id, name: 'Math A' }],
    });
    const id = created.body.data.id;
    const list = await t.call(meetingsApi.list, { url: '/api/admin/meetings?q=revis', headers });
    expect(list.body.data.map((m: { id: number }) => m.id)).toEqual([id]);
    const edited = await t.call(meetingsApi.meeting.update, {
      url: `/api/admin/meetings/${id}`,
      headers,
      payload: { ...linkMeeting([klass.id]), topic: 'Revision 2', hours: 0, minutes: 45 },
    });
    expect(edited.body.data).toMatchObject({ topic: 'Revision 2', duration: 45 });
    expect((await t.call(meetingsApi.remove, { url: `/api/admin/meetings/${id}`, headers })).status).toBe(200);
    expect((await t.call(meetingsApi.list, { url: '/api/admin/meetings', headers })).body.data).toEqual([]);
  });

  it('answers 422 on the field for a duration of 0, a negative hour, a missing link or missing required fields', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const post = (payload: object) => t.call(meetingsApi.meeting.create, { url: '/api/admin/meetings', headers, payload });
    const zero = await post({ ...linkMeeting([klass.id]), hours: 0, minutes: 0 });
    expect(zero.status).toBe(422);
    expect(zero.error.data?.minutes).toEqual(['The duration must be at least 1 minute']);
    const negative = await post({ ...linkMeeting([klass.id]), hours: -1 });
    expect(negative.status).toBe(422);
    expect(negative.error.data?.hours).toEqual(['Hours may not be negative']);
    const noLink = await post({ ...linkMeeting([klass.id]), join_url: '' });
    expect(noLink.error.data?.join_url).toEqual(['The join link is required']);
    const badLink = await post({ ...linkMeeting([klass.id]), join_url: 'javascript:alert(1)' });
    expect(badLink.error.data?.join_url).toEqual(['The join link must be an http or https address']);
    const empty = await post({});
    expect(Object.keys(empty.error.data ?? {}).sort()).toEqual([
      'classes',
      'hours',
      'main_type',
      'minutes',
      'startDate',
      'startTimes',
      'topic',
    ]);
    expect((await t.call(meetingsApi.list, { url: '/api/admin/meetings', headers })).body.data).toEqual([]);
  });

  it('creates a scheduled meeting and a webinar with registration through Zoom, updates and deletes them there', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    zoom.requests.length = 0;
    const meeting = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: { ...linkMeeting([klass.id]), type: 2, join_url: null },
    });
    expect(meeting.status).toBe(200);
    expect(meeting.body.data).toMatchObject({ type: 2, has_integration: true, provider: 'zoom', password: 'abc123' });
    expect(meeting.body.data.join_url).toMatch(/^https:\/\/zoom\.us\/j\/\d+/);
    const tokenCall = zoom.requests.find((r) => r.path === '/oauth/token')!;
    expect(tokenCall.query.get('grant_type')).toBe('account_credentials');
    const createCall = zoom.requests.find((r) => r.path === '/v2/users/me/meetings')!;
    expect(createCall.body).toMatchObject({
      topic: 'Revision',
      type: 2,
      start_time: '2026-12-01T18:30:00',
      duration: 90,
      timezone: 'Africa/Cairo',
    });

    const webinar = await t.call(meetingsApi.webinar.create, {
      url: '/api/admin/meetings/webinars',
      headers,
      payload: { ...linkMeeting([klass.id]), main_type: 'webinar', type: undefined, webinar_type: 6, join_url: null },
    });
    expect(webinar.body.data).toMatchObject({ main_type: 'webinar', webinar_type: 6, type: 6, has_integration: true });
    expect(zoom.requests.find((r) => r.path === '/v2/users/me/webinars')!.body).toMatchObject({
      type: 5,
      settings: { approval_type: 0 },
    });

    zoom.expireTokens();
    const id = webinar.body.data.id;
    const updated = await t.call(meetingsApi.webinar.update, {
      url: `/api/admin/meetings/webinars/${id}`,
      headers,
      payload: { ...linkMeeting([klass.id]), main_type: 'webinar', webinar_type: 5, topic: 'Open day', join_url: null },
    });
    expect(updated.status).toBe(200);
    const patch = zoom.requests.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(patch.path).toBe(`/v2/webinars/${webinar.body.data.meeting_id}`);
    expect(patch.body).toMatchObject({ topic: 'Open day', settings: { approval_type: 2 } });

    expect((await t.call(meetingsApi.remove, { url: `/api/admin/meetings/${id}`, headers })).status).toBe(200);
    expect(zoom.objects.has(`webinars/${webinar.body.data.meeting_id}`)).toBe(false);
  });

  it('passes a refusal of Zoom on as 502 with its message, and writes nothing', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    zoom.failNextCreate({ status: 400, code: 300, message: 'Invalid start_time' });
    const response = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: { ...linkMeeting([klass.id]), type: 2 },
    });
    expect(response.status).toBe(502);
    expect(response.error.message).toBe('The video service refused the request: Invalid start_time');
    expect((await t.call(meetingsApi.list, { url: '/api/admin/meetings', headers })).body.data).toEqual([]);
  });

  it('shows a teaching assistant the meetings of their classes only and refuses other classes with 403', async () => {
    const admin = await t.signIn('admin');
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createClass(t.database.db, { teachers: [userId] });
    const theirs = await createClass(t.database.db);
    const other = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers: admin.headers,
      payload: linkMeeting([theirs.id]),
    });
    expect(
      (await t.call(meetingsApi.meeting.create, { url: '/api/admin/meetings', headers, payload: linkMeeting([theirs.id]) }))
        .status,
    ).toBe(403);
    const own = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: linkMeeting([mine.id]),
    });
    expect(own.status).toBe(200);
    const list = await t.call(meetingsApi.list, { url: '/api/admin/meetings', headers });
    expect(list.body.data.map((m: { id: number }) => m.id)).toEqual([own.body.data.id]);
    expect((await t.call(meetingsApi.remove, { url: `/api/admin/meetings/${other.body.data.id}`, headers })).status).toBe(403);
    expect(
      (await t.call(meetingsApi.participants, { url: `/api/admin/meetings/${other.body.data.id}/participants`, headers })).status,
    ).toBe(403);
  });

  it('lists the participants page by page', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { name: 'Sara' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const meeting = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: linkMeeting([klass.id]),
    });
    await t.database.db.insert(meetingParticipants).values([
      { meetingId: meeting.body.data.id, studentId: student.id, joinedAt: new Date('2026-12-01T18:31:00Z') },
      { meetingId: meeting.body.data.id, studentId: student.id, joinedAt: new Date('2026-12-01T18:40:00Z'), durationMinutes: 20 },
    ]);
    const page = await t.call(meetingsApi.participants, {
      url: `/api/admin/meetings/${meeting.body.data.id}/participants?per_page=1&page=2`,
      headers,
    });
    expect(page.body.data).toEqual([
      expect.objectContaining({ name: 'Sara', joinedAt: '2026-12-01T18:40:00.000Z', duration: 20 }),
    ]);
    expect(page.body.meta.pagination).toMatchObject({ total: 2, total_pages: 2 });
  });

  it('puts meetings on the staff calendar', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const created = await t.call(meetingsApi.meeting.create, {
      url: '/api/admin/meetings',
      headers,
      payload: linkMeeting([klass.id]),
    });
    const calendar = await t.call(userCalendarApi.list, {
      url: '/api/admin/classes/calendar?from=2026-11-25&to=2026-12-05',
      headers,
    });
    expect(calendar.body.data.items).toContainEqual(
      expect.objectContaining({
        kind: 'meeting',
        meetingId: created.body.data.id,
        title: 'Revision',
        date: '2026-12-01',
        startTime: '18:30',
      }),
    );
  });
});
