import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/request-core';
import { getToken, setToken } from '@/lib/session-storage';
import { endSessionOnRefusedPlayback, prepareHlsRequest, withLatestGrant } from './hls-player';

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

  it("sends the viewer's bearer token and language, as every call, with the renewed grant on our key and playlist", () => {
    for (const path of ['/api/home/videos/7/hls/key?grant=old', '/api/home/videos/7/hls/index.m3u8?grant=old']) {
      const { xhr, seen } = fakeXhr();
      prepareHlsRequest(xhr, `${origin}${path}`, latest, 'student-token');
      expect(seen.headers, path).toEqual({ Authorization: 'Bearer student-token', 'Accept-Language': 'en' });
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

describe('endSessionOnRefusedPlayback', () => {
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
    localStorage.clear();
  });
  const origin = window.location.origin;

  it('ends the session as every call does when our key or playlist answers 401', () => {
    setToken('student-token');
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    endSessionOnRefusedPlayback({ code: 401, url: `${origin}/api/home/videos/7/hls/key?grant=g` }, getToken());
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('leaves the session to an expired grant (403), a segment, or another origin', () => {
    setToken('student-token');
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    const refusals = [
      { code: 403, url: `${origin}/api/home/videos/7/hls/key?grant=g` },
      { code: 401, url: `${origin}/api/home/videos/7/hls/segments/${'a'.repeat(32)}.ts?grant=g` },
      { code: 401, url: 'https://cdn.example.com/api/home/videos/7/hls/key?grant=g' },
    ];
    for (const refusal of refusals) endSessionOnRefusedPlayback(refusal, getToken());
    expect(signInAgain).not.toHaveBeenCalled();
    expect(getToken()).toBe('student-token');
  });
});
