import type { Env } from '../../env';
import { linkProvider } from './meeting-provider';
import type { MeetingProviders } from './meetings.service';
import { createZoomProvider } from './zoom-provider';

/** `link` always; Zoom only when its three credentials are set. */
export function meetingProvidersFromEnv(env: Env): MeetingProviders {
  const { ZOOM_ACCOUNT_ID: accountId, ZOOM_CLIENT_ID: clientId, ZOOM_CLIENT_SECRET: clientSecret } = env;
  const zoom =
    accountId && clientId && clientSecret
      ? createZoomProvider({
          accountId,
          clientId,
          clientSecret,
          apiUrl: env.ZOOM_API_URL,
          oauthUrl: env.ZOOM_OAUTH_URL,
          timezone: env.MEETINGS_TIMEZONE ?? env.SCHOOL_TIMEZONE,
        })
      : null;
  return { link: linkProvider, zoom };
}
