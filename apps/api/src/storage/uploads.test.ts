import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors';
import { openDiskFileStore } from './file-store';
import { nestFormFields, PDF_UPLOAD, receiveMultipart, withUploads } from './uploads';
import { multipartPayload, TINY_PDF } from '../../test/multipart';

describe('uploads', () => {
  let dir: string;
  // A bare app with routes of its own, none of the contract: the upload helper alone, through app.inject.
  const app = Fastify();
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
    const store = openDiskFileStore(dir);
    app.decorateRequest('t', (message: string) => message);
    registerErrorHandler(app);
    await app.register(fastifyMultipart);
    app.post('/upload', async (request) => {
      const form = await receiveMultipart(request, store, { kind: PDF_UPLOAD, maxBytes: 1024, fileField: (f) => f === 'pdf' });
      return withUploads(form, async () => {
        if (form.fields.fail) throw new Error('the transaction failed');
        return { fields: nestFormFields(form.fields), files: form.files };
      });
    });
    app.post('/upload-two', async (request) => {
      const form = await receiveMultipart(request, store, {
        kind: PDF_UPLOAD,
        maxBytes: 1024,
        maxFiles: 2,
        fileField: (f) => f === 'pdf',
      });
      return { files: form.files };
    });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
  const stored = () => fs.readdir(dir);

  it('stores a PDF under a generated name with the nested fields', async () => {
    const form = multipartPayload([
      { name: 'grading[1][grade]', value: 'B' },
      { name: 'grading[0][grade]', value: 'A' },
      { name: 'name', value: 'Sheet' },
      { name: 'pdf', filename: '../../etc/passwd.pdf', content: TINY_PDF },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ grading: [{ grade: 'A' }, { grade: 'B' }], name: 'Sheet' });
    expect(body.files[0]).toMatchObject({ field: 'pdf', originalName: 'passwd.pdf', size: TINY_PDF.length });
    expect(body.files[0].storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(await stored()).toContain(body.files[0].storedName);
  });

  it('refuses a file that is not a PDF by its bytes (415) and keeps nothing', async () => {
    const before = await stored();
    const form = multipartPayload([{ name: 'pdf', filename: 'fake.pdf', content: Buffer.from('MZ not a pdf') }]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect(response.statusCode).toBe(415);
    expect(response.json().data).toEqual({ pdf: ['The file must be a PDF.'] });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file past the size limit (413) and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(4096, 32)]);
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipartPayload([{ name: 'pdf', filename: 'a.pdf', content: big }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().data).toEqual({ pdf: ['The file is too large.'] });
    expect(await stored()).toEqual(before);
  });

  it('removes the stored files when the work with them fails', async () => {
    const before = await stored();
    const form = multipartPayload([
      { name: 'fail', value: '1' },
      { name: 'pdf', filename: 'a.pdf', content: TINY_PDF },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect(response.statusCode).toBe(500);
    expect(await stored()).toEqual(before);
  });

  it('answers an empty file at once with 422 "The file is empty" on its field, and keeps nothing', async () => {
    const before = await stored();
    const form = multipartPayload([
      { name: 'name', value: 'Sheet' },
      { name: 'pdf', filename: 'empty.pdf', content: Buffer.alloc(0) },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'The file is empty', data: { pdf: ['The file is empty'] } });
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty file that comes after a stored one, and removes the stored one', async () => {
    const before = await stored();
    const form = multipartPayload([
      { name: 'pdf', filename: 'a.pdf', content: TINY_PDF },
      { name: 'pdf', filename: 'empty.pdf', content: Buffer.alloc(0) },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload-two', ...form });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ pdf: ['The file is empty'] });
    expect(await stored()).toEqual(before);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(response.statusCode).toBe(415);
  });
});
