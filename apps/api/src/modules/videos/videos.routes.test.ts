import fs from 'node:fs';
import { classMembersApi, videosApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { jobs, videos } from '../../db/schema';
import { makeTestVideo } from '../media/media.test-helpers';

const t = useTestApp();

const embed = '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe><script>alert(2)</script>';

describe('admin/videos', () => {
  it('creates a non-secure video with its embed rebuilt, lists it with its classes and filters on is_secure', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const created = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: {
        title: 'Lesson 1',
        type: 'Revision',
        'classesId[]': [klass.id],
        is_secure: '0',
        embedded_html: embed,
      },
    });
    expect(created.status).toBe(200);
    const list = await t.call(videosApi.list, { url: '/api/admin/videos?is_secure=0&q=lesson', headers });
    expect(list.body.data).toHaveLength(1);
    const [video] = list.body.data;
    expect(video).toMatchObject({
      title: 'Lesson 1',
      status: 'ready',
      isSecure: false,
      classes: [{ value: klass.id, name: klass.name }],
    });
    expect(video.embeddedHtml).not.toMatch(/script|onload/);
    expect(video.homeVideoUrl).toBe('https://www.youtube.com/embed/abc');
    const secureOnly = await t.call(videosApi.list, { url: '/api/admin/videos?is_secure=1', headers });
    expect(secureOnly.body.data).toHaveLength(0);
    const types = await t.call(videosApi.videoTypes, { url: '/api/admin/select-options/video-types?q=rev', headers });
    expect(types.body.data).toEqual([{ value: 'Revision', name: 'Revision' }]);
  });

  it("refuses a form without title, type or classes with 'Please fill all the fields' and writes nothing", async () => {
    const { headers } = await t.signIn('admin');
    const response = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: { title: '', type: 'x', is_secure: '0' },
    });
    expect(response.status).toBe(422);
    expect(response.error.message).toBe('Please fill all the fields');
    expect(await t.database.db.select().from(videos)).toHaveLength(0);
  });

  it('refuses a secure upload that is not a video (415) and leaves no row and no file', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const response = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: {
        title: 'Fake',
        type: 'x',
        'classesId[]': [klass.id],
        is_secure: '1',
        video: { name: 'fake.mp4', data: Buffer.from('not a video at all'.repeat(100)) },
      },
    });
    expect(response.status).toBe(415);
    expect(await t.database.db.select().from(videos)).toHaveLength(0);
  });

  it('accepts a secure upload as processing with a queued transcode job', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const response = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: {
        title: 'Secure',
        type: 'x',
        'classesId[]': [klass.id],
        is_secure: '1',
        video: { name: 'clip.mp4', data: makeTestVideo() },
      },
    });
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(videos);
    expect(row).toMatchObject({ status: 'uploaded', isSecure: true });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, row.jobId!));
    expect(job).toMatchObject({ type: 'video-transcode', status: 'pending' });
  });

  it('keeps a teaching assistant to the videos and classes of their own classes', async () => {
    const admin = await t.signIn('admin');
    const ta = await t.signIn('teacher');
    const own = await createClass(t.database.db, { teachers: [ta.userId] });
    const other = await createClass(t.database.db);
    for (const klass of [own, other]) {
      await t.call(videosApi.upload, {
        url: '/api/admin/videos/upload',
        headers: admin.headers,
        form: { title: `V${klass.id}`, type: 'x', 'classesId[]': [klass.id], is_secure: '0' },
      });
    }
    const list = await t.call(videosApi.list, { url: '/api/admin/videos', headers: ta.headers });
    expect(list.body.data.map((video: { title: string }) => video.title)).toEqual([`V${own.id}`]);
    const [otherVideo] = await t.database.db
      .select()
      .from(videos)
      .where(eq(videos.title, `V${other.id}`));
    const assign = await t.call(videosApi.assign, {
      url: '/api/admin/classes/videos/assign',
      headers: ta.headers,
      payload: { videosId: [otherVideo.id], classesId: [own.id] },
    });
    expect(assign.status).toBe(422);
    const removal = await t.call(videosApi.remove, { url: `/api/admin/videos/${otherVideo.id}`, headers: ta.headers });
    expect(removal.status).toBe(403);
  });

  it("assigns videos to classes ('Please select classes' without one) and the class videos dialog lists and unlinks them", async () => {
    const { headers } = await t.signIn('admin');
    const [first, second] = [await createClass(t.database.db), await createClass(t.database.db)];
    await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: { title: 'Shared', type: 'x', 'classesId[]': [first.id], is_secure: '0' },
    });
    const [video] = await t.database.db.select().from(videos);
    const empty = await t.call(videosApi.assign, {
      url: '/api/admin/classes/videos/assign',
      headers,
      payload: { videosId: [video.id], classesId: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.error.message).toBe('Please select classes');
    const assigned = await t.call(videosApi.assign, {
      url: '/api/admin/classes/videos/assign',
      headers,
      payload: { videosId: [video.id], classesId: [second.id] },
    });
    expect(assigned.status).toBe(200);
    const dialog = await t.call(classMembersApi.videos, { url: `/api/admin/classes/${second.id}/videos`, headers });
    expect(dialog.body.data.map((row: { title: string }) => row.title)).toEqual(['Shared']);
    await t.call(classMembersApi.removeVideo, { url: `/api/admin/classes/${second.id}/videos/${video.id}`, headers });
    const after = await t.call(classMembersApi.videos, { url: `/api/admin/classes/${second.id}/videos`, headers });
    expect(after.body.data).toEqual([]);
  });

  it('edits and deletes a video', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: { title: 'Old', type: 'x', 'classesId[]': [klass.id], is_secure: '0' },
    });
    const [video] = await t.database.db.select().from(videos);
    const updated = await t.call(videosApi.update, {
      url: `/api/admin/videos/${video.id}/update`,
      headers,
      form: { title: 'New', type: 'y', 'classesId[]': [klass.id], is_secure: '0' },
    });
    expect(updated.status).toBe(200);
    expect((await t.database.db.select().from(videos))[0]).toMatchObject({ title: 'New', type: 'y' });
    const deleted = await t.call(videosApi.remove, { url: `/api/admin/videos/${video.id}`, headers });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(videos)).toHaveLength(0);
  });
});

void fs;
