/** How many class events streams may be open, and how often their token and class are checked again. */
export type ClassEventsSettings = {
  /** Open streams of one user in this process (EVENTS_MAX_PER_USER). */
  maxPerUser: number;
  /** Open streams of this process (EVENTS_MAX, at most half of its descriptors). */
  max: number;
  /** How often every open stream's token and class access are checked again, in one query. */
  recheckMs: number;
};

export const DEFAULT_EVENTS_MAX_PER_USER = 8;
export const DEFAULT_EVENTS_MAX = 1000;
/** Every 15 s: a revoked token or a lost class ends its streams within 30 s, with room for a slow query. */
export const RECHECK_MS = 15_000;

export const DEFAULT_CLASS_EVENTS_SETTINGS: ClassEventsSettings = {
  maxPerUser: DEFAULT_EVENTS_MAX_PER_USER,
  max: DEFAULT_EVENTS_MAX,
  recheckMs: RECHECK_MS,
};

/**
 * The settings from the environment's limits, the process's cap kept to half of its open-files limit: each
 * stream holds a socket, and the other half is for everything else (sign-in, health, the database, files).
 */
export function classEventsSettingsOf(maxPerUser: number, max: number, openFilesLimit: number): ClassEventsSettings {
  return { maxPerUser, max: Math.max(1, Math.min(max, Math.floor(openFilesLimit / 2))), recheckMs: RECHECK_MS };
}
