import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { centersApi } from '@backoffice/contract';
import { buildApp } from '../app';
import { openDiskFileStore } from '../storage/file-store';
import { TEST_AUTH_SETTINGS, TEST_RATE_LIMIT, useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('headers of every answer', () => {
  it('keep API answers out of every cache and allow only the app’s own scripts', async () => {
    const { headers } = await t.signIn('admin');
    for (const options of [
      { method: 'GET' as const, url: '/api/admin/centers', headers },
      { method: 'GET' as const, url: '/api/admin/students' },
      { method: 'GET' as const, url: '/api/nothing-here' },
    ]) {
      // Raw: every answer, a route of the contract's or none (a 404), carries these headers.
      const response = await t.app.inject(options);
      expect(response.headers['cache-control'], options.url).toBe('no-store');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('announce HSTS to a request that came over HTTPS through a trusted proxy, never over plain HTTP', async () => {
    const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-files-'));
    const proxied = await buildApp({
      db: t.database.db,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      files: openDiskFileStore(filesDir),
      enqueue: async () => undefined,
      trustProxy: true,
    });
    try {
      const overHttps = { 'x-forwarded-proto': 'https' };
      for (const url of ['/api/admin/centers', '/api/nothing-here']) {
        const response = await proxied.inject({ url, headers: overHttps });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=15552000; includeSubDomains');
      }
      const overHttp = await proxied.inject({ url: '/api/admin/centers', headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers).not.toHaveProperty('strict-transport-security');
      expect((await proxied.inject({ url: '/api/admin/centers' })).headers).not.toHaveProperty('strict-transport-security');
      // Without TRUST_PROXY the header is the client's word, not the proxy's.
      const untrusted = await t.call(centersApi.list, { url: '/api/admin/centers', headers: overHttps });
      expect(untrusted.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await proxied.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    }
  });
});
