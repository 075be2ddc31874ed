import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeZoomRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

/**
 * A local HTTP server answering with the request and response shapes of Zoom's published API:
 * server-to-server OAuth (POST /oauth/token?grant_type=account_credentials&account_id=…, Basic client
 * credentials), POST /v2/users/me/meetings and /v2/users/me/webinars (201 with the created object),
 * PATCH and DELETE /v2/meetings/{id} and /v2/webinars/{id} (204; 404 with code 3001 when unknown),
 * errors as { code, message }. It records every request for the tests.
 */
export async function startFakeZoom(
  options: { port?: number; accountId?: string; clientId?: string; clientSecret?: string } = {},
) {
  const accountId = options.accountId ?? 'acct-1';
  const clientId = options.clientId ?? 'client-1';
  const clientSecret = options.clientSecret ?? 'secret-1';
  const requests: FakeZoomRequest[] = [];
  const objects = new Map<string, Record<string, unknown>>();
  const tokens = new Set<string>();
  let nextId = 81_234_567_890;
  let failNextCreate: { status: number; code: number; message: string } | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' });
        res.end(json === undefined ? undefined : JSON.stringify(json));
      };

      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected)
          return send(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
        if (url.searchParams.get('grant_type') !== 'account_credentials' || url.searchParams.get('account_id') !== accountId)
          return send(400, { reason: 'Invalid request : Account does not exist.', error: 'invalid_request' });
        const token = `tok-${tokens.size + 1}`;
        tokens.add(token);
        return send(200, {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'meeting:write:admin webinar:write:admin',
          api_url: 'https://api.zoom.us',
        });
      }

      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!url.pathname.startsWith('/v2/')) return send(404, { code: 404, message: 'Not found' });
      if (!tokens.has(bearer)) return send(401, { code: 124, message: 'Invalid access token.' });

      const create = /^\/v2\/users\/me\/(meetings|webinars)$/.exec(url.pathname);
      if (req.method === 'POST' && create) {
        if (failNextCreate) {
          const failure = failNextCreate;
          failNextCreate = null;
          return send(failure.status, { code: failure.code, message: failure.message });
        }
        const input = (body ?? {}) as Record<string, unknown>;
        if (typeof input.topic !== 'string' || input.topic.length > 200)
          return send(400, { code: 300, message: 'Validation Failed.' });
        const kind = create[1];
        const id = nextId++;
        const password = (input.password as string | undefined) ?? 'Zp4ss';
        const created = {
          uuid: `uuid-${id}==`,
          id,
          host_id: 'host-abc',
          host_email: 'host@example.com',
          topic: input.topic,
          type: input.type,
          status: 'waiting',
          start_time: `${String(input.start_time)}Z`,
          duration: input.duration,
          timezone: input.timezone,
          agenda: input.agenda ?? '',
          created_at: new Date().toISOString(),
          start_url: `https://zoom.us/s/${id}?zak=fake`,
          join_url: `https://zoom.us/${kind === 'webinars' ? 'w' : 'j'}/${id}?pwd=fake`,
          password,
          settings: input.settings ?? {},
          ...(kind === 'webinars' && (input.settings as { approval_type?: number } | undefined)?.approval_type !== 2
            ? { registration_url: `https://zoom.us/webinar/register/WN_${id}` }
            : {}),
        };
        objects.set(`${kind}/${id}`, created);
        return send(201, created);
      }

      const one = /^\/v2\/(meetings|webinars)\/(\d+)$/.exec(url.pathname);
      if (one && (req.method === 'PATCH' || req.method === 'DELETE')) {
        const key = `${one[1]}/${one[2]}`;
        const existing = objects.get(key);
        if (!existing)
          return send(404, { code: one[1] === 'webinars' ? 3004 : 3001, message: `Meeting does not exist: ${one[2]}.` });
        if (req.method === 'DELETE') objects.delete(key);
        else objects.set(key, { ...existing, ...(body as object) });
        return send(204);
      }
      return send(404, { code: 404, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    settings: {
      accountId,
      clientId,
      clientSecret,
      apiUrl: `http://127.0.0.1:${port}/v2`,
      oauthUrl: `http://127.0.0.1:${port}/oauth/token`,
      timezone: 'Africa/Cairo',
    },
    requests,
    objects,
    /** Forgets the issued tokens, as when they expire. */
    expireTokens: () => tokens.clear(),
    failNextCreate: (failure: { status: number; code: number; message: string }) => {
      failNextCreate = failure;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
