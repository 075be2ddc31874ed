import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { REDACTED, redactSecrets } from './log-redaction';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(webDist, 'student'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>staff</title>');
fs.writeFileSync(path.join(webDist, 'student', 'index.html'), '<!doctype html><title>student</title>');

/** Every line the app logs, as written. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const t = useTestApp(async () => ({
  options: { webDist, logger: { level: 'debug', stream } },
  close: async () => fs.rmSync(webDist, { recursive: true, force: true }),
}));

beforeAll(() => {
  // A failure whose message quotes its URL, and a custom line that logs the URL: both must come out redacted.
  t.app.get('/test/failing', async (request) => {
    request.log.info({ url: request.url, headers: request.headers }, 'custom line');
    throw new Error(`failed at ${request.url}`);
  });
});

beforeEach(() => {
  lines.length = 0;
});

describe('secrets in the log', () => {
  it('keeps one-time tokens and grants of request URLs out of every line, redacted in place', async () => {
    // Whatever each answers (the page, 401 or 403 for a grant that is not live), its URL is in the log.
    const urls = [
      '/set-password?token=SECRET1',
      '/student/set-password?token=SECRET2&lang=ar',
      '/student/scan?t=SECRET3',
      '/api/home/videos/1/hls/index.m3u8?grant=SECRET4',
      '/api/home/videos/1/hls/segments/0123456789abcdef0123456789abcdef.ts?grant=SECRET5',
      '/api/home/pdfs/1/file?grant=SECRET6',
      '/login?next=%2Fset-password%3Ftoken%3DSECRET7',
    ];
    // Raw: web pages and files alike, whatever each answers; only the log is read.
    for (const url of urls) await t.app.inject({ url });

    const log = lines.join('');
    expect(log).not.toMatch(/SECRET\d/);
    expect(log).toContain(`/set-password?token=${REDACTED}`);
    expect(log).toContain(`/student/set-password?token=${REDACTED}&lang=ar`);
    expect(log).toContain(`/student/scan?t=${REDACTED}`);
    expect(log).toContain(`/hls/index.m3u8?grant=${REDACTED}`);
    expect(log).toContain(`/api/home/pdfs/1/file?grant=${REDACTED}`);
    expect(log).toContain(`%3Ftoken%3D${REDACTED}`);
  });

  it('redacts a failing request: its error message, a custom line and the credential headers', async () => {
    // Raw: a route of this test's own, none of the contract.
    const response = await t.app.inject({
      url: '/test/failing?token=SECRET8&page=2',
      headers: { authorization: 'Bearer SECRET9', cookie: 'session=SECRET10' },
    });
    expect(response.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain(`failed at /test/failing?token=${REDACTED}&page=2`);
    expect(log).toContain('custom line');
    expect(log).not.toMatch(/SECRET\d/);
    const custom = lines
      .map((line) => JSON.parse(line) as { msg: string; headers?: Record<string, string> })
      .find((line) => line.msg === 'custom line');
    expect(custom?.headers).toMatchObject({ authorization: REDACTED, cookie: REDACTED });
  });
});

describe('redactSecrets', () => {
  it('redacts only the secret parameters, whatever their place in the query', () => {
    expect(redactSecrets('/a?t=1&tab=2&grant=3&token=4#x')).toBe(`/a?t=${REDACTED}&tab=2&grant=${REDACTED}&token=${REDACTED}#x`);
    expect(redactSecrets('/a?at=1&tokens=2&page=3')).toBe('/a?at=1&tokens=2&page=3');
  });
});
