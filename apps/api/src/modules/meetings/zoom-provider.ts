import type { MeetingMainType } from '@backoffice/contract';
import { AppError } from '../../plugins/app-error';
import type { HostedMeeting, MeetingProvider, MeetingSpec } from './meeting-provider';

/**
 * Zoom server-to-server OAuth app credentials (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET).
 * The URLs default to Zoom's; tests point them at a local server that speaks the same API.
 */
export type ZoomSettings = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  oauthUrl: string;
  /** The school's time zone, sent with start_time (IANA name). */
  timezone: string;
};

export const ZOOM_DEFAULT_URLS = { apiUrl: 'https://api.zoom.us/v2', oauthUrl: 'https://zoom.us/oauth/token' };

type ZoomCreated = { id: number | string; join_url: string; password?: string };
type ZoomError = { code?: number; message?: string; reason?: string };

const TIMEOUT_MS = 10_000;
/** Zoom's "meeting / webinar does not exist" codes: deleting one already gone is fine. */
const GONE_CODES = new Set([3001, 3004]);

const unreachable = () => new AppError(502, 'The video service could not be reached.');
const refused = (reason: string) => new AppError(502, 'The video service refused the request: {reason}', null, { reason });

/** Zoom's API through server-to-server OAuth (account_credentials grant); untested against the live service. */
export function createZoomProvider(settings: ZoomSettings, fetchImpl: typeof fetch = fetch): MeetingProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unreachable();
    }
  }

  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt > Date.now() + 60_000) return token.value;
    const url = `${settings.oauthUrl}?grant_type=account_credentials&account_id=${encodeURIComponent(settings.accountId)}`;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await call(url, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number } & ZoomError;
    if (!response.ok || !body.access_token) throw refused(body.reason ?? body.message ?? `HTTP ${response.status}`);
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  /** One API call; an expired token is renewed once. Answers the parsed body (null for 204). */
  async function api<T>(method: string, path: string, body?: unknown, allowGone = false): Promise<T | null> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken(attempt > 0)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) continue;
      if (response.status === 204) return null;
      const parsed = (await response.json().catch(() => ({}))) as T & ZoomError;
      if (response.ok) return parsed;
      if (allowGone && response.status === 404 && GONE_CODES.has(parsed.code ?? 0)) return null;
      throw refused(parsed.message ?? `HTTP ${response.status}`);
    }
    throw refused('HTTP 401');
  }

  const resource = (mainType: MeetingMainType) => (mainType === 'webinar' ? 'webinars' : 'meetings');

  /** The request body of Zoom's create and update calls. */
  function payload(spec: MeetingSpec) {
    const common = {
      topic: spec.topic,
      agenda: spec.agenda ?? undefined,
      start_time: `${spec.startDate}T${spec.startTime}:00`,
      timezone: settings.timezone,
      duration: spec.durationMinutes,
      password: spec.password ?? undefined,
    };
    if (spec.mainType === 'webinar') {
      // Zoom's type 5 is a scheduled webinar; "with registration" is its approval_type 0 (automatic approval).
      return { ...common, type: 5, settings: { approval_type: spec.webinarType === 6 ? 0 : 2 } };
    }
    return { ...common, type: 2, settings: { join_before_host: false, waiting_room: true } };
  }

  return {
    name: 'zoom',
    async create(spec): Promise<HostedMeeting> {
      const created = await api<ZoomCreated>('POST', `/users/me/${resource(spec.mainType)}`, payload(spec));
      if (!created?.id || !created.join_url) throw refused('no meeting in the answer');
      return { externalId: String(created.id), joinUrl: created.join_url, password: created.password ?? spec.password };
    },
    async update(externalId, spec, current) {
      if (!externalId) return this.create(spec);
      await api('PATCH', `/${resource(spec.mainType)}/${encodeURIComponent(externalId)}`, payload(spec));
      return { ...current, password: spec.password ?? current.password };
    },
    async remove(externalId, mainType) {
      if (!externalId) return;
      await api('DELETE', `/${resource(mainType)}/${encodeURIComponent(externalId)}`, undefined, true);
    },
  };
}
