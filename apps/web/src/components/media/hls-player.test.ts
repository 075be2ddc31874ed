import { describe, expect, it } from 'vitest';
import { prepareHlsRequest, withLatestGrant } from './hls-player';

describe('withLatestGrant', () => {
  it('puts the renewed grant on a segment or key address of the playlist', () => {
    const renewed = '/api/home/videos/7/hls/index.m3u8?grant=new%2Bone';
    expect(withLatestGrant('http://localhost/api/home/videos/7/hls/seg-3.ts?grant=old', renewed)).toBe(
      'http://localhost/api/home/videos/7/hls/seg-3.ts?grant=new%2Bone',
    );
    const key = new URL(withLatestGrant('/api/home/videos/7/hls/key?grant=old', renewed));
    expect(key.pathname).toBe('/api/home/videos/7/hls/key');
    expect(key.searchParams.get('grant')).toBe('new+one');
  });

  it('leaves an address without a grant as it is', () => {
    expect(withLatestGrant('https://cdn.example.com/a.ts', '/x.m3u8?grant=g')).toBe('https://cdn.example.com/a.ts');
  });
});

describe('prepareHlsRequest', () => {
  /** What hls.js's XMLHttpRequest is asked: the address opened and the headers set. */
  function fakeXhr() {
    const seen = { url: '', headers: {} as Record<string, string> };
    const xhr = {
      open: (_method: string, url: string) => void (seen.url = url),
      setRequestHeader: (name: string, value: string) => void (seen.headers[name] = value),
    } as unknown as XMLHttpRequest;
    return { xhr, seen };
  }
  const latest = '/api/home/videos/7/hls/index.m3u8?grant=new';
  const origin = window.location.origin;

  it("sends the viewer's bearer token with the renewed grant on our key and playlist", () => {
    for (const path of ['/api/home/videos/7/hls/key?grant=old', '/api/home/videos/7/hls/index.m3u8?grant=old']) {
      const { xhr, seen } = fakeXhr();
      prepareHlsRequest(xhr, `${origin}${path}`, latest, 'student-token');
      expect(seen.headers, path).toEqual({ Authorization: 'Bearer student-token' });
      expect(new URL(seen.url).searchParams.get('grant')).toBe('new');
    }
  });

  it('sends no token on a segment, to another origin, or without a sign-in', () => {
    const cases = [
      { url: `${origin}/api/home/videos/7/hls/segments/${'a'.repeat(32)}.ts?grant=old`, token: 'student-token' },
      { url: 'https://cdn.example.com/api/home/videos/7/hls/key?grant=old', token: 'student-token' },
      { url: `${origin}/api/home/videos/7/hls/key?grant=old`, token: null },
    ];
    for (const { url, token } of cases) {
      const { xhr, seen } = fakeXhr();
      prepareHlsRequest(xhr, url, latest, token);
      expect(seen.headers, url).toEqual({});
    }
  });
});
