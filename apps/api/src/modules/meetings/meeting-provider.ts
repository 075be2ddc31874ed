import type { MeetingMainType, MeetingProviderName } from '@backoffice/contract';

/** What a provider needs to create or change a meeting or webinar. */
export type MeetingSpec = {
  mainType: MeetingMainType;
  /** Webinars: 5 webinar, 6 webinar with registration. */
  webinarType: number | null;
  topic: string;
  agenda: string | null;
  password: string | null;
  /** YYYY-MM-DD and HH:mm, in the school's time zone. */
  startDate: string;
  startTime: string;
  durationMinutes: number;
  /** The pasted join URL (link provider only). */
  joinUrl: string | null;
};

export type HostedMeeting = {
  /** The service's id of the meeting (Zoom's meeting id); null for a pasted link. */
  externalId: string | null;
  joinUrl: string;
  /** The service may set a password of its own when none was given. */
  password: string | null;
};

/**
 * One interface for every service that hosts a call. `link` needs no configuration (staff paste a
 * join URL of any service); `zoom` creates the meeting through Zoom's API. Students always join
 * through home/meetings/{id}/join, so participants are recorded whatever the provider.
 */
export interface MeetingProvider {
  readonly name: MeetingProviderName;
  create(spec: MeetingSpec): Promise<HostedMeeting>;
  /** Changes the hosted meeting; answers the join URL again (unchanged for Zoom). */
  update(externalId: string | null, spec: MeetingSpec, current: HostedMeeting): Promise<HostedMeeting>;
  remove(externalId: string | null, mainType: MeetingMainType): Promise<void>;
}

/** A join URL staff pasted: nothing to create anywhere. */
export const linkProvider: MeetingProvider = {
  name: 'link',
  async create(spec) {
    return { externalId: null, joinUrl: spec.joinUrl ?? '', password: spec.password };
  },
  async update(_externalId, spec) {
    return { externalId: null, joinUrl: spec.joinUrl ?? '', password: spec.password };
  },
  async remove() {},
};
