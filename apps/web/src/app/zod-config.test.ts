import { describe, expect, it } from 'vitest';

describe('zod under the Content-Security-Policy', () => {
  it('runs without generated code once zod-config has run first', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
