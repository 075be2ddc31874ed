import fs from 'node:fs/promises';
import { pdfsApi, VIDEO_MAX_BYTES } from '@backoffice/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { openWatchedFileStore, type WatchedFileStore } from '../../../test/watched-file-store';
import { postStreamed, streamedForm } from '../../../test/streamed-form';
import { pdfs, videos } from '../../db/schema';
import { makeTestVideo } from './media.test-helpers';
import { TINY_PDF, type FormFields } from '../../../test/multipart';

let store: WatchedFileStore;
const t = useTestApp(async () => {
  store = await openWatchedFileStore();
  return { options: { files: store }, close: () => store.close() };
});

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => store.reset());

const GiB = 2 ** 30;
const storedFiles = () => fs.readdir(store.dir);

describe('an upload is checked before it is stored', () => {
  it("refuses a teaching assistant's 1 GiB video for another class at once, having written nothing", async () => {
    const ta = await t.signIn('teacher');
    const other = await createClass(t.database.db);
    const form = streamedForm(
      [
        ['title', 'Not mine'],
        ['type', 'Lecture'],
        ['classesId[]', String(other.id)],
        ['is_secure', '1'],
      ],
      { field: 'video', name: 'lecture.mp4', bytes: GiB, startsWith: makeTestVideo() },
    );
    const started = performance.now();
    const answer = await postStreamed(t.app.server, '/api/admin/videos/upload', ta.headers, form);
    console.info(`refused after ${Math.round(performance.now() - started)} ms, ${answer.sentFileBytes} file bytes sent`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This action is unauthorized.');
    // The answer came while most of the file was still to be sent, and no byte of it reached the store.
    expect(answer.sentFileBytes).toBeLessThan(64 * 2 ** 20);
    expect(store.bytesWritten()).toBe(0);
    expect(await storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(videos)).toHaveLength(0);
  });

  it('refuses classes that come after the file (422, saying classesId must come first), keeping nothing', async () => {
    const ta = await t.signIn('teacher');
    const [own, other] = [await createClass(t.database.db, { teachers: [ta.userId] }), await createClass(t.database.db)];
    const create = (form: FormFields) => t.call(pdfsApi.create, { url: '/api/admin/pdf', headers: ta.headers, form });
    const pdf = { name: 'a.pdf', data: TINY_PDF };
    const late = await create({ type: 'Sheet', 'pdf[0]': pdf, 'classesId[0]': own.id });
    expect(late.status).toBe(422);
    expect(late.error.message).toBe('Please fill all the fields');
    expect(late.error.errors).toEqual({ classesId: ['This field must come before the file.'] });
    expect(store.bytesWritten()).toBe(0);
    // Its own class before the file, another's after it: refused too, and the file stored meanwhile removed.
    const added = await create({ type: 'Sheet', 'classesId[0]': own.id, 'pdf[0]': pdf, 'classesId[1]': other.id });
    expect(added.status).toBe(422);
    expect(added.error.errors).toEqual({ classesId: ['This field must come before the file.'] });
    expect(await storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
  });

  it('refuses a body declared larger than the limit (413) before reading it', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const form = streamedForm(
      [
        ['title', 'Too long'],
        ['type', 'Lecture'],
        ['classesId[]', String(klass.id)],
        ['is_secure', '1'],
      ],
      { field: 'video', name: 'lecture.mp4', bytes: VIDEO_MAX_BYTES + 4 * 2 ** 20 },
    );
    const answer = await postStreamed(t.app.server, '/api/admin/videos/upload', headers, form);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file may not be larger than 2048 MB.');
    expect(answer.sentFileBytes).toBeLessThan(64 * 2 ** 20);
    expect(store.bytesWritten()).toBe(0);
  });

  const padded = Buffer.concat([TINY_PDF, Buffer.alloc(2 ** 20, 32)]);
  const adminUpload = async (language = 'en') => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    return t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...headers, 'accept-language': language },
      form: { type: 'Sheet', 'classesId[0]': klass.id, 'pdf[0]': { name: 'a.pdf', data: padded } },
    });
  };

  it('answers 507 with a message when the disk is full, removing the part already written', async () => {
    store.failWith('ENOSPC');
    const full = await adminUpload();
    expect(full.status).toBe(507);
    expect(full.error.message).toBe('There is no space left to store the file. Please tell your administrator.');
    expect(store.bytesWritten()).toBeGreaterThan(0);
    expect(await storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
    expect((await adminUpload('ar')).error.message).toBe('لا توجد مساحة كافية لحفظ الملف. يرجى إبلاغ المسؤول.');
  });

  it('answers 503 with a message when the store takes no writes, and stores once it does again', async () => {
    store.failWith('EROFS');
    const readOnly = await adminUpload();
    expect(readOnly.status).toBe(503);
    expect(readOnly.error.message).toBe(
      'Files cannot be stored at the moment. Please try again later or tell your administrator.',
    );
    expect(await storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
    store.reset();
    expect((await adminUpload()).status).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });
});
