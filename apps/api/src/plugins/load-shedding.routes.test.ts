import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

// One API request at a time: the second of two at once is the overload.
const t = useTestApp(async () => ({ options: { maxInFlight: 1 }, close: async () => undefined }));

describe('overload', () => {
  it('answers 503 with Retry-After at once past the requests in flight, in the caller language, and frees the slot after', async () => {
    const { headers } = await t.signIn('admin');
    const request = () => t.app.inject({ url: '/api/admin/students', headers: { ...headers, 'accept-language': 'ar' } });
    const answers = await Promise.all([request(), request()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظات.', data: null, errors: null });

    const later = await request();
    expect(later.statusCode).toBe(200);
  });
});
