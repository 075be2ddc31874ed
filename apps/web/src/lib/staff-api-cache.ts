/**
 * The staff service worker's cache of the API answers the Workstation needs offline (pwa/staff-pwa.ts). The API
 * marks its answers no-store; this cache keeps some on purpose, and signing out empties it.
 */
export const STAFF_API_CACHE = 'staff-api';

export function forgetCachedAnswers() {
  if (typeof caches !== 'undefined') void caches.delete(STAFF_API_CACHE).catch(() => undefined);
}
