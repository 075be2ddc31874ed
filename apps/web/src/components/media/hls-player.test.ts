import { describe, expect, it } from 'vitest';
import { withLatestGrant } from './hls-player';

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
