import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('headers of every answer', () => {
  it('keep API answers out of every cache and allow only the app’s own scripts', async () => {
    const { headers } = await t.signIn('admin');
    for (const options of [
      { method: 'GET' as const, url: '/api/admin/centers', headers },
      { method: 'GET' as const, url: '/api/admin/students' },
      { method: 'GET' as const, url: '/api/nothing-here' },
    ]) {
      const response = await t.app.inject(options);
      expect(response.headers['cache-control'], options.url).toBe('no-store');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
