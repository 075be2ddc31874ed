import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { authApi } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { createStudent } from '../../test/factories';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-3f9a1c.js"></script>');
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);

const t = useTestApp(async () => ({
  options: { webDist },
  close: async () => fs.rmSync(webDist, { recursive: true, force: true }),
}));

// Raw requests: built files and pages are none of the contract, and a compressed answer is read as its bytes.
describe('what the browser downloads', () => {
  it('sends hashed assets compressed and cached for a year, and index.html revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toContain('xxxx');

    for (const url of ['/', '/students']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('/assets/index-3f9a1c.js');
    }
  });

  it('answers a missing built file with 404, not the app page', async () => {
    for (const url of ['/assets/index-0ld0ne.js', '/assets/style-0ld0ne.css', '/assets/deep/missing.js']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<!doctype html>');
    }
    expect((await t.app.inject({ url: '/assets-report' })).statusCode).toBe(200);
  });

  it('compresses a JSON list with brotli when the browser accepts it', async () => {
    const { headers } = await t.signIn('admin');
    for (let i = 0; i < 20; i += 1) await createStudent(t.database.db, { name: `Student ${i}` });
    const list = await t.app.inject({ url: '/api/admin/students', headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString());
    expect(body.meta.pagination.total).toBe(20);
  });

  it('sends the same JSON bytes however the browser asks for them, and says the answer varies by encoding', async () => {
    const { headers } = await t.signIn('admin');
    for (let i = 0; i < 20; i += 1) await createStudent(t.database.db, { name: `Student ${i}` });
    const ask = (extra: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/students', headers: { ...headers, ...extra } });
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await ask({ 'accept-encoding': 'gzip, deflate' });
    const anything = await ask({ 'accept-encoding': '*' });
    const brotli = await ask({ 'accept-encoding': 'gzip;q=0.5, br' });
    const refused = await ask({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect([gzipped, anything, brotli, refused].map((answer) => answer.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      'br',
      undefined,
    ]);
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(anything.rawPayload).toString()).toBe(plain.body);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(refused.body).toBe(plain.body);
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
  });

  it('leaves a short answer as it is', async () => {
    const { headers } = await t.signIn('admin');
    const me = await t.call(authApi.me, { url: '/api/admin/auth/me', headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(me.status).toBe(200);
    expect(me.bytes.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});
